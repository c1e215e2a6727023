// The name a calendar's export is downloaded under: '<name>.ics', made safe for any file
// system. Browsers clean a download's name too, each its own way; this one is the same everywhere.

/** Names Windows keeps for devices, whatever the extension ('CON.ics' cannot be made). */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i

/** A calendar's name -> '<name>.ics'; 'calendar.ics' when nothing of the name is left. */
export function icsFileName(name: string): string {
  const base = name
    // Path separators, what Windows refuses, and control characters.
    // eslint-disable-next-line no-control-regex -- control characters are what is replaced
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    // No hidden file ('.work'), and no dots or spaces at the end (Windows drops them), nor
    // a trail of replaced characters.
    .replace(/^[.\s_]+/, '')
    .replace(/[.\s_]+$/, '')
  if (base === '' || /^_+$/.test(base)) return 'calendar.ics'
  return `${RESERVED.test(base) ? `${base}_` : base}.ics`
}
