/* global window, document -- in functions that run in the page */
// The reminders' scheduler on an idle page (issue 28): 10,000 events a year, the month view,
// the page's clock in the bench's hands (Playwright's clock). Two pages, one where every event
// carries reminders (timed: '10 minutes before' and '1 hour before'; all-day: the day before at
// 9:00 AM) and one where none does: the difference is the scheduler's. Each is measured as
// Chromium's own main-thread task time (CDP Performance.getMetrics, TaskDuration):
//   - idle: an hour of the page's clock run through (60 minute checks, and the alarms that fall
//     in it, shown as in-app alerts), per minute;
//   - a data change: the next event moved 5 minutes in the database (psql's way), reaching the
//     page as a live change; the alarms are computed again from the window's events. Per change.
import { dataStart, newContext, NOW } from './browser-bench.mjs'
import { generateEvents } from './events.mjs'
import { startBackend } from './servers.mjs'
import { median } from './stats.mjs'

const PER_YEAR = 10_000
const MINUTE = 60_000
const IDLE_MINUTES = 60
const CHANGES = 10

const WITH = `
  update events set reminders = '[{"kind":"before","minutes":10},{"kind":"before","minutes":60}]'
    where not all_day;
  update events set reminders = '[{"kind":"day","daysBefore":1,"minuteOfDay":540}]' where all_day;`
const WITHOUT = `update events set reminders = '[]';`

/** Chromium's main-thread task time so far, in ms. */
async function taskMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return metrics.find((m) => m.name === 'TaskDuration').value * 1000
}

async function measure(browser, distDir, events, reminders, notifications) {
  const backend = await startBackend(events, distDir)
  const context = await newContext(browser, notifications ? ['notifications'] : [])
  try {
    await backend.db.exec(reminders ? WITH : WITHOUT)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await page.clock.install({ time: NOW })
    await page.goto(backend.url)
    // The scheduling tab has read the window's events and checked once.
    await page.waitForFunction(
      () =>
        window.__probe.inflight === 0 &&
        document.querySelector('[data-event-id]') !== null &&
        localStorage.getItem('calendar.reminders') !== null,
      null,
      { polling: 50, timeout: 60_000 },
    )
    const armed = await page.evaluate(
      () => JSON.parse(localStorage.getItem('calendar.reminders')).lastChecked,
    )
    await page.clock.pauseAt(new Date(armed + MINUTE))
    const idleFrom = await taskMs(cdp)
    for (let i = 0; i < IDLE_MINUTES; i++) await page.clock.runFor(MINUTE)
    await page.waitForTimeout(200)
    const idle = (await taskMs(cdp)) - idleFrom
    const alerts = await page.evaluate(
      () => JSON.parse(localStorage.getItem('calendar.reminders')).alerts.length,
    )

    // Live changes need the page's timers running (Realtime's, the cache's).
    await page.clock.resume()
    const perChange = []
    for (let i = 0; i < CHANGES; i++) {
      const before = await taskMs(cdp)
      await backend.db.exec(
        `update events set start_time = start_time + interval '5 minutes',
                           end_time = end_time + interval '5 minutes' where id = (
           select id from events where start_time > now() order by start_time limit 1)`,
      )
      // Realtime's delivery and the app's handling of it, whatever the page shows.
      await page.waitForTimeout(1_000)
      perChange.push((await taskMs(cdp)) - before)
    }
    await page.close()
    return { idlePerMinute: idle / IDLE_MINUTES, alerts, change: median(perChange) }
  } finally {
    await context.close()
    await backend.close()
  }
}

/**
 * The scheduler's cost: each figure with reminders, without, and the difference; with the
 * browser's notifications allowed (the reminders are the system's: the scheduler alone), and
 * then without (they are in-app alerts, drawn and counting down each minute).
 */
export async function runRemindersBench(browser, distDir) {
  const events = generateEvents({ perYear: PER_YEAR, from: dataStart() })
  const none = await measure(browser, distDir, events, false, true)
  const some = await measure(browser, distDir, events, true, true)
  const inApp = await measure(browser, distDir, events, true, false)
  return {
    perYear: PER_YEAR,
    idleMinutes: IDLE_MINUTES,
    changes: CHANGES,
    without: none,
    with: some,
    inApp,
    idleCost: some.idlePerMinute - none.idlePerMinute,
    inAppCost: inApp.idlePerMinute - none.idlePerMinute,
    changeCost: some.change - none.change,
  }
}
