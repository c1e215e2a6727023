import { describe, expect, it } from 'vitest'
import { overlapColumns, type Interval, type Overflow, type Placement } from './overlap-columns'

const iv = (top: number, bottom: number): Interval => ({ top, bottom })
const summary = (items: Interval[], max?: number) =>
  overlapColumns(items, max).placements.map((p) =>
    p.hidden ? 'hidden' : `${p.column}+${p.span}/${p.columns}`,
  )

// Sketches: one character per 30px row, one cell per column; '+N' marks an overflow box.
describe('overlapColumns: the rule, case by case', () => {
  it.each([
    // Each row: blocks (top, bottom) and the expected `column+span/columns` of each.
    ['no events', [], []],
    //   | A |
    ['one block takes the whole width', [iv(0, 60)], ['0+1/1']],
    //   | A |
    //   | B |      B starts as A ends: no overlap
    ['touching blocks do not overlap', [iv(0, 60), iv(60, 120)], ['0+1/1', '0+1/1']],
    //   | A |   |
    //   | A | B |
    //   |   | B |
    ['two overlapping blocks share the width', [iv(0, 60), iv(30, 90)], ['0+1/2', '1+1/2']],
    //   | A | B | C |   three at once: thirds
    [
      'three mutually overlapping blocks get a third each',
      [iv(0, 60), iv(10, 70), iv(20, 80)],
      ['0+1/3', '1+1/3', '2+1/3'],
    ],
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
    //   | B | A |     equal starts: the longer B goes left
    //   | B |   |
    //   | B |   |
    [
      'the later of two equal starts goes right; longer first',
      [iv(0, 30), iv(0, 90)],
      ['1+1/2', '0+1/2'],
    ],
    //   | A | B |
    //   |   | B |
    //   | C --- |     a new cluster starts when nothing is running: C is full width
    [
      'separate clusters have their own column counts',
      [iv(0, 60), iv(30, 90), iv(200, 260)],
      ['0+1/2', '1+1/2', '0+1/1'],
    ],
    //   | A | B |
    //   | C | B |     C takes column 0 (lowest free), not widened over B
    //   | C | B |
    [
      'a short block is not widened over a neighbour it touches',
      [iv(540, 570), iv(555, 645), iv(570, 630)],
      ['0+1/2', '1+1/2', '0+1/2'],
    ],
    //   | A | B | C |
    //   | A | B | C |
    //   | A | D ----- |   D takes column 1, the lower of the two free, then widens over 2
    [
      'lowest free column, then widening',
      [iv(0, 120), iv(0, 60), iv(0, 60), iv(60, 90)],
      ['0+1/3', '1+1/3', '2+1/3', '1+2/3'],
    ],
    //   | A | B | C |   |
    //   | A | B | C | E |
    //   | D ------- | E |     D widens over the two columns freed by B and C, up to E
    [
      'a block widens over several free columns',
      [iv(0, 30), iv(0, 30), iv(0, 30), iv(30, 60), iv(20, 40)],
      ['0+1/4', '1+1/4', '2+1/4', '0+3/4', '3+1/4'],
    ],
    //   | A | B |    reversed or zero-length input has a minimum height by now (day-segment),
    //   | A | B |    so equal intervals simply share the width
    ['identical blocks sit side by side', [iv(60, 90), iv(60, 90)], ['0+1/2', '1+1/2']],
  ])('%s', (_, items, expected) => {
    expect(summary(items)).toEqual(expected)
  })
})

describe("overlapColumns: past the maximum, a '+N'", () => {
  it('collapses columns past the maximum into an overflow in the last visible column', () => {
    //   | E | A | +3 |      five at once with at most 3 columns: two drawn, '+3' for the rest
    //   | E | A | +3 |
    //   | E |   |    |
    const items = [iv(0, 60), iv(0, 60), iv(0, 60), iv(0, 60), iv(0, 90)]
    const { placements, overflows } = overlapColumns(items, 3)
    expect(placements.map((p) => (p.hidden ? 'hidden' : p.column))).toEqual([
      1,
      'hidden',
      'hidden',
      'hidden',
      0,
    ])
    expect(overflows).toEqual([{ top: 0, bottom: 60, column: 2, columns: 3, indices: [1, 2, 3] }])
  })

  it('keeps a block of the last column when nothing past it runs at the same time', () => {
    //   | A | B | +2 |     9:00 crowded: C and D hidden
    //   | A | B | +2 |
    //   | A | B | E  |     E (after C and D end) is drawn in the last column
    const items = [iv(0, 90), iv(0, 90), iv(0, 60), iv(0, 60), iv(60, 90)]
    const { placements, overflows } = overlapColumns(items, 3)
    expect(
      placements.map((p) => (p.hidden ? 'hidden' : `${p.column}+${p.span}/${p.columns}`)),
    ).toEqual(['0+1/3', '1+1/3', 'hidden', 'hidden', '2+1/3'])
    expect(overflows).toEqual([{ top: 0, bottom: 60, column: 2, columns: 3, indices: [2, 3] }])
  })

  it('gives separate runs of hidden blocks separate overflows', () => {
    //   | A | B | +2 |    9:00
    //   | A | B |    |
    //   | A | B | +2 |    10:00
    const items = [iv(0, 120), iv(0, 120), iv(0, 30), iv(0, 30), iv(60, 90), iv(60, 90)]
    const { overflows } = overlapColumns(items, 3)
    expect(overflows.map((o) => [o.top, o.bottom, o.indices])).toEqual([
      [0, 30, [2, 3]],
      [60, 90, [4, 5]],
    ])
  })

  it("cuts a long crowded stretch into one '+N' per hour, none overlapping", () => {
    // Twenty 30-minute blocks, one every 6 minutes from 9:00: five at a time, with 3 columns.
    //  9:00 | 0 | 1 |    |    0 and 1 fit; from 9:12 on, the third column is crowded, and
    //  9:12 | 0 | 1 | +6 |    the hidden blocks chain into one run all morning; it is cut
    //  9:30 | 5 | 6 | +6 |    into a '+6' from 9:12 to 10:12 and a '+6' from 10:12 on
    // 10:12 | . | . | +6 |
    const items = Array.from({ length: 20 }, (_, i) => iv(540 + i * 6, 570 + i * 6))
    const { placements, overflows } = overlapColumns(items, 3)
    expect(placements.filter((p) => !p.hidden).map((p) => p.column)).toEqual([
      0, 1, 0, 1, 0, 1, 0, 1,
    ])
    expect(overflows).toEqual([
      { top: 552, bottom: 612, column: 2, columns: 3, indices: [2, 3, 4, 7, 8, 9] },
      { top: 612, bottom: 684, column: 2, columns: 3, indices: [12, 13, 14, 17, 18, 19] },
    ])
  })

  it('with a maximum of 1, everything that overlaps collapses', () => {
    const { placements, overflows } = overlapColumns([iv(0, 60), iv(30, 90)], 1)
    expect(placements.map((p) => p.hidden)).toEqual([true, true])
    expect(overflows).toEqual([{ top: 0, bottom: 90, column: 0, columns: 1, indices: [0, 1] }])
  })
})

