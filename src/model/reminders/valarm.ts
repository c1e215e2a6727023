// Reminders to and from iCalendar's VALARM (RFC 5545 3.6.6), on values already parsed (the
// reading and writing of the file is src/ics's, with ical.js). A trigger becomes one of our
// kinds where it fits (-PT15M: '15 minutes before'; an all-day event's -PT15H: 'The day before
// at 9:00 AM'), any other sane time a reminder of the same kind with its own numbers, and the
// rest is skipped with a line for the import preview. Export writes what Google's does.
import { wallInZone } from '../time/zone-clock'
import type { StoredTimes } from './fire-time'
import {
  MAX_DAYS_BEFORE,
  MAX_MINUTES_BEFORE,
  MAX_REMINDERS,
  before,
  normalizeReminders,
  onDay,
  type Reminder,
} from './reminder'

/** A TRIGGER as parsed: a duration from the start or end (negative: before), or a UTC instant. */
export type ParsedTrigger = { related: 'start' | 'end'; seconds: number } | { at: number }

export interface ParsedAlarm {
  /** The ACTION's value as written ('DISPLAY', 'AUDIO', 'EMAIL', 'X-...'); '' when absent. */
  action: string
  /** null when the TRIGGER is missing or did not parse. */
  trigger: ParsedTrigger | null
}

export type AlarmImport = { reminder: Reminder } | { skipped: string }

/**
 * Actions that become a reminder: DISPLAY, and AUDIO and EMAIL too (the calendar has one way
 * to remind, a notification; Outlook likewise reads every alarm as a reminder). PROCEDURE (RFC
 * 2445's, deprecated) and unknown ones are skipped.
 */
const REMINDING = new Set(['DISPLAY', 'AUDIO', 'EMAIL'])
const MINUTE = 60_000
const DAY = 86_400_000

export const SKIPPED = {
  action: (action: string) => `A reminder with the unknown action ${action || '(none)'}`,
  noTrigger: 'A reminder without a valid time',
  afterStart: 'A reminder after the event starts',
  afterEnd: 'A reminder after the event ends',
  tooEarly: 'A reminder more than 4 weeks before the event',
  tooMany: (left: number) => `More than ${MAX_REMINDERS} reminders: ${left} left out`,
} as const

const utcDate = (ms: number) => {
  const date = new Date(ms)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
}

/** A timed event's reminder `after` minutes after its start (negative: before). */
function timedReminder(after: number, event: StoredTimes): AlarmImport {
  if (after > 0) {
    return {
      skipped: event.start + after * MINUTE > event.end ? SKIPPED.afterEnd : SKIPPED.afterStart,
    }
  }
  if (-after > MAX_MINUTES_BEFORE) return { skipped: SKIPPED.tooEarly }
  return { reminder: before(-after || 0) }
}

/** An all-day event's reminder on the day `daysBefore` before its first, at `minuteOfDay`. */
function dayReminder(daysBefore: number, minuteOfDay: number, event: StoredTimes): AlarmImport {
  if (daysBefore < 0) {
    const days = Math.max(1, Math.round((event.end - event.start) / DAY))
    return { skipped: -daysBefore >= days ? SKIPPED.afterEnd : SKIPPED.afterStart }
  }
  if (daysBefore > MAX_DAYS_BEFORE) return { skipped: SKIPPED.tooEarly }
  return { reminder: onDay(daysBefore, minuteOfDay) }
}

/**
 * One alarm as a reminder of the event, or why it is skipped. `event` is in stored times (an
 * all-day one's UTC midnights); `zone` is where an absolute trigger on an all-day event is read
 * as a wall time (the display zone). Durations and instants are rounded to the minute.
 */
