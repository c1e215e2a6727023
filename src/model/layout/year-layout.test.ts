import { getDay, getDaysInMonth, isSameMonth } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { dayKey, weekdayOrder, yearMonths, yearRange } from './year-layout'

describe('yearRange', () => {
  it("is the local year's January 1 to the next, whatever the day given", () => {
    const { start, end } = yearRange(new Date(2026, 10, 1, 1, 30))
    expect([start, end]).toEqual([new Date(2026, 0, 1), new Date(2027, 0, 1)])
  })
})

describe('yearMonths', () => {
  it.each([0, 1, 6] as const)('lays out twelve months of six weeks from weekday %i', (start) => {
    const months = yearMonths(new Date(2026, 5, 15), start)
    expect(months).toHaveLength(12)
    months.forEach((month, m) => {
      expect(month.first).toEqual(new Date(2026, m, 1))
      expect(month.weeks).toHaveLength(6)
      const days = month.weeks.flat()
      expect(days).toHaveLength(42)
      const shown = days.filter((day): day is Date => day !== null)
      // Every day of the month once, in order, each in the column of its weekday.
      expect(shown).toHaveLength(getDaysInMonth(month.first))
      expect(shown.every((day) => isSameMonth(day, month.first))).toBe(true)
      expect(shown.map((day) => day.getDate())).toEqual(shown.map((_, i) => i + 1))
      month.weeks.forEach((week) =>
        week.forEach((day, c) => {
          if (day) expect(getDay(day)).toBe(weekdayOrder(start)[c])
        }),
      )
      // The first week holds the 1st.
      expect(month.weeks[0]).toContainEqual(month.first)
    })
  })

  it('names days as the database does', () => {
    expect(dayKey(new Date(2026, 2, 8))).toBe('2026-03-08')
    expect(weekdayOrder()).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0])
  })
})
