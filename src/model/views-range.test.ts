import { describe, expect, it } from 'vitest'
import { VIEWS } from './views'
import { local, zone } from '@/test/zone'
import type { ViewMode } from './views'

describe(`VIEWS[view].range (${zone})`, () => {
  it.each<[ViewMode, Date, Date, Date]>([
    ['day', local(2026, 11, 21, 15, 30), local(2026, 11, 21), local(2026, 11, 22)],
    ['day', local(2026, 3, 8, 12), local(2026, 3, 8), local(2026, 3, 9)],
    ['day', local(2026, 11, 1, 12), local(2026, 11, 1), local(2026, 11, 2)],
    ['week', local(2026, 11, 21, 23, 59), local(2026, 11, 15), local(2026, 11, 22)],
    ['week', local(2026, 11, 22), local(2026, 11, 22), local(2026, 11, 29)],
    ['week', local(2026, 3, 10), local(2026, 3, 8), local(2026, 3, 15)],
    ['week', local(2026, 11, 3), local(2026, 11, 1), local(2026, 11, 8)],
    ['month', local(2026, 11, 21), local(2026, 11, 1), local(2026, 12, 6)],
    ['month', local(2026, 10, 31, 23, 59), local(2026, 9, 27), local(2026, 11, 1)],
    ['month', local(2026, 2, 14), local(2026, 2, 1), local(2026, 3, 1)], // Feb 2026: exactly 4 weeks
    ['month', local(2026, 3, 31, 23), local(2026, 3, 1), local(2026, 4, 5)],
    ['month', local(2026, 8, 1), local(2026, 7, 26), local(2026, 9, 6)], // 6 weeks
  ])('%s of %s', (view, date, start, end) => {
    expect(VIEWS[view].range(date)).toEqual({ start, end })
  })

  it('spans whole local days on daylight-saving weeks', () => {
    const spring = VIEWS.week.range(local(2026, 3, 8))
    const fall = VIEWS.week.range(local(2026, 11, 1))
    const hours = (r: { start: Date; end: Date }) => (r.end.getTime() - r.start.getTime()) / 36e5
    if (zone === 'America/New_York') {
      expect(hours(spring)).toBe(7 * 24 - 1)
      expect(hours(fall)).toBe(7 * 24 + 1)
    } else {
      expect(hours(spring)).toBe(7 * 24)
      expect(hours(fall)).toBe(7 * 24)
    }
    for (const r of [spring, fall]) {
      expect([r.start.getHours(), r.end.getHours(), r.start.getDay(), r.end.getDay()]).toEqual([
        0, 0, 0, 0,
      ])
    }
  })
})
