/* global window, document -- in functions that run in the page */
// The reminders' scheduler on an idle page (issue 28): 10,000 events a year, every event with
// reminders (timed: '10 minutes before' and '1 hour before'; all-day: the day before at 9:00
// AM), the month view, the page's clock in the bench's hands (Playwright's clock). What the
// reminders' code costs the main thread is taken from a CPU profile (CDP Profiler, sampled every
// 50 us): the time of every sample whose stack holds a frame of the reminders' chunk (the
// scheduler's checks and timers, its components' renders, the alarms computed again, and what
// they call: JSON, localStorage, the model). A whole page's task time, first used, differed by
// more than the scheduler's cost between two runs on a loaded machine.
//   - idle: an hour of the page's clock run through (60 minute checks, and the alarms that fall
//     in it), per minute; with notifications allowed (the system shows them), and without (in-app
//     alerts, drawn and counting down each minute);
//   - a data change: the next event moved 5 minutes in the database (psql's way), reaching the
//     page as a live change; the window's alarms are computed again. Per change.
// DEBUG_PROFILE=1 prints each profile's heaviest functions (build with `vite build --minify
// false` to read their names).
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
/** The reminders' own chunk: a sample with one of its frames on the stack is theirs. */
const CHUNK = /\/assets\/reminder-center-[^/]*\.js$/

/** Runs `work` under the profiler; the reminders' time in it, in ms. */
async function remindersMs(cdp, work) {
  await cdp.send('Profiler.start')
  await work()
  const { profile } = await cdp.send('Profiler.stop')
  const parent = new Map()
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id)
  const theirs = new Map()
  const isTheirs = (id) => {
    if (theirs.has(id)) return theirs.get(id)
    const node = byId.get(id)
    const result = CHUNK.test(node.callFrame.url) || (parent.has(id) && isTheirs(parent.get(id)))
    theirs.set(id, result)
    return result
  }
  let us = 0
  const self = new Map()
  profile.samples.forEach((id, i) => {
    if (!isTheirs(id)) return
    us += profile.timeDeltas[i] ?? 0
    const f = byId.get(id).callFrame
    const k = `${f.functionName}@${f.url.split('/').pop()}:${f.lineNumber}`
    self.set(k, (self.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0))
  })
  if (process.env.DEBUG_PROFILE)
    console.log(
      [...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([k, v]) => `${(v / 1000).toFixed(1)} ${k}`)
        .join('\n'),
    )
  return us / 1000
}

async function measure(browser, distDir, events, notifications) {
  const backend = await startBackend(events, distDir)
  const context = await newContext(browser, notifications ? ['notifications'] : [])
  try {
    await backend.db.exec(WITH)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 })
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
    // Live changes first, the page's timers running (Realtime's, the cache's).
    const perChange = []
    for (let i = 0; i < CHANGES; i++) {
      perChange.push(
        await remindersMs(cdp, async () => {
          await backend.db.exec(
            `update events set start_time = start_time + interval '5 minutes',
                               end_time = end_time + interval '5 minutes' where id = (
               select id from events where start_time > now() order by start_time limit 1)`,
          )
          // Realtime's delivery and the app's handling of it, whatever the page shows.
          await page.waitForTimeout(1_000)
        }),
      )
    }
    const pageNow = await page.evaluate(() => Date.now())
    await page.clock.pauseAt(new Date(pageNow + MINUTE))
    // Offline for the hour: an hour of Realtime's heartbeats run through in a moment are not
    // answered in time, and its reconnects would read the events again (a data change, measured
    // above). The scheduler needs no network.
    await context.setOffline(true)
    const idle = await remindersMs(cdp, async () => {
      for (let i = 0; i < IDLE_MINUTES; i++) await page.clock.runFor(MINUTE)
      await page.waitForTimeout(200)
    })
    await context.setOffline(false)
    const { alerts, alarms } = await page.evaluate(() => {
      const log = JSON.parse(localStorage.getItem('calendar.reminders'))
      return { alerts: log.alerts.length, alarms: Object.keys(log.shown).length }
    })

    await page.close()
    return { idlePerMinute: idle / IDLE_MINUTES, alerts, alarms, change: median(perChange) }
  } finally {
    await context.close()
    await backend.close()
  }
}

/** The reminders' cost with notifications allowed, and as in-app alerts. */
export async function runRemindersBench(browser, distDir) {
  const events = generateEvents({ perYear: PER_YEAR, from: dataStart() })
  const system = await measure(browser, distDir, events, true)
  const inApp = await measure(browser, distDir, events, false)
  return { perYear: PER_YEAR, idleMinutes: IDLE_MINUTES, changes: CHANGES, system, inApp }
}
