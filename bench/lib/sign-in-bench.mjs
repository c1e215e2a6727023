/* global window, document, requestAnimationFrame, MutationObserver, Element -- in functions that run in the page */
// Private mode: from the click on 'Sign in' to after the paint of the first frame that shows an
// event, in a new browser context each time (an empty HTTP cache, no storage, so no session),
// against the local backend in private mode (`--private`'s createApp) holding one person's
// events, 50,000 a year. The sign-in screen shows no event, so the first [data-event-id] is the
// calendar's after the session arrives: the token request, the range read as the person (row-
// level security applying) and the paint.
//
// `npx tsx bench/lib/sign-in-bench.mjs` runs it alone and prints its figures.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from '../../server/http/app.ts'
import { openPglite } from '../../server/db/database.ts'
import { seedEvents } from './server-bench.mjs'
import { median, percentile } from './stats.mjs'

const RUNS = 9
const EMAIL = 'bench@example.org'
const PASSWORD = 'a long bench password'

/** Injected before the app's scripts: the click on 'Sign in' and the first event's paint. */
function recordSignIn() {
  window.__signIn = new Promise((resolve) => {
    let clickedAt = null
    document.addEventListener(
      'click',
      (event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null
        if (button?.textContent?.trim() === 'Sign in') clickedAt = performance.now()
      },
      true,
    )
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve({ clickedAt, paintedAt: performance.now() })
    const observer = new MutationObserver(() => {
      if (clickedAt === null || document.querySelector('[data-event-id]') === null) return
      observer.disconnect()
      requestAnimationFrame(() => channel.port2.postMessage(0))
    })
    observer.observe(document, { subtree: true, childList: true })
  })
}

/** The built app served by the local backend in private mode, with one account owning `events`. */
export async function startPrivateBackend(events, distDir) {
  const app = await createApp({
    db: await openPglite('memory://'),
    distDir,
    private: true,
    // Nine sign-ins from one address in a minute are the benchmark's, not an attack.
    auth: { rateLimits: false },
  })
  const server = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s))
    s.on('upgrade', app.upgrade)
  })
  const url = `http://127.0.0.1:${server.address().port}`
  const response = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: app.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  })
  const body = await response.json()
  const userId = body.user?.id ?? body.id
  if (!response.ok || typeof userId !== 'string') {
    throw new Error(`sign-up for the benchmark failed: ${response.status} ${JSON.stringify(body)}`)
  }
  // seedEvents inserts as the database owner, with no signed-in person for user_id's default
  // (auth.uid()): for the seeding, the default is the account's id.
  await app.db.exec(`alter table public.events alter column user_id set default '${userId}'`)
  await seedEvents(app.db, events)
  await app.db.exec(`alter table public.events alter column user_id set default auth.uid()`)
  return {
    url,
    async close() {
      app.realtime.disconnectAll()
      await new Promise((resolve) => server.close(resolve))
      server.closeAllConnections?.()
      await app.close()
    },
  }
}

export async function runSignInBench(browser, url, runs = RUNS) {
  const times = []
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      timezoneId: 'UTC',
      locale: 'en-US',
    })
    await context.addInitScript(recordSignIn)
    const page = await context.newPage()
    await page.goto(url)
    await page.getByLabel('Email').fill(EMAIL)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    const { clickedAt, paintedAt } = await page.evaluate(() => window.__signIn)
    times.push(paintedAt - clickedAt)
    await context.close()
  }
  return { runs, median: median(times), p75: percentile(times, 75), max: Math.max(...times) }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { generateEvents } = await import('./events.mjs')
  const { dataStart, launch } = await import('./browser-bench.mjs')
  const root = path.resolve(import.meta.dirname, '../..')
  const backend = await startPrivateBackend(
    generateEvents({ perYear: 50_000, from: dataStart() }),
    process.env.DIST ?? path.join(root, 'dist'),
  )
  const { browser } = await launch()
  try {
    const result = await runSignInBench(browser, backend.url, Number(process.env.RUNS ?? RUNS))
    console.log(
      `sign-in to first events painted: p75 ${result.p75.toFixed(0)} ms, ` +
        `median ${result.median.toFixed(0)} ms, max ${result.max.toFixed(0)} ms (${result.runs} runs)`,
    )
  } finally {
    await browser.close()
    await backend.close()
  }
  process.exit(0)
}
