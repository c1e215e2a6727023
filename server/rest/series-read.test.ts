// The series read of the app (src/data/events/range-query.ts seriesQuery, range-filter.ts
// seriesFilter) over supabase/migrations/20261124000000_repeating_events.sql: for a visible
// range it returns exactly the repeating series that may have occurrences there (one row per
// series, however old or many its occurrences), never a one-off event or a changed occurrence,
// and on a table of many rows PostgreSQL plans it on the partial index of series.
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { expandSeries } from '../../src/model/recurrence/expand-series.ts'
import { seriesQuery } from '../../src/data/events/range-query.ts'
import { createApp, type App } from '../http/app.ts'
import type { Database } from '../db/database.ts'
import { openPglite } from '../db/database.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const at = (iso: string) => new Date(iso)

interface Range {
  start: Date
  end: Date
}
interface SeriesRow {
  title: string
  start_time: Date
  end_time: Date
  rrule: string
  all_day?: boolean
  /** Set by seed: the end of the last occurrence, or null when it never ends. */
  recurrence_end?: Date | null
}

/** A series: its first occurrence [start, start + length) and rule, in UTC. */
const series = (title: string, start: string, rule: string, length = HOUR): SeriesRow => ({
  title,
  start_time: at(start),
  end_time: new Date(Date.parse(start) + length),
  rrule: rule,
})

const WEEK: Range = { start: at('2026-06-14T00:00:00Z'), end: at('2026-06-21T00:00:00Z') }

/** Series around WEEK, each named after where it is, and a few with their own ranges below. */
const SERIES: SeriesRow[] = [
  series('daily since 2016, never ends', '2016-03-01T09:00:00Z', 'FREQ=DAILY'),
  series('weekly since 2021, never ends', '2021-01-04T09:00:00Z', 'FREQ=WEEKLY;BYDAY=MO'),
  series('yearly since 1990 on June 15', '1990-06-15T00:00:00Z', 'FREQ=YEARLY', DAY),
  series('yearly since 1990 on January 10', '1990-01-10T00:00:00Z', 'FREQ=YEARLY', DAY),
  series('monthly on the 2nd Tuesday', '2020-01-14T18:00:00Z', 'FREQ=MONTHLY;BYDAY=2TU'),
  series('ended in 2025', '2025-01-06T09:00:00Z', 'FREQ=WEEKLY;UNTIL=20251229T235959Z'),
  series('ended the day before', '2026-06-01T09:00:00Z', 'FREQ=DAILY;UNTIL=20260613T235959Z'),
  // Its last occurrence ends exactly at the range's start: not in it (ranges are half-open).
  series('last one ends at the start', '2026-06-11T23:00:00Z', 'FREQ=DAILY;COUNT=3'),
  // Its last occurrence began the evening before and runs into the range.
  series('last one runs into it', '2026-06-11T23:30:00Z', 'FREQ=DAILY;COUNT=3'),
  series('ends inside', '2026-06-01T12:00:00Z', 'FREQ=DAILY;COUNT=16'),
  series('starts inside', '2026-06-17T08:00:00Z', 'FREQ=MONTHLY'),
  series('starts at the end', '2026-06-21T00:00:00Z', 'FREQ=DAILY'),
  series('starts after', '2026-07-01T09:00:00Z', 'FREQ=WEEKLY'),
  series('every other week, off this week', '2026-06-08T10:00:00Z', 'FREQ=WEEKLY;INTERVAL=2'),
]

/** The rule the read implements (range-filter.ts): starts before the end, not over by the start. */
const mayOccur = (row: SeriesRow, { start, end }: Range) =>
  row.start_time < end && (row.recurrence_end == null || row.recurrence_end > start)

/** Occurrence starts in the range (expand-series.ts, as the app expands what it reads). */
const occurrences = (row: SeriesRow, range: Range) =>
  expandSeries(
    {
      start: row.start_time,
      end: row.end_time,
      rule: row.rrule,
      tzid: 'UTC',
      allDay: false,
      skip: new Set(),
    },
    range,
  )

/** The end of a series' last occurrence, or null when it never ends. */
function recurrenceEnd(row: SeriesRow): Date | null {
  if (!/COUNT|UNTIL/.test(row.rrule)) return null
  const last = occurrences(row, { start: row.start_time, end: at('2100-01-01T00:00:00Z') }).at(-1)!
  return new Date(last.getTime() + row.end_time.getTime() - row.start_time.getTime())
}

/** A Database that remembers the last main statement a request ran (not its prelude). */
function recording(db: Database) {
  const seen: { last?: { sql: string; params: unknown[] } } = {}
  const wrapped: Database = {
    engine: db.engine,
    transaction: (fn, opts) =>
      db.transaction(
        (tx) =>
          fn({
            ...tx,
            query: (sql: string, params?: unknown[]) => {
              if (sql.startsWith('with pgrst_source')) seen.last = { sql, params: params ?? [] }
              return tx.query(sql, params)
            },
          } as typeof tx),
        opts,
      ),
    exec: (sql) => db.exec(sql),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    close: () => db.close(),
  }
  return { db: wrapped, seen }
}

let app: App
let seen: { last?: { sql: string; params: unknown[] } }
const supabase = () =>
  createClient('http://localhost', app.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: (input, init) => app.fetch(new Request(input, init)) },
    // supabase-js >= 2.100 throws on Node 20 without a WebSocket (protocol.md §3.3).
    realtime: { transport: WebSocket as never },
  })

