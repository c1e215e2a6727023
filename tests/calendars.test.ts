// Calendars (supabase/migrations/20261202000000_calendars.sql; decisions.md, "Calendars") on the
// engine CONFORMANCE_ENGINE selects: the migration over a database that already holds events
// (every event kept, in 'Calendar', its version unchanged; safe to run again), the insert that
// names no calendar, the checks on names and colours, delete_calendar and restore_calendar's
// round trip through supabase-js, the last calendar's refusal, the series functions keeping
// an occurrence in its series' calendar, and the range read's plan.
import { mkdtempSync, readdirSync, readFileSync, copyFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engineName, MIGRATIONS_DIR, startServer, type TestServer } from './harness.ts'

const CALENDARS_FILE = '20261202000000_calendars.sql'
const CALENDARS_SQL = readFileSync(path.join(MIGRATIONS_DIR, CALENDARS_FILE), 'utf8')

/** The migrations before this one, in a folder of their own: a database set up before it. */
function migrationsBefore(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'calendars-before-'))
  for (const file of readdirSync(MIGRATIONS_DIR)) {
    if (file.endsWith('.sql') && file < CALENDARS_FILE) {
      copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file))
    }
  }
  return dir
}

async function query<T = Record<string, unknown>>(
  server: TestServer,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const result = await server.db.transaction((tx) => tx.query(sql, params))
  return result.rows as T[]
}

/** The error of a statement run as the database owner (null when it succeeded). */
async function failure(server: TestServer, sql: string): Promise<string | null> {
  try {
    await server.db.exec(sql)
    return null
  } catch (error) {
    return String((error as Error).message)
  }
}

describe(`the calendars migration over existing events on ${engineName()}`, () => {
  let server: TestServer
  let before: string

  beforeAll(async () => {
    before = migrationsBefore()
    server = await startServer({ fixtures: false, migrationsDir: before })
    await server.db.exec(`
      insert into public.events (id, title, start_time, end_time, color) values
        ('aaaaaaaa-0000-4000-8000-000000000001', 'Kept', '2026-11-02T10:00Z', '2026-11-02T11:00Z',
         '#ef4444'),
        ('aaaaaaaa-0000-4000-8000-000000000002', 'Also kept', '2026-11-03T10:00Z',
         '2026-11-03T11:00Z', '#3b82f6')`)
  })
  afterAll(async () => {
    await server?.close()
    rmSync(before, { recursive: true, force: true })
  })

  it('puts every event in one calendar named Calendar, changing nothing else', async () => {
    const old = await query(server, `select id::text, updated_at::text, color from events`)
    await server.db.exec(CALENDARS_SQL)
    await server.db.exec(CALENDARS_SQL) // safe to run again
    const calendars = await query<{ id: string; name: string; color: string; shown: string }>(
      server,
      `select id::text, name, color, shown::text from calendars`,
    )
    expect(calendars).toEqual([
      { id: expect.any(String) as string, name: 'Calendar', color: '#3b82f6', shown: 'true' },
    ])
    const now = await query(
      server,
      `select id::text, updated_at::text, color, calendar_id::text from events order by id`,
    )
    expect(now).toEqual(
      old
        .sort((a, b) => String(a.id).localeCompare(String(b.id)))
        .map((row) => ({ ...row, calendar_id: calendars[0]!.id })),
    )
    const nullable = await query(
      server,
      `select is_nullable from information_schema.columns
        where table_name = 'events' and column_name = 'calendar_id'`,
    )
    expect(nullable).toEqual([{ is_nullable: 'NO' }])
  })
})

