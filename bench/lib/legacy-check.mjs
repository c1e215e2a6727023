/* global window -- in functions that run in the page */
// Our app on a database set up before the events_by_span migration (only the first setup
// SQL): it must show the same events, read from the table instead of the view. Such a
// database holds neither all-day events nor repeating series, so both databases get the
// one-off timed events only: left in, the current one's all-day bars and series occurrences
// took month cells' three rows from events the old one showed, and the two differed by more
// than the database.
//
// On its own: `npx tsx bench/lib/legacy-check.mjs` (after `npm run build`) runs it and
// rewrites its section of docs/benchmarks.md in place.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { dataStart, launch } from './browser-bench.mjs'
import { generateEvents } from './events.mjs'
import { legacySection } from './report.mjs'
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
      // A time-grid block's button is named by what its canvas draws; a month chip is its text.
      ...(
        await page.$$eval('[data-event-id]', (els) =>
          els.map((e) => e.getAttribute('aria-label') ?? e.textContent),
        )
      ).sort(),
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

/** The one-off timed events: what an old database holds as they are. */
export const oneOffTimed = (events) => events.filter((row) => !row.all_day && !row.rrule)

/** Both databases seeded with `events` (one-off timed ones: oneOffTimed). */
export async function checkLegacy(context, events, root) {
  const current = await startBackend(events, path.join(root, 'dist'))
  const legacy = await legacyBackend(events, root)
  try {
    const now = await shown(context, current.url)
    const old = await shown(context, legacy.url)
    return {
      same: JSON.stringify(now.texts) === JSON.stringify(old.texts) && now.texts.length > 0,
      events: now.texts.length,
      relations: { current: now.relations, legacy: old.relations },
    }
  } finally {
    await legacy.close()
    await current.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(import.meta.dirname, '../..')
  const { browser, context } = await launch()
  const events = oneOffTimed(generateEvents({ perYear: 5_000, from: dataStart() }))
  const result = await checkLegacy(context, events, root)
  await browser.close()
  const file = path.join(root, 'docs/benchmarks.md')
  const text = readFileSync(file, 'utf8')
  const start = text.indexOf('## A database set up before the new migration')
  const end = text.indexOf('\n## ', start + 1)
  const alone = `${legacySection(result)}\n\n(Run alone on ${new Date().toISOString().slice(0, 16)} UTC: \`npx tsx bench/lib/legacy-check.mjs\`.)\n`
  writeFileSync(file, text.slice(0, start) + alone + text.slice(end))
  console.log(`legacy check: ${result.same ? 'same' : 'DIFFERENT'} (${result.events} events)`)
  process.exit(0)
}
