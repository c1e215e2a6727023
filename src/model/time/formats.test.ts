import { describe, expect, it } from 'vitest'
import { format as dateFnsFormat } from 'date-fns'
import {
  formatDate,
  formatDayAndTime,
  formatHour,
  formatLongWeekdayTime,
  formatShortDay,
  formatShortDayTime,
  formatTime,
  formatTimeRange,
  formatWeekdayTime,
} from './formats'

// Wall-clock dates: the formats read the local fields, so these hold in every zone.
const afternoon = new Date(2026, 2, 3, 13, 5)
const morning = new Date(2026, 2, 3, 9, 0)
const midnight = new Date(2026, 2, 3, 0, 0)

describe('times in both formats', () => {
  it("gives the spec's 'h:mm a' and 'h a' for 12-hour", () => {
    expect(formatTime(afternoon, '12h')).toBe('1:05 PM')
    expect(formatTime(midnight, '12h')).toBe('12:00 AM')
    expect(formatHour(afternoon, '12h')).toBe('1 PM')
    expect(formatHour(midnight, '12h')).toBe('12 AM')
  })

  it("gives 'HH:mm' for 24-hour, hour labels too", () => {
    expect(formatTime(afternoon, '24h')).toBe('13:05')
    expect(formatTime(morning, '24h')).toBe('09:00')
    expect(formatTime(midnight, '24h')).toBe('00:00')
    expect(formatHour(afternoon, '24h')).toBe('13:00')
  })

  it('joins days and times', () => {
    expect(formatWeekdayTime(afternoon, '12h')).toBe('Tue 1:05 PM')
    expect(formatWeekdayTime(afternoon, '24h')).toBe('Tue 13:05')
    expect(formatLongWeekdayTime(afternoon, '24h')).toBe('Tuesday 13:05')
    expect(formatDayAndTime(morning, '12h')).toBe('Tuesday, March 3, 9:00 AM')
    expect(formatDayAndTime(morning, '24h')).toBe('Tuesday, March 3, 09:00')
    expect(formatTimeRange(morning, afternoon, '12h')).toBe('9:00 AM – 1:05 PM')
    expect(formatTimeRange(morning, afternoon, '24h')).toBe('09:00 – 13:05')
  })

  it('says the year of a short day only outside the reference year', () => {
    const nextYear = new Date(2027, 0, 1, 22, 30)
    expect(formatShortDay(afternoon, morning)).toBe('Tue, Mar 3')
    expect(formatShortDay(nextYear, morning)).toBe('Fri, Jan 1, 2027')
    expect(formatShortDayTime(afternoon, morning, '12h')).toBe('Tue, Mar 3, 1:05 PM')
    expect(formatShortDayTime(afternoon, morning, '24h')).toBe('Tue, Mar 3, 13:05')
    expect(formatShortDayTime(nextYear, morning, '12h')).toBe('Fri, Jan 1, 2027, 10:30 PM')
    expect(formatShortDayTime(nextYear, morning, '24h')).toBe('Fri, Jan 1, 2027, 22:30')
  })
})

describe('dates', () => {
  it("gives the spec's headings", () => {
    expect(formatDate.day(afternoon)).toBe('March 3, 2026')
    expect(formatDate.month(afternoon)).toBe('March 2026')
    expect(formatDate.year(afternoon)).toBe('2026')
  })

  it('names days', () => {
    expect(formatDate.fullDay(afternoon)).toBe('Tuesday, March 3, 2026')
    expect(formatDate.weekdayDay(afternoon)).toBe('Tuesday, March 3')
    expect(formatDate.shortDay(afternoon)).toBe('Tue, Mar 3, 2026')
    expect(formatDate.shortDayNoYear(afternoon)).toBe('Tue, Mar 3')
    expect(formatDate.weekday(afternoon)).toBe('Tuesday')
    expect(formatDate.weekdayShort(afternoon)).toBe('Tue')
    expect(formatDate.weekdayNarrow(afternoon)).toBe('T')
    expect(formatDate.dayOfMonth(afternoon)).toBe('3')
    expect(formatDate.monthName(afternoon)).toBe('March')
    expect(formatDate.key(afternoon)).toBe('2026-03-03')
    expect(formatDate.keyWithTime(afternoon)).toBe('2026-03-03T13:05')
    expect(formatDate.keyWithTime(midnight)).toBe('2026-03-03T00:00')
  })
})

describe("the dates built from their fields are date-fns' output", () => {
  it('for every day of 2026 and 2027, and a year before 1000', () => {
    const days = Array.from({ length: 730 }, (_, i) => new Date(2026, 0, 1 + i))
    days.push(new Date(987, 4, 6))
    for (const day of days) {
      expect(formatDate.fullDay(day)).toBe(dateFnsFormat(day, 'EEEE, MMMM d, yyyy'))
      expect(formatDate.shortDay(day)).toBe(dateFnsFormat(day, 'EEE, MMM d, yyyy'))
      expect(formatDate.dayOfMonth(day)).toBe(dateFnsFormat(day, 'd'))
      expect(formatDate.key(day)).toBe(dateFnsFormat(day, 'yyyy-MM-dd'))
    }
  })

  it("and the times, for every minute of a day (spec 'h:mm a', and 'HH:mm')", () => {
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const time = new Date(2026, 2, 3, 0, minute)
      expect(formatTime(time, '12h')).toBe(dateFnsFormat(time, 'h:mm a'))
      expect(formatTime(time, '24h')).toBe(dateFnsFormat(time, 'HH:mm'))
    }
  })
})
