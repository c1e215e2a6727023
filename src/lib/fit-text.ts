/** What a line of text drawn on a canvas is cut with, as CSS `text-overflow: ellipsis` does. */
export const ELLIPSIS = '…'

let segmenter: Intl.Segmenter | undefined

/**
 * The user-perceived characters of `text`: a cut never splits an emoji or an accent. Text of
 * Latin letters (no combining marks) and general punctuation ('–', '…') is one character per
 * code unit; anything else goes through Intl.Segmenter, which is slower.
 */
export function graphemes(text: string): string[] {
  if (!/[\u0300-\u1fff\u2070-\uffff]|\u200c|\u200d/.test(text)) return text.split('')
  if (typeof Intl.Segmenter === 'function') {
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    return Array.from(segmenter.segment(text), (s) => s.segment)
  }
  return Array.from(text)
}

/**
 * The text to draw for `text` in at most `max` px: the whole of it when it fits, else its
 * longest start that fits with an ellipsis after it (a space before it kept, as CSS does), else the
 * ellipsis alone when even that does not fit, and '' when there is no room at all.
 * `measure` gives a string's width in px in the font it will be drawn in.
 */
export function fitText(text: string, max: number, measure: (s: string) => number): string {
  if (max <= 0 || text === '') return ''
  if (measure(text) <= max) return text
  const ellipsis = measure(ELLIPSIS)
  if (ellipsis > max) return ''
  const chars = graphemes(text)
  // Binary search for the longest start that fits with the ellipsis: widths grow with length.
  let lo = 0
  let hi = chars.length - 1
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2)
    if (measure(chars.slice(0, mid).join('')) + ellipsis <= max) lo = mid
    else hi = mid - 1
  }
  return chars.slice(0, lo).join('') + ELLIPSIS
}

/**
 * fitText from the widths of single characters, without measuring the text itself: a week of
 * titles is a few dozen distinct characters, measured once each, where fitText measures
 * several prefixes of every title. Kerning is left out, so a cut can fall a character away
 * from fitText's; whoever draws it bounds the drawn width (fillText's maxWidth).
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
