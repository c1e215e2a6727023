// Private mode's isolation, proven on the engine CONFORMANCE_ENGINE selects (PGlite, then
// PostgreSQL 15): with supabase/private-mode.sql applied, a second person cannot read, change
// or delete the first's events through REST (all rows, by id, by filters, `or=`, an embedded
// select, the views the app reads, upserts, the series functions), nor hear of them through
// Realtime; anon gets nothing; a forged, expired or other-secret token is refused.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  ANON_KEY,
  engineName,
  MIGRATIONS_DIR,
  ROOT,
  roleKey,
  signJwt,
  startServer,
  userToken,
  type HttpResult,
  type Listening,
  type TestServer,
} from './harness.ts'

const PRIVATE_SQL = readFileSync(path.join(ROOT, 'supabase/private-mode.sql'), 'utf8')
/** Every migration in order: the setup SQL the banner shows. */
const SETUP_SQL = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'))
  .join('\n')
const ALICE = '11111111-1111-4111-8111-111111111111'
const BOB = '22222222-2222-4222-8222-222222222222'
const ALICE_EVENT = 'aaaaaaaa-0000-4000-8000-000000000001'
const ALICE_SERIES = 'aaaaaaaa-0000-4000-8000-000000000002'
const ALICE_CHANGED = 'aaaaaaaa-0000-4000-8000-000000000003'
const NIL = '00000000-0000-0000-0000-000000000000'
const hour = 3600

let server: TestServer
let listening: Listening
let alice: string
let bob: string
let serviceRole: string
const clients: SupabaseClient[] = []

beforeAll(async () => {
  server = await startServer({ fixtures: false })
  // As the banner shows it, run twice: the setup SQL then private mode's, each safe to run
  // again (the setup SQL's views are made anew over the private columns).
  await server.db.exec(PRIVATE_SQL)
  await server.db.exec(SETUP_SQL)
  await server.db.exec(PRIVATE_SQL)
  listening = await server.listen()
  alice = await userToken(ALICE)
  bob = await userToken(BOB)
  serviceRole = await roleKey('service_role')
})
afterAll(async () => {
  for (const client of clients) await client.removeAllChannels()
  await listening?.close()
  await server?.close()
})

const as = (token: string, extra: Record<string, string> = {}) => ({
  headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, ...extra },
})
const json = (token: string, body: unknown, extra: Record<string, string> = {}) => ({
  ...as(token, { 'Content-Type': 'application/json', ...extra }),
  body: JSON.stringify(body),
})
const rows = (result: HttpResult) => result.json as Record<string, unknown>[]

/** Every event, whoever owns it, as the database owner sees them. */
async function allEvents() {
  const result = await server.db.transaction((tx) =>
    tx.query(`select id::text, title, user_id::text from public.events order by title`),
  )
  return result.rows as { id: string; title: string; user_id: string }[]
}

beforeEach(async () => {
  await server.db.exec(`
    delete from public.events;
    insert into public.events (id, title, description, start_time, end_time, user_id) values
      ('${ALICE_EVENT}', 'Alice dentist', 'private note', '2026-03-02T09:00Z', '2026-03-02T10:00Z',
       '${ALICE}');
    insert into public.events (id, title, start_time, end_time, rrule, tzid, user_id, ical_uid) values
      ('${ALICE_SERIES}', 'Alice standup', '2026-03-02T08:00Z', '2026-03-02T08:15Z',
       'FREQ=DAILY', 'UTC', '${ALICE}', 'shared-uid@example.org');
    insert into public.events (id, title, start_time, end_time, series_id, original_start, user_id)
      values ('${ALICE_CHANGED}', 'Alice standup moved', '2026-03-03T09:00Z', '2026-03-03T09:15Z',
        '${ALICE_SERIES}', '2026-03-03T08:00Z', '${ALICE}');
  `)
})

