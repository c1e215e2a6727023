import { eventsByDay } from './events-by-day'
import { memoByEvents } from './memo-by-events'
import type { CalendarEvent } from '../types'

/** One day of the agenda: its heading's date and its events, in the grids' order. */
interface AgendaDay {
  day: Date
  events: CalendarEvent[]
}

/**
 * The agenda's days that have events, oldest first; an event of several days is listed under
 * each of them, as in the month grid (eventsByDay). Remembered per events array and days, so a
 * page fetched ahead is laid out before it is scrolled to.
 *
 *   days     Sat 21 | Sun 22 | Mon 23 | Tue 24
 *   events   A        -        A, B     -        ->  [Sat 21: A] [Mon 23: A, B]
 */
export const agendaLayout = memoByEvents((events, days): AgendaDay[] => {
  const eventsOf = eventsByDay(events, days)
  return days.flatMap((day) => {
    const list = eventsOf(day)
    return list.length > 0 ? [{ day, events: list }] : []
  })
})
