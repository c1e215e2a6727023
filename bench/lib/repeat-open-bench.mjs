/* global window, indexedDB -- in functions that run in the page */
// A repeat open of our app (issue 29): one browser profile, as a person's, that has seen the
// calendar before, so the service worker holds the app and IndexedDB holds the device's copy of
// the shown events; each open is a new tab of that profile, from navigation start to after the
// paint of the first frame that shows an event. Beside it, what the copy costs: its size, the
// restore, and the write each navigation makes (the app's own performance measures,
// 'offline-cache:restore' and 'offline-cache:write', src/data/offline/device-cache.ts), and
// whether Chromium finds the app installable.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/ensure-chromium.mjs'
import { recordFirstEvent } from './cold-load.mjs'
import { median, percentile } from './stats.mjs'

/** Navigations whose writes are measured ('Next', a month each). */
const NAVIGATIONS = 6

const durations = (page, name) =>
  page.evaluate(
    (entry) => performance.getEntriesByName(entry).map((measure) => measure.duration),
    name,
  )

/** The copy on the device: events held and its size as JSON (Dates as ISO strings). */
const deviceCopy = (page) =>
  page.evaluate(async () => {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('calendar-offline')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const store = db.transaction('query-cache').objectStore('query-cache')
    const copy = await new Promise((resolve, reject) => {
      const get = store.get('query-cache:shared')
      get.onsuccess = () => resolve(get.result)
      get.onerror = () => reject(get.error)
    })
    db.close()
    const events = copy.clientState.queries
      .map(({ state }) => (Array.isArray(state.data) ? state.data.length : 0))
      .reduce((a, b) => a + b, 0)
    return { events, bytes: JSON.stringify(copy).length }
  })

/** Waits until the page has written the copy `count` times in all. */
async function writes(page, count) {
  await page.waitForFunction(
    (n) => performance.getEntriesByName('offline-cache:write').length >= n,
    count,
    { timeout: 60_000 },
  )
}

export async function runRepeatOpen(url, runs) {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'calendar-bench-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
    timezoneId: 'UTC',
    locale: 'en-US',
  })
  try {
    await context.addInitScript(recordFirstEvent)
    // The first visit: the worker installed, the month kept, then a month at a time onwards.
    const first = await context.newPage()
    await first.goto(url)
    await first.evaluate(() => window.__firstEvent)
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await writes(first, 1)
    // Installable: Lighthouse 12 has no PWA category any more (GoogleChrome/lighthouse#15455);
    // its installable-manifest audit read Chromium's own check, asked here directly. A
    // persistent profile, as Chromium never offers to install from an incognito one.
    const cdp = await context.newCDPSession(first)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    const manifest = await cdp.send('Page.getAppManifest')
    await cdp.detach()
    const installErrors = [
      ...installabilityErrors.map((error) => error.errorId),
      ...manifest.errors.map((error) => error.message),
    ]
    for (let i = 1; i <= NAVIGATIONS; i++) {
      await first.getByRole('button', { name: 'Next', exact: true }).click()
      await writes(first, 1 + i)
    }
    const write = (await durations(first, 'offline-cache:write')).slice(1)
    // Back to today's month, the one each open shows, kept as the last copy.
    await first.getByRole('button', { name: 'Today', exact: true }).click()
    await writes(first, 2 + NAVIGATIONS)
    const copy = await deviceCopy(first)
    await first.close()

    const opens = []
    const restores = []
    // One open first, not counted: the browser's own caches of the worker's script warm up.
    for (let i = 0; i <= runs; i++) {
      const page = await context.newPage()
      await page.goto(url)
      const painted = await page.evaluate(() => window.__firstEvent)
      const [restore] = await durations(page, 'offline-cache:restore')
      const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null)
      if (!controlled) throw new Error('repeat open: the page was not served by the worker')
      if (i > 0) {
        opens.push(painted)
        restores.push(restore)
      }
      await page.close()
    }
    return {
      runs,
      median: median(opens),
      p75: percentile(opens, 75),
      max: Math.max(...opens),
      restoreMedian: median(restores),
      writeMedian: median(write),
      writeP75: percentile(write, 75),
      navigations: write.length,
      copyEvents: copy.events,
      copyBytes: copy.bytes,
      installErrors,
    }
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
}
