import { eventsByDay } from './events-by-day'
import { memoByEvents } from './memo-by-events'
import { monthWeekLayout, type MonthWeekLayout } from './month-week-layout'
import type { CalendarEvent } from '../types'
import { isWeekend } from '../time/week-start'

/** product.md §2: at most 3 rows a day, bars included. */
const MAX_ROWS_PER_DAY = 3

interface MonthLayoutWeek {
  days: Date[]
  layout: MonthWeekLayout<CalendarEvent>
}

/**
 * The month grid's week rows, each laid out (monthWeekLayout), from one pass over the range's
 * events (eventsByDay) rather than one per cell. Remembered per events array and days, so the
 * layout of a month fetched ahead is ready before 'next' is clicked (useEvents).
 */
export const monthLayout = memoByEvents((events, days): MonthLayoutWeek[] => {
  const eventsOf = eventsByDay(events, days)
  // Five days a week when weekends are hidden (the setting): a month always has a weekend.
  const perWeek = days.some(isWeekend) ? 7 : 5
  return Array.from({ length: Math.floor(days.length / perWeek) }, (_, w) => {
    const week = days.slice(w * perWeek, w * perWeek + perWeek)
    return { days: week, layout: monthWeekLayout(week, eventsOf, MAX_ROWS_PER_DAY) }
  })
})
