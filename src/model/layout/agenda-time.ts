import { format } from 'date-fns'
import { continuation } from './continuation'
import type { CalendarEvent } from '../types'

/**
 * The time an agenda row shows for an event on one of its days:
 *   all day, or a day it covers whole      'All day'
 *   on the day it starts and ends          '9:00 AM – 10:30 AM' (just the start for an
 *                                           instant, or an end before the start)
 *   starts here, goes on                   'From 6:00 PM'
 *   started earlier, ends here             'Until 9:00 AM'
 */
export function agendaTime(event: CalendarEvent, day: Date): string {
  if (event.allDay) return 'All day'
  const { before, after } = continuation(event, day)
  if (before && after) return 'All day'
  if (before) return `Until ${format(event.end, 'h:mm a')}`
  if (after) return `From ${format(event.start, 'h:mm a')}`
  if (event.end <= event.start) return format(event.start, 'h:mm a')
  return `${format(event.start, 'h:mm a')} – ${format(event.end, 'h:mm a')}`
}