describe(`calendars on ${engineName()}`, () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startServer({ fixtures: false })
  })
  afterAll(async () => {
    await server?.close()
  })

  const firstCalendar = async () =>
    (
      await query<{ id: string }>(
        server,
        `select id::text from calendars order by position, created_at limit 1`,
      )
    )[0]!.id

  it("makes 'Calendar' for an insert that names none on an empty database", async () => {
    const client = server.client()
    const { error } = await client.from('events').insert({
      title: 'Five columns',
      description: null,
      start_time: '2026-11-02T10:00:00Z',
      end_time: '2026-11-02T11:00:00Z',
      color: '#3b82f6',
    })
    expect(error).toBeNull()
    const rows = await query(
      server,
      `select c.name from events e join calendars c on c.id = e.calendar_id
        where e.title = 'Five columns'`,
    )
    expect(rows).toEqual([{ name: 'Calendar' }])
  })

  it('refuses an empty name, a duplicate name and a colour that is not one', async () => {
    const client = server.client()
    for (const row of <{ name: string; color?: string }[]>[
      { name: '   ' },
      { name: ' calendar ' },
      { name: 'x'.repeat(101) },
      { name: 'Work', color: 'red' },
      { name: 'Work', color: '#12345' },
    ]) {
      const { error } = await client.from('calendars').insert(row)
      expect(error, JSON.stringify(row)).not.toBeNull()
    }
    const { data, error } = await client
      .from('calendars')
      .insert({ name: 'Work', color: '#10b981', position: 1 })
      .select()
    expect(error).toBeNull()
    expect(data).toEqual([expect.objectContaining({ name: 'Work', color: '#10b981', shown: true })])
  })

  it('deletes a calendar with its events and restores both by the snapshot', async () => {
    const client = server.client()
    const { data: created } = await client
      .from('calendars')
      .insert({ name: 'Gym', color: '#f59e0b', position: 2 })
      .select()
      .single()
    const gym = (created as { id: string }).id
    const { error: insertError } = await client.from('events').insert([
      {
        id: 'bbbbbbbb-0000-4000-8000-000000000001',
        title: 'Legs',
        start_time: '2026-11-04T07:00:00Z',
        end_time: '2026-11-04T08:00:00Z',
        color: null,
        calendar_id: gym,
      },
      {
        id: 'bbbbbbbb-0000-4000-8000-000000000002',
        title: 'Swim',
        start_time: '2026-11-05T07:00:00Z',
        end_time: '2026-11-05T08:00:00Z',
        color: '#ef4444',
        calendar_id: gym,
        rrule: 'FREQ=WEEKLY',
        tzid: 'UTC',
      },
    ])
    expect(insertError).toBeNull()
    // A changed occurrence made by the series function lands in its series' calendar.
    const { error: exceptionError } = await client.rpc('add_event_exception', {
      series: 'bbbbbbbb-0000-4000-8000-000000000002',
      occurrence_start: '2026-11-12T07:00:00Z',
      changed: {
        id: 'bbbbbbbb-0000-4000-8000-000000000003',
        title: 'Swim later',
        description: null,
        start_time: '2026-11-12T09:00:00Z',
        end_time: '2026-11-12T10:00:00Z',
        color: null,
        all_day: false,
      },
    })
    expect(exceptionError).toBeNull()
    const occurrence = await query(
      server,
      `select calendar_id::text, color from events where id = 'bbbbbbbb-0000-4000-8000-000000000003'`,
    )
    expect(occurrence).toEqual([{ calendar_id: gym, color: null }])

    const { data: count } = await client.rpc('calendar_event_count', { p_id: gym })
    expect(count).toBe(3)
    const before = await query(
      server,
      `select id::text, updated_at::text, color, calendar_id::text from events
        where calendar_id = $1 order by id`,
      [gym],
    )

    const { data: snapshot, error } = await client.rpc('delete_calendar', { p_id: gym })
    expect(error).toBeNull()
    const shape = snapshot as { calendar: { id: string; name: string }; events: unknown[] }
    expect(shape.calendar).toEqual(expect.objectContaining({ id: gym, name: 'Gym' }))
    expect(shape.events).toHaveLength(3)
    expect(await query(server, `select id from events where calendar_id = $1`, [gym])).toEqual([])
    expect(await query(server, `select id from calendars where id = $1`, [gym])).toEqual([])

    const { error: restoreError } = await client.rpc('restore_calendar', { p_snapshot: snapshot })
    expect(restoreError).toBeNull()
    expect(await query(server, `select name, color from calendars where id = $1`, [gym])).toEqual([
      { name: 'Gym', color: '#f59e0b' },
    ])
    const after = await query(
      server,
      `select id::text, updated_at::text, color, calendar_id::text from events
        where calendar_id = $1 order by id`,
      [gym],
    )
    expect(after).toEqual(before)
  })

  it('refuses to delete the last calendar', async () => {
    const client = server.client()
    const { data: all } = await client.from('calendars').select('id')
    const ids = (all as { id: string }[]).map((row) => row.id)
    for (const id of ids.slice(1)) {
      const { error } = await client.rpc('delete_calendar', { p_id: id })
      expect(error).toBeNull()
    }
    const { error, status } = await client.rpc('delete_calendar', { p_id: ids[0] })
    expect(status).toBe(409)
    expect(error?.message).toBe('The last calendar cannot be deleted.')
    expect(await query(server, `select count(*)::text as n from calendars`)).toEqual([{ n: '1' }])
  })

  it('moves a series to another calendar with its changed occurrences', async () => {
    const client = server.client()
    const home = await firstCalendar()
    const { data: work } = await client
      .from('calendars')
      .insert({ name: 'Work again', position: 3 })
      .select()
      .single()
    const workId = (work as { id: string }).id
    await server.db.exec(`
      insert into events (id, title, start_time, end_time, rrule, tzid, calendar_id) values
        ('cccccccc-0000-4000-8000-000000000001', 'Standup', '2026-11-02T09:00Z',
         '2026-11-02T09:15Z', 'FREQ=DAILY', 'UTC', '${home}');
      insert into events (id, title, start_time, end_time, series_id, original_start) values
        ('cccccccc-0000-4000-8000-000000000002', 'Standup moved', '2026-11-03T10:00Z',
         '2026-11-03T10:15Z', 'cccccccc-0000-4000-8000-000000000001', '2026-11-03T09:00Z')`)
    const { error } = await client.rpc('update_event_series', {
      series: 'cccccccc-0000-4000-8000-000000000001',
      fields: { calendar_id: workId },
      keep_changes: true,
    })
    expect(error).toBeNull()
    const rows = await query(
      server,
      `select id::text, calendar_id::text from events where id::text like 'cccccccc%' order by id`,
    )
    expect(rows.map((row) => row.calendar_id)).toEqual([workId, workId])
  })

  it('keeps the range read on the span-class index', async () => {
    const plan = await query(
      server,
      `explain select * from events_by_span
        where (span_class = 0 and start_time > '2026-11-01' and start_time < '2026-11-08')
           or (span_class = 15 and start_time < '2026-11-08')`,
    )
    const text = plan.map((row) => String(Object.values(row)[0])).join('\n')
    expect(text).toContain('events_span_class_start_time_idx')
    expect(text).not.toContain('events_calendar_id_idx')
  })

  it('sends changes of calendars live', async () => {
    const listening = await server.listen()
    const sb = server.client(undefined, listening.url)
    try {
      const changes: { eventType: string; name: unknown }[] = []
      await new Promise<void>((resolve, reject) => {
        sb.channel('calendars-live')
          .on(
            'postgres_changes',
            { event: '*', schema: 'public', table: 'calendars' },
            (change) => {
              const row = (change.eventType === 'DELETE' ? change.old : change.new) as {
                name?: unknown
              }
              changes.push({ eventType: change.eventType, name: row.name })
            },
          )
          .subscribe((status, error) => {
            if (status === 'SUBSCRIBED') resolve()
            else if (status === 'CHANNEL_ERROR') reject(error ?? new Error(status))
          })
      })
      // One at a time: the server reads each changed row again as the subscriber may see it, so
      // a row deleted before that read is sent as its delete only.
      const types = () => changes.map((change) => change.eventType)
      await server.db.exec(`insert into calendars (name, position) values ('Live', 9)`)
      await expect.poll(types).toEqual(['INSERT'])
      await server.db.exec(`update calendars set shown = false where name = 'Live'`)
      await expect.poll(types).toEqual(['INSERT', 'UPDATE'])
      await server.db.exec(`delete from calendars where name = 'Live'`)
      await expect
        .poll(() => changes.map((change) => change.eventType))
        .toEqual(['INSERT', 'UPDATE', 'DELETE'])
      expect(changes[0]!.name).toBe('Live')
    } finally {
      await sb.removeAllChannels()
      await listening.close()
    }
  })

  it("leaves a hidden calendar's events out of the year view's counts", async () => {
    const client = server.client()
    const { data: made } = await client
      .from('calendars')
      .insert({ name: 'Counted apart', position: 5 })
      .select()
      .single()
    const apart = (made as { id: string }).id
    await server.db.exec(`
      insert into events (title, start_time, end_time, calendar_id) values
        ('Kept', '2027-01-05T10:00Z', '2027-01-05T11:00Z', '${await firstCalendar()}'),
        ('Hidden', '2027-01-05T12:00Z', '2027-01-05T13:00Z', '${apart}'),
        ('Hidden too', '2027-01-06T12:00Z', '2027-01-06T13:00Z', '${apart}')`)
    const args = { range_start: '2027-01-01T00:00Z', range_end: '2027-02-01T00:00Z', zone: 'UTC' }
    // Three arguments, as an app from before calendars calls it: every calendar counted.
    const all = await client.rpc('event_day_counts', args)
    expect(all.data).toEqual([
      { day: '2027-01-05', events: 2 },
      { day: '2027-01-06', events: 1 },
    ])
    const shown = await client.rpc('event_day_counts', { ...args, hidden_calendars: [apart] })
    expect(shown.data).toEqual([{ day: '2027-01-05', events: 1 }])
  })

  it('refuses an event pointing at no calendar', async () => {
    const message = await failure(
      server,
      `insert into events (title, start_time, end_time, calendar_id)
       values ('Lost', now(), now(), '99999999-0000-4000-8000-000000000000')`,
    )
    expect(message).toMatch(/foreign key/)
  })
})
