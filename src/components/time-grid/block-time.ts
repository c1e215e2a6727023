import { format, isSameDay } from 'date-fns'
import type { CalendarEvent } from '@/calendar/types'

// Remembered per event object: a range's events keep their objects between renders, and a
// busy week draws a few hundred of these on every paint of its canvas.
const labels = new WeakMap<CalendarEvent, string>()

/** A time-grid block's times, under its title: '1:45 PM – 3:15 PM', 'Tue 2:00 AM' at the end when it ends on another day. */
export function blockTime(event: CalendarEvent): string {
  let label = labels.get(event)
  if (label === undefined) {
    const end = isSameDay(event.start, event.end) ? 'h:mm a' : 'EEE h:mm a'
    label = `${format(event.start, 'h:mm a')} – ${format(event.end, end)}`
    labels.set(event, label)
  }
  return label
}
