import { describe, expect, it } from 'vitest'
import { overlapColumns, type Interval } from './overlap-columns'

const iv = (top: number, bottom: number): Interval => ({ top, bottom })
const summary = (items: Interval[], max?: number) =>
  overlapColumns(items, max).placements.map((p) =>
    p.hidden ? 'hidden' : `${p.column}+${p.span}/${p.columns}`,
  )

describe('overlapColumns', () => {
  it.each([
    // Each row: blocks (top, bottom) and the expected `column+span/columns` of each.
    ['no events', [], []],
    ['one block takes the whole width', [iv(0, 60)], ['0+1/1']],
    ['touching blocks do not overlap', [iv(0, 60), iv(60, 120)], ['0+1/1', '0+1/1']],
    ['two overlapping blocks share the width', [iv(0, 60), iv(30, 90)], ['0+1/2', '1+1/2']],
    //   | A | B |
    //   | A | C |     C reuses column 1 after B
    //   | D | C |     D reuses column 0 after A
    [
      'columns are reused within a cluster',
      [iv(540, 660), iv(570, 600), iv(600, 720), iv(660, 720)],
      ['0+1/2', '1+1/2', '1+1/2', '0+1/2'],
    ],
    //   | C | A | B |     C (longest) first, then A, then B
    //   | C | A |   |
    //   | C | D ----- |   D widens into column 2, free for its whole span
    [
      'a block widens into columns free for its whole span',
      [iv(0, 60), iv(0, 30), iv(0, 120), iv(60, 120)],
      ['1+1/3', '2+1/3', '0+1/3', '1+2/3'],
    ],
    [
      'the later of two equal starts goes right; longer first',
      [iv(0, 30), iv(0, 90)],
      ['1+1/2', '0+1/2'],
    ],
    [
      'separate clusters have their own column counts',
      [iv(0, 60), iv(30, 90), iv(200, 260)],
      ['0+1/2', '1+1/2', '0+1/1'],
    ],
    [
      'a short block is not widened over a neighbour it touches',
      [iv(540, 570), iv(555, 645), iv(570, 630)],
      ['0+1/2', '1+1/2', '0+1/2'],
    ],
  ])('%s', (_, items, expected) => {
    expect(summary(items)).toEqual(expected)
  })

  it('collapses columns past the maximum into one overflow in the last visible column', () => {
    const items = [iv(0, 60), iv(0, 60), iv(0, 60), iv(0, 60), iv(0, 90)]
    const { placements, overflows } = overlapColumns(items, 3)
    // Longest first: the 0-90 block takes column 0, the first 0-60 column 1; column 2 holds '+3'.
    expect(placements.map((p) => (p.hidden ? 'hidden' : p.column))).toEqual([
      1,
      'hidden',
      'hidden',
      'hidden',
      0,
    ])
    expect(overflows).toEqual([{ top: 0, bottom: 60, column: 2, columns: 3, indices: [1, 2, 3] }])
  })

  it('never lets two visible blocks cover each other', () => {
    const items = Array.from({ length: 300 }, (_, i) =>
      iv((i * 37) % 1380, ((i * 37) % 1380) + 30 + (i % 7) * 20),
    )
    const { placements } = overlapColumns(items, 6)
    const rects = placements
      .map((p, i) => ({ p, it: items[i] as Interval }))
      .filter(({ p }) => !p.hidden)
    for (const a of rects) {
      for (const b of rects) {
        if (a === b) continue
        const overlapY = a.it.top < b.it.bottom && b.it.top < a.it.bottom
        const aL = a.p.column / a.p.columns
        const aR = (a.p.column + a.p.span) / a.p.columns
        const bL = b.p.column / b.p.columns
        const bR = (b.p.column + b.p.span) / b.p.columns
        const overlapX = aL < bR - 1e-9 && bL < aR - 1e-9
        expect(overlapY && overlapX).toBe(false)
      }
    }
  })
})