export function reminderFromAlarm(
  alarm: ParsedAlarm,
  event: StoredTimes,
  zone: string,
): AlarmImport {
  // A caller's sloppy value (a file's missing ACTION) is a line in the preview, never a throw.
  const action = typeof alarm.action === 'string' ? alarm.action.trim() : ''
  if (!REMINDING.has(action.toUpperCase())) return { skipped: SKIPPED.action(action) }
  const trigger = alarm.trigger
  if (typeof trigger !== 'object' || trigger === null) return { skipped: SKIPPED.noTrigger }
  if ('at' in trigger) {
    if (!Number.isFinite(trigger.at)) return { skipped: SKIPPED.noTrigger }
    if (!event.allDay) return timedReminder(Math.round((trigger.at - event.start) / MINUTE), event)
    const wall = wallInZone(trigger.at, zone)
    const days = Math.round(
      (utcDate(event.start) - Date.UTC(wall.year, wall.month - 1, wall.day)) / DAY,
    )
    return dayReminder(days, wall.hour * 60 + wall.minute, event)
  }
  if (!Number.isFinite(trigger.seconds)) return { skipped: SKIPPED.noTrigger }
  // Minutes after the start: a trigger from the end counts the event's length too (an all-day
  // event's in whole days, a day's length on the floating clock).
  const length =
    trigger.related === 'end'
      ? event.allDay
        ? Math.round((event.end - event.start) / DAY) * 1440
        : Math.round((event.end - event.start) / MINUTE)
      : 0
  const after = Math.round(trigger.seconds / 60) + length
  if (!event.allDay) return timedReminder(after, event)
  // From the first day's midnight: 0 to 1439 is on the day; -900 is 9:00 the day before.
  const daysBefore = Math.ceil(-after / 1440)
  return dayReminder(daysBefore || 0, daysBefore * 1440 + after, event)
}

/**
 * RFC 9074's ACTION:NONE: an alarm that never shows, written to say "no alarm here" (Apple
 * Calendar writes one, with a trigger in 1976, where a default alarm was turned off). Not a
 * reminder and not a mistake: left out without a line.
 */
export const isNoAlarm = (alarm: ParsedAlarm): boolean =>
  typeof alarm.action === 'string' && alarm.action.trim().toUpperCase() === 'NONE'

/**
 * An event's alarms as its reminders (normalised, at most MAX_REMINDERS) and a line for each
 * reason one was skipped, for the import preview; a file's thousands of alarms on one event are
 * a line or two.
 */
export function remindersFromAlarms(
  alarms: readonly ParsedAlarm[],
  event: StoredTimes,
  zone: string,
): { reminders: Reminder[]; skipped: string[] } {
  const kept: Reminder[] = []
  const counts = new Map<string, number>()
  for (const alarm of alarms) {
    if (isNoAlarm(alarm)) continue
    const result = reminderFromAlarm(alarm, event, zone)
    if ('reminder' in result) kept.push(result.reminder)
    else counts.set(result.skipped, (counts.get(result.skipped) ?? 0) + 1)
  }
  // The same reason many times (a file's thousands of broken alarms) is one line with a count.
  const skipped = [...counts].map(([reason, n]) =>
    n === 1 ? reason : `${reason} (${n.toLocaleString('en-US')} times)`,
  )
  const reminders = normalizeReminders(kept)
  if (reminders.length > MAX_REMINDERS) {
    skipped.push(SKIPPED.tooMany(reminders.length - MAX_REMINDERS))
  }
  return { reminders: reminders.slice(0, MAX_REMINDERS), skipped }
}

/**
 * A duration in Google's export form: '-P0DT0H10M0S' (10 minutes before), 'P0DT9H0M0S' (9 hours
 * after), 'P0DT0H0M0S' for none. Every part is written, weeks as days.
 */
export function triggerText(seconds: number): string {
  const sign = seconds < 0 ? '-' : ''
  let rest = Math.abs(Math.round(seconds))
  const days = Math.floor(rest / 86_400)
  rest %= 86_400
  const hours = Math.floor(rest / 3600)
  rest %= 3600
  return `${sign}P${days}DT${hours}H${Math.floor(rest / 60)}M${rest % 60}S`
}

/** The seconds from the start a reminder's trigger is (negative: before). */
export const triggerSeconds = (reminder: Reminder): number =>
  reminder.kind === 'before'
    ? -reminder.minutes * 60 || 0
    : (reminder.minuteOfDay - reminder.daysBefore * 1440) * 60

/** What the exported VALARM holds, as Google's export writes it. */
export interface ExportedAlarm {
  action: 'DISPLAY'
  description: 'This is an event reminder'
  /** The TRIGGER's value, relative to the start: '-P0DT0H10M0S'. */
  trigger: string
  /** The same, parsed: what reading it back gives reminderFromAlarm. */
  parsed: { related: 'start'; seconds: number }
}

/** A reminder as a VALARM for export; reminderFromAlarm gives the same reminder back. */
export function alarmOfReminder(reminder: Reminder): ExportedAlarm {
  const seconds = triggerSeconds(reminder)
  return {
    action: 'DISPLAY',
    description: 'This is an event reminder',
    trigger: triggerText(seconds),
    parsed: { related: 'start', seconds },
  }
}
