// The alarms of a set of occurrences: each reminder of each occurrence with the instant it
// fires and a key that names it the same in every tab. Expanding a series is the caller's
// (model/recurrence); this takes the occurrences it gives, a changed one with its own reminders.
import { endsAt, fireTime, startsAt, type StoredTimes } from './fire-time'
import { MAX_MINUTES_BEFORE, normalizeReminders, reminderKey, type Reminder } from './reminder'

/** One occurrence (or a one-off event) and its reminders. Times: see StoredTimes. */
export interface ReminderOccurrence extends StoredTimes {
  eventId: string
  /**
   * The occurrence's original start in ms (the one the rule gives it, kept when a changed
   * occurrence moves); a one-off event's start.
   */
  occurrenceStart: number
  reminders: readonly Reminder[]
  /** The event's title, for the notification (absent where only the times matter). */
  title?: string
}

export interface Alarm {
  /** `${eventId}|${occurrenceStart}|${reminderKey}|${fireAt}`: see alarmKey. */
  key: string
  fireAt: number
  reminder: Reminder
  occurrence: ReminderOccurrence
  /** The occurrence's start and end instants in the zone (an all-day one's local midnights). */
  startsAt: number
  endsAt: number
}

/**
 * The key of an alarm: equal in every tab that computes it, so a shown key is never shown again.
 * The fire time is part of it: an event moved later (or a reminder changed) is a new alarm that
 * fires at its new time, while the same alarm seen twice stays one.
 */
export const alarmKey = (
  eventId: string,
  occurrenceStart: number,
  reminder: Reminder,
  fireAt: number,
): string => `${eventId}|${occurrenceStart}|${reminderKey(reminder)}|${fireAt}`

/**
 * A changed occurrence's reminders: its own when it has them (a list, even empty: 'no
 * reminders' for that one day), the series' when its own are null (never set apart).
 */
export const remindersOfOccurrence = (
  series: readonly Reminder[],
  own: readonly Reminder[] | null | undefined,
): readonly Reminder[] => own ?? series

/**
 * Every alarm of the occurrences, by fire time (then key, so ties are in the same order in
 * every tab). Reminders that do not fit their event are left out, duplicates count once.
 */
export function alarmsOf(occurrences: readonly ReminderOccurrence[], zone: string): Alarm[] {
  const alarms: Alarm[] = []
  for (const occurrence of occurrences) {
    const start = startsAt(occurrence, zone)
    const end = endsAt(occurrence, zone)
    for (const reminder of normalizeReminders(occurrence.reminders)) {
      const fireAt = fireTime(reminder, occurrence, zone)
      if (fireAt === null) continue
      const key = alarmKey(occurrence.eventId, occurrence.occurrenceStart, reminder, fireAt)
      alarms.push({ key, fireAt, reminder, occurrence, startsAt: start, endsAt: end })
    }
  }
  return alarms.sort((a, b) => a.fireAt - b.fireAt || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}

/**
 * How far before an occurrence's start (in its stored times) a reminder can fire: 4 weeks, a
 * day more for an all-day one's wall time and the zone's offset. A scheduler that wants the
 * alarms of [from, to) expands the occurrences starting in [from, to + REMINDER_REACH_MS).
 */
export const REMINDER_REACH_MS = (MAX_MINUTES_BEFORE + 2 * 1440) * 60_000
