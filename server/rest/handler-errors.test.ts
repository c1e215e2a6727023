// handleRest's errors, roles, limits, schema reloads and hostile input, on PGlite. Every
// failure must be a PostgREST-shaped 4xx (never a 5xx for a client's mistake), and nothing a
// request sends may reach the SQL text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RestContext } from './context.ts'
import { openRestTestDb, type Answer, type RestTestDb } from '../testing/rest-test-db.ts'

let t: RestTestDb

beforeAll(async () => {
  t = await openRestTestDb()
  await t.db.exec(`
    create table locked (id int primary key);
    alter table locked enable row level security;
    create policy "read only" on locked for select using (true);
    create view whoami as select
      current_user::text as role,
      current_setting('request.jwt.claims', true) as claims,
      current_setting('request.method', true) as method,
      current_setting('request.path', true) as path,
      current_setting('request.headers', true)::json->>'x-test' as header;
  `)
  await t.ctx.schema.reload()
})

afterAll(async () => {
  await t.close()
})

const call = (
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: string,
  context: Partial<RestContext> = {},
): Promise<Answer> => t.call(method, url, headers, body, context)
const get = (url: string, headers: Record<string, string> = {}, context = {}) =>
  call('GET', url, headers, undefined, context)
const JSON_BODY = { 'Content-Type': 'application/json' }
const authenticated = { role: 'authenticated', claims: { role: 'authenticated' } }

function error(answer: Answer) {
  return { status: answer.status, ...JSON.parse(answer.body) }
}

describe('PostgreSQL errors mapped to HTTP (protocol.md §2.3, protocol.md §2.4)', () => {
  it.each([
    ['items?select=nope', 400, '42703', 'column items.nope does not exist'],
    ['items?order=nope.desc', 400, '42703', 'column items.nope does not exist'],
    ['items?nope=eq.1', 400, '42703', 'column items.nope does not exist'],
    ['items?or=(id.eq.1,nope.eq.2)', 400, '42703', 'column items.nope does not exist'],
    ['items?id=in.(1,x)', 400, '22P02', 'invalid input syntax for type bigint: "x"'],
    [
      'items?offset=99999999999999999999',
      400,
      '22003',
      'value "100000000000000000000" is out of range for type bigint',
    ],
  ])('GET %s: %i %s', async (url, status, code, message) => {
    expect(error(await get(url))).toMatchObject({ status, code, message })
  })

  it('RLS refusing a new row, anon key: 401 42501', async () => {
    const answer = await call('POST', 'locked', JSON_BODY, '{"id":1}')
    expect(error(answer)).toMatchObject({
      status: 401,
      code: '42501',
      message: 'new row violates row-level security policy for table "locked"',
    })
  })

  it('service_role bypasses RLS', async () => {
    const answer = await call('POST', 'locked', JSON_BODY, '{"id":2}', {
      role: 'service_role',
      claims: { role: 'service_role' },
    })
    expect(answer.status).toBe(201)
  })
})

describe('the transaction carries role, claims and request (protocol.md §3.1)', () => {
  it('sets role, request.jwt.claims, request.method, request.path, request.headers', async () => {
    const answer = await get('whoami', { 'X-Test': 'yes' }, authenticated)
    expect(JSON.parse(answer.body)).toEqual([
      {
        role: 'authenticated',
        claims: '{"role":"authenticated"}',
        method: 'GET',
        path: '/whoami',
        header: 'yes',
      },
    ])
  })

  it('GET runs read-only', async () => {
    await t.db.exec(`create or replace function public.sneaky() returns int language sql as
      'insert into public.no_pk values (''w'', ''w'') returning 1'`)
    await t.ctx.schema.reload()
    // A filter cannot call functions, so reach the write through a view.
    await t.db.exec(`create or replace view writes as select public.sneaky() as n`)
    const answer = await get('writes')
    expect(error(answer)).toMatchObject({ status: 405, code: '25006' })
  })
})

describe('request errors', () => {
  it.each([
    ['GET', 'items', { 'Accept-Profile': 'api' }, undefined, 406, 'PGRST106'],
    ['POST', 'items', { 'Content-Profile': 'api', ...JSON_BODY }, '{}', 406, 'PGRST106'],
    ['GET', 'items', { Accept: 'text/xml' }, undefined, 406, 'PGRST107'],
    ['GET', 'items', { Prefer: 'handling=strict, bogus' }, undefined, 400, 'PGRST122'],
    ['POST', 'items', { 'Content-Type': 'text/plain' }, '{}', 400, 'PGRST102'],
    ['PUT', 'items', {}, undefined, 405, 'PGRST117'],
    ['PATCH', 'items?id=eq.1&limit=1', JSON_BODY, '{"id":1}', 400, 'PGRST100'],
  ])('%s %s %j: %i %s', async (method, url, headers, body, status, code) => {
    const answer = await call(method, url, headers, body)
    expect(error(answer)).toMatchObject({ status, code })
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
  })

  it('PGRST106 names the exposed schemas', async () => {
    expect(error(await get('items', { 'Accept-Profile': 'api' }))).toEqual({
      status: 406,
      code: 'PGRST106',
      details: null,
      hint: 'Only the following schemas are exposed: public',
      message: 'Invalid schema: api',
    })
  })

  it.each([
    ['itemz', "Perhaps you meant the table 'public.items'", '158'],
    ['event', "Perhaps you meant the table 'public.events'", '159'],
  ])('unknown table %s: 404 PGRST205', async (table, hint, length) => {
    const answer = await get(table)
    expect(error(answer)).toEqual({
      status: 404,
      code: 'PGRST205',
      details: null,
      hint,
      message: `Could not find the table 'public.${table}' in the schema cache`,
    })
    expect(answer.headers['content-length']).toBe(length)
  })

  it('a body over maxBodyBytes: 413, PostgREST-shaped', async () => {
    const big = JSON.stringify({ k: 'x'.repeat(2000), extra: 'y' })
    const answer = await call('POST', 'simple_pk', JSON_BODY, big, { maxBodyBytes: 1000 })
    expect(error(answer)).toEqual({
      status: 413,
      code: 'PGRST413',
      details: 'The request body is larger than the limit of 1000 bytes',
      hint: null,
      message: 'Payload too large',
    })
  })

  it('an unexpected failure is a PostgREST-shaped 500', async () => {
    const broken = { ...t.db, transaction: async () => Promise.reject(new TypeError('boom')) }
    const original = console.error
    console.error = () => undefined
    try {
      const answer = await get('items', {}, { db: broken })
      expect(error(answer)).toEqual({
        status: 500,
        code: 'XX000',
        details: null,
        hint: null,
        message: 'Internal server error',
      })
    } finally {
      console.error = original
    }
  })
})

