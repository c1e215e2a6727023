// A reminder's label in the dialog: the exact strings of decisions.md ("Reminders"), with the
// all-day choices' time in the person's time format, and the same words for any other value.
import { formatTime, type TimeFormat } from '../time/formats'
import type { Reminder } from './reminder'
import { spanWords } from './span-words'

/** A time of day as the person reads times: '9:00 AM' or '09:00'. */
function timeOfDay(minuteOfDay: number, time: TimeFormat): string {
  // January 1st has no clock change in any zone, so its local wall clock shows any time.
  return formatTime(new Date(2000, 0, 1, Math.floor(minuteOfDay / 60), minuteOfDay % 60), time)
}

function daysWords(days: number): string {
  if (days === 0) return 'On the day'
  if (days === 1) return 'The day before'
  return `${spanWords(days * 1440)} before`
}

/**
 * '10 minutes before', '1 hour before', 'At time of event'; 'The day before at 9:00 AM',
 * '1 week before at 09:00'.
 */
export function reminderLabel(reminder: Reminder, time: TimeFormat): string {
  if (reminder.kind === 'before') {
    return reminder.minutes === 0 ? 'At time of event' : `${spanWords(reminder.minutes)} before`
  }
  return `${daysWords(reminder.daysBefore)} at ${timeOfDay(reminder.minuteOfDay, time)}`
}
