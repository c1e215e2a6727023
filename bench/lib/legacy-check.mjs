/* global window -- in functions that run in the page */
// Our app on a database set up before the events_by_span migration (only the first setup
// SQL): it must show the same events, read from the table instead of the view. Such a
// database holds neither all-day events nor repeating series (seeded there, they become timed
// events and one-off first occurrences), so those are left out of the comparison on both
// sides: an event's title ends in its row number (bench/lib/events.mjs), which says its kind.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startBackend } from './servers.mjs'

const FIRST = '20261121000000_create_events.sql'

/** The backend with only the first setup SQL applied, as an older database has. */
async function legacyBackend(events, root) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'calendar-legacy-'))
  copyFileSync(path.join(root, 'supabase/migrations', FIRST), path.join(dir, FIRST))
  try {
    return await startBackend(events, path.join(root, 'dist'), dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The texts of the events shown in month and week view (and after one 'next' in each). */
async function shown(context, url) {
  const page = await context.newPage()
  const relations = new Set()
  page.on('request', (r) => {
    const match = /\/rest\/v1\/([a-z_]+)\?/.exec(r.url())
    if (match) relations.add(match[1])
  })
  const texts = []
  const settle = () =>
    page
      .waitForFunction(() => window.__probe.inflight === 0, null, { polling: 50 })
      .then(() => page.waitForTimeout(300))
  const collect = async () =>
    texts.push(
      ...(await page.$$eval('[data-event-id]', (els) => els.map((e) => e.textContent))).sort(),
    )
  await page.goto(url)
  await page.waitForSelector('[data-event-id]')
  await settle()
  await collect()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await settle()
  await collect()
  await page.getByRole('button', { name: 'Week', exact: true }).click()
  await settle()
  await collect()
  await page.close()
  return { texts, relations: [...relations].sort() }
}

/** The texts of one-off timed events: those an old database holds as they are. */
function oneOffTimed(texts, events) {
  return texts.filter((text) => {
    const row = events[Number(/(\d+)\D*$/.exec(text)?.[1]) - 1]
    return row !== undefined && !row.all_day && !row.rrule
  })
}

export async function checkLegacy(context, events, root, currentUrl) {
  const legacy = await legacyBackend(events, root)
  try {
    const now = await shown(context, currentUrl)
    const old = await shown(context, legacy.url)
    const [a, b] = [oneOffTimed(now.texts, events), oneOffTimed(old.texts, events)]
    return {
      same: JSON.stringify(a) === JSON.stringify(b) && a.length > 0,
      events: a.length,
      leftOut: now.texts.length - a.length,
      relations: { current: now.relations, legacy: old.relations },
    }
  } finally {
    await legacy.close()
  }
}
