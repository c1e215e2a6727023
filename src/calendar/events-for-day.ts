import { addDays, startOfDay } from 'date-fns'
import type { CalendarEvent } from './types'

/**
 * The events that touch a local day, ordered by start (so events continuing from earlier days
 * come first), then longer first. An event whose end is before its start (the spec allows it)
 * counts as an instant at its start.
 */
export function eventsForDay<T extends CalendarEvent>(events: readonly T[], day: Date): T[] {
  const dayStart = startOfDay(day)
  const dayEnd = addDays(dayStart, 1)
  return events
    .filter((event) => {
      const end = Math.max(event.end.getTime(), event.start.getTime())
      return event.start < dayEnd && (end > dayStart.getTime() || event.start >= dayStart)
    })
    .sort(
      (a, b) =>
        a.start.getTime() - b.start.getTime() ||
        b.end.getTime() - b.start.getTime() - (a.end.getTime() - a.start.getTime()),
    )
}
