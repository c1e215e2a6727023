import { continuation } from './continuation'
import type { CalendarEvent } from '../types'
import { formatTime, formatTimeRange, type TimeFormat } from '../time/formats'

/**
 * The time an agenda row shows for an event on one of its days:
 *   all day, or a day it covers whole      'All day'
 *   on the day it starts and ends          '9:00 AM – 10:30 AM' (just the start for an
 *                                           instant, or an end before the start)
 *   starts here, goes on                   'From 6:00 PM'
 *   started earlier, ends here             'Until 9:00 AM'
 * Times in the person's format ('13:00' in 24-hour).
 */
export function agendaTime(event: CalendarEvent, day: Date, time: TimeFormat = '12h'): string {
  if (event.allDay) return 'All day'
  const { before, after } = continuation(event, day)
  if (before && after) return 'All day'
  if (before) return `Until ${formatTime(event.end, time)}`
  if (after) return `From ${formatTime(event.start, time)}`
  if (event.end <= event.start) return formatTime(event.start, time)
  return formatTimeRange(event.start, event.end, time)
}
