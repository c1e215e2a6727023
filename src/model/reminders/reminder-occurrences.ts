// The scheduler's input from the events the app reads: each occurrence (a one-off event, or an
// occurrence of a series, expanded) as the reminders model takes it, in stored times. The
// events hold display times (display-time.ts), so they are mapped back here, where the
// reminders leave the views' world.
import { localDateToUtc } from '../time/all-day-dates'
import { fromDisplay } from '../time/display-time'
import type { CalendarEvent } from '../types'
import type { ReminderOccurrence } from './alarms'

/** An occurrence for the reminders model, and the event the app opens when one is clicked. */
export interface EventOccurrence extends ReminderOccurrence {
  event: CalendarEvent
}

/** A display time -> ms: a timed event's instant, an all-day one's stored 00:00 UTC date. */
const stored = (local: Date, allDay: boolean, zone: string | null): number =>
  (allDay ? localDateToUtc(local) : fromDisplay(local, zone)).getTime()

/**
 * The occurrences that have reminders. An occurrence of a series is named by the series and its
 * original start, so it keeps its alarms' keys when it is changed on its own (its row then has
 * an id of its own) or moved; a one-off event by its id and start. Events read from a database
 * without reminders (no savedReminders) and those with none are left out.
 */
export function reminderOccurrences(
  events: readonly CalendarEvent[],
  zone: string | null,
): EventOccurrence[] {
  const out: EventOccurrence[] = []
  for (const event of events) {
    const reminders = event.savedReminders
    if (!reminders || reminders.length === 0) continue
    const start = stored(event.start, event.allDay, zone)
    const end = stored(event.end, event.allDay, zone)
    const { occurrence } = event
    out.push({
      event,
      eventId: occurrence ? occurrence.seriesId : event.id,
      occurrenceStart: occurrence ? stored(occurrence.originalStart, event.allDay, zone) : start,
      start,
      end,
      allDay: event.allDay,
      reminders,
      title: event.title,
    })
  }
  return out
}
