import { describe, expect, it } from 'vitest'
import { ELLIPSIS, fitText, fitTextByChars } from './fit-text'

// A monospace stand-in for a canvas' measureText: every character, the ellipsis too, is 10px
// wide, so the expected cuts can be worked out by hand. Counts the calls, to show the search
// measures a handful of prefixes and not one per character.
function mono() {
  let calls = 0
  const measure = (s: string) => {
    calls++
    return (
      Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)).length * 10
    )
  }
  return { measure, calls: () => calls }
}

describe('fitText', () => {
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
    expect(fitText(text, max, mono().measure)).toBe(expected)
  })

  it('never splits an emoji or a letter with its accent', () => {
    const { measure } = mono()
    // 👩‍💻 is three code points joined; é here is e and a combining accent.
    expect(fitText('👩‍💻👩‍💻👩‍💻 Deploy', 30, measure)).toBe(`👩‍💻👩‍💻${ELLIPSIS}`)
    expect(fitText('Réunion', 40, measure)).toBe(`Réu${ELLIPSIS}`)
  })

  it('gives the same cuts from the widths of single characters when nothing kerns', () => {
    const { measure } = mono()
    for (const text of ['Standup', 'Team sync', '👩‍💻👩‍💻👩‍💻 Deploy', 'Réunion', ''])
      for (const max of [0, 9, 10, 19, 20, 40, 60, 69, 70, 100])
        expect(fitTextByChars(text, max, measure), `${text} in ${max}px`).toBe(
          fitText(text, max, measure),
        )
  })

  it('measures a few prefixes, not one per character', () => {
    const counter = mono()
    fitText('A title of sixty characters, as some imported events have....', 200, counter.measure)
    expect(counter.calls()).toBeLessThanOrEqual(10)
  })
})
