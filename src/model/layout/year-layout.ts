import { addDays, addMonths, addYears, getDay, startOfYear } from 'date-fns'
import { formatDate } from '../time/formats'
import type { DateRange } from '../types'
import { WEEK_START, type WeekStart } from '../time/week-start'

/** The local year around `date`: January 1 to the next January 1, local midnights. */
export function yearRange(date: Date): DateRange {
  const start = startOfYear(date)
  return { start, end: addYears(start, 1) }
}

/** A small month of the year view: its first day and its weeks, days of other months as null. */
export interface YearMonth {
  first: Date
  /** Always six weeks of seven, so the twelve months line up in rows of the same height. */
  weeks: (Date | null)[][]
}

/** The weekday columns' order: their day numbers (0 Sunday), from the week's first day. */
export const weekdayOrder = (weekStartsOn: WeekStart = WEEK_START): number[] =>
  Array.from({ length: 7 }, (_, i) => (weekStartsOn + i) % 7)

/** The twelve months of `date`'s year, each as whole weeks starting on `weekStartsOn`. */
export function yearMonths(date: Date, weekStartsOn: WeekStart = WEEK_START): YearMonth[] {
  const year = startOfYear(date)
  return Array.from({ length: 12 }, (_, m) => {
    const first = addMonths(year, m)
    const next = addMonths(first, 1)
    const lead = (getDay(first) - weekStartsOn + 7) % 7
    const weeks: (Date | null)[][] = []
    let day = addDays(first, -lead)
    for (let w = 0; w < 6; w++) {
      const week: (Date | null)[] = []
      for (let c = 0; c < 7; c++) {
        week.push(day >= first && day < next ? day : null)
        day = addDays(day, 1)
      }
      weeks.push(week)
    }
    return { first, weeks }
  })
}

/** A local day's key, as the database answers a day ('yyyy-MM-dd'). */
export const dayKey = (day: Date) => formatDate.key(day)

/** The local midnight a day key names (dayKey's inverse). */
export function parseDayKey(key: string): Date {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}
