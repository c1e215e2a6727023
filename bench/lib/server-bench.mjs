// The server side of the benchmark: 100,000 events (two years at 50,000 a year) and 2,000
// repeating series in the local backend on PGlite and on PostgreSQL 15; a visible week and
// month read the way the app reads them (events_by_span, pages of 1,000) against the table as
// the original load of product.md §7 reads it (select=*, ordered, every page), the series read
// of the same ranges (one row per series that may have occurrences there), and EXPLAIN
// (ANALYZE, BUFFERS) of each range query.
//
// `npx tsx bench/lib/server-bench.mjs` runs only this part and rewrites only its sections of
// docs/benchmarks.md (and its rows of the targets table); SERVER_REPORT names another file.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { createApp } from '../../server/http/app.ts'
import { openPglite, openPostgres } from '../../server/db/database.ts'
import { startPostgres } from '../../scripts/postgres-server.mjs'
import { fetchAllPages } from '../../src/data/events/fetch-all-pages.ts'
import { rangeQuery, seriesQuery } from '../../src/data/events/range-query.ts'
import { expandSeries } from '../../src/model/recurrence/expand-series.ts'
import { generateEvents } from './events.mjs'
import { serverSections, serverTargets } from './report.mjs'
import { median, percentile } from './stats.mjs'

/** [column, type, value when not the column itself]: product.md §7's five, then the later ones. */
const INSERT_COLUMNS = [
  ['title', 'text'],
  ['description', 'text'],
  ['start_time', 'timestamptz'],
  ['end_time', 'timestamptz'],
  ['color', 'text'],
  ['all_day', 'boolean'],
  ['rrule', 'text'],
  ['tzid', 'text'],
  ['exdates', 'timestamptz[]', `coalesce(exdates, '{}')`],
  ['recurrence_end', 'timestamptz'],
]

/** The insert of a batch of rows (JSON), with the columns the table has of those listed. */
const insertSql = (columns) => {
  const cols = INSERT_COLUMNS.filter(([name]) => columns.has(name))
  const picked = cols.map(([name, , value]) => value ?? name)
  return `insert into public.events (${cols.map(([name]) => name).join(', ')})
  select ${picked.join(', ')} from json_to_recordset($1::json)
  as x(${cols.map(([name, type]) => `${name} ${type}`).join(', ')})`
}

/**
 * Inserts rows as the owner, 5,000 a statement, then ANALYZE so plans see the data. The
 * columns are those the table has: a database set up before all-day or repeating events (the
 * legacy check) gets the rows without them (a series is then its first occurrence alone).
 */
export async function seedEvents(db, events) {
  const { rows } = await db.transaction((tx) =>
    tx.query(`select column_name from information_schema.columns
      where table_schema = 'public' and table_name = 'events'`),
  )
  const sql = insertSql(new Set(rows.map((row) => row.column_name)))
  for (let i = 0; i < events.length; i += 5000) {
    const batch = JSON.stringify(events.slice(i, i + 5000))
    await db.transaction((tx) => tx.query(sql, [batch]))
  }
  await db.exec('analyze public.events')
}

/** A Database that remembers the last main statement (not the per-request prelude). */
export function recording(db) {
  const seen = { last: null }
  const wrapped = {
    ...db,
    engine: db.engine,
    transaction: (fn, opts) =>
      db.transaction(
        (tx) =>
          fn({
            query: (sql, params) => {
              if (sql.startsWith('with pgrst_source')) seen.last = { sql, params }
              return tx.query(sql, params)
            },
          }),
        opts,
      ),
    exec: (sql) => db.exec(sql),
    script: db.script && ((sql) => db.script(sql)),
    close: () => db.close(),
  }
  return { db: wrapped, seen }
}

/**
 * Sums a plan's index reads: entries (rows out of index nodes, times loops) and buffers; and
 * the indexes it reads and whether it reads the table from end to end.
 */
