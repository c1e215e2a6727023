// What the views draw of the events, given the calendars: a hidden calendar's events are left
// out, and an event without a colour of its own takes its calendar's. Runs on every show/hide and
// recolour over every event of the shown range (a year: about 50,000), so one pass, one Map
// lookup an event, and no copy at all when nothing changes.
import type { CalendarEvent } from '../types'
import type { Calendar } from './calendar'

/**
 * The events as the views should draw them. Returns `events` itself when nothing changes (no
 * calendars known: a database before calendars; every calendar shown and every colour right), so
 * memoised views keep their work. An event whose calendar is not (yet) in the list is kept as it
 * is: a calendar made in another tab may reach this one after its events.
 */
export function applyCalendars<T extends CalendarEvent>(
  events: readonly T[],
  calendars: readonly Calendar[],
): readonly T[] {
  if (calendars.length === 0) return events
  const byId = new Map<string, Calendar>()
  for (const calendar of calendars) byId.set(calendar.id, calendar)

  let out: T[] | null = null
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!
    const calendar = event.calendarId === undefined ? undefined : byId.get(event.calendarId)
    let next: T | null = event
    if (calendar !== undefined) {
      if (!calendar.shown) next = null
      else if (event.followsCalendarColor === true && event.color !== calendar.color) {
        next = { ...event, color: calendar.color }
      }
    }
    if (next !== event && out === null) out = events.slice(0, i)
    if (out !== null && next !== null) out.push(next)
  }
  return out ?? events
}
