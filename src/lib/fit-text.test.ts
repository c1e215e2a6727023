import { describe, expect, it } from 'vitest'
import { ELLIPSIS, fitTextByChars, wrapTextByChars } from './fit-text'

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

describe('wrapTextByChars', () => {
  const wrap = (text: string, max: number, lines: number, first = max) =>
    wrapTextByChars(text, (line) => (line === 0 ? first : max), lines, mono)

  it('keeps words whole and drops the spaces at a line end', () => {
    expect(wrap('Quarterly planning with the team', 100, 4)).toEqual([
      'Quarterly',
      'planning',
      'with the',
      'team',
    ])
  })

  it('ends the last line it may use with an ellipsis when text is left', () => {
    expect(wrap('Quarterly planning with the team', 100, 2)).toEqual([
      'Quarterly',
      `planning ${ELLIPSIS}`,
    ])
    expect(wrap('Quarterly planning with the team', 100, 1)).toEqual([`Quarterly${ELLIPSIS}`])
  })

  it('never splits a word over lines: one wider than its line ends the text with an ellipsis', () => {
    expect(wrap('Supercalifragilistic', 50, 3)).toEqual([`Supe${ELLIPSIS}`])
    expect(wrap('Interview C', 40, 3)).toEqual([`Int${ELLIPSIS}`])
    expect(wrap('A supercalifragilistic day', 100, 3)).toEqual(['A', `supercali${ELLIPSIS}`])
  })

  it('gives the first line its own width (room for icons)', () => {
    expect(wrap('Team sync today', 100, 3, 50)).toEqual(['Team', 'sync today'])
  })

  it('is one line, the whole text, when it fits, and nothing without room', () => {
    expect(wrap('Yoga', 100, 3)).toEqual(['Yoga'])
    expect(wrap('Yoga', 0, 3)).toEqual([])
    expect(wrap('   ', 100, 3)).toEqual([])
  })
})