function planFigures(plan) {
  let indexEntries = 0
  const indexes = new Set()
  let seqScan = false
  const walk = (node) => {
    // Entries that met the index conditions: an Index Scan's filter then drops some of them.
    if (/Index/.test(node['Node Type'])) {
      indexEntries +=
        (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']
    }
    if (node['Index Name']) indexes.add(node['Index Name'])
    if (node['Node Type'] === 'Seq Scan') seqScan = true
    for (const child of node.Plans ?? []) walk(child)
  }
  walk(plan.Plan)
  const buffers = plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks']
  return {
    indexEntries,
    buffers,
    planRows: plan.Plan['Actual Rows'],
    executionMs: plan['Execution Time'],
    indexes: [...indexes],
    seqScan,
  }
}

/** Runs a main statement under EXPLAIN (ANALYZE, BUFFERS) as the anon role. */
/**
 * EXPLAIN (ANALYZE, BUFFERS) of a statement as anon, or, given `claims` (private mode), as the
 * signed-in person they name, so row-level security's owner check is in the plan.
 */
export async function explain(db, { sql, params }, claims = null) {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
      [claims ? 'authenticated' : 'anon', claims ? JSON.stringify(claims) : ''],
    )
    const { rows } = await tx.query(`explain (analyze, buffers, format json) ${sql}`, params)
    const raw = rows[0]['QUERY PLAN']
    const [plan] = typeof raw === 'string' ? JSON.parse(raw) : raw
    const text = await tx.query(`explain (analyze, buffers, costs off, timing off) ${sql}`, params)
    return { ...planFigures(plan), text: text.rows.map((r) => r['QUERY PLAN']).join('\n') }
  })
}

/** A supabase-js client over the app in-process that counts response bytes. */
export function client(app) {
  const bytes = { total: 0 }
  const fetch = async (input, init) => {
    const response = await app.fetch(new Request(input, init))
    const body = await response.arrayBuffer()
    bytes.total += body.byteLength
    return new Response(body, { status: response.status, headers: response.headers })
  }
  const supabase = createClient('http://127.0.0.1:54321', app.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch },
    // Node 20 has no WebSocket; realtime is never used, but the client builds it.
    realtime: { transport: WebSocket },
  })
  return { supabase, bytes }
}

/** Throws a PostgREST error, else gives the rows: one page for fetchAllPages. */
async function rowsOf(query) {
  const { data, error } = await query
  if (error) throw new Error(error.message)
  return data
}

/** The app's visible-range read (src/data/events/range-query.ts), every page. */
function readRange(supabase, range) {
  return fetchAllPages((from, to) => rowsOf(rangeQuery(supabase, range, true).range(from, to)))
}

/** The original load (product.md §7): the whole table, ordered by start_time, every page. */
function readAll(supabase) {
  return fetchAllPages((from, to) =>
    rowsOf(supabase.from('events').select('*').order('start_time').order('id').range(from, to)),
  )
}

/** The app's series read (src/data/events/range-query.ts seriesQuery), every page. */
function readSeries(supabase, range) {
  return fetchAllPages((from, to) => rowsOf(seriesQuery(supabase, range).range(from, to)))
}

/** The same range as one statement without a row cap, for EXPLAIN. */
export async function rangeStatement(app, seen, range) {
  const { supabase } = client(app)
  await rangeQuery(supabase, range, true)
  return seen.last
}

/** The series read of a range as one statement without a row cap, for EXPLAIN. */
export async function seriesStatement(app, seen, range) {
  const { supabase } = client(app)
  await seriesQuery(supabase, range)
  return seen.last
}

/** The series that may have occurrences in the range, by the rule of range-filter.ts. */
const mayOccur = (row, { start, end }) =>
  Date.parse(row.start_time) < end.getTime() &&
  (row.recurrence_end === null || Date.parse(row.recurrence_end) > start.getTime())

/** Occurrences of the rows read that overlap the range (expandSeries, as the app runs it). */
function occurrencesIn(rows, range) {
  let occurrences = 0
  let withOccurrences = 0
  for (const row of rows) {
    const starts = expandSeries(
      {
        start: new Date(row.start_time),
        end: new Date(row.end_time),
        rule: row.rrule,
        tzid: row.tzid,
        allDay: false, // UTC dates; the bench runs in UTC (events.mjs)
        skip: new Set(row.exdates.map((date) => Date.parse(date))),
      },
      range,
    )
    occurrences += starts.length
    if (starts.length > 0) withOccurrences += 1
  }
  return { occurrences, withOccurrences }
}

