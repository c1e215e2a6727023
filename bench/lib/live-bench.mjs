/* global window, document, requestAnimationFrame, MutationObserver -- in functions that run in the page */
// Live updates (issue: live across tabs and devices): a page of our app in day view, and
// changes written by someone else through the REST API (as another device would), on the
// local backend. Change to painted: from just before the write is sent to after the paint of
// the frame showing it in the page (both on the machine's wall clock). Then the cost of 1,000
// changes a minute to an idle page: its main-thread time (CDP TaskDuration) over that minute,
// as a share of the minute, and its JS heap after against before.
import { percentile } from './stats.mjs'

const LATENCY_CHANGES = 30

/** Page side: window.__painted[title] becomes the wall-clock ms after the paint showing it. */
function watchTitles() {
  // What an event's element shows: a time-grid block's drawing is named by its button's
  // label, a month chip is its text.
  const shownText = (el) => el.getAttribute('aria-label') ?? el.textContent ?? ''
  window.__shownText = shownText
  window.__painted = {}
  const channel = new MessageChannel()
  let pending = []
  channel.port1.onmessage = () => {
    const now = Date.now()
    for (const title of pending) window.__painted[title] ??= now
    pending = []
  }
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('[data-event-id]')) {
      const match = /live-\d+/.exec(shownText(el))
      if (match && window.__painted[match[0]] === undefined && !pending.includes(match[0]))
        pending.push(match[0])
    }
    if (pending.length > 0) requestAnimationFrame(() => channel.port2.postMessage(0))
  }).observe(document, {
    // A time-grid block is a button over its drawing, named by what is drawn: a change to an
    // event shown there changes the button's label.
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  })
}

/** A REST write as supabase-js sends it, from Node: what another device does. */
function restWriter(url, anonKey) {
  const headers = {
    apikey: anonKey,
    Authorization: `Bearer ${anonKey}`,
    'Content-Type': 'application/json',
    Prefer: 'return=representation',
  }
  return async (method, query, body) => {
    const response = await fetch(`${url}/rest/v1/events${query}`, {
      method,
      headers,
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${response.status} ${await response.text()}`)
    return response.json()
  }
}

/** Latency and idle cost; `changesPerMinute` over `seconds` for the cost. */
export async function runLiveBench(
  context,
  backend,
  { seconds = 60, changesPerMinute = 1000 } = {},
) {
  const page = await context.newPage()
  await page.goto(backend.url)
  await page.waitForFunction(() => document.querySelector('[data-event-id]') !== null, null, {
    timeout: 60_000,
  })
  // The day view: a month cell shows 3 events and a '+N', where a new one may not show.
  await page.getByRole('button', { name: 'Day', exact: true }).click()
  // Joined: give the channel its join.
  await page.waitForTimeout(1_500)
  await page.evaluate(watchTitles)
  const write = restWriter(backend.url, backend.anonKey)
  // Today at 3 AM (the page's zone is UTC): in the day shown, an hour with room in it.
  const day = new Date()
  day.setUTCHours(3, 0, 0, 0)
  const latencies = []
  for (let i = 0; i < LATENCY_CHANGES; i++) {
    const title = `live-${i}`
    const sent = Date.now()
    const [made] = await write('POST', '', [
      {
        title,
        start_time: day.toISOString(),
        end_time: new Date(day.getTime() + 1_800_000).toISOString(),
      },
    ])
    await page.waitForFunction((t) => window.__painted[t] !== undefined, title, {
      timeout: 10_000,
      polling: 10,
    })
    latencies.push((await page.evaluate((t) => window.__painted[t], title)) - sent)
    // Gone again, so the next one has the slot to itself (not behind a '+N').
    await write('DELETE', `?id=eq.${made.id}`)
    await page.waitForFunction(
      (t) =>
        ![...document.querySelectorAll('[data-event-id]')].some((el) =>
          window.__shownText(el).includes(t),
        ),
      title,
      { timeout: 10_000, polling: 10 },
    )
  }

  // The idle page: updates to one event far outside the shown month, 1,000 a minute.
  const [far] = await write('POST', '', [
    { title: 'far away', start_time: '2030-01-01T10:00:00Z', end_time: '2030-01-01T11:00:00Z' },
  ])
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics')
    return Object.fromEntries(list.map((m) => [m.name, m.value]))
  }
  await cdp.send('HeapProfiler.collectGarbage')
  const before = await metrics()
  const interval = 60_000 / changesPerMinute
  const total = Math.round((changesPerMinute * seconds) / 60)
  const started = Date.now()
  for (let i = 0; i < total; i++) {
    const due = started + i * interval
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()))
    await write('PATCH', `?id=eq.${far.id}`, { title: `far away ${i}` })
  }
  await page.waitForTimeout(1_000)
  await cdp.send('HeapProfiler.collectGarbage')
  const after = await metrics()
  const elapsed = (Date.now() - started) / 1000
  await page.close()
  return {
    changes: LATENCY_CHANGES,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    idleChanges: total,
    idleSeconds: elapsed,
    // TaskDuration is in seconds of main-thread work.
    idleCpuShare: (after.TaskDuration - before.TaskDuration) / elapsed,
    heapBefore: before.JSHeapUsedSize,
    heapAfter: after.JSHeapUsedSize,
  }
}
