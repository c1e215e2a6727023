// The year view's one request (supabase/migrations/20261206000000_year_read.sql; decisions.md,
// "Year view: one request") through supabase-js .rpc() to the local backend, on the engine
// CONFORMANCE_ENGINE selects: the days are event_day_counts' own, the series are those the app's
// series read chooses (range-filter.ts seriesFilter) with only the columns counting needs, a
// hidden calendar's are left out, row-level security and private mode apply to both halves, and
// a database set up before it answers PGRST202, which the app reads as "read apart".
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { isMissingFunction } from '../src/data/schema/missing-function.ts'
import {
  ANON_KEY,
  engineName,
  EVENTS_SQL,
  ROOT,
  startServer,
  userToken,
  type Listening,
  type TestServer,
} from './harness.ts'

interface YearRead {
  days: { day: string; events: number }[]
  series: Record<string, unknown>[]
}

const MARCH = {
  range_start: '2026-03-01T00:00:00Z',
  range_end: '2026-04-01T00:00:00Z',
  zone: 'UTC',
}

async function yearRead(
  client: SupabaseClient,
  args: Record<string, unknown> = MARCH,
): Promise<YearRead> {
  const { data, error } = await client.rpc('event_day_counts_with_series', args)
  if (error) throw error
  return data as YearRead
}

/** The series' rules, sorted: which series came back. */
const rules = (read: YearRead) => read.series.map((row) => String(row.rrule)).sort()

const ALICE = '11111111-1111-4111-8111-111111111111'
const BOB = '22222222-2222-4222-8222-222222222222'

describe(`event_day_counts_with_series on ${engineName()}`, () => {
  let server: TestServer
  let anon: SupabaseClient

  beforeAll(async () => {
    server = await startServer({ fixtures: false })
    anon = server.client()
  })
  afterAll(() => server?.close())
  beforeEach(() =>
    server.db.exec(`truncate public.events cascade;
      drop policy if exists "no private reads" on public.events;
      ${EVENTS_SQL}`),
  )

  it("answers event_day_counts' days and the series that may occur, with their times only", async () => {
    await server.db.exec(`insert into public.events
        (title, start_time, end_time, rrule, tzid, exdates, recurrence_end) values
      ('one-off', '2026-03-02T09:00Z', '2026-03-02T10:00Z', null, null, '{}', null),
      ('trip', '2026-03-03T22:00Z', '2026-03-05T02:00Z', null, null, '{}', null),
      -- Open since last year: may occur in March.
      ('daily', '2025-06-01T08:00Z', '2025-06-01T08:15Z', 'FREQ=DAILY', 'UTC',
       array['2026-03-10T08:00Z']::timestamptz[], null),
      -- Ends on March 1st at 09:00: its last occurrence is in the range.
      ('ending', '2026-02-20T08:00Z', '2026-02-20T09:00Z', 'FREQ=DAILY;UNTIL=20260301T080000Z',
       'UTC', '{}', '2026-03-01T09:00Z'),
      -- Ended before the range, and starting at its end: neither is read.
      ('over', '2026-01-01T08:00Z', '2026-01-01T09:00Z', 'FREQ=WEEKLY;COUNT=4', 'UTC', '{}',
       '2026-01-22T09:00Z'),
      ('later', '2026-04-01T00:00Z', '2026-04-01T01:00Z', 'FREQ=MONTHLY', 'UTC', '{}', null)`)
    // A changed occurrence of the daily series: one of the days' events, not a series.
    await server.db.exec(`insert into public.events (title, start_time, end_time, series_id,
        original_start)
      select 'moved', '2026-03-04T12:00Z', '2026-03-04T13:00Z', id, '2026-03-03T08:00Z'
        from public.events where title = 'daily'`)
    const read = await yearRead(anon)
    const { data: days } = await anon.rpc('event_day_counts', MARCH)
    expect(read.days).toEqual(days)
    expect(read.days).toEqual([
      { day: '2026-03-02', events: 1 },
      { day: '2026-03-03', events: 1 },
      { day: '2026-03-04', events: 2 },
      { day: '2026-03-05', events: 1 },
    ])
    expect(rules(read)).toEqual(['FREQ=DAILY', 'FREQ=DAILY;UNTIL=20260301T080000Z'])
    const daily = read.series.find((row) => row.rrule === 'FREQ=DAILY')
    expect(daily).toEqual({
      start_time: '2025-06-01T08:00:00+00:00',
      end_time: '2025-06-01T08:15:00+00:00',
      all_day: false,
      rrule: 'FREQ=DAILY',
      tzid: 'UTC',
      exdates: ['2026-03-10T08:00:00+00:00'],
    })
  })

  it('answers empty lists for a range without events', async () => {
    expect(await yearRead(anon)).toEqual({ days: [], series: [] })
  })

  it("leaves a hidden calendar's counts and series out", async () => {
    const { data: made } = await anon
      .from('calendars')
      .insert({ name: 'Apart', position: 5 })
      .select()
      .single()
    const apart = (made as { id: string }).id
    await server.db.exec(`insert into public.events (title, start_time, end_time, rrule, tzid,
        calendar_id) values
      ('kept', '2026-03-02T09:00Z', '2026-03-02T10:00Z', null, null, default),
      ('kept series', '2026-03-02T11:00Z', '2026-03-02T12:00Z', 'FREQ=WEEKLY', 'UTC', default),
      ('hidden', '2026-03-02T09:00Z', '2026-03-02T10:00Z', null, null, '${apart}'),
      ('hidden series', '2026-03-02T11:00Z', '2026-03-02T12:00Z', 'FREQ=DAILY', 'UTC',
       '${apart}')`)
    const all = await yearRead(anon)
    expect(all.days).toEqual([{ day: '2026-03-02', events: 2 }])
    expect(rules(all)).toEqual(['FREQ=DAILY', 'FREQ=WEEKLY'])
    const shown = await yearRead(anon, { ...MARCH, hidden_calendars: [apart] })
    expect(shown.days).toEqual([{ day: '2026-03-02', events: 1 }])
    expect(rules(shown)).toEqual(['FREQ=WEEKLY'])
  })

  it('applies grants and row-level security to both halves', async () => {
    await server.db.exec(`insert into public.events (title, start_time, end_time, rrule, tzid)
      values ('Public talk', '2026-03-02T09:00Z', '2026-03-02T10:00Z', null, null),
        ('Private visit', '2026-03-02T11:00Z', '2026-03-02T12:00Z', null, null),
        ('Public series', '2026-03-02T09:00Z', '2026-03-02T10:00Z', 'FREQ=WEEKLY', 'UTC'),
        ('Private series', '2026-03-02T09:00Z', '2026-03-02T10:00Z', 'FREQ=DAILY', 'UTC')`)
    await server.db.exec(`create policy "no private reads" on public.events as restrictive
      for all to anon using (title not like 'Private%')`)
    const read = await yearRead(anon)
    expect(read.days).toEqual([{ day: '2026-03-02', events: 1 }])
    expect(rules(read)).toEqual(['FREQ=WEEKLY'])
    const signature = 'public.event_day_counts_with_series(timestamptz, timestamptz, text, uuid[])'
    await server.db.exec(`revoke execute on function ${signature} from anon`)
    try {
      const refused = await yearRead(anon).catch((error: unknown) => error)
      expect(refused).toMatchObject({ code: '42501' })
    } finally {
      await server.db.exec(`grant execute on function ${signature} to anon`)
    }
  })

  it('is missing (PGRST202) on a database set up before it, as the app expects', async () => {
    await server.db.exec(`drop function public.event_day_counts_with_series(timestamptz,
        timestamptz, text, uuid[]);
      notify pgrst, 'reload schema';`)
    try {
      const missing = await yearRead(anon).catch((error: unknown) => error)
      expect(isMissingFunction(missing, 'event_day_counts_with_series')).toBe(true)
    } finally {
      await server.db.exec(
        readFileSync(path.join(ROOT, 'supabase/migrations/20261206000000_year_read.sql'), 'utf8'),
      )
    }
    expect(await yearRead(anon)).toEqual({ days: [], series: [] })
  })
})

