// The series functions (supabase/migrations/20261129000000_series_functions.sql; decisions.md,
// "Repeating events: one transaction each") through supabase-js .rpc() to the local backend, on
// the engine CONFORMANCE_ENGINE selects: what each does, that each is all or nothing, that two
// clients adding exceptions to one series at once keep every one, that an Undo
// (restore_events) applies only over the versions the edit left, and that grants and row-level
// security apply as for the table. On PostgreSQL the requests really run side by side.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { isMissingFunction } from '../src/data/schema/missing-function.ts'
import { recordOf } from '../src/data/events/undo-record.ts'
import type { EventRow } from '../src/data/events/event-row.ts'
import { engineName, EVENTS_SQL, roleKey, startServer, type TestServer } from './harness.ts'

let server: TestServer
let anon: SupabaseClient

beforeAll(async () => {
  server = await startServer({ fixtures: false })
  anon = server.client()
})
afterAll(() => server?.close())
beforeEach(() => server.db.exec('truncate public.events cascade'))
afterEach(() =>
  // Back to the setup SQL's grants and its one allow-all policy; no test trigger left.
  server.db.exec(`
    drop trigger if exists series_test_failure on public.events;
    drop function if exists public.series_test_failure();
    drop policy if exists "no private series" on public.events;
    ${EVENTS_SQL}
    grant execute on function public.add_event_exception(uuid, timestamptz, jsonb) to anon;`),
)

interface Change {
  before: EventRow[]
  after: EventRow[]
}

/** supabase-js .rpc(); the answer, or the error thrown. */
async function call(name: string, args: Record<string, unknown>, client = anon): Promise<Change> {
  const { data, error } = await client.rpc(name, args)
  if (error) throw error
  return data as Change
}

/** Every row, as the owner sees it, whole but its version and search text, in a stable order. */
async function table(): Promise<Record<string, unknown>[]> {
  const { rows } = await server.db.transaction((tx) =>
    tx.query(
      `select to_jsonb(e) - 'updated_at' - 'search_text' as row from public.events e
        order by e.series_id nulls first, e.start_time, e.id`,
    ),
  )
  return rows.map((r) => {
    const row = r.row
    return (typeof row === 'string' ? JSON.parse(row) : row) as Record<string, unknown>
  })
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id)
const at = (iso: string) => new Date(iso).toISOString()

/**
 * Standup, Mondays 9:00 AM New York from November 2, 2026; November 9 cancelled, November 16
 * and 30 changed (later the same day).
 */
async function standup(): Promise<{ id: string; c16: string; c30: string }> {
  const { rows } = await server.db.transaction((tx) =>
    tx.query(
      `with s as (
         insert into public.events (title, start_time, end_time, rrule, tzid, exdates)
         values ('Standup', '2026-11-02T14:00:00Z', '2026-11-02T15:00:00Z',
                 'FREQ=WEEKLY;BYDAY=MO', 'America/New_York',
                 array['2026-11-09T14:00:00Z', '2026-11-16T14:00:00Z',
                       '2026-11-30T14:00:00Z']::timestamptz[])
         returning id)
       insert into public.events (title, start_time, end_time, series_id, original_start)
       select v.title, v.start_time::timestamptz, v.end_time::timestamptz, s.id,
              v.original::timestamptz
         from s, (values
           ('Late 16', '2026-11-16T20:00:00Z', '2026-11-16T21:00:00Z', '2026-11-16T14:00:00Z'),
           ('Late 30', '2026-11-30T20:00:00Z', '2026-11-30T21:00:00Z', '2026-11-30T14:00:00Z'))
           as v(title, start_time, end_time, original)
       returning series_id, id, title`,
    ),
  )
  const id = String(rows[0]!.series_id)
  const of = (title: string) => String(rows.find((r) => r.title === title)!.id)
  return { id, c16: of('Late 16'), c30: of('Late 30') }
}

/** What the app sends with its Undo: the rows before, and the versions the edit left. */
const undoOf = (change: Change) => {
  const { before, after } = recordOf('update', change)
  return { event_rows: before, versions: after }
}

