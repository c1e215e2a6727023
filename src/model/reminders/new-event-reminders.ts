// What a new event's insert says of its reminders (decisions.md, "Reminders: stored, in the dialog and in Settings"): the
// database gives an insert that names none its kind's built-in default, so the list is sent
// only when it is not that one, and a new event with the defaults is the spec's five columns.
import {
  DEFAULT_ALL_DAY_REMINDERS,
  DEFAULT_TIMED_REMINDERS,
  sameReminders,
  type Reminder,
} from './reminder'

/** The built-in default of a kind: what the database gives an insert that names none. */
export const builtInReminders = (allDay: boolean): readonly Reminder[] =>
  allDay ? DEFAULT_ALL_DAY_REMINDERS : DEFAULT_TIMED_REMINDERS

/** The reminders a new event's draft carries: undefined when the database would give them. */
export const newEventReminders = (
  reminders: readonly Reminder[],
  allDay: boolean,
): Reminder[] | undefined =>
  sameReminders(reminders, builtInReminders(allDay)) ? undefined : [...reminders]
