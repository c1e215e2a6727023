/* global window, document -- in functions that run in the page */
// The year view at 50,000 events a year (issue 30): from a click on 'Year' in the month view
// to after the paint of its last change with its reads done (the 'next' rule of
// browser-bench.mjs), each on a fresh page, so every switch reads the year's counts anew
// (TanStack Query would otherwise answer a second switch from its cache). Its own backend: the
// other parts' data starts on the 1st of this month, and the year view shows the calendar
// year, so here 50,000 events (2% of them series) fill January to December of this year.
import { measureClick, settle } from './browser-bench.mjs'
import { generateEvents } from './events.mjs'
import { startBackend } from './servers.mjs'
import { median, percentile } from './stats.mjs'

const PER_YEAR = 50_000
const YEAR_PAGES = 11 // the first a warm-up

/** Our app, month view, its first events on screen and the year view's code in. */
async function openMonth(context, url) {
  const page = await context.newPage()
  const yearChunk = page.waitForResponse((r) => /\/assets\/year-view-[^/]*\.js$/.test(r.url()))
  await page.goto(url)
  await page.waitForFunction(
    () => window.__probe.inflight === 0 && document.querySelector('[data-event-id]') !== null,
    null,
    { polling: 50, timeout: 60_000 },
  )
  // The app fetches the other views' code once the first events are in (registry.ts).
  await (await yearChunk).finished()
  await settle(page, await page.evaluate(() => performance.now()))
  return page
}

export async function runYearBench(context, distDir, pages = YEAR_PAGES) {
  const year = new Date().getFullYear()
  const events = generateEvents({ perYear: PER_YEAR, from: Date.UTC(year, 0, 1) })
  const backend = await startBackend(events, distDir)
  const times = []
  let reads
  let counted
  try {
    for (let p = 0; p < pages; p++) {
      const page = await openMonth(context, backend.url)
      const requests = []
      page.on('request', (request) => {
        if (request.url().includes('/rest/v1/')) requests.push(new URL(request.url()).pathname)
      })
      const { ms } = await measureClick(page, page.getByRole('button', { name: 'Year' }))
      if (p > 0) times.push(ms)
      reads = requests
      // What the page shows: every day counted (the sum of the days' counts).
      counted = await page.evaluate(() =>
        [...document.querySelectorAll('[data-year-day]')].reduce(
          (sum, day) => sum + Number(day.getAttribute('data-count') ?? 0),
          0,
        ),
      )
      await page.close()
    }
  } finally {
    await backend.close()
  }
  return {
    n: times.length,
    median: median(times),
    p75: percentile(times, 75),
    max: Math.max(...times),
    perYear: PER_YEAR,
    rows: events.length,
    series: events.filter((e) => e.rrule).length,
    requests: reads,
    dayCounts: counted,
  }
}
