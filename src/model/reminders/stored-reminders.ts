// The reminders' JSON form, for the database's column (an array of objects, jsonb) and any
// other store: what is written, and a reader that takes whatever is there and never throws.
import { MAX_REMINDERS, asReminder, normalizeReminders, type Reminder } from './reminder-core'

/** What is stored: the normalised list, each entry only its own fields. */
export const storedReminders = (reminders: readonly Reminder[]): Reminder[] =>
  normalizeReminders(reminders)
    .slice(0, MAX_REMINDERS)
    .map((r) =>
      r.kind === 'before'
        ? { kind: 'before', minutes: r.minutes }
        : { kind: 'day', daysBefore: r.daysBefore, minuteOfDay: r.minuteOfDay },
    )

/**
 * A stored value (the column's array, or its JSON text) read safely: entries that are not a
 * reminder, or whose numbers are out of range, are dropped; duplicates go, the rest is sorted
 * and cut to MAX_REMINDERS (a store written by hand or by a newer version). Never throws; null,
 * undefined and anything not an array are no reminders.
 */
export function readReminders(value: unknown): Reminder[] {
  let stored = value
  if (typeof stored === 'string') {
    try {
      stored = JSON.parse(stored)
    } catch {
      return []
    }
  }
  if (!Array.isArray(stored)) return []
  const reminders: Reminder[] = []
  for (const entry of stored as unknown[]) {
    const reminder = asReminder(entry)
    if (reminder) reminders.push(reminder)
  }
  return normalizeReminders(reminders).slice(0, MAX_REMINDERS)
}
