// What the event dialog holds, carried from one display zone to another (display-time.ts): the
// dialog opened on a display time of zone A, and the 'Time zone' setting changed to B while it
// stayed open (in another tab, say). Its times are mapped so that they name the same instants
// in B; left as they were, Save would read A's wall time as B's and move the event.
import { fromDisplay, toDisplay } from '../time/display-time'
import type { CalendarEvent, DateRange, EventDraft } from '../types'

/** A display time of `from` -> the display time of `to` of the same instant. */
export const rezone = (local: Date, from: string | null, to: string | null): Date =>
  toDisplay(fromDisplay(local, from), to)

/** An event's times and its occurrence's; an all-day event's dates are the same in every zone. */
export function rezoneEvent(
  event: CalendarEvent,
  from: string | null,
  to: string | null,
): CalendarEvent {
  if (event.allDay) return event
  const map = (date: Date) => rezone(date, from, to)
  const { occurrence } = event
  return {
    ...event,
    start: map(event.start),
    end: map(event.end),
    ...(occurrence
      ? {
          occurrence: {
            ...occurrence,
            originalStart: map(occurrence.originalStart),
            seriesStart: map(occurrence.seriesStart),
            seriesEnd: map(occurrence.seriesEnd),
          },
        }
      : {}),
  }
}

/** A new event's default date or range. */
export function rezoneDefault(
  value: Date | DateRange,
  from: string | null,
  to: string | null,
): Date | DateRange {
  if (value instanceof Date) return rezone(value, from, to)
  return { start: rezone(value.start, from, to), end: rezone(value.end, from, to) }
}

/** Quick add's draft: its times, when it has them and is not all-day. */
export function rezoneDraft(
  draft: Partial<EventDraft>,
  from: string | null,
  to: string | null,
): Partial<EventDraft> {
  if (draft.allDay) return draft
  return {
    ...draft,
    ...(draft.start ? { start: rezone(draft.start, from, to) } : {}),
    ...(draft.end ? { end: rezone(draft.end, from, to) } : {}),
  }
}
