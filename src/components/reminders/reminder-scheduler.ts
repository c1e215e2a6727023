// The reminders' clock, in the one tab that leads (tab-leader.ts): it arms one timer, for the
// next alarm, and checks which are due (due-alarms.ts) when it fires, once a minute (a background
// tab's throttled timers, a computer that slept: its timer then runs late and the minute's check
// finds what fell due meanwhile), when the page is shown or back online, and when the alarms
// change (an edit, a live change, another zone). What it dealt with goes in the shared log
// (reminder-log-store.ts) before anything shows, so a tab that takes over never shows it again.
// The window's own timers (decisions.md, "Reminders"): a page clock drives them in tests.
import type { Alarm } from '@/model/reminders/alarms'
import { ON_TIME_MS, dueAlarms } from '@/model/reminders/due-alarms'
import { endsAt, startsAt } from '@/model/reminders/fire-time'
import {
  alarmOfLogged,
  addAlerts,
  logAlarm,
  logCheck,
  type LoggedAlarm,
} from '@/model/reminders/reminder-log'
import { updateLog } from '@/data/reminders/reminder-log-store'

/** The minute's check: the most a throttled background tab or a slept computer is late by. */
export const CHECK_EVERY_MS = 60_000
/**
 * How stale the log's last check may get when checks find nothing: a write a minute cost more
 * than the check itself (localStorage, and every tab told).
 */
const KEEP_TIME_FRESH_MS = 10 * 60_000
/** setTimeout's longest delay (2^31 - 1 ms, about 24.8 days): a later alarm waits for a check. */
const MAX_DELAY_MS = 2 ** 31 - 1

export interface SchedulerOptions {
  /**
   * Shows an alarm as a system notification; false when it cannot (no permission, or a
   * platform without page notifications): it is then an in-app alert.
   */
  notify: (alarm: LoggedAlarm) => boolean
}

const byFireTime = (a: Alarm, b: Alarm) =>
  a.fireAt - b.fireAt || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)

export class ReminderScheduler {
  private alarms: readonly Alarm[] | null = null
  private zone = 'UTC'
  private timer: ReturnType<typeof setTimeout> | undefined
  private minute: ReturnType<typeof setInterval> | undefined
  private readonly recheck = () => {
    if (document.visibilityState === 'visible') this.check()
  }
  private readonly online = () => this.check()

  constructor(private readonly options: SchedulerOptions) {}

  start(): void {
    this.minute = setInterval(() => this.check(), CHECK_EVERY_MS)
    document.addEventListener('visibilitychange', this.recheck)
    window.addEventListener('online', this.online)
  }

  stop(): void {
    clearTimeout(this.timer)
    clearInterval(this.minute)
    document.removeEventListener('visibilitychange', this.recheck)
    window.removeEventListener('online', this.online)
  }

  /**
   * The alarms of the events read (alarmsOf's, sorted), in `zone` (an all-day event's reminders
   * and start are its wall times there). Nothing is checked before the first: with no events
   * read yet, a check would pass the missed reminders by.
   */
  setAlarms(alarms: readonly Alarm[], zone: string): void {
    this.alarms = alarms
    this.zone = zone
    this.check()
  }

  /** Shows what is due now and arms the timer for the next. */
  check(): void {
    const alarms = this.alarms
    if (alarms === null) return
    const now = Date.now()
    const zone = this.zone
    let show: LoggedAlarm[] = []
    let next: number | null = null
    updateLog((log) => {
      // Snoozed alarms are scheduled with the rest, whichever tab snoozed them.
      const snoozed = log.snoozed.map((s) => alarmOfLogged(s, startsAt(s, zone), endsAt(s, zone)))
      const all = snoozed.length > 0 ? [...alarms, ...snoozed].sort(byFireTime) : alarms
      // A device's first check (lastChecked null) shows only what is on time: it cannot know
      // what other devices showed before, and a first visit is not a flood of past reminders.
      const last = log.lastChecked ?? now - ON_TIME_MS
      const check = dueAlarms(all, last, now, new Set(Object.keys(log.shown)))
      show = check.show.map(logAlarm)
      next = check.next?.fireAt ?? null
      // A check that dealt with nothing writes nothing, but for its time every few minutes:
      // what a later check skips as before it was either shown (its key kept) or not due.
      const quiet =
        check.handled.length === 0 &&
        log.lastChecked !== null &&
        now >= log.lastChecked &&
        now - log.lastChecked < KEEP_TIME_FRESH_MS
      return quiet ? log : logCheck(log, check, now)
    })
    // Remembered as dealt with first (above): whatever happens next, it shows once.
    const inApp = show.filter((alarm) => !this.options.notify(alarm))
    if (inApp.length > 0) updateLog((log) => addAlerts(log, inApp))
    this.arm(next, now)
  }

  private arm(next: number | null, now: number) {
    clearTimeout(this.timer)
    this.timer = undefined
    if (next === null) return
    const delay = Math.min(Math.max(next - now, 0), MAX_DELAY_MS)
    this.timer = setTimeout(() => this.check(), delay)
  }
}
