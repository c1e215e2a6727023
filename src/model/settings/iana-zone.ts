// Whether a text names an IANA time zone, and its spelling as the platform lists it. The
// 'Time zone' setting accepts only these: an offset such as '+02:00' is no zone (it keeps no
// daylight-saving rules), though newer engines' Intl accepts it.

let listed: Map<string, string> | undefined

/** The platform's zones by lower-case name (Intl.supportedValuesOf: ES2022). */
function listedZones(): Map<string, string> {
  if (!listed) {
    listed = new Map()
    const zones =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
    for (const zone of zones) listed.set(zone.toLowerCase(), zone)
  }
  return listed
}

/**
 * The zone `text` names, spelt as the platform lists it ('europe/berlin' -> 'Europe/Berlin'),
 * or null when it names none. Aliases Intl accepts but does not list ('UTC', 'Asia/Calcutta')
 * are kept as typed, since Intl reads them. Never throws.
 */
export function ianaZone(text: string): string | null {
  const name = text.trim()
  if (name === '' || /^[+\-\u2212\d]/.test(name)) return null
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
    return (
      listedZones().get(name.toLowerCase()) ??
      (resolved.toLowerCase() === name.toLowerCase() ? resolved : name)
    )
  } catch {
    return null
  }
}

/** Every zone the platform lists, for the setting's search. */
export const allZones = (): string[] => [...listedZones().values()]
