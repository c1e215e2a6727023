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
