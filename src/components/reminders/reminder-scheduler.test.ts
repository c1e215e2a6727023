// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { alarmsOf, type ReminderOccurrence } from '@/model/reminders/alarms'
import { before } from '@/model/reminders/reminder'
import { snoozeAlert, type LoggedAlarm } from '@/model/reminders/reminder-log'
import { getLog, updateLog } from '@/data/reminders/reminder-log-store'
import { CHECK_EVERY_MS, ReminderScheduler } from './reminder-scheduler'

const MINUTE = 60_000
const START = Date.parse('2026-06-10T14:00:00Z')
const occurrence = (id: string, start: number, minutes: number[]): ReminderOccurrence => ({
  eventId: id,
  occurrenceStart: start,
  start,
  end: start + 30 * MINUTE,
  allDay: false,
  reminders: minutes.map(before),
  title: id,
})

let shown: LoggedAlarm[]
let allow: boolean
const schedulers: ReminderScheduler[] = []
function scheduler() {
  const s = new ReminderScheduler({
    notify: (alarm) => {
      if (allow) shown.push(alarm)
      return allow
    },
  })
  s.start()
  schedulers.push(s)
  return s
}
const titles = () =>
  shown.map((a) => `${a.title}@${new Date(a.fireAt).toISOString().slice(11, 16)}`)

beforeEach(() => {
  localStorage.clear()
  vi.useFakeTimers({ now: START - 15 * MINUTE })
  shown = []
  allow = true
})
afterEach(() => {
  for (const s of schedulers.splice(0)) s.stop()
  vi.useRealTimers()
})

describe('the reminder scheduler', () => {
  const alarms = alarmsOf(
    [occurrence('standup', START, [10, 0]), occurrence('lunch', START + 2 * 60 * MINUTE, [30])],
    'UTC',
  )

  it('shows each alarm at its time, once, with one timer for the next', () => {
    const s = scheduler()
    // A thousand alarms ahead arm one timer, the next one's (5 minutes from now).
    const many = alarmsOf(
      Array.from({ length: 1000 }, (_, i) => occurrence(`e${i}`, START + (i + 1) * MINUTE, [10])),
      'UTC',
    )
    const armed = vi.spyOn(globalThis, 'setTimeout')
    s.setAlarms(many, 'UTC')
    expect(armed.mock.calls.filter(([, delay]) => (delay ?? 0) > 0)).toHaveLength(1)
    expect(armed.mock.calls.find(([, delay]) => (delay ?? 0) > 0)?.[1]).toBe(6 * MINUTE)
    armed.mockRestore()
    s.setAlarms(alarms, 'UTC')
    vi.advanceTimersByTime(5 * MINUTE - 1)
    expect(shown).toEqual([])
    vi.advanceTimersByTime(1)
    expect(titles()).toEqual(['standup@13:50'])
    vi.advanceTimersByTime(10 * MINUTE)
    expect(titles()).toEqual(['standup@13:50', 'standup@14:00'])
    // Data read again (a live change that touched nothing) shows nothing twice.
    s.setAlarms([...alarms], 'UTC')
    vi.advanceTimersByTime(60 * MINUTE)
    expect(titles()).toEqual(['standup@13:50', 'standup@14:00'])
    vi.advanceTimersByTime(60 * MINUTE)
    expect(titles()).toEqual(['standup@13:50', 'standup@14:00', 'lunch@15:30'])
  })

  it('does not show again what the tab before it showed, and shows what fell due between', () => {
    const first = scheduler()
    first.setAlarms(alarms, 'UTC')
    vi.advanceTimersByTime(5 * MINUTE)
    first.stop()
    expect(titles()).toEqual(['standup@13:50'])
    // No tab leads for a while (the leader closed, the next not yet in): the next one catches up.
    vi.advanceTimersByTime(10 * MINUTE + 30_000)
    scheduler().setAlarms(alarms, 'UTC')
    expect(titles()).toEqual(['standup@13:50', 'standup@14:00'])
  })

  it('catches up after the computer slept, at the minute’s check', () => {
    const s = scheduler()
    s.setAlarms(alarms, 'UTC')
    // Asleep: the clock jumps, no timer ran. On waking the timers are late; the minute's runs.
    vi.setSystemTime(START + 20 * MINUTE)
    vi.advanceTimersByTime(CHECK_EVERY_MS)
    // 13:50 and 14:00 both missed: the occurrence's latest shows, once, its event not over.
    expect(titles()).toEqual(['standup@14:00'])
  })

  it('puts an alarm in the app when it cannot notify, and shows a snoozed one again', () => {
    allow = false
    const s = scheduler()
    s.setAlarms(alarms, 'UTC')
    vi.advanceTimersByTime(5 * MINUTE)
    const [alert] = getLog().alerts
    expect(alert?.title).toBe('standup')
    allow = true
    updateLog((log) => snoozeAlert(log, alert!.key, Date.now()))
    s.check()
    vi.advanceTimersByTime(5 * MINUTE)
    expect(titles()).toEqual(['standup@13:55'])
    expect(getLog().snoozed).toEqual([])
  })

  it('on a device’s first check, shows only what is on time, not the past of other devices', () => {
    // 14:01: review (13:30 to 14:30, under way) fired at 13:20, long before; standup's 14:00 is
    // on time.
    const review = { ...occurrence('review', START - 30 * MINUTE, [10]), end: START + 30 * MINUTE }
    vi.setSystemTime(START + MINUTE)
    scheduler().setAlarms(alarmsOf([review, occurrence('standup', START, [0])], 'UTC'), 'UTC')
    expect(titles()).toEqual(['standup@14:00'])
  })
})
