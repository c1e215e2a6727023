// Privileges and row-level security really apply (protocol.md §2.3, protocol.md §2.4, protocol.md §3.1): the request
// runs as the JWT's role, with request.jwt.claims set, so Supabase-style policies and grants
// behave as on a hosted project.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkResponse } from './check-response.ts'
import { EVENT_IDS, EVENTS_SEED_SQL } from './cases/events.ts'
import { pgrstError } from './cases/types.ts'
import {
  ANON_KEY,
  engineName,
  EVENTS_SQL,
  roleKey,
  signJwt,
  startServer,
  type TestServer,
} from './harness.ts'

let server: TestServer
let authenticated: string
let serviceRole: string

beforeAll(async () => {
  server = await startServer({ fixtures: false })
  authenticated = await roleKey('authenticated')
  serviceRole = await roleKey('service_role')
})
afterAll(() => server?.close())
beforeEach(() => server.db.exec(EVENTS_SEED_SQL))
afterEach(async () => {
  // Back to the setup SQL's grants and its one allow-all policy.
  await server.db.exec(`
    drop policy if exists "hide everything" on public.events;
    drop policy if exists "no inserts" on public.events;
    drop policy if exists "read all" on public.events;
    ${EVENTS_SQL}`)
})

const as = (token: string, extra: Record<string, string> = {}) => ({
  headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, ...extra },
})
const denied = pgrstError('42501', 'permission denied for table events')
const rlsDenied = pgrstError(
  '42501',
  'new row violates row-level security policy for table "events"',
)
const row = { title: 'x', start_time: '2024-05-01T10:00:00Z', end_time: '2024-05-01T11:00:00Z' }
const eventCount = async () =>
  (
    await server.http('HEAD', '/rest/v1/events', as(serviceRole, { Prefer: 'count=exact' }))
  ).headers.get('content-range')

describe(`privileges and RLS on ${engineName()}`, () => {
  it('without SELECT granted to anon: 401 42501 with WWW-Authenticate: Bearer', async () => {
    await server.db.exec('revoke select on public.events from anon')
    const result = await server.http('GET', '/rest/v1/events', as(ANON_KEY))
    checkResponse(result, {
      status: 401,
      json: denied,
      headers: { 'WWW-Authenticate': 'Bearer', 'Content-Length': '90' },
    })
    const viaClient = await server.client().from('events').select('*')
    expect(viaClient).toMatchObject({ data: null, error: denied, status: 401 })
    checkResponse(
      await server.http('GET', '/rest/v1/events?select=id&limit=1', as(authenticated)),
      {
        status: 200,
        json: [{ id: EVENT_IDS.standup }],
      },
    )
  })

  it('without SELECT granted to authenticated: 403 42501, no WWW-Authenticate', async () => {
    await server.db.exec('revoke select on public.events from authenticated')
    const result = await server.http('GET', '/rest/v1/events', as(authenticated))
    checkResponse(result, { status: 403, json: denied, absent: ['WWW-Authenticate'] })
  })

  it('a policy USING (false) hides every row: 200 [], PATCH and DELETE touch nothing', async () => {
    await server.db.exec(`
      drop policy "Allow all access to events" on public.events;
      create policy "hide everything" on public.events for all using (false);`)
    checkResponse(await server.http('GET', '/rest/v1/events', as(ANON_KEY)), {
      status: 200,
      text: '[]',
      headers: { 'Content-Range': '*/*' },
    })
    const patch = await server.http('PATCH', `/rest/v1/events?id=eq.${EVENT_IDS.standup}`, {
      ...as(ANON_KEY, { 'Content-Type': 'application/json' }),
      body: { title: 'changed' },
    })
    checkResponse(patch, { status: 204, headers: { 'Content-Range': '*/*' } })
    const del = await server.http(
      'DELETE',
      `/rest/v1/events?id=eq.${EVENT_IDS.standup}`,
      as(ANON_KEY),
    )
    checkResponse(del, { status: 204, headers: { 'Content-Range': '*/*' } })
    expect(await eventCount()).toBe('0-3/4')
  })

  it('a WITH CHECK (false) policy: insert with the anon key is 401 42501', async () => {
    await server.db.exec(`
      drop policy "Allow all access to events" on public.events;
      create policy "read all" on public.events for select using (true);
      create policy "no inserts" on public.events for insert with check (false);`)
    const result = await server.http('POST', '/rest/v1/events', { ...as(ANON_KEY), body: row })
    checkResponse(result, {
      status: 401,
      json: rlsDenied,
      headers: { 'WWW-Authenticate': 'Bearer' },
    })
    const viaClient = await server.client().from('events').insert([row])
    expect(viaClient).toMatchObject({ error: rlsDenied, status: 401 })
    const asUser = await server.http('POST', '/rest/v1/events', { ...as(authenticated), body: row })
    checkResponse(asUser, { status: 403, json: rlsDenied })
    expect(await eventCount()).toBe('0-3/4')
  })

  it('service_role bypasses RLS (BYPASSRLS)', async () => {
    await server.db.exec(`
      drop policy "Allow all access to events" on public.events;
      create policy "hide everything" on public.events for all using (false);`)
    const read = await server.http(
      'GET',
      '/rest/v1/events?select=id&order=start_time',
      as(serviceRole),
    )
    checkResponse(read, { status: 200, json: Object.values(EVENT_IDS).map((id) => ({ id })) })
    const write = await server.http('POST', '/rest/v1/events?select=title', {
      ...as(serviceRole, { Prefer: 'return=representation' }),
      body: row,
    })
    checkResponse(write, { status: 201, json: [{ title: 'x' }] })
    const viaClient = await server
      .client(serviceRole)
      .from('events')
      .select('id', { count: 'exact', head: true })
    expect(viaClient).toMatchObject({ count: 5, status: 200, error: null })
  })

  it('policies see the JWT claims through request.jwt.claims (auth.uid() style)', async () => {
    await server.db.exec(`
      create table public.notes (
        id serial primary key,
        owner text not null default (current_setting('request.jwt.claims', true)::json->>'sub'),
        body text
      );
      alter table public.notes enable row level security;
      create policy "own notes" on public.notes for all to authenticated
        using (owner = current_setting('request.jwt.claims', true)::json->>'sub')
        with check (owner = current_setting('request.jwt.claims', true)::json->>'sub');`)
    const alice = await signJwt({ role: 'authenticated', sub: 'alice' })
    const bob = await signJwt({ role: 'authenticated', sub: 'bob' })
    checkResponse(
      await server.http('POST', '/rest/v1/notes', { ...as(alice), body: { body: 'mine' } }),
      { status: 201 },
    )
    checkResponse(await server.http('GET', '/rest/v1/notes?select=owner,body', as(alice)), {
      status: 200,
      json: [{ owner: 'alice', body: 'mine' }],
    })
    checkResponse(await server.http('GET', '/rest/v1/notes', as(bob)), { status: 200, text: '[]' })
    const forged = await server.http('POST', '/rest/v1/notes', {
      ...as(bob),
      body: { owner: 'alice', body: 'not mine' },
    })
    checkResponse(forged, {
      status: 403,
      json: pgrstError('42501', 'new row violates row-level security policy for table "notes"'),
    })
    await server.db.exec('drop table public.notes')
  })
})
