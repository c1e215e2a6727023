import { afterEach, describe, expect, it } from 'vitest'
import { format } from 'date-fns'
import { setZone } from '@/test/set-zone'
import { ZONES_2026 } from '@/test/zones-2026'
import { daysOfRange } from './days-of-range'
import { monthRange, weekRange } from './range'
import { setWeekShape, shownDays, type WeekStart } from './week-start'
import { monthKeyTarget, slotKeyTarget } from '../editing/grid-keys'
import { VIEWS } from '../views'
import { monthLayout } from '../layout/month-layout'

const keys = (days: Date[]) => days.map((day) => format(day, 'yyyy-MM-dd'))
const midnights = (days: Date[]) =>
  days.every((day) => day.getHours() === 0 && day.getMinutes() === 0)

afterEach(() => setWeekShape(0, true))

// The month grids that hold 2026's daylight-saving changes in the zones the tests run in
// (March: New York, London; October: Lord Howe, London; November: New York).
const GRIDS: { month: Date; start: WeekStart; first: string; last: string; weeks: number }[] = [
  { month: new Date(2026, 2, 15), start: 1, first: '2026-02-23', last: '2026-04-05', weeks: 6 },
  { month: new Date(2026, 9, 15), start: 1, first: '2026-09-28', last: '2026-11-01', weeks: 5 },
  { month: new Date(2026, 10, 15), start: 1, first: '2026-10-26', last: '2026-12-06', weeks: 6 },
  { month: new Date(2026, 2, 15), start: 0, first: '2026-03-01', last: '2026-04-04', weeks: 5 },
  { month: new Date(2026, 2, 15), start: 6, first: '2026-02-28', last: '2026-04-03', weeks: 5 },
  { month: new Date(2026, 10, 15), start: 6, first: '2026-10-31', last: '2026-12-04', weeks: 5 },
]

describe.each(Object.keys(ZONES_2026))('week start in %s', (zone) => {
  let restore = () => {}
  afterEach(() => restore())

  it.each(GRIDS)(
    'the month grid of $month starting on day $start',
    ({ month, start, first, last, weeks }) => {
      restore = setZone(zone)
      const local = new Date(month.getFullYear(), month.getMonth(), 15)
      const days = daysOfRange(monthRange(local, start))
      expect(keys(days)[0]).toBe(first)
      expect(keys(days).at(-1)).toBe(last)
      expect(days).toHaveLength(weeks * 7)
      expect(days[0]!.getDay()).toBe(start)
      // Local midnights only, across the 23-, 24.5- and 25-hour days.
      expect(midnights(days)).toBe(true)
      expect(new Set(keys(days)).size).toBe(days.length)
    },
  )

  it('a Monday-first week holding the DST change has seven local days', () => {
    restore = setZone(zone)
    for (const day of [new Date(2026, 2, 29), new Date(2026, 9, 25), new Date(2026, 10, 1)]) {
      const days = daysOfRange(weekRange(day, 1))
      expect(days).toHaveLength(7)
      expect(days[0]!.getDay()).toBe(1)
      expect(midnights(days)).toBe(true)
      expect(keys(days)).toContain(format(day, 'yyyy-MM-dd'))
    }
  })

  it('the views and the keys read the setting', () => {
    restore = setZone(zone)
    const sunday = new Date(2026, 10, 1)
    setWeekShape(1, true)
    expect(keys(VIEWS.week.days(sunday))[0]).toBe('2026-10-26')
    expect(keys(VIEWS.month.days(sunday))[0]).toBe('2026-10-26')
    expect(keys([monthKeyTarget(sunday, { key: 'Home' })!])).toEqual(['2026-10-26'])
    expect(keys([monthKeyTarget(sunday, { key: 'End' })!])).toEqual(['2026-11-01'])
    const slot = slotKeyTarget({ day: sunday, minutes: 60 }, { key: 'Home' }, 7)!
    expect(keys([slot.day])).toEqual(['2026-10-26'])
    setWeekShape(6, true)
    expect(keys(VIEWS.week.days(sunday))[0]).toBe('2026-10-31')
  })
})

describe('weekends hidden', () => {
  it('leaves the five weekdays of the week view and month grid, in order', () => {
    setWeekShape(1, false)
    const week = VIEWS.week.days(new Date(2026, 2, 4))
    expect(keys(week)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
    ])
    const month = VIEWS.month.days(new Date(2026, 2, 4))
    expect(month).toHaveLength(30)
    const weeks = monthLayout([], month)
    expect(weeks).toHaveLength(6)
    expect(weeks.every((w) => w.days.length === 5 && w.days[0]!.getDay() === 1)).toBe(true)
    // The range read stays the whole weeks; the day view is unchanged.
    expect(daysOfRange(VIEWS.week.range(new Date(2026, 2, 4)))).toHaveLength(7)
    expect(VIEWS.day.days(new Date(2026, 2, 7))).toHaveLength(1)
  })

  it('starts a Sunday-first week on Monday', () => {
    expect(keys(shownDays(daysOfRange(weekRange(new Date(2026, 2, 4), 0)), false))[0]).toBe(
      '2026-03-02',
    )
  })
})
