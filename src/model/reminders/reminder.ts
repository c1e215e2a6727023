// A reminder as stored on an event (issue 28): a timed event's is real minutes before its
// start; an all-day event's is a local time of a day on or before its first day (an all-day
// event has no instant of its own to count back from). decisions.md, "Reminders: the model".
// The kinds and the reader's part are reminder-core.ts (in the first load); here the dialog's
// choices and checks.
import {
  MAX_REMINDERS,
  before,
  normalizeReminders,
  onDay,
  reminderKey,
  type BeforeReminder,
  type DayReminder,
  type Reminder,
} from './reminder-core'

export * from './reminder-core'

/** The choices for a timed event, in the dialog's order (decisions.md, "Reminders"). */
export const TIMED_CHOICES: readonly BeforeReminder[] = [
  0, 5, 10, 15, 30, 60, 120, 1440, 2880, 10080,
].map(before)

/** The choices for an all-day event, all at 9:00 AM. */
export const ALL_DAY_CHOICES: readonly DayReminder[] = [0, 1, 2, 7].map((days) => onDay(days))

/** The choices for an event, timed or all-day. */
export const reminderChoices = (allDay: boolean): readonly Reminder[] =>
  allDay ? ALL_DAY_CHOICES : TIMED_CHOICES

/** The message past the cap, beside the 'Reminders' section; null when within it. */
export const TOO_MANY_REMINDERS = `An event can have at most ${MAX_REMINDERS} reminders.`

export const checkReminders = (reminders: readonly Reminder[]): string | null =>
  normalizeReminders(reminders).length > MAX_REMINDERS ? TOO_MANY_REMINDERS : null

/** Equal lists once normalised (a save that changes nothing is not sent). */
export const sameReminders = (a: readonly Reminder[], b: readonly Reminder[]): boolean => {
  const x = normalizeReminders(a).map(reminderKey)
  const y = normalizeReminders(b).map(reminderKey)
  return x.length === y.length && x.every((key, i) => key === y[i])
}
