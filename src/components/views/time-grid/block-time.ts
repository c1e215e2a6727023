import { format, isSameDay } from 'date-fns'
import type { CalendarEvent } from '@/model/types'

/** A time-grid block's times, or a drag's: '1:45 PM – 3:15 PM', 'Tue 2:00 AM' at the end when it ends on another day. */
export function timeRange(start: Date, end: Date): string {
  return `${format(start, 'h:mm a')} – ${format(end, isSameDay(start, end) ? 'h:mm a' : 'EEE h:mm a')}`
}

// Remembered per event object: a range's events keep their objects between renders, and a
// busy week draws a few hundred of these on every paint of its canvas.
const labels = new WeakMap<CalendarEvent, string>()

/** timeRange of an event, under its block's title. */
export function blockTime(event: CalendarEvent): string {
  let label = labels.get(event)
  if (label === undefined) labels.set(event, (label = timeRange(event.start, event.end)))
  return label
}
