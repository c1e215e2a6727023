// A reminder as stored on an event (issue 28): a timed event's is real minutes before its
// start; an all-day event's is a local time of a day on or before its first day (an all-day
// event has no instant of its own to count back from). decisions.md, "Reminders: the model".
// The part the first load needs (reading stored reminders, the settings' defaults); the
// dialog's choices and checks are in reminder.ts, which re-exports this.

/** Minutes before a timed event's start (0: 'At time of event'), counted in real time. */
export interface BeforeReminder {
  kind: 'before'
  minutes: number
}

/** A local time (minutes after midnight) of the day `daysBefore` days before an all-day event. */
export interface DayReminder {
  kind: 'day'
  daysBefore: number
  minuteOfDay: number
}

export type Reminder = BeforeReminder | DayReminder

/** At most this many per event (the sane number); more is refused with a message. */
export const MAX_REMINDERS = 10
/** The furthest a reminder may be before its event: 4 weeks, Google Calendar's limit. */
export const MAX_MINUTES_BEFORE = 4 * 7 * 1440
export const MAX_DAYS_BEFORE = 28
/** 9:00 AM, the time of every all-day choice. */
export const NINE_AM = 9 * 60

export const before = (minutes: number): BeforeReminder => ({ kind: 'before', minutes })
export const onDay = (daysBefore: number, minuteOfDay = NINE_AM): DayReminder => ({
  kind: 'day',
  daysBefore,
  minuteOfDay,
})

/**
 * New events' reminders until the person sets their own (decisions.md, "Reminders"): timed '10
 * minutes before', all-day none. The setting that changes them belongs to the settings.
 */
export const DEFAULT_TIMED_REMINDERS: readonly Reminder[] = [before(10)]
export const DEFAULT_ALL_DAY_REMINDERS: readonly Reminder[] = []

/** Whether a reminder is one an event of this kind can have (a day reminder needs all-day). */
export const fitsEvent = (reminder: Reminder, allDay: boolean): boolean =>
  (reminder.kind === 'day') === allDay

/** A short text naming a reminder, the same for equal ones: 'b10', 'd1@540'. */
export const reminderKey = (reminder: Reminder): string =>
  reminder.kind === 'before'
    ? `b${reminder.minutes}`
    : `d${reminder.daysBefore}@${reminder.minuteOfDay}`

/**
 * How long before its event's start a reminder is, in minutes (negative: after the start, an
 * all-day reminder on the day). The order reminders are listed in: nearest the event first.
 */
export const minutesBeforeStart = (reminder: Reminder): number =>
  reminder.kind === 'before' ? reminder.minutes : reminder.daysBefore * 1440 - reminder.minuteOfDay

const isWhole = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max

/** A reminder read from anything: null unless it is one of ours with sane numbers. */
export function asReminder(value: unknown): Reminder | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const entry = value as Record<string, unknown>
  if (entry.kind === 'before') {
    return isWhole(entry.minutes, MAX_MINUTES_BEFORE) ? before(entry.minutes) : null
  }
  if (entry.kind === 'day') {
    return isWhole(entry.daysBefore, MAX_DAYS_BEFORE) && isWhole(entry.minuteOfDay, 1439)
      ? onDay(entry.daysBefore, entry.minuteOfDay)
      : null
  }
  return null
}

/**
 * Reminders without duplicates, in order: timed ones first, then all-day ones, each nearest the
 * event first. Not capped: the cap is a message (checkReminders) or the reader's (readReminders).
 */
export function normalizeReminders(reminders: readonly Reminder[]): Reminder[] {
  const byKey = new Map<string, Reminder>()
  for (const reminder of reminders) byKey.set(reminderKey(reminder), reminder)
  return [...byKey.values()].sort(
    (a, b) =>
      Number(a.kind === 'day') - Number(b.kind === 'day') ||
      minutesBeforeStart(a) - minutesBeforeStart(b),
  )
}
