import { describe, expect, it } from 'vitest'
import { alarmsOf, type ReminderOccurrence } from './alarms'
import { dueAlarms } from './due-alarms'
import { before } from './reminder'
import {
  MAX_ALERTS,
  SHOWN_KEPT_MS,
  addAlerts,
  alarmOfLogged,
  dismissAlert,
  emptyLog,
  logAlarm,
  logCheck,
  readLog,
  snoozeAlert,
  type LoggedAlarm,
} from './reminder-log'

const MINUTE = 60_000
const at = (iso: string) => Date.parse(iso)
const occurrence = (id: string, start: string, minutes: number[]): ReminderOccurrence => ({
  eventId: id,
  occurrenceStart: at(start),
  start: at(start),
  end: at(start) + 30 * MINUTE,
  allDay: false,
  reminders: minutes.map(before),
  title: `Event ${id}`,
})
const [ten, zero] = alarmsOf([occurrence('a', '2026-06-10T14:00:00Z', [10, 0])], 'UTC')
const logged = (alarm = ten!): LoggedAlarm => logAlarm(alarm)

describe('the reminder log', () => {
  it('reads back what it wrote, and nothing of another person or of garbage', () => {
    const log = { ...emptyLog('u1'), lastChecked: 5, shown: { k: 5 }, alerts: [logged()] }
    const text = JSON.stringify(log)
    expect(readLog(text, 'u1')).toEqual(log)
    expect(readLog(text, 'u2')).toEqual(emptyLog('u2'))
    expect(readLog('{not json', 'u1')).toEqual(emptyLog('u1'))
    expect(readLog(null, '')).toEqual(emptyLog(''))
    const bad = {
      ...log,
      lastChecked: 'x',
      shown: { k: 'x', j: 3 },
      alerts: [{ key: 1 }, logged()],
    }
    expect(readLog(bad, 'u1')).toEqual({ ...log, lastChecked: null, shown: { j: 3 } })
  })

  it('keeps an alarm’s title and times, and gives the same alarm back', () => {
    const entry = logged()
    expect(entry).toMatchObject({ title: 'Event a', eventId: 'a', fireAt: ten!.fireAt })
    const back = alarmOfLogged(entry)
    expect(back.key).toBe(ten!.key)
    expect(back.fireAt).toBe(ten!.fireAt)
    expect(back.occurrence.occurrenceStart).toBe(ten!.occurrence.occurrenceStart)
  })

  it('remembers what a check handled, and forgets it after two days', () => {
    const now = ten!.fireAt
    const check = dueAlarms([ten!, zero!], now - MINUTE, now)
    const log = logCheck(emptyLog(''), check, now)
    expect(log.lastChecked).toBe(now)
    expect(Object.keys(log.shown)).toEqual([ten!.key])
    // The same alarms checked again (another tab taking over) show nothing.
    expect(dueAlarms([ten!, zero!], null, now, new Set(Object.keys(log.shown))).show).toEqual([])
    const later = logCheck(log, { handled: [] }, now + SHOWN_KEPT_MS)
    expect(later.shown).toEqual({})
  })

  it('keeps one alert an occurrence, the newest, and at most MAX_ALERTS', () => {
    const log = addAlerts(addAlerts(emptyLog(''), [logged(ten)]), [logged(zero)])
    expect(log.alerts.map((a) => a.key)).toEqual([zero!.key])
    const many = alarmsOf(
      Array.from({ length: MAX_ALERTS + 3 }, (_, i) =>
        occurrence(`e${i}`, `2026-06-10T${String(i).padStart(2, '0')}:00:00Z`, [0]),
      ),
      'UTC',
    )
    const full = addAlerts(emptyLog(''), many.map(logAlarm))
    expect(full.alerts).toHaveLength(MAX_ALERTS)
    expect(full.alerts[0]!.eventId).toBe('e3')
  })

  it('dismisses an alert, and snoozes one to come back in five minutes', () => {
    const now = ten!.fireAt + 2 * MINUTE
    const log = addAlerts(emptyLog(''), [logged()])
    expect(dismissAlert(log, ten!.key).alerts).toEqual([])
    const snoozed = snoozeAlert(log, ten!.key, now)
    expect(snoozed.alerts).toEqual([])
    expect(snoozed.snoozed).toHaveLength(1)
    const again = snoozed.snoozed[0]!
    expect(again.fireAt).toBe(now + 5 * MINUTE)
    expect(again.key).not.toBe(ten!.key)
    // It is due at its new time, and a check that handled it takes it off the snoozed list.
    const check = dueAlarms([alarmOfLogged(again)], now, now + 5 * MINUTE)
    expect(check.show.map((a) => a.key)).toEqual([again.key])
    expect(logCheck(snoozed, check, now + 5 * MINUTE).snoozed).toEqual([])
    expect(snoozeAlert(log, 'nothing', now)).toBe(log)
  })
})