/** Rows as the owner: JSON records with any of the table's columns. */
async function insert(db: Database, rows: object[]) {
  await db.transaction((tx) =>
    tx.query(
      `insert into public.events (title, start_time, end_time, all_day, rrule, tzid,
         recurrence_end, series_id, original_start)
       select title, start_time, end_time, coalesce(all_day, false), rrule, tzid, recurrence_end,
         series_id, original_start
       from json_to_recordset($1::json) as x(title text, start_time timestamptz,
         end_time timestamptz, all_day boolean, rrule text, tzid text, recurrence_end timestamptz,
         series_id uuid, original_start timestamptz)`,
      [JSON.stringify(rows)],
    ),
  )
}

beforeAll(async () => {
  const rec = recording(await openPglite('memory://'))
  seen = rec.seen
  app = await createApp({ db: rec.db, distDir: null, maxRows: 100_000 })
  for (const row of SERIES) row.recurrence_end = recurrenceEnd(row)
  await insert(
    app.db,
    SERIES.map((row) => ({ ...row, tzid: 'UTC' })),
  )
  // One-off events in the range, and a changed occurrence of the daily series moved into it:
  // the span read's rows, never the series read's.
  const { rows } = await app.db.transaction((tx) =>
    tx.query(`select id from public.events where title = 'daily since 2016, never ends'`),
  )
  await insert(app.db, [
    {
      title: 'one-off',
      start_time: at('2026-06-15T10:00:00Z'),
      end_time: at('2026-06-15T11:00:00Z'),
    },
    {
      title: 'changed occurrence',
      start_time: at('2026-06-16T15:00:00Z'),
      end_time: at('2026-06-16T16:00:00Z'),
      series_id: (rows[0] as { id: string }).id,
      original_start: at('2026-06-16T09:00:00Z'),
    },
  ])
  // Many rows besides: 30,000 one-off events over two years and 300 series, as a table in use.
  await app.db.exec(`
    insert into public.events (title, start_time, end_time)
    select 'filler ' || i, timestamptz '2025-07-01 08:00Z' + i * interval '35 minutes',
      timestamptz '2025-07-01 09:00Z' + i * interval '35 minutes'
    from generate_series(1, 30000) as i;
    insert into public.events (title, start_time, end_time, rrule, tzid, recurrence_end)
    select 'filler series ' || i, timestamptz '2025-07-01 08:00Z' + i * interval '58 hours',
      timestamptz '2025-07-01 09:00Z' + i * interval '58 hours', 'FREQ=WEEKLY', 'UTC',
      case when i % 4 = 0 then timestamptz '2025-07-01 09:00Z' + i * interval '58 hours'
        + interval '10 weeks' end
    from generate_series(1, 300) as i;
    analyze public.events;`)
}, 60_000)
afterAll(() => app?.close())

/** The app's series read (every row: maxRows is above the table), by title. */
async function read(range: Range): Promise<string[]> {
  const { data, error } = await seriesQuery(supabase(), range)
  expect(error).toBeNull()
  return (data as unknown as { title: string }[])
    .map((row) => row.title)
    .filter((title) => !title.startsWith('filler'))
}

const RANGES: [string, Range][] = [
  ['the week', WEEK],
  ['a month grid', { start: at('2026-05-31T00:00:00Z'), end: at('2026-07-12T00:00:00Z') }],
  ['a week in 2016', { start: at('2016-06-12T00:00:00Z'), end: at('2016-06-19T00:00:00Z') }],
  ['a day in 2030', { start: at('2030-01-10T00:00:00Z'), end: at('2030-01-11T00:00:00Z') }],
]

describe('the series read', () => {
  it('around a week: the long-running and the overlapping series, not those over or to come', async () => {
    expect((await read(WEEK)).sort()).toEqual(
      [
        'daily since 2016, never ends',
        'weekly since 2021, never ends',
        'yearly since 1990 on June 15',
        'yearly since 1990 on January 10',
        'monthly on the 2nd Tuesday',
        'last one runs into it',
        'ends inside',
        'starts inside',
        'every other week, off this week',
      ].sort(),
    )
  })

  it.each(RANGES)(
    '%s: exactly the series that may occur there, and every series that does',
    async (_name, range) => {
      const titles = await read(range)
      const expected = SERIES.filter((row) => mayOccur(row, range))
      expect(titles.sort()).toEqual(expected.map((row) => row.title).sort())
      // Never one that has an occurrence in the range left out (a superset of those).
      for (const row of SERIES) {
        if (occurrences(row, range).length > 0) expect(titles).toContain(row.title)
      }
    },
  )

  it('one row per series, ordered by start: a daily series of ten years is one row', async () => {
    const { data } = await seriesQuery(supabase(), WEEK)
    const rows = data as unknown as { title: string; start_time: string; rrule: string }[]
    expect(rows.filter((row) => row.title === 'daily since 2016, never ends')).toHaveLength(1)
    expect(rows.every((row) => row.rrule !== null)).toBe(true)
    const starts = rows.map((row) => Date.parse(row.start_time))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
  })

  it.each(RANGES)(
    '%s: planned on events_series_start_time_idx, without reading the table through',
    async (_name, range) => {
      await seriesQuery(supabase(), range)
      const statement = seen.last!
      expect(statement.sql).toContain('not "public"."events"."rrule" is null')
      const plan = await app.db.transaction(async (tx) => {
        await tx.query(`select set_config('role', 'anon', true)`)
        const { rows } = await tx.query(`explain (format json) ${statement.sql}`, statement.params)
        const raw = (rows[0] as Record<string, unknown>)['QUERY PLAN']
        return JSON.stringify(typeof raw === 'string' ? JSON.parse(raw) : raw)
      })
      expect(plan).toContain('"Index Name":"events_series_start_time_idx"')
      expect(plan).not.toContain('"Node Type":"Seq Scan"')
    },
  )
})
