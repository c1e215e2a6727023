import { allDayStrip, type AllDayStrip } from './all-day-strip'
import { eventsByDay } from './events-by-day'
import { isBarEvent } from './is-bar-event'
import { memoByEvents } from './memo-by-events'
import { timedLayout, type TimedBlock, type TimedOverflow } from './timed-layout'
import type { CalendarEvent } from '../types'

interface TimeGridLayout {
  /** All-day events and events of 24 hours or more, as bars above the hours. */
  strip: AllDayStrip<CalendarEvent>
  /** Each day's timed blocks and '+N's, in the order of the days. */
  columns: { blocks: TimedBlock<CalendarEvent>[]; overflows: TimedOverflow<CalendarEvent>[] }[]
}

/**
 * The week and day views' layout: one pass sorts the range's events into its days, each
 * column then lays out only its own; bars go to the all-day strip. Remembered per events
 * array and days, so a range fetched ahead is laid out before it is shown (useEvents).
 */
export const timeGridLayout = memoByEvents((events, days): TimeGridLayout => {
  const timed = events.filter((event) => !isBarEvent(event))
  const bars = events.filter(isBarEvent)
  const eventsOf = eventsByDay(timed, days)
  return {
    strip: allDayStrip(days, eventsByDay(bars, days)),
    columns: days.map((day) => timedLayout(eventsOf(day), day)),
  }
})
