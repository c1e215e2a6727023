import { describe, expect, it } from 'vitest'
import { ELLIPSIS, fitTextByChars } from './fit-text'

// A monospace stand-in for a canvas' measureText: every character, the ellipsis too, is 10px
// wide, so the expected cuts can be worked out by hand.
const mono = (s: string) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)).length * 10

describe('fitTextByChars', () => {
  it.each([
    ['Standup', 70, 'Standup'],
    ['Standup', 100, 'Standup'],
    ['Standup', 69, `Stand${ELLIPSIS}`],
    ['Standup', 40, `Sta${ELLIPSIS}`],
    ['Standup', 20, `S${ELLIPSIS}`],
    ['Standup', 19, ELLIPSIS],
    ['Standup', 10, ELLIPSIS],
    ['Standup', 9, ''],
    ['Standup', 0, ''],
    ['', 50, ''],
    // A cut right after a space keeps it, as the browser's text-overflow: ellipsis does.
    ['Team sync', 60, `Team ${ELLIPSIS}`],
  ])('%s in %ipx is %s', (text, max, expected) => {
    expect(fitTextByChars(text, max, mono)).toBe(expected)
  })

  it('never splits an emoji or a letter with its accent', () => {
    // 👩‍💻 is three code points joined; é here is e and a combining accent.
    expect(fitTextByChars('👩‍💻👩‍💻👩‍💻 Deploy', 30, mono)).toBe(`👩‍💻👩‍💻${ELLIPSIS}`)
    expect(fitTextByChars('Réunion', 40, mono)).toBe(`Réu${ELLIPSIS}`)
  })
})
