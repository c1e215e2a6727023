// handleRest on a real database (rest-test-db.ts: PGlite, or PostgreSQL with
// REST_TEST_DATABASE_URL) with Supabase roles, the events migration and fixture tables
// from PostgREST's test suite (reference §4.1). Cases are PostgREST v14.12 spec cases
// (reference §4.2), ported from schema `test` to `public` and from postgrest_test_anonymous
// to anon; expected statuses, headers and bodies are theirs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from './db.ts'
import type { RestContext } from './rest-context.ts'
import { FIXTURES, openRestTestDb, type Answer, type RestTestDb } from './rest-test-db.ts'

let t: RestTestDb
let db: Database

beforeAll(async () => {
  t = await openRestTestDb()
  db = t.db
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
const get = (url: string, headers: Record<string, string> = {}) => call('GET', url, headers)
const JSON_TYPE = 'application/json; charset=utf-8'
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8'

describe('reads (QuerySpec, RangeSpec, AndOrParamsSpec)', () => {
  it.each([
    ['items?id=eq.5', 200, '0-0/*', '[{"id":5}]'],
    ['items?id=lte.2&order=id.asc', 200, '0-1/*', '[{"id":1}, \n {"id":2}]'],
    ['items?id=lte.2&order=id.desc', 200, '0-1/*', '[{"id":2}, \n {"id":1}]'],
    ['items?id=lte.2&order=id', 200, '0-1/*', '[{"id":1}, \n {"id":2}]'],
    ['items?id=not.lt.14&order=id.asc', 200, '0-1/*', '[{"id":14}, \n {"id":15}]'],
    ['items?id=not.gt.2&order=id.asc', 200, '0-1/*', '[{"id":1}, \n {"id":2}]'],
    ['items?select=id&limit=3&order=id', 200, '0-2/*', '[{"id":1}, \n {"id":2}, \n {"id":3}]'],
    ['items?id=in.(1,3)&order=id', 200, '0-1/*', '[{"id":1}, \n {"id":3}]'],
    ['items?id=in.()', 200, '*/*', '[]'],
    ['items?id=eq.99', 200, '*/*', '[]'],
    ['items?or=(id.eq.1,id.eq.2)&select=id&order=id', 200, '0-1/*', '[{"id":1}, \n {"id":2}]'],
    [
      'items?or=(and(id.gte.1,id.lte.2),id.eq.15)&order=id',
      200,
      '0-2/*',
      '[{"id":1}, \n {"id":2}, \n {"id":15}]',
    ],
    ['items?id=gt.13&or=(id.lt.15,id.eq.1)', 200, '0-0/*', '[{"id":14}]'],
    ['items?not.or=(id.gt.1,id.lt.1)', 200, '0-0/*', '[{"id":1}]'],
    [
      'no_pk?order=a.asc.nullslast',
      200,
      '0-2/*',
      '[{"a":"1","b":"0"}, \n {"a":"2","b":"0"}, \n {"a":null,"b":null}]',
    ],
    [
      'no_pk?order=a.desc.nullsfirst',
      200,
      '0-2/*',
      '[{"a":null,"b":null}, \n {"a":"2","b":"0"}, \n {"a":"1","b":"0"}]',
    ],
    ['no_pk?a=is.null', 200, '0-0/*', '[{"a":null,"b":null}]'],
    ['no_pk?a=not.is.null&order=a&select=a', 200, '0-1/*', '[{"a":"1"}, \n {"a":"2"}]'],
    ['simple_pk?k=like.*yy*&order=k', 200, '0-0/*', '[{"k":"xyyx","extra":"u"}]'],
    [
      'simple_pk?k=ilike.xyyx&order=k',
      200,
      '0-1/*',
      '[{"k":"xYYx","extra":"v"}, \n {"k":"xyyx","extra":"u"}]',
    ],
  ])('GET %s', async (url, status, range, body) => {
    const answer = await get(url)
    expect(answer).toMatchObject({ status, body })
    expect(answer.headers['content-range']).toBe(range)
    expect(answer.headers['content-type']).toBe(JSON_TYPE)
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(body)))
  })

  it('GET /items?id=eq.5 has Content-Length 10 and Content-Location', async () => {
    const answer = await get('items?id=eq.5')
    expect(answer.headers).toMatchObject({
      'content-length': '10',
      'content-location': '/items?id=eq.5',
    })
    expect(answer.headers['content-profile']).toBeUndefined()
  })

  it('Accept-Profile: public gives Content-Profile: public', async () => {
    const answer = await get('items?id=eq.1', { 'Accept-Profile': 'public' })
    expect(answer.headers['content-profile']).toBe('public')
  })

  it.each([
    ['items?select=id&limit=3&offset=2&order=id', {}, 200, '2-4/*'],
    ['items?select=id', { Prefer: 'count=exact' }, 200, '0-14/15'],
    ['items?select=id&limit=3&offset=2', { Prefer: 'count=exact' }, 206, '2-4/15'],
    ['items?id=gt.100', { Prefer: 'count=exact' }, 200, '*/0'],
  ])('GET %s %j: %i %s', async (url, headers, status, range) => {
    const answer = await get(url, headers)
    expect(answer.status).toBe(status)
    expect(answer.headers['content-range']).toBe(range)
  })

  it('HEAD with count: headers without a body', async () => {
    const answer = await call('HEAD', 'items?limit=3&offset=2', { Prefer: 'count=exact' })
    expect(answer.status).toBe(206)
    expect(answer.body).toBe('')
    expect(answer.headers).toMatchObject({
      'content-range': '2-4/15',
      'content-type': JSON_TYPE,
      'preference-applied': 'count=exact',
    })
    expect(answer.headers['content-length']).toBeUndefined()
  })

  it('an offset past the end with count=exact is 416 PGRST103 with Content-Range */15', async () => {
    const answer = await get('items?offset=100', { Prefer: 'count=exact' })
    expect(answer.status).toBe(416)
    expect(answer.headers['content-range']).toBe('*/15')
    expect(JSON.parse(answer.body)).toEqual({
      code: 'PGRST103',
      details: 'An offset of 100 was requested, but there are only 15 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    })
  })

  it('caps a page at maxRows', async () => {
    const answer = await get('items?order=id', { Prefer: 'count=exact' })
    const capped = await call('GET', 'items?order=id', { Prefer: 'count=exact' }, undefined, {
      maxRows: 4,
    })
    expect(answer.status).toBe(200)
    expect(capped.status).toBe(206)
    expect(capped.headers['content-range']).toBe('0-3/15')
  })

  it('formats timestamps and rows as PostgreSQL does (+00:00, ", \\n " separators)', async () => {
    await call(
      'POST',
      'events',
      { 'Content-Type': 'application/json' },
      JSON.stringify([
        {
          title: 'A',
          start_time: '2024-05-01T10:00:00.000Z',
          end_time: '2024-05-01T11:00:00.000Z',
        },
        {
          title: 'B',
          start_time: '2024-05-02T10:00:00.123Z',
          end_time: '2024-05-02T11:00:00.000Z',
        },
      ]),
    )
    const answer = await get(
      'events?select=title,start_time&start_time=gte.2024-05-01T00:00:00.000Z&start_time=lt.2024-06-01T00:00:00%2B02:00&order=start_time.asc',
    )
    expect(answer.body).toBe(
      '[{"title":"A","start_time":"2024-05-01T10:00:00+00:00"}, \n {"title":"B","start_time":"2024-05-02T10:00:00.123+00:00"}]',
    )
    expect(answer.headers['content-location']).toBe(
      '/events?order=start_time.asc&select=title%2Cstart_time&start_time=gte.2024-05-01T00%3A00%3A00.000Z,lt.2024-06-01T00%3A00%3A00%2B02%3A00',
    )
  })
})

describe('single object (SingularSpec)', () => {
  it('answers one row as an object', async () => {
    const answer = await get('items?id=eq.5', { Accept: 'application/vnd.pgrst.object+json' })
    expect(answer).toMatchObject({ status: 200, body: '{"id":5}' })
    expect(answer.headers['content-type']).toBe(OBJECT_TYPE)
  })

  it.each([
    ['items?id=eq.99', 0],
    ['items?id=lt.3', 2],
  ])('%s: 406 PGRST116 for %i rows', async (url, rows) => {
    const answer = await get(url, { Accept: 'application/vnd.pgrst.object+json' })
    expect(answer.status).toBe(406)
    expect(answer.headers['content-type']).toBe(JSON_TYPE)
    expect(JSON.parse(answer.body)).toEqual({
      code: 'PGRST116',
      details: `The result contains ${rows} rows`,
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    })
  })
})

const JSON_BODY = { 'Content-Type': 'application/json', 'Content-Profile': 'public' }

describe('writes (InsertSpec, UpdateSpec, DeleteSpec, UpsertSpec)', () => {
  beforeEach(async () => {
    await db.exec(FIXTURES)
  })

  it('POST without Prefer: 201, empty body, Content-Length 0, no Content-Type', async () => {
    const answer = await call('POST', 'simple_pk', JSON_BODY, '{"k":"a","extra":"b"}')
    expect(answer).toEqual({
      status: 201,
      headers: { 'content-length': '0', 'content-range': '*/*' },
      body: '',
    })
  })

  it('POST an array with ?columns as supabase-js sends it, ignoring other keys', async () => {
    const answer = await call(
      'POST',
      'simple_pk?columns=%22k%22%2C%22extra%22&select=k',
      { ...JSON_BODY, Prefer: 'return=representation' },
      '[{"k":"c1","extra":"x","ignored":1},{"k":"c2","extra":"y","ignored":2}]',
    )
    expect(answer.status).toBe(201)
    expect(answer.body).toBe('[{"k":"c1"}, \n {"k":"c2"}]')
    expect(answer.headers).toMatchObject({
      'content-type': JSON_TYPE,
      'content-profile': 'public',
      'preference-applied': 'return=representation',
      'content-range': '*/*',
    })
  })

  it('POST return=representation, count=exact: defaults filled in, */1', async () => {
    const answer = await call(
      'POST',
      'items',
      { ...JSON_BODY, Prefer: 'return=representation, count=exact' },
      '{}',
    )
    expect(answer).toMatchObject({ status: 201, body: '[{"id":16}]' })
    expect(answer.headers).toMatchObject({
      'content-range': '*/1',
      'preference-applied': 'return=representation, count=exact',
    })
  })

  it.each([
    ['no_pk', '{"a":"bar","b":"baz"}', '[{"a":"bar","b":"baz"}]'],
    ['no_pk', '[]', '[]'],
    ['no_pk?select=b', '[{"a":"1","b":"2"}]', '[{"b":"2"}]'],
  ])('POST %s %s with return=representation', async (url, body, expected) => {
    const answer = await call('POST', url, { ...JSON_BODY, Prefer: 'return=representation' }, body)
    expect(answer).toMatchObject({ status: 201, body: expected })
    expect(answer.headers.location).toBeUndefined()
  })

  it('POST returning one object with vnd.pgrst.object+json', async () => {
    const answer = await call(
      'POST',
      'simple_pk?select=k',
      {
        ...JSON_BODY,
        Prefer: 'return=representation',
        Accept: 'application/vnd.pgrst.object+json',
      },
      '{"k":"one","extra":"x"}',
    )
    expect(answer).toMatchObject({ status: 201, body: '{"k":"one"}' })
    expect(answer.headers['content-type']).toBe(OBJECT_TYPE)
  })

  it('POST of two rows with vnd.pgrst.object+json: 406 and nothing kept', async () => {
    const answer = await call(
      'POST',
      'simple_pk',
      {
        ...JSON_BODY,
        Prefer: 'return=representation',
        Accept: 'application/vnd.pgrst.object+json',
      },
      '[{"k":"r1","extra":"x"},{"k":"r2","extra":"x"}]',
    )
    expect(answer.status).toBe(406)
    expect((await get('simple_pk?k=in.(r1,r2)')).body).toBe('[]')
  })

  it.each([
    ['', 'Empty or invalid json'],
    ['{"k":', 'Empty or invalid json'],
    ['[{"k":"a","extra":"b"},{"k":"c"}]', 'All object keys must match'],
  ])('POST body %j: 400 PGRST102', async (body, message) => {
    const answer = await call('POST', 'simple_pk', JSON_BODY, body)
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({
      code: 'PGRST102',
      details: null,
      hint: null,
      message,
    })
  })

  it('PGRST102 for invalid JSON is Content-Length 80', async () => {
    const answer = await call('POST', 'simple_pk', JSON_BODY, 'garbage')
    expect(answer.headers['content-length']).toBe('80')
  })

  it.each([
    ['simple_pk', '{"k":"a","nope":1}', 'nope'],
    ['simple_pk?columns=k,nope', '{"k":"a"}', 'nope'],
  ])('POST %s %s: PGRST204', async (url, body, column) => {
    const answer = await call('POST', url, JSON_BODY, body)
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({
      code: 'PGRST204',
      details: null,
      hint: null,
      message: `Could not find the '${column}' column of 'simple_pk' in the schema cache`,
    })
  })

  it('POST to a missing table with bad ?columns: PGRST205 first', async () => {
    const answer = await call('POST', 'faketable?columns=nope', JSON_BODY, '{}')
    expect(answer.status).toBe(404)
    expect(JSON.parse(answer.body).code).toBe('PGRST205')
  })

  it('POST with no pk value: 400 23502 with PostgreSQL detail', async () => {
    const answer = await call('POST', 'simple_pk', JSON_BODY, '{"extra":"x"}')
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({
      code: '23502',
      details: 'Failing row contains (null, x).',
      hint: null,
      message: 'null value in column "k" of relation "simple_pk" violates not-null constraint',
    })
  })

  it('POST a duplicate primary key: 409 23505', async () => {
    const answer = await call('POST', 'simple_pk', JSON_BODY, '{"k":"xyyx","extra":"x"}')
    expect(answer.status).toBe(409)
    expect(JSON.parse(answer.body)).toEqual({
      code: '23505',
      details: 'Key (k)=(xyyx) already exists.',
      hint: null,
      message: 'duplicate key value violates unique constraint "simple_pk_pkey"',
    })
  })

  it.each([
    ['[{"k":"xyyx","extra":"merged"}]', 200],
    ['[{"k":"xyyx","extra":"merged"},{"k":"fresh","extra":"new"}]', 201],
  ])('upsert %s: %i', async (body, status) => {
    const answer = await call(
      'POST',
      'simple_pk',
      { ...JSON_BODY, Prefer: 'resolution=merge-duplicates, return=representation' },
      body,
    )
    expect(answer.status).toBe(status)
    expect(answer.headers['preference-applied']).toBe(
      'resolution=merge-duplicates, return=representation',
    )
    expect(JSON.parse(answer.body)[0]).toEqual({ k: 'xyyx', extra: 'merged' })
  })

  it('resolution on a table without a primary key is not applied', async () => {
    const answer = await call(
      'POST',
      'no_pk',
      { ...JSON_BODY, Prefer: 'resolution=merge-duplicates' },
      '{"a":"1","b":"0"}',
    )
    expect(answer.status).toBe(201)
    expect(answer.headers['preference-applied']).toBeUndefined()
  })

  it('PATCH without representation: 204 with Content-Range, no Content-Type or Length', async () => {
    const answer = await call('PATCH', 'simple_pk?k=eq.xyyx', JSON_BODY, '{"extra":"z"}')
    expect(answer).toEqual({ status: 204, headers: { 'content-range': '0-0/*' }, body: '' })
  })

  it.each([
    ['simple_pk?k=eq.nope', {}, 204, '*/*', ''],
    ['simple_pk?k=eq.nope', { Prefer: 'return=representation' }, 200, '*/*', '[]'],
    [
      'simple_pk?k=eq.xyyx',
      { Prefer: 'return=representation' },
      200,
      '0-0/*',
      '[{"k":"xyyx","extra":"z"}]',
    ],
    ['simple_pk?k=like.x*', { Prefer: 'count=exact' }, 204, '0-1/2', ''],
    [
      'simple_pk?or=(k.eq.xyyx,k.eq.xYYx)&select=k&order=k',
      { Prefer: 'return=representation' },
      200,
      '0-1/*',
      null,
    ],
  ])('PATCH %s %j', async (url, headers, status, range, body) => {
    const answer = await call('PATCH', url, { ...JSON_BODY, ...headers }, '{"extra":"z"}')
    expect(answer.status).toBe(status)
    expect(answer.headers['content-range']).toBe(range)
    if (body !== null) expect(answer.body).toBe(body)
  })

  it('PATCH with an empty object changes nothing and needs no filter', async () => {
    const answer = await call('PATCH', 'simple_pk', JSON_BODY, '{}')
    expect(answer.status).toBe(204)
  })

  it('PATCH of zero rows with vnd.pgrst.object+json: 406 PGRST116', async () => {
    const answer = await call(
      'PATCH',
      'simple_pk?k=eq.nope',
      {
        ...JSON_BODY,
        Prefer: 'return=representation',
        Accept: 'application/vnd.pgrst.object+json',
      },
      '{"extra":"z"}',
    )
    expect(answer.status).toBe(406)
    expect(JSON.parse(answer.body).details).toBe('The result contains 0 rows')
  })

  it.each([
    ['DELETE', 'simple_pk?k=eq.xyyx', {}, 204, '*/*', ''],
    [
      'DELETE',
      'simple_pk?k=eq.xyyx',
      { Prefer: 'return=representation, count=exact' },
      200,
      '*/1',
      '[{"k":"xyyx","extra":"u"}]',
    ],
    ['DELETE', 'simple_pk?k=eq.nope', { Prefer: 'return=representation' }, 200, '*/*', '[]'],
    ['DELETE', 'simple_pk?k=eq.xyyx&select=k', { Prefer: 'return=minimal' }, 204, '*/*', ''],
    ['DELETE', 'simple_pk?or=(k.eq.xyyx,k.eq.xYYx)', { Prefer: 'count=exact' }, 204, '*/2', ''],
  ])('%s %s %j', async (method, url, headers, status, range, body) => {
    const answer = await call(method, url, { ...JSON_BODY, ...headers }, undefined)
    expect(answer).toMatchObject({ status, body })
    expect(answer.headers['content-range']).toBe(range)
  })

  it('DELETE with count and representation reports both preferences', async () => {
    const answer = await call('DELETE', 'simple_pk?k=eq.xyyx', {
      ...JSON_BODY,
      Prefer: 'return=representation, count=exact',
    })
    expect(answer.headers['preference-applied']).toBe('return=representation, count=exact')
  })

  it.each([
    ['PATCH', '{"extra":"z"}', 'UPDATE requires a WHERE clause'],
    ['DELETE', undefined, 'DELETE requires a WHERE clause'],
  ])(
    '%s without a filter: 400 21000 (pg-safeupdate), nothing changed',
    async (method, body, message) => {
      const answer = await call(method, 'simple_pk', JSON_BODY, body)
      expect(answer.status).toBe(400)
      expect(JSON.parse(answer.body)).toEqual({ code: '21000', details: null, hint: null, message })
      expect(JSON.parse((await get('simple_pk')).body)).toHaveLength(2)
    },
  )
})
