import { describe, expect, it } from 'vitest'
import { VIEWS } from '@/model/views'
import { neighbourRanges } from './neighbour-ranges'

const local = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12)

describe('neighbourRanges', () => {
  // January 2026's grid starts on Sunday, December 28, 2025: stepping a month from there
  // would give January again, and the next month would never be fetched ahead.
  it('month: the previous and the next month grids', () => {
    const [previous, next] = neighbourRanges('month', local(2026, 1, 15))
    expect(previous).toEqual(VIEWS.month.range(local(2025, 12, 1)))
    expect(next).toEqual(VIEWS.month.range(local(2026, 2, 1)))
  })

  it.each([
    ['week', local(2026, 3, 4), local(2026, 2, 25), local(2026, 3, 11)],
    ['day', local(2026, 3, 8), local(2026, 3, 7), local(2026, 3, 9)],
  ] as const)('%s: one step either side', (view, date, before, after) => {
    expect(neighbourRanges(view, date)).toEqual([
      VIEWS[view].range(before),
      VIEWS[view].range(after),
    ])
  })

  it('never includes the shown range', () => {
    const date = local(2026, 11, 1)
    for (const view of ['day', 'week', 'month'] as const) {
      const shown = VIEWS[view].range(date)
      for (const range of neighbourRanges(view, date)) expect(range).not.toEqual(shown)
    }
  })
})