describe(`private mode isolation on ${engineName()}`, () => {
  it("another person reads none of the first's events, however asked", async () => {
    const reads = [
      '/rest/v1/events?select=*',
      `/rest/v1/events?id=eq.${ALICE_EVENT}`,
      '/rest/v1/events?title=eq.Alice%20dentist',
      '/rest/v1/events?title=ilike.*Alice*',
      `/rest/v1/events?or=(id.eq.${ALICE_EVENT},title.like.Alice*,user_id.eq.${ALICE})`,
      `/rest/v1/events?select=id,events(id,title)&id=eq.${ALICE_SERIES}`,
      `/rest/v1/events?user_id=eq.${ALICE}`,
      '/rest/v1/events_by_span?select=id,title,span_class',
      '/rest/v1/events_search?select=id,title&search=ilike.*alice*',
      `/rest/v1/events?series_id=eq.${ALICE_SERIES}`,
    ]
    for (const read of reads) {
      const result = await server.http('GET', read, as(bob))
      // Nothing of hers in any answer, whatever its status.
      expect(result.text, read).not.toMatch(/Alice|private note/)
      if (read.includes('events(')) {
        // This backend serves no resource embedding (docs/protocol.md §7.6): refused whole.
        expect([result.status, (result.json as { code: string }).code], read).toEqual([
          400,
          'PGRST100',
        ])
        continue
      }
      expect([result.status, result.json], read).toEqual([200, []])
      // The owner, by the same request, gets her events: the read itself works.
      const own = await server.http('GET', read, as(alice))
      expect(own.status, read).toBe(200)
      expect(rows(own).length, read).toBeGreaterThan(0)
    }
    const mine = await server.http('GET', '/rest/v1/events?select=id&order=title', as(alice))
    expect(rows(mine).map((row) => row.id)).toEqual([ALICE_EVENT, ALICE_SERIES, ALICE_CHANGED])
    // A count tells nothing either.
    const count = await server.http('HEAD', '/rest/v1/events', as(bob, { Prefer: 'count=exact' }))
    expect(count.headers.get('content-range')).toBe('*/0')
  })

  it("another person changes and deletes none of the first's events", async () => {
    const before = await allEvents()
    const patch = await server.http(
      'PATCH',
      `/rest/v1/events?id=eq.${ALICE_EVENT}`,
      json(bob, { title: 'mine now' }, { Prefer: 'return=representation' }),
    )
    expect([patch.status, patch.json]).toEqual([200, []])
    const patchAll = await server.http(
      'PATCH',
      '/rest/v1/events?title=not.is.null',
      json(bob, { title: 'mine now' }),
    )
    expect(patchAll.status).toBe(204)
    const del = await server.http(
      'DELETE',
      `/rest/v1/events?or=(id.eq.${ALICE_EVENT},id.eq.${ALICE_SERIES})`,
      as(bob, { Prefer: 'return=representation' }),
    )
    expect([del.status, del.json]).toEqual([200, []])
    // An upsert on her id is an insert that conflicts with a row Bob may not update.
    const upsert = await server.http(
      'POST',
      '/rest/v1/events?on_conflict=id',
      json(
        bob,
        {
          id: ALICE_EVENT,
          title: 'taken',
          start_time: '2026-03-02T09:00Z',
          end_time: '2026-03-02T10:00Z',
        },
        { Prefer: 'resolution=merge-duplicates' },
      ),
    )
    expect(upsert.status).toBe(403)
    expect((upsert.json as { code: string }).code).toBe('42501')
    expect(await allEvents()).toEqual(before)
  })

  it("another person's series functions leave the first's series as it was", async () => {
    const before = await allEvents()
    const calls: [string, Record<string, unknown>][] = [
      [
        'update_event_series',
        { series: ALICE_SERIES, fields: { title: 'hijacked' }, keep_changes: true },
      ],
      ['end_event_series', { series: ALICE_SERIES, end_at: '2026-03-05T00:00Z', ending: {} }],
      [
        'add_event_exception',
        { series: ALICE_SERIES, occurrence_start: '2026-03-04T08:00Z', changed: null },
      ],
      [
        'restore_events',
        {
          event_rows: [
            {
              id: ALICE_EVENT,
              title: 'hijacked',
              start_time: '2026-03-02T09:00Z',
              end_time: '2026-03-02T10:00Z',
            },
          ],
          versions: {},
        },
      ],
    ]
    for (const [name, args] of calls) {
      const result = await server.http('POST', `/rest/v1/rpc/${name}`, json(bob, args))
      // Refused (the row is not his to see: not found, or a policy), never a 5xx or a change;
      // and the function was found, so its body really ran as Bob.
      expect(result.status, name).toBeLessThan(500)
      expect((result.json as { code?: string } | null)?.code, name).not.toBe('PGRST202')
    }
    expect(await allEvents()).toEqual(before)
  })

  it("a new event is its maker's: the owner comes from the token, and cannot be another's", async () => {
    const made = await server.http(
      'POST',
      '/rest/v1/events?select=title',
      json(
        bob,
        { title: 'Bob lunch', start_time: '2026-03-02T12:00Z', end_time: '2026-03-02T13:00Z' },
        { Prefer: 'return=representation' },
      ),
    )
    expect([made.status, made.json]).toEqual([201, [{ title: 'Bob lunch' }]])
    expect((await allEvents()).find((e) => e.title === 'Bob lunch')?.user_id).toBe(BOB)
    const forged = await server.http(
      'POST',
      '/rest/v1/events',
      json(bob, {
        title: 'planted',
        start_time: '2026-03-02T12:00Z',
        end_time: '2026-03-02T13:00Z',
        user_id: ALICE,
      }),
    )
    expect(forged.status).toBe(403)
    const moved = await server.http(
      'PATCH',
      '/rest/v1/events?title=eq.Bob%20lunch',
      json(bob, { user_id: ALICE }),
    )
    expect(moved.status).toBe(403)
    // Two people may import the same file: the UID is one per person.
    const sameUid = await server.http(
      'POST',
      '/rest/v1/events',
      json(bob, {
        title: 'Bob standup',
        start_time: '2026-03-02T08:00Z',
        end_time: '2026-03-02T08:15Z',
        ical_uid: 'shared-uid@example.org',
      }),
    )
    expect(sameUid.status).toBe(201)
  })

  it('anon gets nothing, and gives nothing', async () => {
    for (const table of ['events', 'events_by_span', 'events_search']) {
      const read = await server.http('GET', `/rest/v1/${table}?select=id`, as(ANON_KEY))
      expect(read.status, table).toBe(401)
      expect((read.json as { code: string }).code).toBe('42501')
    }
    const write = await server.http(
      'POST',
      '/rest/v1/events',
      json(ANON_KEY, {
        title: 'x',
        start_time: '2026-03-02T12:00Z',
        end_time: '2026-03-02T13:00Z',
      }),
    )
    expect(write.status).toBe(401)
  })

  it('a forged, expired or other-secret token is refused', async () => {
    const expired = await userToken(ALICE, Math.floor(Date.now() / 1000) - hour)
    const otherSecret = await signJwt(
      { sub: ALICE, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + hour },
      'another-secret-that-is-at-least-32-characters-long',
    )
    const [header, , signature] = bob.split('.')
    const payload = Buffer.from(
      JSON.stringify({
        sub: ALICE,
        role: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + hour,
      }),
    ).toString('base64url')
    const forged = `${header}.${payload}.${signature}`
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`
    for (const [name, token, code] of [
      ['expired', expired, 'PGRST303'],
      ['other secret', otherSecret, 'PGRST301'],
      ['forged payload', forged, 'PGRST301'],
      ['alg none', unsigned, 'PGRST301'],
    ] as const) {
      const result = await server.http('GET', '/rest/v1/events?select=id', as(token))
      expect(result.status, name).toBe(401)
      expect((result.json as { code: string }).code, name).toBe(code)
    }
  })

  it('events made before private mode stay, seen by nobody until claimed', async () => {
    await server.db.exec(`
      insert into public.events (title, start_time, end_time, user_id)
        values ('From before', '2026-03-02T12:00Z', '2026-03-02T13:00Z', '${NIL}')`)
    for (const token of [alice, bob]) {
      const result = await server.http('GET', '/rest/v1/events?title=eq.From%20before', as(token))
      expect(rows(result)).toEqual([])
    }
    // The documented claim (docs/private-mode.md), run as the database owner.
    await server.db.exec(`update public.events set user_id = '${ALICE}' where user_id = '${NIL}'`)
    const claimed = await server.http(
      'GET',
      '/rest/v1/events?title=eq.From%20before&select=title',
      as(alice),
    )
    expect(rows(claimed)).toEqual([{ title: 'From before' }])
    // service_role (the owner's key) sees everything, as on Supabase.
    const all = await server.http('GET', '/rest/v1/events?select=id', as(serviceRole))
    expect(rows(all)).toHaveLength(4)
  })

  it('Realtime sends each person only their own changes, and nothing once a token expires', async () => {
    const channelFor = async (token: string) => {
      const sb = server.client(ANON_KEY, listening.url)
      clients.push(sb)
      await sb.realtime.setAuth(token)
      const changes: { eventType: string; id: unknown }[] = []
      const closed: string[] = []
      await new Promise<void>((resolve, reject) => {
        sb.channel(`private-${Math.random()}`)
          .on('postgres_changes', { event: '*', schema: 'public', table: 'events' }, (change) => {
            const row = change.eventType === 'DELETE' ? change.old : change.new
            changes.push({ eventType: change.eventType, id: (row as { id?: unknown }).id })
          })
          .on('system', {}, (payload: { status?: string; message?: string }) => {
            if (payload.status === 'error' && payload.message) closed.push(payload.message)
          })
          .subscribe((status, error) => {
            if (status === 'SUBSCRIBED') resolve()
            else if (status === 'CHANNEL_ERROR') reject(error ?? new Error(status))
          })
      })
      return { changes, closed }
    }
    // Six seconds: long enough for four channels to join and three changes to be heard on a busy
    // machine before the short token expires.
    const soon = Math.floor(Date.now() / 1000) + 6
    const aliceHears = await channelFor(alice)
    const bobHears = await channelFor(bob)
    const bobBriefly = await channelFor(await userToken(BOB, soon))
    const serviceHears = await channelFor(serviceRole)

    // One change at a time: each is read again, once per identity, after it is heard, so an
    // update followed at once by a delete would find the row gone (realtime-protocol.md). The
    // service role's read comes last, so the next change waits for it to be heard there too.
    await server.http(
      'PATCH',
      `/rest/v1/events?id=eq.${ALICE_EVENT}`,
      json(alice, { title: 'Alice dentist 2' }),
    )
    await expect.poll(() => aliceHears.changes.length, { timeout: 5_000 }).toBe(1)
    await expect.poll(() => serviceHears.changes.length, { timeout: 5_000 }).toBe(1)
    await server.http('DELETE', `/rest/v1/events?id=eq.${ALICE_EVENT}`, as(alice))
    await expect.poll(() => aliceHears.changes.length, { timeout: 5_000 }).toBe(2)
    await expect.poll(() => serviceHears.changes.length, { timeout: 5_000 }).toBe(2)
    await server.http(
      'POST',
      '/rest/v1/events',
      json(bob, {
        title: 'Bob gym',
        start_time: '2026-03-02T18:00Z',
        end_time: '2026-03-02T19:00Z',
      }),
    )
    await expect.poll(() => bobHears.changes.length, { timeout: 5_000 }).toBe(1)
    await expect.poll(() => serviceHears.changes.length, { timeout: 5_000 }).toBe(3)
    expect(aliceHears.changes).toEqual([
      { eventType: 'UPDATE', id: ALICE_EVENT },
      { eventType: 'DELETE', id: ALICE_EVENT },
    ])
    expect(bobHears.changes).toEqual([{ eventType: 'INSERT', id: expect.any(String) }])
    expect(bobBriefly.changes).toEqual(bobHears.changes)

    // The short token expires and no new one is sent: the channel hears nothing more, and is
    // closed with Realtime's reason.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, soon * 1000 - Date.now()) + 1_000),
    )
    await server.http(
      'PATCH',
      '/rest/v1/events?title=eq.Bob%20gym',
      json(bob, { title: 'Bob gym 2' }),
    )
    await expect.poll(() => bobHears.changes.length, { timeout: 5_000 }).toBe(2)
    expect(bobBriefly.changes).toHaveLength(1)
    await expect
      .poll(() => bobBriefly.closed, { timeout: 8_000 })
      .toEqual([expect.stringMatching(/^Token has expired \d+ seconds ago$/)])
  })
})
