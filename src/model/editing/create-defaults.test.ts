import { describe, expect, it } from 'vitest'
import { createDefaults } from './create-defaults'
import { local, zone } from '@/test/zone'

const now = local(2026, 11, 21, 14, 37)

describe(`createDefaults (${zone})`, () => {
  it.each([
    // [case, day, hour, start, end]
    [
      'New Event: today at the current hour',
      undefined,
      undefined,
      local(2026, 11, 21, 14),
      local(2026, 11, 21, 15),
    ],
    [
      'month-day click: that day at the current hour',
      local(2026, 11, 3),
      undefined,
      local(2026, 11, 3, 14),
      local(2026, 11, 3, 15),
    ],
    [
      'slot click: that day and hour',
      local(2026, 11, 24),
      9,
      local(2026, 11, 24, 9),
      local(2026, 11, 24, 10),
    ],
    [
      'slot click at midnight',
      local(2026, 11, 24),
      0,
      local(2026, 11, 24, 0),
      local(2026, 11, 24, 1),
    ],
    [
      'last slot ends at the next midnight',
      local(2026, 11, 24),
      23,
      local(2026, 11, 24, 23),
      local(2026, 11, 25, 0),
    ],
    [
      'a day given with a time of day keeps only its date',
      local(2026, 11, 24, 18, 45),
      9,
      local(2026, 11, 24, 9),
      local(2026, 11, 24, 10),
    ],
  ])('%s', (_, day, hour, start, end) => {
    expect(createDefaults(day, now, hour)).toEqual({ start, end })
  })

  it('gives an hour-long event on daylight-saving days', () => {
    const spring = createDefaults(local(2026, 3, 8), now, 9)
    const fall = createDefaults(local(2026, 11, 1), now, 9)
    for (const { start, end } of [spring, fall]) {
      expect([start.getHours(), start.getMinutes(), end.getHours()]).toEqual([9, 0, 10])
      expect(end.getTime() - start.getTime()).toBe(36e5)
    }
    // 02:00 does not exist on 2026-03-08 in New York: the wall clock jumps to 03:00.
    const gap = createDefaults(local(2026, 3, 8), now, 2)
    expect(gap.start.getHours()).toBe(zone === 'America/New_York' ? 3 : 2)
    expect(gap.end.getTime() - gap.start.getTime()).toBe(36e5)
  })
})
