// The year view's counts (supabase/migrations/20261201000000_year_counts.sql; decisions.md,
// "Year view: counts per day") through supabase-js .rpc() to the local backend, on the engine
// CONFORMANCE_ENGINE selects: which days an event counts on (one-off, several days, ending at
// midnight, reversed, all day, in a zone with a daylight-saving change), that series rows are
// left to the browser, grants and row-level security, private mode's isolation, and that a
// year of 50,000 events is read by range scans of the span-class index, not the whole table.
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

interface DayCount {
  day: string
  events: number
}

/** The counts as the app asks for them; the error thrown when refused. */
async function counts(
  client: SupabaseClient,
  start: string,
  end: string,
  zone: string,
): Promise<DayCount[]> {
  const { data, error } = await client.rpc('event_day_counts', {
    range_start: start,
    range_end: end,
    zone,
  })
  if (error) throw error
  return data as DayCount[]
}

const asMap = (rows: DayCount[]) => Object.fromEntries(rows.map((row) => [row.day, row.events]))

/** Inserts events as the database owner: [title, start, end, all_day?, rrule?]. */
function insert(server: TestServer, rows: [string, string, string, boolean?, string?][]) {
  const values = rows
    .map(
      ([title, start, end, allDay = false, rrule]) =>
        `('${title}', '${start}', '${end}', ${allDay}, ${rrule ? `'${rrule}'` : 'null'})`,
    )
    .join(',\n')
  return server.db.exec(`insert into public.events (title, start_time, end_time, all_day, rrule)
    values ${values}`)
}

/**
 * The plan of the exact count's body (event_day_counts_by_events, which event_day_counts asks
 * when its table cannot answer) for these arguments, as `role` (EXPLAIN).
 */
async function planOf(server: TestServer, role: string, args: [string, string, string]) {
  const { rows } = await server.db.transaction((tx) =>
    tx.query(`select prosrc from pg_proc where proname = 'event_day_counts_by_events'`),
  )
  const [start, end, zone] = args.map((arg) => `'${arg}'`)
  const body = String((rows[0] as { prosrc: string }).prosrc)
    .replaceAll('range_start', `${start}::timestamptz`)
    .replaceAll('range_end', `${end}::timestamptz`)
    .replaceAll('time zone zone', `time zone ${zone}`)
    // The calendars left out (20261202000001_calendar_day_counts.sql): none, as the app asks.
    .replaceAll('any(hidden_calendars)', `any('{}'::uuid[])`)
    .replace(/;\s*$/, '')
  const result = await server.db.transaction(async (tx) => {
    await tx.query(`set local role ${role}`)
    if (role === 'authenticated') {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: ALICE, role: 'authenticated' }),
      ])
    }
    return tx.query(`explain (format text) ${body}`)
  })
  return result.rows.map((row) => String(Object.values(row)[0])).join('\n')
}

const ALICE = '11111111-1111-4111-8111-111111111111'
const BOB = '22222222-2222-4222-8222-222222222222'

