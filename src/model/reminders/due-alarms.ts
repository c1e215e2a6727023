// Which alarms fire now, and the one to arm a timer for. The scheduler calls this on its timer,
// when the page opens, after a sleep (its clock jumped), when the data or the zone changes: it
// passes the time of its last check, and the keys already shown (by this tab or another), so
// each alarm shows exactly once, and arms a single timer for `next`, however many there are.
import type { Alarm } from './alarms'

/**
 * How late an alarm may be and still be on time: a background tab's timers run at most about
 * once a minute (the browser's throttling), so anything within two minutes is a timer's delay.
 * Later than that, it was missed (no tab open, or the computer asleep).
 */
export const ON_TIME_MS = 2 * 60_000

export interface DueCheck {
  /** To show now, in fire order: one per occurrence, the latest of its due alarms. */
  show: Alarm[]
  /** Every key this check dealt with (shown, folded into another, or too late): never again. */
  handled: string[]
  /** The next alarm after now not yet shown: the one timer to arm; null when none. */
  next: Alarm | null
}

const occurrenceOf = (alarm: Alarm) =>
  `${alarm.occurrence.eventId}|${alarm.occurrence.occurrenceStart}`

/**
 * The alarms due at `now` (ms) since `lastChecked` (null: the app's first check on this device,
 * every past alarm counts). An alarm is due when it fires in (lastChecked, now] and is not in
 * `shown`. A due alarm shows if it is on time (within ON_TIME_MS), or, missed, if its event has
 * not ended yet; of one occurrence's due alarms only the latest shows ('1 day before' and '10
 * minutes before' missed overnight are one notice, not two). `alarms` are alarmsOf's, sorted.
 * A clock set back (now before lastChecked) makes nothing due; `shown` keeps the alarms it
 * passes again from showing twice.
 */
export function dueAlarms(
  alarms: readonly Alarm[],
  lastChecked: number | null,
  now: number,
  shown: ReadonlySet<string> = new Set(),
): DueCheck {
  const latest = new Map<string, Alarm>()
  const handled: string[] = []
  let next: Alarm | null = null
  // Sorted by fire time: a check each minute looks at the few since the last one and the next,
  // not at all of them (a month of a busy calendar's alarms is thousands).
  const from = lastChecked === null ? 0 : firstAfter(alarms, Math.min(lastChecked, now))
  for (let i = from; i < alarms.length; i++) {
    const alarm = alarms[i]!
    if (shown.has(alarm.key)) continue
    if (alarm.fireAt > now) {
      next = alarm
      break
    }
    if (lastChecked !== null && alarm.fireAt <= lastChecked) continue
    handled.push(alarm.key)
    const onTime = alarm.fireAt > now - ON_TIME_MS
    if (!onTime && alarm.endsAt <= now) continue
    const occurrence = occurrenceOf(alarm)
    const before = latest.get(occurrence)
    if (!before || alarm.fireAt >= before.fireAt) latest.set(occurrence, alarm)
  }
  const show = [...latest.values()].sort((a, b) => a.fireAt - b.fireAt)
  return { show, handled, next }
}

/** The index of the first alarm firing after `time` (binary search of the sorted alarms). */
function firstAfter(alarms: readonly Alarm[], time: number): number {
  let low = 0
  let high = alarms.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (alarms[mid]!.fireAt <= time) low = mid + 1
    else high = mid
  }
  return low
}

/** 'Snooze 5 minutes': the same alarm again at now + minutes, under a key of its own. */
export function snoozeAlarm(alarm: Alarm, now: number, minutes = 5): Alarm {
  const fireAt = now + minutes * 60_000
  return { ...alarm, fireAt, key: `${alarm.key}|snoozed@${fireAt}` }
}