describe(`event_day_counts_with_series in private mode on ${engineName()}`, () => {
  let server: TestServer
  let listening: Listening
  const person = async (sub: string) => server.client(await userToken(sub), listening.url)

  beforeAll(async () => {
    server = await startServer({ fixtures: false })
    await server.db.exec(readFileSync(path.join(ROOT, 'supabase/private-mode.sql'), 'utf8'))
    listening = await server.listen()
    await server.db.exec(`insert into public.events (title, start_time, end_time, rrule, tzid,
        user_id) values
      ('Alice', '2026-03-02T09:00Z', '2026-03-02T10:00Z', null, null, '${ALICE}'),
      ('Alice series', '2026-03-03T09:00Z', '2026-03-03T10:00Z', 'FREQ=DAILY', 'UTC', '${ALICE}'),
      ('Bob', '2026-03-05T09:00Z', '2026-03-05T10:00Z', null, null, '${BOB}'),
      ('Bob series', '2026-03-06T09:00Z', '2026-03-06T10:00Z', 'FREQ=WEEKLY', 'UTC', '${BOB}')`)
  })
  afterAll(async () => {
    await listening?.close()
    await server?.close()
  })

  it("answers only the signed-in person's own counts and series; anon gets nothing", async () => {
    const alice = await yearRead(await person(ALICE))
    expect(alice.days).toEqual([{ day: '2026-03-02', events: 1 }])
    expect(rules(alice)).toEqual(['FREQ=DAILY'])
    const bob = await yearRead(await person(BOB))
    expect(bob.days).toEqual([{ day: '2026-03-05', events: 1 }])
    expect(rules(bob)).toEqual(['FREQ=WEEKLY'])
    const refused = await yearRead(server.client(ANON_KEY, listening.url)).catch(
      (error: unknown) => error,
    )
    expect(refused).toMatchObject({ code: '42501' })
  })
})