/** The rule written the slow, obvious way (O(n²)), to compare with on random days. */
function reference(items: Interval[], max: number) {
  const order = items.map((_, i) => i)
  order.sort((a, b) => items[a]!.top - items[b]!.top || items[b]!.bottom - items[a]!.bottom)
  const column: number[] = []
  const cluster: number[] = []
  let id = -1
  let reach = -Infinity
  for (const i of order) {
    const item = items[i]!
    if (item.top >= reach) id++
    reach = Math.max(item.top >= reach ? -Infinity : reach, item.bottom)
    cluster[i] = id
    const busy = new Set(
      order
        .filter((j) => column[j] !== undefined && cluster[j] === id && items[j]!.bottom > item.top)
        .map((j) => column[j]),
    )
    let c = 0
    while (busy.has(c)) c++
    column[i] = c
  }
  const overlaps = (a: number, b: number) =>
    items[a]!.top < items[b]!.bottom && items[b]!.top < items[a]!.bottom
  return items.map((_, i) => {
    const mates = order.filter((j) => cluster[j] === cluster[i])
    const count = Math.max(...mates.map((j) => column[j]! + 1))
    const crowded = count > max
    const last = crowded ? max - 1 : count
    const c = column[i]!
    if (crowded && c >= last) {
      const hidden = c > last || mates.some((j) => column[j]! > last && overlaps(i, j))
      if (hidden) return 'hidden'
      return `${c}+1/${max}`
    }
    let span = 1
    while (c + span < last && !mates.some((j) => column[j] === c + span && overlaps(i, j))) span++
    return `${c}+${span}/${crowded ? max : count}`
  })
}

/** A small deterministic generator, so a failure can be replayed. */
function randomDay(seed: number, n: number): Interval[] {
  let s = seed
  const next = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) as number
  return Array.from({ length: n }, () => {
    const top = Math.floor(next() * 48) * 30
    return iv(top, Math.min(1440, top + 30 + Math.floor(next() * 6) * 30))
  })
}

function expectNoCover(items: Interval[], placements: Placement[], overflows: Overflow[]) {
  const boxes = [
    ...placements.flatMap((p, i) =>
      p.hidden
        ? []
        : [{ ...items[i]!, left: p.column / p.columns, right: (p.column + p.span) / p.columns }],
    ),
    ...overflows.map((o) => ({
      ...o,
      left: o.column / o.columns,
      right: (o.column + 1) / o.columns,
    })),
  ]
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const overlapY = a.top < b.bottom && b.top < a.bottom
      const overlapX = a.left < b.right - 1e-9 && b.left < a.right - 1e-9
      expect(overlapY && overlapX, JSON.stringify([a, b])).toBe(false)
    }
  }
}

describe('overlapColumns: random days against the rule written naively', () => {
  it.each([
    [1, 40, 4],
    [2, 120, 4],
    [3, 300, 4],
    [4, 300, 6],
    [5, 60, 2],
    [6, 200, 3],
  ])('seed %i: %i blocks, at most %i columns', (seed, n, max) => {
    const items = randomDay(seed, n)
    const { placements, overflows } = overlapColumns(items, max)
    expect(summary(items, max)).toEqual(reference(items, max))
    expectNoCover(items, placements, overflows)
    // Every block is drawn or listed in exactly one '+N'.
    const listed = overflows.flatMap((o) => o.indices)
    expect(new Set(listed).size).toBe(listed.length)
    expect(listed.sort((a, b) => a - b)).toEqual(
      placements.flatMap((p, i) => (p.hidden ? [i] : [])),
    )
  })
})
