// The visible-range read of the app (src/data/events/range-filter.ts) over the events_by_span view of
// supabase/migrations/20261122000000_events_by_span.sql: the same rows as the table read a
// database without the view gets, and as the overlap rule the views draw by, for events of
// every duration class, on class boundaries, reversed and zero-length.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  EVENT_COLUMNS,
  overlapFilter,
  spanClassFilter,
} from '../../src/data/events/range-filter.ts'
import { createApp, type App } from '../http/app.ts'
import { openPglite } from '../db/database.ts'

const MIGRATIONS = path.resolve(import.meta.dirname, '../../supabase/migrations')
const HOUR = 3_600_000
const T0 = Date.UTC(2026, 5, 1)

interface Range {
  start: Date
  end: Date
}
interface Row {
  id: string
  start_time: string
  end_time: string
}

let app: App

/** mulberry32, so a failure is reproducible. */
function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Durations on and next to every class boundary, reversed, zero, and random ones. */
function durations(random: () => number): number[] {
  const out = [0, -HOUR, -1, 1]
  for (let k = 0; k <= 15; k++) out.push(2 ** k * HOUR - 1, 2 ** k * HOUR, 2 ** k * HOUR + 1)
  for (let i = 0; i < 300; i++) out.push(Math.floor(2 ** (random() * 17) * HOUR * 0.5))
  return out
}

beforeAll(async () => {
  app = await createApp({ db: await openPglite('memory://'), distDir: null, maxRows: 100_000 })
  const random = prng(5)
  const rows: { start_time: Date; end_time: Date }[] = []
  for (const duration of durations(random)) {
    for (let i = 0; i < 4; i++) {
      const start = T0 + Math.floor((random() - 0.5) * 90 * 24) * HOUR + (i % 2) * 30 * 60_000
      rows.push({ start_time: new Date(start), end_time: new Date(start + duration) })
    }
  }
  await app.db.transaction((tx) =>
    tx.query(
      `insert into public.events (title, start_time, end_time)
       select 'e', start_time, end_time from json_to_recordset($1::json)
       as x(start_time timestamptz, end_time timestamptz)`,
      [JSON.stringify(rows)],
    ),
  )
}, 60_000)
afterAll(() => app?.close())

async function read(relation: string, range: Range): Promise<Row[]> {
  const params = new URLSearchParams([
    ['select', EVENT_COLUMNS],
    ['start_time', `lt.${range.end.toISOString()}`],
    ['or', `(${overlapFilter(range)})`],
    ...(relation === 'events_by_span' ? [['or', `(${spanClassFilter(range)})`]] : []),
    ['order', 'start_time.asc,id.asc'],
  ])
  const response = await app.fetch(
    new Request(`http://localhost/rest/v1/${relation}?${params}`, {
      headers: { apikey: app.anonKey, Authorization: `Bearer ${app.anonKey}` },
    }),
  )
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as Row[]
}

/** The rule the views draw by: a reversed event is an instant at its start. */
function overlaps(row: Row, { start, end }: Range): boolean {
  const s = Date.parse(row.start_time)
  const e = Math.max(s, Date.parse(row.end_time))
  return s < end.getTime() && (e > start.getTime() || s >= start.getTime())
}

const ranges: Range[] = [
  { start: new Date(T0), end: new Date(T0 + 24 * HOUR) },
  { start: new Date(T0), end: new Date(T0 + 7 * 24 * HOUR) },
  { start: new Date(T0 - 3 * 24 * HOUR), end: new Date(T0 + 39 * 24 * HOUR) },
  { start: new Date(T0 + 30 * 60_000), end: new Date(T0 + 90 * 60_000) },
  ...Array.from({ length: 20 }, (_, i) => {
    const start = T0 + (i - 10) * 97 * HOUR + i * 60_000
    return { start: new Date(start), end: new Date(start + (1 + i) * 13 * HOUR) }
  }),
]

describe('events_by_span', () => {
  it.each(ranges.map((range) => [range.start.toISOString(), range.end.toISOString(), range]))(
    '%s .. %s: the rows of the table read and of the overlap rule, in order',
    async (_from, _to, range) => {
      const byView = await read('events_by_span', range as Range)
      const all = await read('events', { start: new Date(0), end: new Date(Date.UTC(3000, 0)) })
      const expected = all.filter((row) => overlaps(row, range as Range))
      expect(byView.map((r) => r.id)).toEqual(expected.map((r) => r.id))
      expect(await read('events', range as Range)).toEqual(byView)
      expect(byView.length).toBeGreaterThan(0)
    },
  )

  it('hands out only the app columns it is asked for, and no span_class', async () => {
    const [row] = await read('events_by_span', ranges[1]!)
    expect(Object.keys(row!)).toEqual(EVENT_COLUMNS.split(','))
  })

  it('applies again without error (the setup SQL may be pasted twice)', async () => {
    for (const file of ['20261121000000_create_events.sql', '20261122000000_events_by_span.sql']) {
      await app.db.exec(readFileSync(path.join(MIGRATIONS, file), 'utf8'))
    }
    expect((await read('events_by_span', ranges[1]!)).length).toBeGreaterThan(0)
  })
})