describe(`event_day_counts on ${engineName()}`, () => {
  let server: TestServer
  let anon: SupabaseClient

  beforeAll(async () => {
    server = await startServer({ fixtures: false })
    anon = server.client()
  })
  afterAll(() => server?.close())
  beforeEach(() =>
    server.db.exec(`truncate public.events cascade;
      drop policy if exists "no private counts" on public.events;
      ${EVENTS_SQL}`),
  )

  it('counts each event on every day of the zone it covers, by the month grid rule', async () => {
    await insert(server, [
      ['one hour', '2026-03-02T09:00Z', '2026-03-02T10:00Z'],
      ['same day', '2026-03-02T15:00Z', '2026-03-02T16:00Z'],
      // Three days: the 3rd from 22:00 to the 5th at 02:00.
      ['trip', '2026-03-03T22:00Z', '2026-03-05T02:00Z'],
      // Ends at midnight: not on the 7th.
      ['to midnight', '2026-03-06T20:00Z', '2026-03-07T00:00Z'],
      // Reversed and zero-length: their start day only.
      ['reversed', '2026-03-08T10:00Z', '2026-03-01T10:00Z'],
      ['instant', '2026-03-09T23:59Z', '2026-03-09T23:59Z'],
      // All day, the 10th and 11th (exclusive end).
      ['all day', '2026-03-10T00:00Z', '2026-03-12T00:00Z', true],
      // Outside: before, after, and one ending exactly at the range's start.
      ['before', '2026-02-27T10:00Z', '2026-02-27T11:00Z'],
      ['ends at start', '2026-02-28T23:00Z', '2026-03-01T00:00Z'],
      ['after', '2026-04-01T00:00Z', '2026-04-01T01:00Z'],
    ])
    const march = await counts(anon, '2026-03-01T00:00Z', '2026-04-01T00:00Z', 'UTC')
    expect(march).toEqual([
      { day: '2026-03-02', events: 2 },
      { day: '2026-03-03', events: 1 },
      { day: '2026-03-04', events: 1 },
      { day: '2026-03-05', events: 1 },
      { day: '2026-03-06', events: 1 },
      { day: '2026-03-08', events: 1 },
      { day: '2026-03-09', events: 1 },
      { day: '2026-03-10', events: 1 },
      { day: '2026-03-11', events: 1 },
    ])
  })

  it('leaves series rows to the browser and counts changed occurrences as events', async () => {
    await insert(server, [
      ['one-off', '2026-03-02T09:00Z', '2026-03-02T10:00Z'],
      ['daily', '2026-03-01T08:00Z', '2026-03-01T08:15Z', false, 'FREQ=DAILY'],
    ])
    await server.db.exec(`insert into public.events (title, start_time, end_time, series_id,
        original_start)
      select 'moved', '2026-03-04T12:00Z', '2026-03-04T13:00Z', id, '2026-03-03T08:00Z'
        from public.events where rrule is not null`)
    const march = await counts(anon, '2026-03-01T00:00Z', '2026-04-01T00:00Z', 'UTC')
    expect(march).toEqual([
      { day: '2026-03-02', events: 1 },
      { day: '2026-03-04', events: 1 },
    ])
  })

  it("places days on the zone's wall clock across a daylight-saving change", async () => {
    // New York falls back on November 1, 2026 (a day of 25 hours: 04:00Z to 05:00Z the next
    // day) and springs forward on March 8 (23 hours: 05:00Z to 04:00Z).
    await insert(server, [
      ['first minute of Nov 1', '2026-11-01T04:00Z', '2026-11-01T04:30Z'],
      // 01:30 EDT and 01:30 EST, the repeated hour: both November 1.
      ['01:30 EDT', '2026-11-01T05:30Z', '2026-11-01T06:00Z'],
      ['01:30 EST', '2026-11-01T06:30Z', '2026-11-01T07:00Z'],
      ['last minute of Nov 1', '2026-11-02T04:59Z', '2026-11-02T05:00Z'],
      ['first minute of Nov 2', '2026-11-02T05:00Z', '2026-11-02T05:30Z'],
      // In UTC the day before: 23:30 EDT on October 31.
      ['Oct 31 late', '2026-11-01T03:30Z', '2026-11-01T03:45Z'],
      // Across the spring-forward night: the 7th 23:00 EST to the 8th 04:00 EDT.
      ['overnight', '2026-03-08T04:00Z', '2026-03-08T08:00Z'],
      ['last minute of Mar 8', '2026-03-09T03:59Z', '2026-03-09T04:00Z'],
      // All-day: the same dates in New York as in UTC.
      ['all day Nov 1', '2026-11-01T00:00Z', '2026-11-02T00:00Z', true],
    ])
    const year = asMap(
      await counts(anon, '2026-01-01T05:00Z', '2027-01-01T05:00Z', 'America/New_York'),
    )
    expect(year).toEqual({
      '2026-03-07': 1,
      '2026-03-08': 2,
      '2026-10-31': 1,
      '2026-11-01': 5,
      '2026-11-02': 1,
    })
    // The same rows in UTC: by UTC dates.
    const utc = asMap(await counts(anon, '2026-01-01T00:00Z', '2027-01-01T00:00Z', 'UTC'))
    expect(utc).toEqual({ '2026-03-08': 1, '2026-03-09': 1, '2026-11-01': 5, '2026-11-02': 2 })
    // And in Kolkata (UTC+5:30, no change): 04:00Z on November 1 is 09:30 there.
    const kolkata = asMap(
      await counts(anon, '2025-12-31T18:30Z', '2026-12-31T18:30Z', 'Asia/Kolkata'),
    )
    expect(kolkata['2026-11-01']).toBe(5)
    expect(kolkata['2026-11-02']).toBe(2)
  })

  it('answers only the days of the range, in order, whatever the events span', async () => {
    await insert(server, [
      // Two years: only January's days are asked for.
      ['long', '2025-06-01T00:00Z', '2027-06-01T00:00Z'],
      ['short', '2026-01-15T10:00Z', '2026-01-15T11:00Z'],
    ])
    const january = await counts(anon, '2026-01-01T00:00Z', '2026-02-01T00:00Z', 'UTC')
    expect(january).toHaveLength(31)
    expect(january[0]).toEqual({ day: '2026-01-01', events: 1 })
    expect(january[30]).toEqual({ day: '2026-01-31', events: 1 })
    expect(asMap(january)['2026-01-15']).toBe(2)
  })

  it('applies grants and row-level security as the table does', async () => {
    await insert(server, [
      ['Public talk', '2026-03-02T09:00Z', '2026-03-02T10:00Z'],
      ['Private visit', '2026-03-02T11:00Z', '2026-03-02T12:00Z'],
    ])
    const range = ['2026-03-01T00:00Z', '2026-04-01T00:00Z', 'UTC'] as const
    expect(await counts(anon, ...range)).toEqual([{ day: '2026-03-02', events: 2 }])
    await server.db.exec(`create policy "no private counts" on public.events as restrictive
      for all to anon using (title not like 'Private%')`)
    expect(await counts(anon, ...range)).toEqual([{ day: '2026-03-02', events: 1 }])
    await server.db.exec(
      'revoke execute on function public.event_day_counts(timestamptz, timestamptz, text, uuid[]) from anon',
    )
    const refused = await counts(anon, ...range).catch((error: unknown) => error)
    expect(refused).toMatchObject({ code: '42501' })
    await server.db.exec(
      'grant execute on function public.event_day_counts(timestamptz, timestamptz, text, uuid[]) to anon',
    )
  })

  it('is missing (PGRST202) on a database set up before it, as the app expects', async () => {
    await server.db
      .exec(`drop function public.event_day_counts(timestamptz, timestamptz, text, uuid[]);
      notify pgrst, 'reload schema';`)
    try {
      const missing = await counts(anon, '2026-03-01T00:00Z', '2026-04-01T00:00Z', 'UTC').catch(
        (error: unknown) => error,
      )
      expect(isMissingFunction(missing, 'event_day_counts')).toBe(true)
    } finally {
      // As the setup SQL makes it: the year view's file, then the calendars' version of it.
      for (const file of [
        '20261201000000_year_counts.sql',
        '20261202000001_calendar_day_counts.sql',
      ]) {
        await server.db.exec(readFileSync(path.join(ROOT, 'supabase/migrations', file), 'utf8'))
      }
    }
    expect(await counts(anon, '2026-03-01T00:00Z', '2026-04-01T00:00Z', 'UTC')).toEqual([])
  })

  it('keeps its counts equal to the exact ones through inserts, updates and deletes', async () => {
    // Every kind of event, at awkward instants: midnights of several zones, quarter hours and
    // a minute off them, reversed, zero-length, all day, several days, a series and its change.
    await server.db.exec(`insert into public.events (title, start_time, end_time, all_day)
      select 'k' || i,
             '2025-12-20T00:00Z'::timestamptz + (i * 7919 % 400) * interval '1 day'
               + (i * 37 % 1440) * interval '1 minute',
             '2025-12-20T00:00Z'::timestamptz + (i * 7919 % 400) * interval '1 day'
               + (i * 37 % 1440) * interval '1 minute'
               + case i % 7 when 0 then interval '0' when 1 then -interval '2 hours'
                   when 2 then interval '3 days 15 minutes' when 3 then interval '45 minutes'
                   else (i % 180) * interval '1 minute' end,
             false
        from generate_series(1, 3000) i;
      update public.events set all_day = true,
             start_time = date_trunc('day', start_time at time zone 'UTC') at time zone 'UTC',
             end_time = date_trunc('day', start_time at time zone 'UTC') at time zone 'UTC'
               + (length(title) % 3) * interval '1 day'
       where title like '%3';`)
    await insert(server, [
      ['series', '2026-03-01T08:00Z', '2026-03-01T09:00Z', false, 'FREQ=DAILY'],
      ['at midnight NY', '2026-03-08T05:00Z', '2026-03-09T04:00Z'],
      ['at midnight Lord Howe', '2026-04-04T13:00Z', '2026-04-05T13:30Z'],
    ])
    const zones: [string, string, string][] = [
      ['2026-01-01T00:00Z', '2027-01-01T00:00Z', 'UTC'],
      ['2026-01-01T05:00Z', '2027-01-01T05:00Z', 'America/New_York'],
      ['2025-12-31T18:30Z', '2026-12-31T18:30Z', 'Asia/Kolkata'],
      ['2026-01-01T00:00Z', '2027-01-01T00:00Z', 'Europe/London'],
      ['2025-12-31T13:00Z', '2026-12-31T13:00Z', 'Australia/Lord_Howe'],
      ['2025-12-31T18:15Z', '2026-01-31T18:15Z', 'Asia/Kathmandu'],
    ]
    const both = async () => {
      for (const [start, end, zone] of zones) {
        const kept = await counts(anon, start, end, zone)
        const { rows } = await server.db.transaction((tx) =>
          tx.query(
            `select day::text as day, events from public.event_day_counts_by_events($1, $2, $3)`,
            [start, end, zone],
          ),
        )
        expect(kept.length).toBeGreaterThan(0)
        // Numbers as numbers on both engines' drivers.
        const exact = (rows as { day: string; events: unknown }[]).map((row) => ({
          day: row.day,
          events: Number(row.events),
        }))
        expect(kept, zone).toEqual(exact)
      }
    }
    await both()
    // Moved, lengthened, turned into a series and back, deleted.
    await server.db.exec(`
      update public.events set start_time = start_time + interval '5 hours 15 minutes',
             end_time = end_time + interval '1 day' where title like '%1';
      update public.events set rrule = 'FREQ=WEEKLY' where title like '%2';
      update public.events set rrule = null where title like '%22';
      delete from public.events where title like '%4';`)
    await both()
    // Run again, the file fills the table anew, and counts nothing twice.
    await server.db.exec(
      readFileSync(
        path.join(ROOT, 'supabase/migrations/20261205100000_day_count_buckets.sql'),
        'utf8',
      ),
    )
    await both()
  }, 120_000)

  it('counts from the events where midnights are not quarter hours from UTC', async () => {
    // Amsterdam kept UTC+0:19:32 in 1930: its midnights were no quarter hours.
    await insert(server, [['old', '1930-06-01T10:00Z', '1930-06-03T10:00Z']])
    expect(
      asMap(await counts(anon, '1930-05-31T23:40:28Z', '1930-06-30T23:40:28Z', 'Europe/Amsterdam')),
    ).toEqual({ '1930-06-01': 1, '1930-06-02': 1, '1930-06-03': 1 })
  })

  it('reads a year of 50,000 events by range scans of the span-class index', async () => {
    // Two years of 50,000 events each: an hour long, 2% three days long, 1% all day.
    await server.db.exec(`insert into public.events (title, start_time, end_time, all_day)
      select 'e' || i,
             '2025-01-01T07:00Z'::timestamptz + (i % 730) * interval '1 day'
               + ((i * 7) % 840) * interval '1 minute',
             '2025-01-01T07:00Z'::timestamptz + (i % 730) * interval '1 day'
               + ((i * 7) % 840) * interval '1 minute'
               + case when i % 50 = 0 then interval '3 days' else interval '1 hour' end,
             false
        from generate_series(1, 100000) i;
      update public.events set all_day = true,
             start_time = date_trunc('day', start_time at time zone 'UTC') at time zone 'UTC',
             end_time = date_trunc('day', start_time at time zone 'UTC') at time zone 'UTC'
               + interval '1 day'
       where title like '%5' and title like '%25';
      analyze public.events;`)
    const args: [string, string, string] = [
      '2026-01-01T05:00:00Z',
      '2027-01-01T05:00:00Z',
      'America/New_York',
    ]
    const plan = await planOf(server, 'anon', args)
    expect(plan).toContain('Bitmap Index Scan on events_span_class_start_time_idx')
    expect(plan).not.toMatch(/Seq Scan on events/)
    const year = await counts(anon, ...args)
    expect(year).toHaveLength(365)
    // Each day: its events of an hour, the three-day ones of the days before, all day or not.
    const total = year.reduce((sum, row) => sum + row.events, 0)
    const { rows } = await server.db.transaction((tx) =>
      tx.query(`select count(*)::int as n from public.events
                 where start_time < '${args[1]}' and end_time > '${args[0]}'`),
    )
    expect(total).toBeGreaterThan(Number((rows[0] as { n: unknown }).n))
  }, 120_000)
})

