import { describe, expect, it } from 'vitest'
import { overlapColumns, type Interval } from './overlap-columns'
import { OVERLAP_ROOM, overlapReach } from './overlap-reach'

const iv = (top: number, bottom: number): Interval => ({ top, bottom })
const reachOf = (items: Interval[], max?: number) => {
  const { placements } = overlapColumns(items, max)
  return overlapReach(items, placements).map((r, i) => ({
    column: placements[i]!.column,
    hidden: placements[i]!.hidden,
    ...r,
  }))
}

describe('overlapReach: later blocks lie over an earlier one’s right part', () => {
  it('three staggered meetings: the first two take two thirds each, not a third', () => {
    // A 9-12, B 10-12, C 11-12 (px from midnight), three columns.
    const r = reachOf([iv(540, 720), iv(600, 720), iv(660, 720)])
    expect(r.map((b) => `${b.column}+${b.span}`)).toEqual(['0+2', '1+2', '2+1'])
    // A's text keeps above B, B's above C; C covers nothing and is painted last.
    expect(r.map((b) => b.clear)).toEqual([60, 60, 60])
    expect(r.map((b) => b.layer)).toEqual([0, 1, 2])
    expect(r.map((b) => b.ownSpan)).toEqual([1, 1, 1])
  })

  it('two overlapping: the earlier reaches across under the later one', () => {
    const r = reachOf([iv(540, 660), iv(600, 660)])
    expect(r.map((b) => [b.column, b.span, b.clear, b.layer])).toEqual([
      [0, 2, 60, 0],
      [1, 1, 60, 1],
    ])
  })

  it('blocks starting within OVERLAP_ROOM of each other stay side by side', () => {
    const r = reachOf([iv(540, 660), iv(540 + OVERLAP_ROOM - 1, 660)])
    expect(r.map((b) => [b.span, b.layer, b.clear])).toEqual([
      [1, 0, 120],
      [1, 0, 120 - OVERLAP_ROOM + 1],
    ])
    const at = reachOf([iv(540, 660), iv(540 + OVERLAP_ROOM, 660)])
    expect(at.map((b) => b.span)).toEqual([2, 1])
  })

  it('never lies under a block that started before it', () => {
    // C (longest) in column 0; A in 1, B in 2 at the same start: nobody reaches.
    const r = reachOf([iv(0, 60), iv(0, 30), iv(0, 120)])
    expect(r.map((b) => b.span)).toEqual([1, 1, 1])
    expect(r.every((b) => b.layer === 0)).toBe(true)
  })

  it('takes at most twice its own span: at most half of it is covered', () => {
    // Four columns: A 0-240 alone in column 0, then B, C, D each 60px later.
    const r = reachOf([iv(0, 240), iv(60, 240), iv(120, 240), iv(180, 240)])
    expect(r.map((b) => `${b.column}+${b.span}`)).toEqual(['0+2', '1+2', '2+2', '3+1'])
  })

  it("never reaches into the last column of a crowded cluster (its '+N's)", () => {
    // Six at 60px steps, two columns at most: column 1 is shared with the '+N'.
    const items = [0, 60, 120, 180, 240, 300].map((t) => iv(t, 400))
    const r = reachOf(items, 2)
    for (const b of r.filter((x) => !x.hidden)) expect(b.column + b.span).toBeLessThanOrEqual(2)
    expect(r[0]!.span).toBe(1)
  })

  it('a block painted over another is in a higher layer than it, whatever the chain', () => {
    const items = Array.from({ length: 30 }, (_, i) => iv(i * 37, i * 37 + 150))
    const { placements } = overlapColumns(items)
    const reach = overlapReach(items, placements)
    items.forEach((a, i) => {
      const pa = placements[i]!
      if (pa.hidden) return
      items.forEach((b, j) => {
        const pb = placements[j]!
        if (i === j || pb.hidden) return
        const timeOverlap = a.top < b.bottom && b.top < a.bottom
        const ra = reach[i]!
        const rb = reach[j]!
        const boxOverlap =
          pa.column < pb.column + rb.span && pb.column < pa.column + ra.span && timeOverlap
        if (!boxOverlap) return
        // The one starting later is on top, and the covered one's text ends above it.
        const [low, high] = a.top < b.top ? [i, j] : [j, i]
        expect(reach[high]!.layer).toBeGreaterThan(reach[low]!.layer)
        expect(items[low]!.top + reach[low]!.clear).toBeLessThanOrEqual(items[high]!.top)
      })
    })
  })
})
