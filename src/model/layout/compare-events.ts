import type { CalendarEvent } from '../types'

/**
 * The order events are listed and laid out in, everywhere: by start, then longer first, so an
 * event continuing from an earlier day comes before the day's own. Ties keep input order (sorts
 * are stable), which is the database's order (start_time, id).
 */
export function compareEvents(a: CalendarEvent, b: CalendarEvent): number {
  return (
    a.start.getTime() - b.start.getTime() ||
    b.end.getTime() - b.start.getTime() - (a.end.getTime() - a.start.getTime())
  )
}
