// When a reminder fires. A timed event's: its start minus the minutes in real time, so '1 day
// before' is 1,440 minutes before even across a clock change (Google Calendar's reminders are
// minutes too: its '1 day before' is 1440), and a reminder never moves when the zone shown
// changes. An all-day event's: a wall time of a calendar day in the display zone, since an
// all-day event is the same dates everywhere and its 9:00 AM is the reader's 9:00 AM.
import { instantInZone } from '../time/zone-clock'
import { fitsEvent, type Reminder } from './reminder'

/**
 * An event's times as the database stores them, in ms since 1970: a timed event's instants; an
 * all-day event's 00:00 UTC of its first date and of the date after its last.
 */
export interface StoredTimes {
  start: number
  end: number
  allDay: boolean
}

const MINUTE = 60_000

/** 00:00 of a stored all-day date's calendar date in `zone`, `daysBefore` days earlier. */
function dayInZone(stored: number, daysBefore: number, minuteOfDay: number, zone: string): number {
  const date = new Date(stored)
  return instantInZone(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate() - daysBefore,
      hour: Math.floor(minuteOfDay / 60),
      minute: minuteOfDay % 60,
      second: 0,
    },
    zone,
  )
}

/**
 * The instant a reminder fires, in ms; null for a reminder that does not fit the event (a day
 * reminder on a timed event, left from before 'All day' was unchecked). `zone` is the display
 * zone (the device's own zone's name when the setting is none): an all-day reminder's wall time
 * is read there; a time the clocks skip fires as zone-clock places it (the gap's length later).
 */
export function fireTime(reminder: Reminder, event: StoredTimes, zone: string): number | null {
  if (!fitsEvent(reminder, event.allDay)) return null
  if (reminder.kind === 'before') return event.start - reminder.minutes * MINUTE
  return dayInZone(event.start, reminder.daysBefore, reminder.minuteOfDay, zone)
}

/** When an event starts in `zone`: a timed event's instant, an all-day one's local midnight. */
export const startsAt = (event: StoredTimes, zone: string): number =>
  event.allDay ? dayInZone(event.start, 0, 0, zone) : event.start

/** When an event ends in `zone` (a missed reminder shows only before it). */
export const endsAt = (event: StoredTimes, zone: string): number =>
  event.allDay ? dayInZone(event.end, 0, 0, zone) : event.end
