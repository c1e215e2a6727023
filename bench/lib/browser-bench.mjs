/* global window, document -- in functions that run in the page */
// The browser side: one headless Debian Chromium (playwright-core), every calendar at every
// size in month and week view, in interleaved rounds. A case is one fresh page: 2 warm-up
// 'next' clicks, then measured ones. Each click is measured on the page's clock from the
// click event's timestamp to after the paint of the last DOM change it caused, waiting for
// the DOM to stay quiet and (our app) for its fetches to finish, so data arriving late counts.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/ensure-chromium.mjs'
import { LABEL } from './calendar-names.mjs'
import { median, percentile } from './stats.mjs'

const PROBE = readFileSync(path.join(import.meta.dirname, 'probe.js'), 'utf8')
const QUIET_MS = 200
const TIMEOUT_MS = 30_000
/**
 * Every calendar opens on the real now (our app always opens on today; a faked clock would
 * also fake the timestamps measured here), and the events fill the year from the 1st of this
 * month, so every 'next' stays inside the data.
 */
export const NOW = new Date()
export const dataStart = () => Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), 1)

/**
 * How to open and drive each calendar: `url(view, size)`, the 'next' and 'previous' buttons.
 * `appUrl(size)` is the backend holding that size, which serves our app at / and the peer
 * pages at /peers/.
 */
export function calendars({ appUrl }) {
  const peer = (page, load) => ({
    label: LABEL[load === 'range' ? `${page}-range` : page],
    url: (view, size) =>
      `${appUrl(size)}/peers/${page}.html?view=${view}&size=${size}&load=${load}` +
      `&date=${NOW.toISOString()}`,
    ready: () => window.__benchReady === true,
  })
  const fullcalendar = {
    next: (page) => page.getByRole('button', { name: /^next/i }).first(),
    prev: (page) => page.getByRole('button', { name: /^prev/i }).first(),
  }
  const rbc = {
    next: (page) => page.getByRole('button', { name: 'Next', exact: true }),
    prev: (page) => page.getByRole('button', { name: 'Back', exact: true }),
  }
  const scheduleX = {
    next: (page) => page.getByRole('button', { name: 'Next period', exact: true }),
    prev: (page) => page.getByRole('button', { name: 'Previous period', exact: true }),
  }
  return {
    ours: {
      label: LABEL.ours,
      url: (view, size) => appUrl(size),
      // The view switch is the header's own button; the month view is the default.
      prepare: async (page, view) => {
        if (view === 'week') await page.getByRole('button', { name: 'Week', exact: true }).click()
      },
      next: (page) => page.getByRole('button', { name: 'Next', exact: true }),
      prev: (page) => page.getByRole('button', { name: 'Previous', exact: true }),
      ready: () =>
        window.__probe.inflight === 0 && document.querySelector('[data-event-id]') !== null,
    },
    'fullcalendar-range': { ...peer('fullcalendar', 'range'), ...fullcalendar },
    'rbc-range': { ...peer('rbc', 'range'), ...rbc },
    'schedule-x-range': { ...peer('schedule-x', 'range'), ...scheduleX },
    plain: {
      ...peer('plain', 'all'),
      next: (page) => page.locator('#next'),
      prev: (page) => page.locator('#prev'),
    },
    fullcalendar: { ...peer('fullcalendar', 'all'), ...fullcalendar },
    rbc: { ...peer('rbc', 'all'), ...rbc },
    'schedule-x': { ...peer('schedule-x', 'all'), ...scheduleX },
  }
}

/** Waits until nothing changed for QUIET_MS, nothing is being fetched and the change is painted. */
export async function settle(page, since) {
  await page.waitForFunction(
    ({ quiet, since }) => {
      const p = window.__probe
      const now = performance.now()
      return (
        p.inflight === 0 &&
        now - p.lastMutation > quiet &&
        p.lastPaint >= p.lastMutation &&
        (p.lastMutation > since || now - since > 2 * quiet)
      )
    },
    { quiet: QUIET_MS, since },
    { polling: 50, timeout: TIMEOUT_MS },
  )
}

/**
 * One click: ms to the painted last change, Event Timing duration (the longest event of the
 * click's interaction), DOM elements.
 */