/** EXPLAIN five times after a warm-up: the run of median execution time. */
export async function medianPlan(db, statement, runs = 5, claims = null) {
  await explain(db, statement, claims) // warm
  const plans = []
  for (let i = 0; i < runs; i++) plans.push(await explain(db, statement, claims))
  return plans.sort((a, b) => a.executionMs - b.executionMs)[Math.floor(runs / 2)]
}

export async function timed(runs, fn) {
  const times = []
  let result
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    result = await fn()
    times.push(performance.now() - t0)
  }
  return { median: median(times), p75: percentile(times, 75), result }
}

// A week and a month in the middle of the data (UTC, as the browser runs).
export const RANGES = {
  week: { start: new Date('2026-06-14T00:00:00Z'), end: new Date('2026-06-21T00:00:00Z') },
  month: { start: new Date('2026-05-31T00:00:00Z'), end: new Date('2026-07-12T00:00:00Z') },
}

async function measureEngine(name, db, { events, series }, log) {
  const { db: rec, seen } = recording(db)
  // maxRows: the range statement for EXPLAIN is captured without the 1,000-row cap.
  const uncapped = await createApp({ db: rec, distDir: null, maxRows: 1_000_000 })
  const app = await createApp({ db: rec, distDir: null, migrate: false })
  const t0 = performance.now()
  await seedEvents(db, [...events, ...series])
  log(
    `  ${name}: seeded ${events.length} events and ${series.length} series in ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s`,
  )
  const out = { engine: name, ranges: {} }
  for (const [view, range] of Object.entries(RANGES)) {
    const { supabase, bytes } = client(app)
    await readRange(supabase, range) // warm
    bytes.total = 0
    const read = await timed(1, () => readRange(supabase, range))
    const readBytes = bytes.total
    const many = await timed(9, () => readRange(supabase, range))
    const plan = await medianPlan(db, await rangeStatement(uncapped, seen, range))
    out.ranges[view] = {
      rows: read.result.length,
      httpMedianMs: many.median,
      httpP75Ms: many.p75,
      bytes: readBytes,
      requests: Math.floor(read.result.length / 1000) + 1,
      ...plan,
    }
    log(
      `  ${name} ${view}: ${read.result.length} rows, ${many.median.toFixed(1)} ms over HTTP, ` +
        `EXPLAIN ${plan.executionMs.toFixed(2)} ms, ${plan.indexEntries} index entries, ` +
        `${plan.buffers} buffers`,
    )
  }
  // The series read of the same ranges: one row per series that may have occurrences there.
  out.series = {}
  for (const [view, range] of Object.entries(RANGES)) {
    const { supabase, bytes } = client(app)
    await readSeries(supabase, range) // warm
    bytes.total = 0
    const read = await timed(1, () => readSeries(supabase, range))
    const readBytes = bytes.total
    const many = await timed(9, () => readSeries(supabase, range))
    const plan = await medianPlan(db, await seriesStatement(uncapped, seen, range))
    const expected = series.filter((row) => mayOccur(row, range)).length
    out.series[view] = {
      rows: read.result.length,
      expected,
      ...occurrencesIn(read.result, range),
      httpMedianMs: many.median,
      httpP75Ms: many.p75,
      bytes: readBytes,
      requests: Math.floor(read.result.length / 1000) + 1,
      ...plan,
    }
    const s = out.series[view]
    log(
      `  ${name} series ${view}: ${s.rows} rows (expected ${expected}; ${s.withOccurrences} with ` +
        `${s.occurrences} occurrences), ${many.median.toFixed(1)} ms over HTTP, EXPLAIN ` +
        `${plan.executionMs.toFixed(2)} ms, ${plan.indexEntries} index entries ` +
        `(${plan.indexes.join(', ') || 'no index'}${plan.seqScan ? ', Seq Scan' : ''}), ` +
        `${plan.buffers} buffers`,
    )
  }
  const { supabase, bytes } = client(app)
  await readAll(supabase)
  bytes.total = 0
  const all = await timed(1, () => readAll(supabase))
  out.fullTable = { rows: all.result.length, ms: all.median, bytes: bytes.total }
  const all2 = await timed(2, () => readAll(supabase))
  out.fullTable.ms = Math.min(all.median, all2.median)
  log(
    `  ${name} full table: ${all.result.length} rows in ${out.fullTable.ms.toFixed(0)} ms, ` +
      `${(out.fullTable.bytes / 1e6).toFixed(1)} MB`,
  )
  // The original query shape on the table, for the same week and month (what a database
  // without the new migration runs).
  for (const [view, range] of Object.entries(RANGES)) {
    const { supabase: s } = client(uncapped)
    await rangeQuery(s, range, false)
    const plans = []
    for (let i = 0; i < 3; i++) plans.push(await explain(db, seen.last))
    const plan = plans.sort((a, b) => a.executionMs - b.executionMs)[1]
    out.ranges[view].fallback = plan
  }
  await app.close().catch(() => undefined)
  return out
}

