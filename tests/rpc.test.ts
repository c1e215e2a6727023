// Function calls as the app makes them (supabase-js .rpc(): POST, a JSON body, no Prefer unless
// a count is asked for) on the engine CONFORMANCE_ENGINE selects, with functions of the shape
// the calendar's series edits have (plpgsql, SECURITY INVOKER, jsonb arguments, jsonb or a set
// of events back, errors raised with their own SQLSTATE); RpcSpec's cases answered with a 5xx;
// and the schema cache following functions made, changed or announced with NOTIFY pgrst.
// protocol.md §7 has the protocol.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EVENT_IDS, EVENTS_SEED_SQL } from './cases/events.ts'
import { rpcServerErrorCases } from './cases/rpc.ts'
import { pgrstError } from './cases/types.ts'
import { describeResult } from './check-response.ts'
import { engineName, roleKey, signJwt, startServer, type TestServer } from './harness.ts'
import { send } from './run-case.ts'

let server: TestServer

// Made after the server started: the first call of each finds it by reloading the cache.
const PROBES_SQL = `
create function public.rpc_probe_shift(ids jsonb, minutes int) returns jsonb
  language plpgsql volatile security invoker set search_path = '' as $$
declare
  moved int;
begin
  update public.events e
     set start_time = e.start_time + make_interval(mins => minutes),
         end_time = e.end_time + make_interval(mins => minutes)
   where e.id in (select value::uuid from jsonb_array_elements_text(ids));
  get diagnostics moved = row_count;
  if moved <> jsonb_array_length(ids) then
    raise exception using errcode = 'P0001', message = 'Some of the events are gone',
      detail = format('%s of %s found', moved, jsonb_array_length(ids)),
      hint = 'Read them again';
  end if;
  return jsonb_build_object('moved', moved, 'ids', ids);
end;
$$;

create function public.rpc_probe_titled(prefix text) returns setof public.events
  language sql stable security invoker set search_path = '' as $$
  select * from public.events e where e.title like prefix || '%' order by e.start_time;
$$;

create function public.rpc_probe_conflict(event uuid) returns jsonb
  language plpgsql security invoker as $$
begin
  raise exception using errcode = 'PT409', message = 'The event changed elsewhere.',
    detail = event::text;
end;
$$;

create function public.rpc_probe_custom_state() returns void language plpgsql as $$
begin
  raise sqlstate 'AB123' using message = 'A state of our own';
end;
$$;

create table public.rpc_notes (owner text not null, body text not null);
alter table public.rpc_notes enable row level security;
create policy "own notes" on public.rpc_notes for all
  using (owner = current_setting('request.jwt.claims', true)::json->>'sub')
  with check (owner = current_setting('request.jwt.claims', true)::json->>'sub');
grant all on public.rpc_notes to anon, authenticated;
insert into public.rpc_notes values ('alice', 'a1'), ('alice', 'a2'), ('bob', 'b1');

create function public.rpc_probe_notes() returns setof public.rpc_notes
  language sql stable security invoker as $$
  select * from public.rpc_notes order by body;
$$;

create function public.rpc_probe_add_note(body text) returns public.rpc_notes
  language sql volatile security invoker as $$
  insert into public.rpc_notes
    values (current_setting('request.jwt.claims', true)::json->>'sub', body) returning *;
$$;
`

beforeAll(async () => {
  server = await startServer()
  await server.db.exec(PROBES_SQL)
})
afterAll(() => server?.close())
beforeEach(() => server.db.exec(EVENTS_SEED_SQL))

const startOf = async (id: string) => {
  const { rows } = await server.db.transaction((tx) =>
    tx.query(`select start_time::text as t from public.events where id = $1`, [id]),
  )
  return String(rows[0]?.t)
}

