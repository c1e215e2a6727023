/** What a line of text drawn on a canvas is cut with, as CSS `text-overflow: ellipsis` does. */
export const ELLIPSIS = '…'

let segmenter: Intl.Segmenter | undefined

/**
 * The user-perceived characters of `text`: a cut never splits an emoji or an accent. Text of
 * Latin letters (no combining marks) and general punctuation ('–', '…') is one character per
 * code unit; anything else goes through Intl.Segmenter, which is slower.
 */
function graphemes(text: string): string[] {
  if (!/[\u0300-\u1fff\u2070-\uffff]|\u200c|\u200d/.test(text)) return text.split('')
  if (typeof Intl.Segmenter === 'function') {
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    return Array.from(segmenter.segment(text), (s) => s.segment)
  }
  return Array.from(text)
}

/**
 * The text to draw for `text` in at most `max` px: the whole of it when it fits, else its
 * longest start that fits with an ellipsis after it (a space before it kept, as CSS does), else
 * the ellipsis alone when even that does not fit, and '' when there is no room at all. Worked
 * out from the widths of single characters (`charWidth`, in px in the font it will be drawn
 * in), without measuring the text itself: a week of titles is a few dozen distinct characters,
 * measured once each. Kerning is left out, so a cut can fall a character away from where
 * measuring whole prefixes would put it; whoever draws it bounds the drawn width (fillText's
 * maxWidth).
 */
export function fitTextByChars(
  text: string,
  max: number,
  charWidth: (c: string) => number,
): string {
  if (max <= 0 || text === '') return ''
  const chars = graphemes(text)
  const widths = chars.map(charWidth)
  if (widths.reduce((sum, w) => sum + w, 0) <= max) return text
  const room = max - charWidth(ELLIPSIS)
  if (room < 0) return ''
  let used = 0
  let n = 0
  while (n < chars.length && used + widths[n]! <= room) used += widths[n++]!
  return chars.slice(0, n).join('') + ELLIPSIS
}

/**
 * `text` wrapped onto at most `lines` lines, line i at most `max(i)` px wide: words are kept
 * whole (a word wider than its line ends the text there, cut with an ellipsis, rather than
 * split over lines), spaces at a line's end are dropped, and the last line ends
 * with an ellipsis (fitTextByChars) when text is left over. Widths as fitTextByChars takes
 * them, from single characters.
 */
export function wrapTextByChars(
  text: string,
  max: (line: number) => number,
  lines: number,
  charWidth: (c: string) => number,
): string[] {
  const out: string[] = []
  let rest = text.trim()
  while (rest !== '' && out.length < lines) {
    const room = max(out.length)
    if (room <= 0) break
    if (out.length === lines - 1) {
      const last = fitTextByChars(rest, room, charWidth)
      if (last) out.push(last)
      break
    }
    const chars = graphemes(rest)
    let used = 0
    let n = 0
    let lastBreak = 0 // characters up to the last space that fits
    while (n < chars.length) {
      const c = chars[n]!
      if (c === ' ') lastBreak = n
      const w = charWidth(c)
      if (c !== ' ' && used + w > room) break
      used += w
      n++
    }
    if (n === chars.length) {
      out.push(rest)
      break
    }
    // Cut at the last space that fits. A word wider than the line is not split over lines
    // ('Inter' / 'view' reads as two words): it ends the text, cut with an ellipsis.
    if (lastBreak === 0) {
      const cut = fitTextByChars(rest, room, charWidth)
      if (cut) out.push(cut)
      break
    }
    const cut = lastBreak
    const line = chars.slice(0, cut).join('').trimEnd()
    out.push(line)
    rest = chars.slice(cut).join('').trimStart()
  }
  return out
}