/** Both engines, 100,000 events and 2,000 series each. */
export async function runServerBench(log = console.log) {
  const from = Date.UTC(2025, 0, 1)
  // The 100,000 one-off events of earlier runs (series: 0), and 2,000 series besides: every
  // row of 1,000 a year made a series (events.mjs toSeries), so they start all over the two
  // years, most never end, and a week in the middle holds about 1,200 that are live.
  const data = {
    events: generateEvents({ perYear: 50_000, years: 2, from, series: 0 }),
    series: generateEvents({ perYear: 1_000, years: 2, from, series: 1 }),
  }
  const results = []
  const lite = await openPglite('memory://')
  // measureEngine closes the database (the app owns it).
  results.push(await measureEngine('PGlite', lite, data, log))
  const server = await startPostgres()
  try {
    const db = await openPostgres(server.url)
    const { rows } = await db.transaction((tx) => tx.query('select version()'))
    const r = await measureEngine('PostgreSQL', db, data, log)
    r.version = String(rows[0].version).split(' on ')[0]
    results.push(r)
  } finally {
    server.stop()
  }
  return {
    events: data.events.length,
    series: data.series.length,
    openEnded: data.series.filter((row) => row.recurrence_end === null).length,
    ranges: RANGES,
    results,
  }
}

/**
 * Replaces the server sections of an existing report (from '## Server' up to the next section
 * that is not the series read) and the server rows of its targets table.
 */
export function spliceServerSections(file, server) {
  let text = readFileSync(file, 'utf8')
  const start = text.indexOf('\n## Server')
  if (start === -1) throw new Error(`${file} has no '## Server' section: run npm run bench`)
  let after = text.indexOf('\n## ', start + 1)
  if (after !== -1 && text.startsWith('\n## Series read', after)) {
    after = text.indexOf('\n## ', after + 1)
  }
  text = `${text.slice(0, start)}\n${serverSections(server)}${after === -1 ? '' : text.slice(after)}`
  const rows = new Map(
    serverTargets(server, (pass) => (pass ? 'met' : '**missed**')).map((r) => [r[0], r]),
  )
  const lines = text.split('\n')
  let last = -1
  for (const [i, line] of lines.entries()) {
    const name = /^\| (.+?) \|/.exec(line)?.[1]
    const row = name && rows.get(name)
    if (!row) continue
    lines[i] = `| ${row.join(' | ')} |`
    rows.delete(name)
    last = i
  }
  // Rows the report did not have yet (the series read's) go after the last server row.
  if (last !== -1) {
    lines.splice(last + 1, 0, ...[...rows.values()].map((r) => `| ${r.join(' | ')} |`))
  }
  writeFileSync(file, lines.join('\n'))
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(import.meta.dirname, '../..')
  const server = { ...(await runServerBench()), alone: new Date().toISOString().slice(0, 16) }
  const file = process.env.SERVER_REPORT ?? path.join(root, 'docs/benchmarks.md')
  spliceServerSections(file, server)
  console.log(`\n${serverSections(server)}`)
  console.log(`wrote the server sections of ${path.relative(root, file)}`)
  process.exit(0)
}
