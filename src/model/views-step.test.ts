import { describe, expect, it } from 'vitest'
import { VIEWS } from './views'
import { local, zone } from '@/test/zone'
import type { ViewMode } from './views'

describe(`VIEWS[view].step (${zone})`, () => {
  it.each<[ViewMode, Date, -1 | 1, Date]>([
    ['day', local(2026, 11, 21, 10), 1, local(2026, 11, 22, 10)],
    ['day', local(2026, 11, 21, 10), -1, local(2026, 11, 20, 10)],
    ['day', local(2026, 12, 31, 10), 1, local(2027, 1, 1, 10)],
    ['day', local(2026, 3, 7, 10), 1, local(2026, 3, 8, 10)], // into spring-forward day
    ['day', local(2026, 3, 8, 0), 1, local(2026, 3, 9, 0)], // out of a 23-hour day
    ['day', local(2026, 11, 1, 0), 1, local(2026, 11, 2, 0)], // out of a 25-hour day
    ['day', local(2026, 11, 2, 0), -1, local(2026, 11, 1, 0)],
    ['week', local(2026, 11, 21), 1, local(2026, 11, 28)],
    ['week', local(2026, 11, 21), -1, local(2026, 11, 14)],
    ['week', local(2026, 3, 1, 0), 1, local(2026, 3, 8, 0)],
    ['week', local(2026, 3, 8, 0), 1, local(2026, 3, 15, 0)],
    ['week', local(2026, 10, 28, 12), 1, local(2026, 11, 4, 12)],
    ['month', local(2026, 11, 21), 1, local(2026, 12, 21)],
    ['month', local(2026, 11, 21), -1, local(2026, 10, 21)],
    ['month', local(2026, 1, 31), 1, local(2026, 2, 28)], // clamps to the month's last day
    ['month', local(2026, 12, 15), 1, local(2027, 1, 15)],
    ['agenda', local(2026, 11, 21, 10), 1, local(2026, 12, 21, 10)],
    ['agenda', local(2026, 3, 1, 0), 1, local(2026, 3, 31, 0)], // across the spring change
    ['agenda', local(2026, 11, 21, 10), -1, local(2026, 10, 22, 10)], // and the autumn one
  ])('%s from %s by %i', (view, date, direction, expected) => {
    expect(VIEWS[view].step(date, direction)).toEqual(expected)
  })

  it('steps through a daylight-saving month day by day without skipping or repeating', () => {
    const seen: string[] = []
    for (let d = local(2026, 3, 1); d < local(2026, 4, 1); d = VIEWS.day.step(d, 1)) {
      seen.push(`${d.getMonth() + 1}/${d.getDate()} ${d.getHours()}`)
    }
    expect(seen).toEqual(Array.from({ length: 31 }, (_, i) => `3/${i + 1} 0`))
  })
})