describe(`series functions on ${engineName()}`, () => {
  it('add_event_exception: cancels an occurrence once, or replaces it with a changed one', async () => {
    const { id } = await standup()
    const start = '2026-11-23T14:00:00Z'
    const cancelled = await call('add_event_exception', { series: id, occurrence_start: start })
    expect(ids(cancelled.before)).toEqual(ids(cancelled.after))
    const series = cancelled.after.find((row) => row.id === id)!
    expect(series.exdates!.map(at)).toContain(at(start))
    // The version it answers is the row's, to the microsecond (PostgreSQL's now()).
    const { data } = await anon.from('events').select('updated_at').eq('id', id).single()
    expect(series.updated_at).toBe(data!.updated_at)
    expect(series.updated_at).not.toBe(cancelled.before.find((row) => row.id === id)!.updated_at)

    // Twice is once.
    const again = await call('add_event_exception', { series: id, occurrence_start: start })
    expect(again.after.find((row) => row.id === id)!.exdates).toEqual(series.exdates)

    const changed = {
      title: 'Standup, moved',
      description: 'Room 2',
      start_time: '2026-12-07T16:00:00Z',
      end_time: '2026-12-07T17:00:00Z',
      color: '#ef4444',
      all_day: false,
    }
    const replaced = await call('add_event_exception', {
      series: id,
      occurrence_start: '2026-12-07T14:00:00Z',
      changed,
    })
    const made = replaced.after.filter((row) => !ids(replaced.before).includes(row.id))
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({
      title: 'Standup, moved',
      description: 'Room 2',
      color: '#ef4444',
      series_id: id,
    })
    expect(at(made[0]!.original_start!)).toBe(at('2026-12-07T14:00:00Z'))
    expect(replaced.after.find((row) => row.id === id)!.exdates!.map(at)).toContain(
      at('2026-12-07T14:00:00Z'),
    )
  })

  it('update_event_series: keeps exceptions with keep_changes; drops them otherwise', async () => {
    const { id } = await standup()
    const kept = await call('update_event_series', {
      series: id,
      fields: { title: 'Team standup', color: '#10b981' },
      keep_changes: true,
    })
    expect(kept.after).toHaveLength(3)
    expect(kept.after[0]).toMatchObject({ id, title: 'Team standup', color: '#10b981' })
    expect(kept.after[0]!.exdates).toHaveLength(3)
    // A key left out keeps its column.
    expect(kept.after[0]!.rrule).toBe('FREQ=WEEKLY;BYDAY=MO')

    const moved = await call('update_event_series', {
      series: id,
      fields: {
        start_time: '2026-11-03T15:00:00Z',
        end_time: '2026-11-03T16:00:00Z',
        rrule: 'FREQ=WEEKLY;BYDAY=TU',
        recurrence_end: null,
      },
      keep_changes: false,
    })
    expect(moved.after).toHaveLength(1)
    expect(moved.after[0]).toMatchObject({ rrule: 'FREQ=WEEKLY;BYDAY=TU', exdates: [] })

    // 'Does not repeat': a one-off event, whatever keep_changes says.
    const once = await call('update_event_series', {
      series: id,
      fields: { rrule: null, tzid: null, recurrence_end: null },
      keep_changes: true,
    })
    expect(once.after).toEqual([expect.objectContaining({ id, rrule: null, exdates: [] })])
  })

  it('end_event_series: the rule ends; exceptions from then on go, earlier ones stay', async () => {
    const { id, c16 } = await standup()
    const ended = await call('end_event_series', {
      series: id,
      end_at: '2026-11-23T14:00:00Z',
      ending: {
        rrule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20261123T135959Z',
        recurrence_end: '2026-11-16T15:00:00Z',
      },
    })
    expect(ids(ended.after)).toEqual([id, c16])
    expect(ended.after[0]!.rrule).toBe('FREQ=WEEKLY;BYDAY=MO;UNTIL=20261123T135959Z')
    expect(ended.after[0]!.exdates!.map(at)).toEqual(
      ['2026-11-09T14:00:00Z', '2026-11-16T14:00:00Z'].map(at),
    )
    expect(ended.before).toHaveLength(3)
  })

  it('split_event_series: a new series from then on, its exceptions moved or dropped', async () => {
    const { id, c16, c30 } = await standup()
    const ending = {
      rrule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20261123T135959Z',
      recurrence_end: '2026-11-16T15:00:00Z',
    }
    const following = {
      title: 'Team sync',
      description: null,
      start_time: '2026-11-23T14:00:00Z',
      end_time: '2026-11-23T15:00:00Z',
      color: '#3b82f6',
      all_day: false,
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      tzid: 'America/New_York',
      recurrence_end: null,
    }
    const split = await call('split_event_series', {
      series: id,
      split_at: '2026-11-23T14:00:00Z',
      ending,
      following,
      move_changes: true,
    })
    const made = split.after.find((row) => row.title === 'Team sync')!
    expect(made.exdates!.map(at)).toEqual([at('2026-11-30T14:00:00Z')])
    expect(split.after.find((row) => row.id === c30)!.series_id).toBe(made.id)
    expect(split.after.find((row) => row.id === c16)!.series_id).toBe(id)
    expect(split.after.find((row) => row.id === id)!.rrule).toBe(ending.rrule)

    // Undone, then split again with other times: the later exceptions go.
    await call('restore_events', undoOf(split))
    const dropped = await call('split_event_series', {
      series: id,
      split_at: '2026-11-23T14:00:00Z',
      ending,
      following: { ...following, start_time: '2026-11-23T15:00:00Z' },
    })
    expect(dropped.after.map((row) => row.title).sort()).toEqual(
      ['Late 16', 'Standup', 'Team sync'].sort(),
    )
    expect(dropped.after.find((row) => row.title === 'Team sync')!.exdates).toEqual([])
  })

  it('restore_events puts back exactly what each edit changed, and removes what it made', async () => {
    // Two series: the one edited, and one that no Undo may touch.
    await standup()
    const { id } = await standup()
    const start = await table()
    const edits: [string, Record<string, unknown>][] = [
      ['add_event_exception', { series: id, occurrence_start: '2026-11-23T14:00:00Z' }],
      [
        'add_event_exception',
        {
          series: id,
          occurrence_start: '2026-11-23T14:00:00Z',
          changed: {
            title: 'x',
            start_time: '2026-11-23T16:00:00Z',
            end_time: '2026-11-23T17:00:00Z',
          },
        },
      ],
      ['update_event_series', { series: id, fields: { title: 'Renamed' }, keep_changes: true }],
      ['update_event_series', { series: id, fields: { rrule: 'FREQ=DAILY' } }],
      [
        'end_event_series',
        {
          series: id,
          end_at: '2026-11-16T14:00:00Z',
          ending: { rrule: 'FREQ=WEEKLY;UNTIL=20261116T135959Z', recurrence_end: null },
        },
      ],
      [
        'split_event_series',
        {
          series: id,
          split_at: '2026-11-16T14:00:00Z',
          ending: { rrule: 'FREQ=WEEKLY;UNTIL=20261116T135959Z', recurrence_end: null },
          following: {
            title: 'Later',
            start_time: '2026-11-16T14:00:00Z',
            end_time: '2026-11-16T15:00:00Z',
            rrule: 'FREQ=WEEKLY;BYDAY=MO',
            tzid: 'America/New_York',
          },
          move_changes: true,
        },
      ],
    ]
    for (const [name, args] of edits) {
      const change = await call(name, args)
      expect(await table(), name).not.toEqual(start)
      const restored = await call('restore_events', undoOf(change))
      expect(await table(), name).toEqual(start)
      // It answers the rows as it found them and as it left them.
      expect(ids(restored.before).sort(), name).toEqual(ids(change.after).sort())
    }
    // Deleting 'All events' (one statement answering every row it removed), undone: the same
    // ids, created_at and every column.
    const { data: deleted } = await anon
      .from('events')
      .delete()
      .or(`id.eq.${id},series_id.eq.${id}`)
      .select('*')
    expect(deleted).toHaveLength(3)
    await call('restore_events', {
      event_rows: deleted,
      versions: Object.fromEntries((deleted ?? []).map((row: EventRow) => [row.id, null])),
    })
    expect(await table()).toEqual(start)
  })

  it('restore_events refuses (409 PT409, the rows now in its detail) and writes nothing when a row changed elsewhere', async () => {
    /** Another device, after the edit: SQL on the series and its changed occurrence. */
    const elsewhere: [string, (id: string, c16: string) => string][] = [
      // It cancelled another occurrence (the series row's version moves on).
      [
        'series',
        (id) =>
          `update public.events set exdates = exdates || '2026-12-07T14:00:00Z'::timestamptz
            where id = '${id}'`,
      ],
      // It changed a changed occurrence the edit did not touch.
      [
        'changed occurrence',
        (_, c16) => `update public.events set title = 'Theirs' where id = '${c16}'`,
      ],
      // It added a changed occurrence to the series.
      [
        'added',
        (id) =>
          `insert into public.events (title, start_time, end_time, series_id, original_start)
           values ('Added', '2026-12-14T20:00:00Z', '2026-12-14T21:00:00Z', '${id}',
                   '2026-12-14T14:00:00Z')`,
      ],
      // It deleted the series.
      ['deleted', (id) => `delete from public.events where id = '${id}'`],
    ]
    for (const [what, sql] of elsewhere) {
      await server.db.exec('truncate public.events cascade')
      const { id, c16 } = await standup()
      const change = await call('add_event_exception', {
        series: id,
        occurrence_start: '2026-11-23T14:00:00Z',
      })
      await server.db.exec(sql(id, c16))
      const now = await table()
      const { data, error, status } = await anon.rpc('restore_events', undoOf(change))
      expect(data, what).toBeNull()
      expect(status, what).toBe(409)
      expect(error, what).toMatchObject({
        code: 'PT409',
        message: 'This event was changed in another window or device.',
      })
      const detail = JSON.parse(error!.details) as EventRow[]
      expect(ids(detail).sort(), what).toEqual(now.map((row) => String(row.id)).sort())
      expect(await table(), what).toEqual(now)
    }
  })

  it('is all or nothing: a function failing half-way leaves every row as it was', async () => {
    const { id } = await standup()
    const start = await table()
    // Fails the series' own update, after the new series was inserted (split) or the changed
    // occurrences moved: the statement that ends the old series.
    await server.db.exec(`
      create function public.series_test_failure() returns trigger language plpgsql as $$
      begin raise exception 'injected failure half-way'; end $$;
      create trigger series_test_failure before update on public.events
        for each row when (new.rrule like '%UNTIL%')
        execute function public.series_test_failure();`)
    await expect(
      call('split_event_series', {
        series: id,
        split_at: '2026-11-23T14:00:00Z',
        ending: { rrule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20261123T135959Z', recurrence_end: null },
        following: {
          title: 'Team sync',
          start_time: '2026-11-23T14:00:00Z',
          end_time: '2026-11-23T15:00:00Z',
          rrule: 'FREQ=WEEKLY;BYDAY=MO',
          tzid: 'America/New_York',
        },
        move_changes: true,
      }),
    ).rejects.toMatchObject({ message: 'injected failure half-way' })
    expect(await table()).toEqual(start)

    // An Undo failing after it put the series back, on the removal of what the edit made.
    const change = await call('add_event_exception', {
      series: id,
      occurrence_start: '2026-11-23T14:00:00Z',
      changed: { title: 'x', start_time: '2026-11-23T16:00:00Z', end_time: '2026-11-23T17:00:00Z' },
    })
    const edited = await table()
    await server.db.exec(`
      drop trigger series_test_failure on public.events;
      create trigger series_test_failure before delete on public.events
        for each row execute function public.series_test_failure();`)
    await expect(call('restore_events', undoOf(change))).rejects.toMatchObject({
      message: 'injected failure half-way',
    })
    expect(await table()).toEqual(edited)
  })

  it('two clients adding 50 exceptions each to one series at once keep all 100', async () => {
    const { id } = await standup()
    const other = server.client()
    const base = Date.parse('2027-01-04T14:00:00Z')
    const week = 7 * 86_400_000
    const add = (client: SupabaseClient, n: number) =>
      call(
        'add_event_exception',
        { series: id, occurrence_start: new Date(base + n * week).toISOString() },
        client,
      )
    // Interleaved: every call of both clients is sent before any answer comes back.
    await Promise.all(
      Array.from({ length: 50 }, (_, n) => [add(anon, 2 * n), add(other, 2 * n + 1)]).flat(),
    )
    const { data } = await anon.from('events').select('exdates').eq('id', id).single()
    const exdates = (data!.exdates as string[]).map(at)
    expect(exdates).toHaveLength(3 + 100)
    for (let n = 0; n < 100; n++) expect(exdates).toContain(new Date(base + n * week).toISOString())
  })

  it('grants and row-level security apply as for the table', async () => {
    // Granted to the API's roles as the table is, not to everyone.
    const { rows } = await server.db.transaction((tx) =>
      tx.query(
        `select count(*) filter (where has_function_privilege(r.oid, p.oid, 'execute'))::int
                  as granted,
                (select count(*) from pg_proc q, aclexplode(q.proacl) a
                  where q.oid = any(array_agg(p.oid)) and a.grantee = 0)::int as to_everyone
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace,
                (select oid from pg_roles where rolname in ('anon', 'authenticated')) r
          where n.nspname = 'public'
            and p.proname in ('add_event_exception', 'update_event_series', 'end_event_series',
                              'split_event_series', 'restore_events')`,
      ),
    )
    expect(rows.map((row) => [Number(row.granted), Number(row.to_everyone)])).toEqual([[10, 0]])

    const { id } = await standup()
    const start = await table()
    // Without UPDATE on the table, anon cannot change a series through the functions either
    // (security invoker): PostgreSQL's own 42501, nothing written.
    await server.db.exec('revoke update on public.events from anon')
    const refused = await call('add_event_exception', {
      series: id,
      occurrence_start: '2026-11-23T14:00:00Z',
    }).catch((error: unknown) => error)
    expect(refused).toMatchObject({ code: '42501' })
    expect(await table()).toEqual(start)
    // authenticated keeps its grant.
    const authenticated = server.client(await roleKey('authenticated'))
    await call(
      'add_event_exception',
      { series: id, occurrence_start: '2026-11-23T14:00:00Z' },
      authenticated,
    )
    await server.db.exec(EVENTS_SQL)

    // A policy that hides a series from anon hides it from the functions too.
    await server.db.exec(`
      create policy "no private series" on public.events as restrictive for all to anon
        using (title not like 'Private%')`)
    await server.db.exec(`update public.events set title = 'Private standup' where id = '${id}'`)
    const before = await table()
    const hidden = await call('end_event_series', {
      series: id,
      end_at: '2026-11-16T14:00:00Z',
      ending: { rrule: 'FREQ=WEEKLY;UNTIL=20261116T135959Z', recurrence_end: null },
    }).catch((error: unknown) => error)
    expect(hidden).toMatchObject({ code: 'PT404' })
    expect(await table()).toEqual(before)

    // Revoked from anon, the function itself is refused.
    await server.db.exec(
      'revoke execute on function public.add_event_exception(uuid, timestamptz, jsonb) from anon',
    )
    const { error } = await anon.rpc('add_event_exception', {
      series: id,
      occurrence_start: '2026-11-30T14:00:00Z',
    })
    expect(error).toMatchObject({ code: '42501' })
  })
})

describe(`a database set up before the series functions, on ${engineName()}`, () => {
  it('answers 404 PGRST202, which the app takes as "make the change request by request"', async () => {
    await server.db.exec(
      'drop function public.add_event_exception(uuid, timestamptz, jsonb); ' +
        "notify pgrst, 'reload schema'",
    )
    try {
      const args = {
        series: '00000000-0000-4000-8000-000000000000',
        occurrence_start: '2026-11-23T14:00:00Z',
      }
      // The reload the NOTIFY asks for comes a moment later.
      await expect
        .poll(async () => (await anon.rpc('add_event_exception', args)).error?.code)
        .toBe('PGRST202')
      const { error, status } = await anon.rpc('add_event_exception', args)
      expect(status).toBe(404)
      expect(isMissingFunction(error, 'add_event_exception')).toBe(true)
    } finally {
      // The function back, as the setup SQL makes it.
      const { readFileSync } = await import('node:fs')
      await server.db.exec(
        readFileSync(
          new URL('../supabase/migrations/20261129000000_series_functions.sql', import.meta.url),
          'utf8',
        ),
      )
    }
  })
})