describe('limits', () => {
  it('caps a page at maxRows (Supabase max_rows): 206 with the total', async () => {
    const answer = await get('items?order=id', { Prefer: 'count=exact' })
    const capped = await get('items?order=id', { Prefer: 'count=exact' }, { maxRows: 4 })
    expect(answer.status).toBe(200)
    expect(capped.status).toBe(206)
    expect(capped.headers['content-range']).toBe('0-3/15')
  })
})

describe('schema changes are found without a restart', () => {
  it('a table created after start', async () => {
    expect((await get('late')).status).toBe(404)
    await t.db.exec(
      `create table late (id int primary key, note text); insert into late values (1, 'hi');`,
    )
    const answer = await get('late')
    expect(answer).toMatchObject({ status: 200, body: '[{"id":1,"note":"hi"}]' })
  })

  it('a column added after start', async () => {
    await t.db.exec(`create table growing (id int primary key); insert into growing values (1);`)
    expect((await get('growing')).status).toBe(200)
    await t.db.exec(`alter table growing add column extra text default 'e'`)
    expect((await get('growing?select=extra')).body).toBe('[{"extra":"e"}]')
    const post = await call(
      'POST',
      'growing?select=id,extra',
      { ...JSON_BODY, Prefer: 'return=representation' },
      '{"id":2,"extra":"f"}',
    )
    expect(post.body).toBe('[{"id":2,"extra":"f"}]')
  })
})

describe('hostile input never reaches the SQL text', () => {
  const injections = [
    ['GET', 'items?select=id,%22;drop%20table%20items;--%22'],
    ['GET', 'items?select=id);drop%20table%20items;--'],
    ['GET', 'items?order=id;drop%20table%20items'],
    ['GET', 'items?order=%22id%22%22;drop%20table%20items;--%22'],
    ['GET', 'items?id=eq.1;drop%20table%20items'],
    ['GET', "items?id=eq.1'%20or%20'1'='1"],
    ['GET', 'items?%22id%22%22%20or%201=1--%22=eq.1'],
    ['GET', 'items?id=in.(1);drop%20table%20items;--)'],
    ['GET', 'items?or=(id.eq.1,id.eq.2);drop%20table%20items'],
    ['GET', 'items?select=x:id,y%22%20from%20items;drop%20table%20items;--:id'],
    ['GET', 'items%22;drop%20table%20items;--'],
    ['POST', 'items?columns=id,%22x%22%22);drop%20table%20items;--%22'],
    ['POST', 'items?on_conflict=id);drop%20table%20items;--'],
    ['PATCH', 'items?id=eq.1'],
    ['DELETE', 'items?id=eq.999;drop%20table%20items'],
  ]
  it.each(injections)('%s %s: no 5xx, items intact', async (method, url) => {
    const body =
      method === 'POST' || method === 'PATCH' ? '{"id\\"); drop table items; --": 1}' : undefined
    const answer = await call(method, url, JSON_BODY, body, {
      role: 'service_role',
      claims: { role: 'service_role' },
    })
    // `;` separates parameters (http-types), so some of these are valid, harmless requests.
    expect(answer.status).toBeLessThan(500)
    expect(() => JSON.parse(answer.body || '[]')).not.toThrow()
    const count = await get('items', { Prefer: 'count=exact' })
    expect(count.headers['content-range']).toMatch(/\/1[56]$/)
  })

  it('values are bound parameters: a quote in a value is just data', async () => {
    const answer = await get("simple_pk?k=eq.x'y")
    expect(answer).toMatchObject({ status: 200, body: '[]' })
  })

  it('50 concurrent inserts: all kept, none doubled', async () => {
    await t.db.exec('create table burst (n int primary key)')
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => call('POST', 'burst', JSON_BODY, JSON.stringify({ n }))),
    )
    expect(answers.every((a) => a.status === 201)).toBe(true)
    const count = await get('burst', { Prefer: 'count=exact' })
    expect(count.headers['content-range']).toBe('0-49/50')
  })
})
