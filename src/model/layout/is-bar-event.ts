import type { CalendarEvent } from '../types'

const DAY_MS = 24 * 3_600_000

/**
 * Whether an event is drawn as a bar across days (the month grid's bars, the week and day views'
 * all-day strip) rather than as a timed chip or block: all-day events, and events lasting 24
 * hours or more of real time (so a 24-hour event across a daylight-saving change is one too).
 */
export function isBarEvent(event: CalendarEvent): boolean {
  return event.allDay || event.end.getTime() - event.start.getTime() >= DAY_MS
}
