// Calendars and settings in private mode (supabase/private-mode.sql) on the engine
// CONFORMANCE_ENGINE selects: each person's calendars and settings are their own (read,
// changed, deleted, restored, counted), an event cannot be put into another person's calendar,
// anon gets nothing, an insert naming no calendar goes into its owner's first one, and a
// database made private before calendars gives each owner a calendar of their own.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ANON_KEY,
  engineName,
  MIGRATIONS_DIR,
  ROOT,
  startServer,
  userToken,
  type HttpResult,
  type TestServer,
} from './harness.ts'

const PRIVATE_SQL = readFileSync(path.join(ROOT, 'supabase/private-mode.sql'), 'utf8')
const CALENDARS_FILE = '20261202000000_calendars.sql'
const ALICE = '11111111-1111-4111-8111-111111111111'
const BOB = '22222222-2222-4222-8222-222222222222'

const as = (token: string) => ({ headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` } })
const json = (token: string, body: unknown, extra: Record<string, string> = {}) => ({
  headers: {
    apikey: ANON_KEY,
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
    Prefer: 'return=representation',
    ...extra,
  },
  body: JSON.stringify(body),
})
const rows = (result: HttpResult) => result.json as Record<string, unknown>[]

async function query(server: TestServer, sql: string, params: unknown[] = []) {
  const result = await server.db.transaction((tx) => tx.query(sql, params))
  return result.rows as Record<string, unknown>[]
}

describe(`calendars and settings in private mode on ${engineName()}`, () => {
  let server: TestServer
  let alice: string
  let bob: string

  beforeAll(async () => {
    server = await startServer({ fixtures: false })
    await server.db.exec(PRIVATE_SQL)
    await server.db.exec(PRIVATE_SQL) // safe to run again
    alice = await userToken(ALICE)
    bob = await userToken(BOB)
  })
  afterAll(async () => {
    await server?.close()
  })

  const event = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    description: null,
    start_time: '2026-11-02T10:00:00Z',
    end_time: '2026-11-02T11:00:00Z',
    color: '#3b82f6',
    ...extra,
  })

  it("gives each person a 'Calendar' of their own for an insert that names none", async () => {
    expect((await server.http('POST', '/rest/v1/events', json(alice, event('A1')))).status).toBe(
      201,
    )
    expect((await server.http('POST', '/rest/v1/events', json(bob, event('B1')))).status).toBe(201)
    const owned = await query(
      server,
      `select e.title, c.name, c.user_id::text as owner from events e
         join calendars c on c.id = e.calendar_id order by e.title`,
    )
    expect(owned).toEqual([
      { title: 'A1', name: 'Calendar', owner: ALICE },
      { title: 'B1', name: 'Calendar', owner: BOB },
    ])
  })

  it("another person reads, changes, counts and deletes none of the first's calendars", async () => {
    const made = await server.http(
      'POST',
      '/rest/v1/calendars',
      json(alice, { name: 'Alice work', color: '#10b981', position: 1 }),
    )
    expect(made.status).toBe(201)
    const work = String(rows(made)[0]!.id)

    const read = await server.http('GET', '/rest/v1/calendars?select=name', as(bob))
    expect(rows(read)).toEqual([{ name: 'Calendar' }])
    const patch = await server.http(
      'PATCH',
      `/rest/v1/calendars?id=eq.${work}`,
      json(bob, { name: 'Taken' }),
    )
    expect(rows(patch)).toEqual([])
    const remove = await server.http(
      'DELETE',
      `/rest/v1/calendars?id=eq.${work}`,
      json(bob, undefined),
    )
    expect(rows(remove)).toEqual([])
    const deleted = await server.http(
      'POST',
      '/rest/v1/rpc/delete_calendar',
      json(bob, { p_id: work }),
    )
    expect(deleted.status).toBe(404)
    const count = await server.http(
      'POST',
      '/rest/v1/rpc/calendar_event_count',
      json(bob, { p_id: work }),
    )
    expect(count.json).toBe(0)
    // Taking her calendar's id for his event is refused.
    const intrude = await server.http(
      'POST',
      '/rest/v1/events',
      json(bob, event('B2', { calendar_id: work })),
    )
    expect(intrude.status).toBeGreaterThanOrEqual(400)
    // Nor may he hand his calendar to her.
    const handOver = await server.http(
      'PATCH',
      '/rest/v1/calendars?name=eq.Calendar',
      json(bob, { user_id: ALICE }),
    )
    expect(handOver.status).toBeGreaterThanOrEqual(400)
    expect(await query(server, `select name from calendars where id = $1`, [work])).toEqual([
      { name: 'Alice work' },
    ])
  })

  it('lets the owner delete and restore her calendar, and not her last', async () => {
    const { id: work } = (
      await query(server, `select id::text from calendars where name = 'Alice work'`)
    )[0] as { id: string }
    await server.http('POST', '/rest/v1/events', json(alice, event('A2', { calendar_id: work })))
    const deleted = await server.http(
      'POST',
      '/rest/v1/rpc/delete_calendar',
      json(alice, { p_id: work }),
    )
    expect(deleted.status).toBe(200)
    const snapshot = deleted.json as { events: { title: string; user_id: string }[] }
    expect(snapshot.events.map((e) => [e.title, e.user_id])).toEqual([['A2', ALICE]])
    // Bob cannot restore her snapshot as his own.
    const stolen = await server.http(
      'POST',
      '/rest/v1/rpc/restore_calendar',
      json(bob, { p_snapshot: snapshot }),
    )
    expect(stolen.status).toBeGreaterThanOrEqual(400)
    const restored = await server.http(
      'POST',
      '/rest/v1/rpc/restore_calendar',
      json(alice, { p_snapshot: snapshot }),
    )
    expect(restored.status).toBeLessThan(300)
    expect(await query(server, `select title from events where calendar_id = $1`, [work])).toEqual([
      { title: 'A2' },
    ])
    // Bob's only calendar is his last.
    const { id: his } = (
      await query(server, `select id::text from calendars where user_id = $1`, [BOB])
    )[0] as { id: string }
    const last = await server.http('POST', '/rest/v1/rpc/delete_calendar', json(bob, { p_id: his }))
    expect([last.status, (last.json as { message: string }).message]).toEqual([
      409,
      'The last calendar cannot be deleted.',
    ])
  })

  it("keeps each person's settings their own", async () => {
    const upsert = 'return=representation,resolution=merge-duplicates'
    const save = await server.http(
      'POST',
      '/rest/v1/settings',
      json(alice, { value: { weekStart: 0 } }, { Prefer: upsert }),
    )
    expect(save.status).toBe(201)
    expect(rows(save)[0]).toEqual(expect.objectContaining({ user_id: ALICE }))
    // Saved again, the one row changes (as the app saves: an upsert).
    const again = await server.http(
      'POST',
      '/rest/v1/settings',
      json(alice, { value: { weekStart: 1 } }, { Prefer: upsert }),
    )
    expect(again.status).toBe(200)
    expect(rows(await server.http('GET', '/rest/v1/settings', as(bob)))).toEqual([])
    const forged = await server.http(
      'POST',
      '/rest/v1/settings',
      json(bob, { user_id: ALICE, value: { weekStart: 6 } }),
    )
    expect(forged.status).toBeGreaterThanOrEqual(400)
    const patch = await server.http(
      'PATCH',
      `/rest/v1/settings?user_id=eq.${ALICE}`,
      json(bob, { value: {} }),
    )
    expect(rows(patch)).toEqual([])
    const mine = await server.http('GET', '/rest/v1/settings?select=value', as(alice))
    expect(rows(mine)).toEqual([{ value: { weekStart: 1 } }])
  })

  it('anon gets nothing from calendars or settings', async () => {
    for (const table of ['calendars', 'settings']) {
      const read = await server.http('GET', `/rest/v1/${table}`)
      expect(read.status, table).toBe(401)
    }
  })
})

describe(`a database made private before calendars, on ${engineName()}`, () => {
  let server: TestServer
  let before: string

  beforeAll(async () => {
    before = mkdtempSync(path.join(os.tmpdir(), 'calendars-private-before-'))
    for (const file of readdirSync(MIGRATIONS_DIR)) {
      if (file.endsWith('.sql') && file < CALENDARS_FILE) {
        copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before, file))
      }
    }
    server = await startServer({ fixtures: false, migrationsDir: before })
    // private-mode.sql as it was before calendars: everything before their part.
    await server.db.exec(PRIVATE_SQL.slice(0, PRIVATE_SQL.indexOf('-- Calendars (')))
    await server.db.exec(`
      insert into public.events (title, start_time, end_time, user_id) values
        ('Hers', '2026-11-02T10:00Z', '2026-11-02T11:00Z', '${ALICE}'),
        ('His', '2026-11-02T10:00Z', '2026-11-02T11:00Z', '${BOB}'),
        ('Before', '2026-11-02T10:00Z', '2026-11-02T11:00Z',
         '00000000-0000-0000-0000-000000000000')`)
  })
  afterAll(async () => {
    await server?.close()
    rmSync(before, { recursive: true, force: true })
  })

  it("puts each owner's events into a calendar of their own", async () => {
    await server.db.exec(readFileSync(path.join(MIGRATIONS_DIR, CALENDARS_FILE), 'utf8'))
    await server.db.exec(PRIVATE_SQL)
    const owned = await query(
      server,
      `select e.title, c.name, (c.user_id = e.user_id)::text as same from events e
         join calendars c on c.id = e.calendar_id order by e.title`,
    )
    expect(owned).toEqual([
      { title: 'Before', name: 'Calendar', same: 'true' },
      { title: 'Hers', name: 'Calendar', same: 'true' },
      { title: 'His', name: 'Calendar', same: 'true' },
    ])
  })

  it('lets the owner claim the events made before, by their calendars or by the events', async () => {
    // By the calendar: its events follow it (the foreign key's on update cascade).
    await server.db.exec(`update public.calendars set user_id = '${BOB}', name = 'From before'
      where user_id = '00000000-0000-0000-0000-000000000000'`)
    expect(await query(server, `select user_id::text from events where title = 'Before'`)).toEqual([
      { user_id: BOB },
    ])
    // By the event (docs/private-mode.md's claim): it goes into the new owner's first calendar.
    await server.db.exec(`update public.events set user_id = '${ALICE}' where title = 'Before'`)
    const moved = await query(
      server,
      `select c.user_id::text as owner, c.name from events e
         join calendars c on c.id = e.calendar_id where e.title = 'Before'`,
    )
    expect(moved).toEqual([{ owner: ALICE, name: 'Calendar' }])
  })
})
