// The server's curve: the app's visible week and month reads at 10,000, 100,000 and 1,000,000
// events on PostgreSQL 15, EXPLAIN (ANALYZE, BUFFERS) as anon, to show that a read costs what
// the range holds, not what the table holds. The density stays 50,000 events a year and the
// history grows: a personal calendar grows by years, so 1,000,000 events are 20 years of it,
// 10,000 the last 73 days. The range is the same week and month grid (June 2026) near the end
// of every data set, and the same fixed 2,000 repeating series (the server section's) sit
// beside the events, so the series read is measured too.
//
// Private mode (supabase/private-mode.sql) is measured the same way: nine in ten of the events
// are the signed-in person's, the tenth another person's, and the reads are EXPLAINed as the
// person, so the owner policy is in every plan; flat means the other person's rows, and the
// years behind, cost nothing.
//
// `npx tsx bench/lib/server-curve.mjs` runs it alone and prints its section (CURVE_PRIVATE=1:
// the private mode curve).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createApp } from '../../server/http/app.ts'
import { openPostgres } from '../../server/db/database.ts'
import { startPostgres } from '../../scripts/postgres-server.mjs'
import { generateEvents } from './events.mjs'
import { medianPlan, RANGES, rangeStatement, recording, seriesStatement } from './server-bench.mjs'

export const CURVE_SIZES = [10_000, 100_000, 1_000_000]
const PER_YEAR = 50_000
/** The data ends here, six weeks after the measured month grid (RANGES: 2026-05-31 .. 07-12). */
const TO = Date.UTC(2026, 7, 1)
const yearsBefore = (k) => Date.UTC(2026 - k, 7, 1)
const PRIVATE_SQL = path.resolve(import.meta.dirname, '../../supabase/private-mode.sql')
/** Private mode's two people: the one measured, and another whose events share the table. */
export const PERSON = '11111111-1111-4111-8111-111111111111'
const OTHER = '22222222-2222-4222-8222-222222222222'

/**
 * The last `count` events before TO at 50,000 a year, oldest first, made a year at a time
 * (events.mjs, one-off events only; each year its own seed) so 1,000,000 never sit in memory
 * at once: `onChunk` gets each year's rows in turn.
 */
async function eachYear(count, onChunk) {
  const years = Math.ceil(count / PER_YEAR)
  for (let k = years - 1; k >= 0; k--) {
    let rows = generateEvents({
      perYear: PER_YEAR,
      from: yearsBefore(k + 1),
      seed: 20261121 + 7919 * k,
      series: 0,
    })
    // The oldest year is cut to its latest events, so the total is `count`.
    const keep = count - k * PER_YEAR
    if (keep < rows.length) rows = rows.slice(rows.length - keep)
    await onChunk(rows)
  }
}

const INSERT = `insert into public.events
  (title, description, start_time, end_time, color, all_day, rrule, tzid, exdates, recurrence_end,
   calendar_id)
  select title, description, start_time, end_time, color, all_day, rrule, tzid,
    coalesce(exdates, '{}'), recurrence_end, $2::uuid
  from json_to_recordset($1::json) as x(title text, description text, start_time timestamptz,
    end_time timestamptz, color text, all_day boolean, rrule text, tzid text,
    exdates timestamptz[], recurrence_end timestamptz)`

/**
 * The calendar the rows go into: the owner's first (the first of all without private mode),
 * made when there is none, as the insert trigger (off while seeding) would choose it.
 */
async function calendarFor(tx, owner) {
  const found = await tx.query(
    `select c.id from public.calendars c ${owner ? 'where c.user_id = $1' : ''}
      order by c.position, c.created_at, c.id limit 1`,
    owner ? [owner] : [],
  )
  if (found.rows[0]) return found.rows[0].id
  // Private mode's user_id defaults to auth.uid(), the claims' sub (set by the caller).
  const made = await tx.query(
    `insert into public.calendars (name, color) values ('Calendar', '#3b82f6') returning id`,
  )
  return made.rows[0].id
}

/**
 * Inserts rows 20,000 a statement with the table's triggers off (session_replication_role:
 * no change notice per row for the realtime listener, no updated_at rewrite), every index
 * kept up to date as the rows go in.
 */
