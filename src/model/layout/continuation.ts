import { addDays, startOfDay } from 'date-fns'
import type { CalendarEvent } from '../types'

interface Continuation {
  /** The event started on an earlier day. */
  before: boolean
  /** The event goes on after this day. */
  after: boolean
}

/**
 * Whether an event drawn on `day` is cut at the day's edges. An event whose end is before its
 * start (the spec allows it) is an instant at its start, so it never continues.
 */
export function continuation(event: CalendarEvent, day: Date): Continuation {
  const dayStart = startOfDay(day)
  const end = event.end < event.start ? event.start : event.end
  return { before: event.start < dayStart, after: end > addDays(dayStart, 1) }
}