describe(`supabase-js .rpc() on ${engineName()}`, () => {
  it('jsonb arguments and a jsonb answer, from a plpgsql SECURITY INVOKER function', async () => {
    const ids = [EVENT_IDS.standup, EVENT_IDS.review]
    const result = await server.client().rpc('rpc_probe_shift', { ids, minutes: 30 })
    expect(result).toMatchObject({ data: { moved: 2, ids }, error: null, status: 200 })
    expect(await startOf(EVENT_IDS.standup)).toBe('2024-05-01 09:30:00+00')
  })

  it('all or nothing: a function that raises after writing leaves every row as it was', async () => {
    const gone = '00000000-0000-4000-8000-000000000000'
    const result = await server
      .client()
      .rpc('rpc_probe_shift', { ids: [EVENT_IDS.standup, gone], minutes: 30 })
    expect(result).toMatchObject({
      data: null,
      error: pgrstError('P0001', 'Some of the events are gone', '1 of 2 found', 'Read them again'),
      status: 400,
    })
    expect(await startOf(EVENT_IDS.standup)).toBe('2024-05-01 09:00:00+00')
  })

  it('raise ... errcode PT409: HTTP 409 with the message and detail', async () => {
    const result = await server.client().rpc('rpc_probe_conflict', { event: EVENT_IDS.review })
    expect(result).toMatchObject({
      data: null,
      error: pgrstError('PT409', 'The event changed elsewhere.', EVENT_IDS.review),
      status: 409,
    })
  })

  it('a SQLSTATE of its own outside every class PostgREST maps: 400', async () => {
    const result = await server.client().rpc('rpc_probe_custom_state')
    expect(result).toMatchObject({
      error: pgrstError('AB123', 'A state of our own'),
      status: 400,
    })
  })

  it('a set of events, with filters, order, a range and a count', async () => {
    const result = await server
      .client()
      .rpc('rpc_probe_titled', { prefix: '' }, { count: 'exact' })
      .select('id,title,start_time')
      .neq('title', 'Review')
      .order('start_time', { ascending: false })
      .range(0, 1)
    expect(result).toMatchObject({
      data: [
        { id: EVENT_IDS.planning, title: 'June planning' },
        { id: EVENT_IDS.offsite, title: 'Offsite' },
      ],
      error: null,
      count: 3,
      status: 206,
    })
  })

  it('ordering by a column not selected nor filtered is 42703, as in PostgREST v14', async () => {
    // Its pgrst_source holds only those columns (Plan.hs inferColsEmbedNeeds; issue #3965
    // fixed filters, not order).
    const result = await server
      .client()
      .rpc('rpc_probe_titled', { prefix: '' })
      .select('id')
      .order('start_time')
    expect(result).toMatchObject({
      error: pgrstError('42703', 'column events.start_time does not exist'),
      status: 400,
    })
  })

  it('get: true sends the arguments in the query string; head: true answers the count', async () => {
    const viaGet = await server.client().rpc('rpc_probe_titled', { prefix: 'Re' }, { get: true })
    expect(viaGet).toMatchObject({ data: [{ id: EVENT_IDS.review }], status: 200 })
    const head = await server
      .client()
      .rpc('rpc_probe_titled', { prefix: '' }, { head: true, count: 'exact' })
    expect(head).toMatchObject({ data: null, error: null, count: 4, status: 200 })
  })

  it('a write by GET fails as PostgREST: read-only transaction, 405 25006', async () => {
    const result = await server
      .client()
      .rpc('rpc_probe_shift', { ids: '[]', minutes: 1 }, { get: true })
    expect(result).toMatchObject({
      error: pgrstError('25006', 'cannot execute UPDATE in a read-only transaction'),
      status: 405,
    })
  })

  it('an unknown function: 404 PGRST202 with a hint', async () => {
    const result = await server.client().rpc('rpc_probe_shifts', { ids: [], minutes: 1 })
    expect(result).toMatchObject({
      data: null,
      error: pgrstError(
        'PGRST202',
        'Could not find the function public.rpc_probe_shifts(ids, minutes) in the schema cache',
        'Searched for the function public.rpc_probe_shifts with parameters ids, minutes or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        'Perhaps you meant to call the function public.rpc_probe_shift',
      ),
      status: 404,
    })
  })

  it('a wrong argument type: PostgreSQL says so, 400', async () => {
    const result = await server
      .client()
      .rpc('rpc_probe_shift', { ids: [EVENT_IDS.standup], minutes: 'soon' })
    expect(result).toMatchObject({
      error: pgrstError('22P02', 'invalid input syntax for type integer: "soon"'),
      status: 400,
    })
  })

  it('row-level security applies inside a SECURITY INVOKER function, as the JWT role', async () => {
    const alice = server.client(await signJwt({ role: 'authenticated', sub: 'alice' }))
    const bob = server.client(await signJwt({ role: 'authenticated', sub: 'bob' }))
    expect((await alice.rpc('rpc_probe_notes')).data).toEqual([
      { owner: 'alice', body: 'a1' },
      { owner: 'alice', body: 'a2' },
    ])
    expect((await bob.rpc('rpc_probe_notes')).data).toEqual([{ owner: 'bob', body: 'b1' }])
    expect(await bob.rpc('rpc_probe_add_note', { body: 'b2' })).toMatchObject({
      data: { owner: 'bob', body: 'b2' },
      status: 200,
    })
    expect((await server.client().rpc('rpc_probe_notes')).data).toEqual([])
    const anon = await server.client().rpc('rpc_probe_add_note', { body: 'x' })
    expect(anon).toMatchObject({
      error: pgrstError(
        '42501',
        'new row violates row-level security policy for table "rpc_notes"',
      ),
      status: 401,
    })
  })

  it('a role without EXECUTE: 401 for anon, 403 for authenticated, service_role may', async () => {
    const denied = pgrstError('42501', 'permission denied for function rpc_private')
    expect(await server.client().rpc('rpc_private')).toMatchObject({ error: denied, status: 401 })
    const user = server.client(await roleKey('authenticated'))
    expect(await user.rpc('rpc_private')).toMatchObject({ error: denied, status: 403 })
    const service = server.client(await roleKey('service_role'))
    expect(await service.rpc('rpc_private')).toMatchObject({ data: 'private', status: 200 })
  })
})

