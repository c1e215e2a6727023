// Which events the reminders' schedule reads: from the start of today to as far ahead as a
// reminder can reach from tomorrow's end, so every alarm of today and tomorrow is known. Read
// as one range, like a view's (it shares the cache, the writes and the live changes); anchored
// to the day, so it is read again once a day, not at every minute.
import { addDays, startOfDay } from 'date-fns'
import type { DateRange } from '../types'
import { REMINDER_REACH_MS } from './alarms'

const DAY = 86_400_000

/**
 * The days read: today, tomorrow, a reminder's reach (4 weeks and the zone's slack), and a day
 * for the clock changes on the way (a local day of 23 hours: the reach is in real time).
 */
export const WINDOW_DAYS = 3 + Math.ceil(REMINDER_REACH_MS / DAY)

/** The window for `now` (a display time): local midnights, WINDOW_DAYS apart. */
export function reminderWindow(now: Date): DateRange {
  const start = startOfDay(now)
  return { start, end: addDays(start, WINDOW_DAYS) }
}
