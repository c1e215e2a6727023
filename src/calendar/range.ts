import { addDays, endOfMonth, startOfDay, startOfMonth, startOfWeek } from 'date-fns'
import type { DateRange, ViewMode } from './types'

/**
 * The instants a view shows, as [start, end) in local time. Month view covers whole
 * Sunday-first weeks; week view is Sunday..Saturday; day view is that day. addDays keeps
 * local midnights on daylight-saving days (a 23- or 25-hour day is still one day).
 */
export function visibleRange(view: ViewMode, date: Date): DateRange {
  if (view === 'day') {
    const start = startOfDay(date)
    return { start, end: addDays(start, 1) }
  }
  if (view === 'week') {
    const start = startOfWeek(date)
    return { start, end: addDays(start, 7) }
  }
  return {
    start: startOfWeek(startOfMonth(date)),
    end: addDays(startOfWeek(endOfMonth(date)), 7),
  }
}