describe(`event_day_counts in private mode on ${engineName()}`, () => {
  let server: TestServer
  let listening: Listening
  const PRIVATE_SQL = readFileSync(path.join(ROOT, 'supabase/private-mode.sql'), 'utf8')
  const person = async (sub: string) => {
    const token = await userToken(sub)
    // The person's token as the key: sent as apikey and as the bearer, which the gateway and
    // PostgREST take as supabase-js's signed-in requests.
    return server.client(token, listening.url)
  }

  beforeAll(async () => {
    server = await startServer({ fixtures: false })
    await server.db.exec(PRIVATE_SQL)
    listening = await server.listen()
    await server.db.exec(`insert into public.events (title, start_time, end_time, user_id) values
      ('Alice 1', '2026-03-02T09:00Z', '2026-03-02T10:00Z', '${ALICE}'),
      ('Alice 2', '2026-03-02T11:00Z', '2026-03-04T12:00Z', '${ALICE}'),
      ('Bob 1', '2026-03-02T09:00Z', '2026-03-02T10:00Z', '${BOB}'),
      ('Bob 2', '2026-03-05T09:00Z', '2026-03-05T10:00Z', '${BOB}'),
      ('Nobody', '2026-03-06T09:00Z', '2026-03-06T10:00Z',
       '00000000-0000-0000-0000-000000000000');
      analyze public.events;`)
  })
  afterAll(async () => {
    await listening?.close()
    await server?.close()
  })

  it("counts only the signed-in person's own events; anon gets nothing", async () => {
    const range = ['2026-03-01T00:00Z', '2026-04-01T00:00Z', 'UTC'] as const
    expect(await counts(await person(ALICE), ...range)).toEqual([
      { day: '2026-03-02', events: 2 },
      { day: '2026-03-03', events: 1 },
      { day: '2026-03-04', events: 1 },
    ])
    expect(await counts(await person(BOB), ...range)).toEqual([
      { day: '2026-03-02', events: 1 },
      { day: '2026-03-05', events: 1 },
    ])
    // Someone with no events: none of the others' days.
    expect(await counts(await person('33333333-3333-4333-8333-333333333333'), ...range)).toEqual([])
    // The anon key alone: refused (private mode revokes the range view from anon).
    const anon = await counts(server.client(ANON_KEY, listening.url), ...range).catch(
      (error: unknown) => error,
    )
    expect(anon).toMatchObject({ code: '42501' })
  })

  it("reads the person's rows by the owner's span-class index", async () => {
    await server.db.exec(`insert into public.events (title, start_time, end_time, user_id)
      select 'bulk ' || i, '2025-01-01T09:00Z'::timestamptz + (i % 730) * interval '1 day',
             '2025-01-01T10:00Z'::timestamptz + (i % 730) * interval '1 day',
             case when i % 2 = 0 then '${ALICE}'::uuid else '${BOB}'::uuid end
        from generate_series(1, 20000) i;
      analyze public.events;`)
    const plan = await planOf(server, 'authenticated', [
      '2026-01-01T00:00:00Z',
      '2027-01-01T00:00:00Z',
      'UTC',
    ])
    expect(plan).toContain('events_owner_span_class_start_time_idx')
    expect(plan).not.toMatch(/Seq Scan on events/)
  }, 60_000)
})
