// Issue 29, offline reading and installing (docs/decisions.md, "Offline"): the service worker
// precaches the app and never answers the API; the query cache kept in IndexedDB paints the
// last seen events with the network gone; a new build takes over at the next open only.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { chromiumLaunch } from '../playwright.config.ts'
import { expect, startBackend, test } from './fixtures.ts'
import { eventButton, openCalendar, seed, viewButton } from './helpers.ts'

test.use({ serviceWorkers: 'allow' })

const DIST = path.resolve(import.meta.dirname, '..', 'dist')

/** The service worker is installed and active (it installs after the page's load). */
const workerActive = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })

/**
 * Resolves once no worker is waiting and one is active: the DevTools protocol reports each
 * version's state (the page itself is about:blank, so it holds no worker open).
 */
async function newBuildActive(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const states = new Map<string, string>()
  const settled = () =>
    [...states.values()].includes('activated') && ![...states.values()].includes('installed')
  try {
    await new Promise<void>((resolve) => {
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        for (const version of versions) states.set(version.versionId, version.status)
        if (settled()) resolve()
      })
      void cdp.send('ServiceWorker.enable')
    })
  } finally {
    await cdp.detach()
  }
}

/** The ranges ([start, end] ISO instants) of the copy kept on the device for the shared calendar. */
const keptRanges = (page: Page) =>
  page.evaluate(async () => {
    // Never created here: the app would then find the database without its store.
    if (!(await indexedDB.databases()).some((db) => db.name === 'calendar-offline')) return []
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('calendar-offline')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    try {
      const get = db.transaction('query-cache').objectStore('query-cache').get('query-cache:shared')
      const copy = await new Promise<{ clientState: { queries: { queryKey: unknown[] }[] } }>(
        (resolve, reject) => {
          get.onsuccess = () => resolve(get.result)
          get.onerror = () => reject(get.error)
        },
      )
      return (copy?.clientState.queries ?? [])
        .filter((query) => query.queryKey[0] === 'events')
        .map((query) => [`${query.queryKey[1]}`, `${query.queryKey[2]}`] as [string, string])
    } finally {
      db.close()
    }
  })

const offlineBadge = (page: Page) => page.getByRole('status').filter({ hasText: /^Offline$/ })

test('a reload offline shows the last seen month, and its week, from the device, and says Offline', async ({
  page,
  backend,
  context,
}) => {
  await seed(backend, [
    { title: 'Dentist', start: '2026-11-18T15:00:00Z', end: '2026-11-18T16:00:00Z' },
    { title: 'Book club', start: '2026-11-03T19:00:00Z', end: '2026-11-03T20:00:00Z' },
  ])
  const fromWorker: string[] = []
  page.on('response', (response) => {
    if (response.fromServiceWorker() && !response.url().startsWith(backend.url + '/assets/'))
      fromWorker.push(response.url())
  })
  await openCalendar(page, backend)
  await expect(eventButton(page, 'Book club')).toBeVisible()
  await workerActive(page)
  // The shown month is on the device (written a second after it changed).
  const holdsMonth = (ranges: [string, string][]) =>
    ranges.some(([start, end]) => start < '2026-11-02' && end > '2026-11-30')
  await expect.poll(() => keptRanges(page).then(holdsMonth)).toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(eventButton(page, 'Book club')).toBeVisible()
  await expect(eventButton(page, 'Dentist')).toBeVisible()
  await expect(offlineBadge(page)).toBeVisible()
  // The week is cut from the kept month, offline as online.
  await viewButton(page, 'Week').click()
  await expect(eventButton(page, 'Dentist')).toBeVisible()
  await expect(eventButton(page, 'Book club')).toHaveCount(0)
  // The events came from IndexedDB: the worker answered the page and its code, never the API,
  // which fails offline, and it keeps no API response.
  expect(
    await page.evaluate(() =>
      fetch('/rest/v1/events?select=id').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed')
  expect(fromWorker.filter((url) => /\/(rest|auth|realtime)\//.test(url))).toEqual([])
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    return urls
  })
  expect(cached.length).toBeGreaterThan(10)
  expect(cached.filter((url) => /\/(rest|auth|realtime|sql-editor)\//.test(url))).toEqual([])

  // Back online: the shown range is read again, and the badge goes.
  const reread = page.waitForRequest((request) => request.url().includes('/rest/v1/events_by_span'))
  await context.setOffline(false)
  await reread
  await expect(offlineBadge(page)).toHaveCount(0)
})

// Chromium refuses to install from an incognito profile, which every test context is: this test
// opens a profile of its own, as a person's browser has.
test('installable: Chromium finds no installability error', async ({ backend }) => {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'calendar-e2e-profile-'))
  const context = await chromium.launchPersistentContext(profile, chromiumLaunch)
  try {
    const page = await context.newPage()
    await openCalendar(page, backend)
    await workerActive(page)
    const cdp = await context.newCDPSession(page)
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.errors).toEqual([])
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
})

test('a new build deployed while a page is open takes over at the next open only', async ({
  context,
  templates,
}) => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'calendar-e2e-deploy-'))
  await cp(DIST, dist, { recursive: true })
  const backend = await startBackend({ migrate: true }, templates, dist)
  const build = (page: Page) =>
    page
      .locator('meta[name="calendar-build"]')
      .getAttribute('content', { timeout: 1000 })
      .catch(() => null)
  try {
    const page = await context.newPage()
    await openCalendar(page, backend)
    await workerActive(page)
    await page.reload()
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

    // The second build: another index.html, so another sw.js (its precache revision).
    const html = await readFile(path.join(dist, 'index.html'), 'utf8')
    await writeFile(
      path.join(dist, 'index.html'),
      html.replace('<head>', '<head><meta name="calendar-build" content="2">'),
    )
    const sw = await readFile(path.join(dist, 'sw.js'), 'utf8')
    const revised = sw.replace(/(url:"index\.html",revision:")[^"]+"/, '$1second-build"')
    expect(revised).not.toBe(sw)
    await writeFile(path.join(dist, 'sw.js'), revised)

    // Fetched in the background and waiting: the open page, even reloaded, stays on the first.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      await registration.update()
      const installing = registration.installing
      if (installing)
        await new Promise<void>((resolve) =>
          installing.addEventListener('statechange', () => {
            if (installing.state === 'installed') resolve()
          }),
        )
    })
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null),
    ).toBe(true)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible()
    expect(await build(page)).toBeNull()

    // Every tab closed, the next open is the new build. The browser activates the waiting
    // worker once the last tab has gone, a moment after the close returns: the next open waits
    // for that, as a person reopening the app does without noticing.
    await page.close()
    const next = await context.newPage()
    await newBuildActive(next)
    await next.goto(backend.url)
    await expect(next.getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible()
    expect(await build(next)).toBe('2')
  } finally {
    await backend.stop()
    await backend.app.close()
    await rm(dist, { recursive: true, force: true })
  }
})
