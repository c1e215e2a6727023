import { addDays, isSameDay, startOfDay } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { daySegment } from '../layout/day-segment'
import { GRID } from '../layout/grid-metrics'
import { ev } from '@/test/events'
import { local, zone } from '@/test/zone'
import { zoneYear } from '@/test/zones-2026'
import { timeAtOffset } from './time-at-offset'

const day = local(2026, 11, 21)
const wallMinutes = (date: Date) => date.getHours() * 60 + date.getMinutes()

describe(`timeAtOffset (${zone})`, () => {
  it.each([
    [0, 15, local(2026, 11, 21, 0)],
    [540, 15, local(2026, 11, 21, 9)],
    [547, 15, local(2026, 11, 21, 9)], // 9:07 snaps back
    [548, 15, local(2026, 11, 21, 9, 15)], // 9:08 snaps forward
    [562.4, 15, local(2026, 11, 21, 9, 15)],
    [555, 30, local(2026, 11, 21, 9, 30)], // half way rounds up
    [1431, 15, local(2026, 11, 21, 23, 45)],
    [1433, 15, local(2026, 11, 22)], // snaps to the bottom edge: the next midnight
    [GRID.dayHeight, 15, local(2026, 11, 22)],
    [5000, 15, local(2026, 11, 22)], // below the grid: clamped
    [-80, 15, local(2026, 11, 21)], // above the grid: clamped
    [Number.NaN, 15, local(2026, 11, 21)],
    [600, 1, local(2026, 11, 21, 10)],
  ])('%s px at %s-minute steps is %s', (offset, step, expected) => {
    expect(timeAtOffset(day, offset, step)).toEqual(expected)
  })

  it('takes any time of the day as the day', () => {
    expect(timeAtOffset(local(2026, 11, 21, 17, 42), 60)).toEqual(local(2026, 11, 21, 1))
  })

  // Every 15-minute row of a regular day and of this zone's 2026 daylight-saving days: the time
  // is on that day, never earlier than the row, and daySegment puts it back on the same row,
  // except the rows of a wall-clock hour the day skips, which move forward by the gap.
  const changeDays = (zoneYear(zone)?.changes ?? []).map((c) => ({
    day: startOfDay(new Date(c.at)),
    skipped: Math.max(0, (24 - c.dayHours) * 60) / 15,
  }))
  it.each([{ day: local(2026, 6, 15), skipped: 0 }, ...changeDays])(
    'round-trips with daySegment on $day ($skipped rows skipped)',
    ({ day, skipped }) => {
      let moved = 0
      for (let row = 0; row < 96; row++) {
        const time = timeAtOffset(day, row * 15)
        expect(isSameDay(time, day)).toBe(true)
        expect(wallMinutes(time)).toBeGreaterThanOrEqual(row * 15)
        if (wallMinutes(time) !== row * 15) {
          moved++
          continue
        }
        const { top } = daySegment(ev('e', time, new Date(time.getTime() + 3_600_000)), day)
        expect(top).toBe(Math.min(row * 15, GRID.dayHeight - GRID.minBlockHeight))
      }
      expect(moved).toBe(skipped)
      expect(timeAtOffset(day, GRID.dayHeight)).toEqual(addDays(startOfDay(day), 1))
    },
  )
})