async function insertRows(db, rows, owner = null) {
  for (let i = 0; i < rows.length; i += 20_000) {
    const batch = JSON.stringify(rows.slice(i, i + 20_000))
    await db.transaction(async (tx) => {
      await tx.query(`select set_config('session_replication_role', 'replica', true)`)
      // Private mode's user_id defaults to auth.uid(), the claims' sub.
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        owner ? JSON.stringify({ sub: owner }) : '',
      ])
      await tx.query(INSERT, [batch, await calendarFor(tx, owner)])
    })
  }
}

/** Private mode: every tenth event is the other person's. */
async function insertOwned(db, rows, privateMode) {
  if (!privateMode) return insertRows(db, rows)
  await insertRows(
    db,
    rows.filter((_, i) => i % 10 !== 9),
    PERSON,
  )
  await insertRows(
    db,
    rows.filter((_, i) => i % 10 === 9),
    OTHER,
  )
}

async function seed(db, count, series, privateMode) {
  await db.exec('truncate public.events restart identity')
  await eachYear(count, (rows) => insertOwned(db, rows, privateMode))
  await insertOwned(db, series, privateMode)
  // Settled as a database that has had its autovacuum: statistics and the visibility map.
  await db.exec('vacuum (analyze) public.events')
}

/** One size: seeded, then each read's median plan of 5 (after a warm-up). */
async function measureSize(db, statements, count, series, log, privateMode) {
  const t0 = performance.now()
  await seed(db, count, series, privateMode)
  const seconds = (performance.now() - t0) / 1000
  log(`  curve: seeded ${count} events and ${series.length} series in ${seconds.toFixed(1)} s`)
  const out = { events: count, seedSeconds: seconds, reads: {} }
  for (const view of Object.keys(RANGES)) {
    for (const [read, statement] of [
      ['span', statements.span[view]],
      ['series', statements.series[view]],
    ]) {
      const plan = await medianPlan(db, statement, 5, privateMode ? { sub: PERSON } : null)
      out.reads[`${read}|${view}`] = plan
      log(
        `  curve ${count} ${read} ${view}: EXPLAIN ${plan.executionMs.toFixed(2)} ms, ` +
          `${plan.indexEntries} index entries, ${plan.buffers} buffers`,
      )
    }
  }
  const { rows } = await db.transaction((tx) =>
    tx.query(`select pg_total_relation_size('public.events') as bytes`),
  )
  out.tableBytes = Number(rows[0].bytes)
  return out
}

/**
 * Every size on one throwaway PostgreSQL 15 (fewer sizes: a quick look without the million);
 * `privateMode`: with supabase/private-mode.sql applied, read as the person.
 */
export async function runServerCurve(log = console.log, counts = CURVE_SIZES, privateMode = false) {
  const server = await startPostgres()
  try {
    const db = await openPostgres(server.url)
    // The app's statements as the backend generates them (captured once, without a row cap):
    // they do not depend on the data.
    const { db: rec, seen } = recording(db)
    const app = await createApp({ db: rec, distDir: null, maxRows: 1_000_000 })
    const statements = { span: {}, series: {} }
    for (const [view, range] of Object.entries(RANGES)) {
      statements.span[view] = await rangeStatement(app, seen, range)
      statements.series[view] = await seriesStatement(app, seen, range)
    }
    if (privateMode) await db.exec(readFileSync(PRIVATE_SQL, 'utf8'))
    const { rows } = await db.transaction((tx) => tx.query('select version()'))
    const series = generateEvents({
      perYear: 1_000,
      years: 2,
      from: Date.UTC(2025, 0, 1),
      series: 1,
    })
    const sizes = []
    for (const count of counts) {
      sizes.push(await measureSize(db, statements, count, series, log, privateMode))
    }
    await app.close().catch(() => undefined)
    return {
      version: String(rows[0].version).split(' on ')[0],
      perYear: PER_YEAR,
      to: new Date(TO),
      series: series.length,
      ranges: RANGES,
      sizes,
      privateMode,
    }
  } finally {
    server.stop()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  // CURVE_SIZES=10000,100000 leaves out the million (its seeding is most of the time).
  const curve = await runServerCurve(
    console.log,
    process.env.CURVE_SIZES?.split(',').map(Number),
    process.env.CURVE_PRIVATE === '1',
  )
  const { curveSection } = await import('./report-curve.mjs')
  console.log(`\n${curveSection(curve)}`)
  process.exit(0)
}
