// What the reminders remember on the device, shared by its tabs (one schedules, all show the
// in-app alerts): when the schedule last looked, the alarms already dealt with, the alerts
// waiting to be dismissed, and the snoozed ones. Pure: the store (data/reminders) keeps it in
// localStorage and hands every tab the same value.
import type { Alarm, ReminderOccurrence } from './alarms'
import type { DueCheck } from './due-alarms'
import { snoozeAlarm } from './due-alarms'
import { asReminder, type Reminder } from './reminder-core'

/** An alarm as the log keeps it: enough to show it, and to show it again when snoozed. */
export interface LoggedAlarm {
  key: string
  fireAt: number
  reminder: Reminder
  eventId: string
  occurrenceStart: number
  title: string
  /** The occurrence's stored times (fire-time.ts StoredTimes). */
  start: number
  end: number
  allDay: boolean
}

export interface ReminderLog {
  /** Whose reminders (the signed-in person's id; '' in shared mode): another's log is empty. */
  owner: string
  /** The last check's time (ms); null before the first on this device. */
  lastChecked: number | null
  /** Keys of alarms dealt with, to their fire time (kept SHOWN_KEPT_MS, for a clock set back). */
  shown: Record<string, number>
  /** In-app alerts to show until dismissed, oldest first, one per occurrence. */
  alerts: LoggedAlarm[]
  /** Snoozed alarms, each with the time it shows again. */
  snoozed: LoggedAlarm[]
}

/** How long a dealt-with key is remembered: longer than any clock is set back by hand. */
export const SHOWN_KEPT_MS = 2 * 86_400_000
/** The most alerts kept waiting: the oldest go first (a week away from the desk). */
export const MAX_ALERTS = 20

export const emptyLog = (owner: string): ReminderLog => ({
  owner,
  lastChecked: null,
  shown: {},
  alerts: [],
  snoozed: [],
})

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

function asLogged(value: unknown): LoggedAlarm | null {
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  const reminder = asReminder(v.reminder)
  if (
    !reminder ||
    typeof v.key !== 'string' ||
    typeof v.eventId !== 'string' ||
    typeof v.title !== 'string' ||
    typeof v.allDay !== 'boolean' ||
    ![v.fireAt, v.occurrenceStart, v.start, v.end].every(isNumber)
  )
    return null
  return {
    key: v.key,
    fireAt: v.fireAt as number,
    reminder,
    eventId: v.eventId,
    occurrenceStart: v.occurrenceStart as number,
    title: v.title,
    start: v.start as number,
    end: v.end as number,
    allDay: v.allDay,
  }
}

const loggedList = (value: unknown): LoggedAlarm[] =>
  Array.isArray(value) ? value.map(asLogged).filter((a): a is LoggedAlarm => a !== null) : []

/**
 * A stored value (JSON text or parsed) read safely for `owner`: anything unreadable, or another
 * person's, is an empty log. Never throws.
 */
export function readLog(value: unknown, owner: string): ReminderLog {
  let stored = value
  if (typeof stored === 'string') {
    try {
      stored = JSON.parse(stored)
    } catch {
      return emptyLog(owner)
    }
  }
  if (typeof stored !== 'object' || stored === null) return emptyLog(owner)
  const v = stored as Record<string, unknown>
  if (v.owner !== owner) return emptyLog(owner)
  const shown: Record<string, number> = {}
  if (typeof v.shown === 'object' && v.shown !== null)
    for (const [key, at] of Object.entries(v.shown)) if (isNumber(at)) shown[key] = at
  return {
    owner,
    lastChecked: isNumber(v.lastChecked) ? v.lastChecked : null,
    shown,
    alerts: loggedList(v.alerts),
    snoozed: loggedList(v.snoozed),
  }
}

/** An alarm as the log keeps it. */
export const logAlarm = (alarm: Alarm): LoggedAlarm => ({
  key: alarm.key,
  fireAt: alarm.fireAt,
  reminder: alarm.reminder,
  eventId: alarm.occurrence.eventId,
  occurrenceStart: alarm.occurrence.occurrenceStart,
  title: alarm.occurrence.title ?? '',
  start: alarm.occurrence.start,
  end: alarm.occurrence.end,
  allDay: alarm.occurrence.allDay,
})

/**
 * A logged alarm back as an Alarm for dueAlarms (a snoozed one is scheduled with the rest).
 * `startsAt` and `endsAt` are the stored times, exact for a timed event; for an all-day one the
 * scheduler passes them in the zone (alarms.ts startsAt/endsAt).
 */
export function alarmOfLogged(
  logged: LoggedAlarm,
  startsAt: number = logged.start,
  endsAt: number = logged.end,
): Alarm {
  const occurrence: ReminderOccurrence = {
    eventId: logged.eventId,
    occurrenceStart: logged.occurrenceStart,
    start: logged.start,
    end: logged.end,
    allDay: logged.allDay,
    reminders: [logged.reminder],
    title: logged.title,
  }
  return {
    key: logged.key,
    fireAt: logged.fireAt,
    reminder: logged.reminder,
    occurrence,
    startsAt,
    endsAt,
  }
}

const sameOccurrence = (a: LoggedAlarm, b: LoggedAlarm) =>
  a.eventId === b.eventId && a.occurrenceStart === b.occurrenceStart

/**
 * The log after a check at `now`: its handled keys remembered (with `now`: they fired by then),
 * the snoozed ones that came due gone from the snoozed list, `alerts` (the check's alarms to
 * show in the app, when the system's notifications are not used) added, each replacing an older
 * alert of its occurrence, and keys older than SHOWN_KEPT_MS forgotten.
 */
export function logCheck(
  log: ReminderLog,
  check: Pick<DueCheck, 'handled'>,
  now: number,
  alerts: readonly LoggedAlarm[] = [],
): ReminderLog {
  const shown: Record<string, number> = {}
  for (const [key, at] of Object.entries(log.shown)) if (at > now - SHOWN_KEPT_MS) shown[key] = at
  for (const key of check.handled) shown[key] = now
  const handled = new Set(check.handled)
  return {
    ...addAlerts(log, alerts),
    lastChecked: now,
    shown,
    snoozed: log.snoozed.filter((s) => !handled.has(s.key)),
  }
}

/** In-app alerts added, each replacing an older one of its occurrence; the oldest past MAX_ALERTS go. */
export function addAlerts(log: ReminderLog, alerts: readonly LoggedAlarm[]): ReminderLog {
  if (alerts.length === 0) return log
  let waiting = log.alerts
  for (const alert of alerts) waiting = [...waiting.filter((a) => !sameOccurrence(a, alert)), alert]
  return { ...log, alerts: waiting.slice(-MAX_ALERTS) }
}

/** 'Dismiss': the alert goes (in every tab). */
export const dismissAlert = (log: ReminderLog, key: string): ReminderLog => ({
  ...log,
  alerts: log.alerts.filter((a) => a.key !== key),
})

/** 'Snooze 5 minutes': the alert goes, and comes back `minutes` after `now`. */
export function snoozeAlert(log: ReminderLog, key: string, now: number, minutes = 5): ReminderLog {
  const alert = log.alerts.find((a) => a.key === key)
  if (!alert) return log
  const again = snoozeAlarm(alarmOfLogged(alert), now, minutes)
  return {
    ...log,
    alerts: log.alerts.filter((a) => a.key !== key),
    snoozed: [...log.snoozed, { ...alert, key: again.key, fireAt: again.fireAt }],
  }
}