describe(`RpcSpec's server errors on ${engineName()}`, () => {
  it.each(rpcServerErrorCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const result = await send(server, c.request)
    const where = describeResult(result)
    expect(result.status, where).toBe(c.response.status)
    expect(result.json, where).toEqual(c.response.json)
    expect(result.text, where).toBe(JSON.stringify(c.response.json))
    expect(result.headers.get('content-type'), where).toBe('application/json; charset=utf-8')
    expect(result.headers.get('proxy-status'), where).toBe(
      `PostgREST; error=${(c.response.json as { code: string }).code}`,
    )
    for (const [name, value] of Object.entries(c.response.headers ?? {})) {
      expect(result.headers.get(name), `${name}\n${where}`).toBe(value)
    }
  })
})

describe(`the schema cache follows functions on ${engineName()}`, () => {
  const call = () => server.http('GET', '/rest/v1/rpc/rpc_probe_shape')

  it('NOTIFY pgrst reloads it: a function whose return type changed is answered anew', async () => {
    await server.db.exec(
      `create function public.rpc_probe_shape() returns int language sql stable as 'select 1'`,
    )
    expect((await call()).text).toBe('1')
    // Still one function of that name and parameters: no request misses, so no reload.
    await server.db.exec(`
      drop function public.rpc_probe_shape();
      create function public.rpc_probe_shape() returns setof int language sql stable
        as 'values (1), (2)';`)
    expect((await call()).text).toBe('1')
    await server.db.exec(`notify pgrst, 'reload schema'`)
    await expect.poll(async () => (await call()).text, { timeout: 5000 }).toBe('[1, 2]')
  })

  it('an overload made after start is found on its first call', async () => {
    await server.db.exec(`
      create function public.rpc_probe_shape(n int) returns int language sql stable
        as 'select n * 10'`)
    const result = await server.http('GET', '/rest/v1/rpc/rpc_probe_shape?n=4')
    expect(result.status).toBe(200)
    expect(result.text).toBe('40')
  })
})