export async function measureClick(page, button) {
  const before = await page.evaluate(() => performance.now())
  await button.click()
  await settle(page, before)
  return page.evaluate(() => {
    const p = window.__probe
    const id = p.clicks.findLast((c) => Math.abs(c.start - p.clickAt) < 1)?.id
    const durations = p.clicks.filter((c) => c.id === id).map((c) => c.duration)
    return {
      ms: p.lastMutation > p.clickAt ? p.lastPaint - p.clickAt : 0,
      // Event Timing reports only events of 16 ms or more (its minimum threshold).
      eventMs: id === undefined ? null : Math.max(...durations),
      elements: document.getElementsByTagName('*').length,
    }
  })
}

export async function openCase(context, calendar, view, size) {
  const page = await context.newPage()
  await page.goto(calendar.url(view, size))
  await page.waitForFunction(calendar.ready, null, { polling: 50, timeout: 60_000 })
  if (calendar.prepare) await calendar.prepare(page, view)
  await settle(page, await page.evaluate(() => performance.now()))
  return page
}

/** One case: a fresh page, 2 warm-up clicks, `measured` measured clicks. */
export async function runCase(context, calendar, view, size, measured) {
  const page = await openCase(context, calendar, view, size)
  const next = calendar.next(page)
  for (let i = 0; i < 2; i++) await measureClick(page, next)
  const clicks = []
  for (let i = 0; i < measured; i++) clicks.push(await measureClick(page, next))
  await page.close()
  return clicks
}

/**
 * Runs of 'next' then 'previous' for the heap check: 50 navigations that end on the month they
 * started from. The generated year fills up as it goes (open-ended series started earlier
 * add up), so a check ending ten months later would count the busier month as growth.
 */
const HEAP_RUNS = [10, 10, 10, 10, 5, 5]

/** JS heap after a forced GC, before and after 50 navigations back to the same month. */
export async function runHeap(context, calendar, size) {
  const page = await openCase(context, calendar, 'month', size)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const { metrics } = await cdp.send('Performance.getMetrics')
    return metrics.find((m) => m.name === 'JSHeapUsedSize').value
  }
  const next = calendar.next(page)
  const prev = calendar.prev(page)
  const navigate = async () => {
    for (const [run, clicks] of HEAP_RUNS.entries()) {
      for (let i = 0; i < clicks; i++) await measureClick(page, run % 2 === 0 ? next : prev)
    }
  }
  // A warm-up of the same 50 navigations, which come back: the heap is read on the same month
  // before and after, with the same five ranges cached (the shown month, its neighbours, the
  // two used before), and the engine has compiled the code they run. Its optimised code is in
  // the JS heap: after four warm-up clicks, our app's growth at 5,000 events a year was mostly
  // compiled code (a heap snapshot diff: 500 of 770 kB), and spread from 8 to 13 % by when the
  // engine got to it.
  await navigate()
  const before = await heap()
  await navigate()
  const after = await heap()
  await page.close()
  return { before, after, growth: (after - before) / before }
}

export async function launch() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })
  return { browser, context: await newContext(browser) }
}

/**
 * A context as every measurement's: 1440 x 900, UTC, en-US, the probe in each page, no service
 * worker; `options` adds to them (a pixel ratio: canvas-memory-bench.mjs). Our app's worker
 * (issue 29) would otherwise take the origin it shares with the peer pages, and answer their
 * navigations with the app's page (its navigation fallback): the next peer case never became
 * ready. The repeat open, which measures the worker, has a context of its own.
 */
export async function newContext(browser, permissions = [], options = {}) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    timezoneId: 'UTC',
    locale: 'en-US',
    serviceWorkers: 'block',
    permissions,
    ...options,
  })
  await context.addInitScript(PROBE)
  return context
}

/** Per case: medians and p75 of the click times, Event Timing, DOM elements. */
export function summarise(clicks) {
  const ms = clicks.map((c) => c.ms)
  const eventMs = clicks.map((c) => c.eventMs ?? 16)
  return {
    n: clicks.length,
    median: median(ms),
    p75: percentile(ms, 75),
    eventMedian: median(eventMs),
    eventP75: percentile(eventMs, 75),
    eventUnder16: clicks.filter((c) => c.eventMs === null).length,
    elements: median(clicks.map((c) => c.elements)),
    elementsMax: Math.max(...clicks.map((c) => c.elements)),
  }
}
