// The setup-banner flow (docs/decisions.md, "Schema changes"): with no migrations and an empty database the
// events table is missing (404 PGRST205); after the setup SQL runs in the local SQL editor, or
// a table is created straight in the database (psql), the same request answers with no
// restart. Also: the max_rows cap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkResponse } from './check-response.ts'
import { pgrstError } from './cases/types.ts'
import { engineName, EVENTS_SQL, startServer, type TestServer } from './harness.ts'
import { createApp } from '../server/http/app.ts'

let server: TestServer

beforeAll(async () => {
  server = await startServer({ migrate: false, fixtures: false })
})
afterAll(() => server?.close())

const missing = (table: string) =>
  pgrstError('PGRST205', `Could not find the table 'public.${table}' in the schema cache`)
const stale = (table: string) => pgrstError('42P01', `relation "public.${table}" does not exist`)
const runSql = (sql: string) =>
  server.http('POST', '/sql-editor/run', {
    headers: { 'Content-Type': 'application/json' },
    body: { sql },
  })

describe(`schema changes without a restart on ${engineName()}`, () => {
  it('GET /rest/v1/events is 404 PGRST205 until the setup SQL runs in the SQL editor', async () => {
    const before = await server.http('GET', '/rest/v1/events?select=*&order=start_time.asc')
    checkResponse(before, {
      status: 404,
      json: missing('events'),
      text: '{"code":"PGRST205","details":null,"hint":null,"message":"Could not find the table \'public.events\' in the schema cache"}',
      headers: { 'Proxy-Status': 'PostgREST; error=PGRST205', 'Content-Length': '119' },
    })
    const { data, error, status } = await server.client().from('events').select('*')
    expect({ data, error, status }).toEqual({ data: null, error: missing('events'), status: 404 })

    const run = await runSql(EVENTS_SQL)
    expect(run.status, run.text).toBe(200)

    const after = await server.http('GET', '/rest/v1/events?select=*&order=start_time.asc')
    checkResponse(after, { status: 200, text: '[]', headers: { 'Content-Range': '*/*' } })
    const listed = await server.client().from('events').select('*').order('start_time')
    expect(listed).toMatchObject({ data: [], error: null, status: 200 })
  })

  it('the setup SQL can run again (idempotent) and the table keeps working', async () => {
    const run = await runSql(EVENTS_SQL)
    expect(run.status, run.text).toBe(200)
    const inserted = await server
      .client()
      .from('events')
      .insert([
        { title: 'a', start_time: '2024-05-01T10:00:00Z', end_time: '2024-05-01T11:00:00Z' },
      ])
    expect(inserted).toMatchObject({ error: null, status: 201 })
  })

  it('a table created straight in the database (as psql would) is found', async () => {
    const before = await server.http('GET', '/rest/v1/notes')
    checkResponse(before, { status: 404, json: missing('notes') })

    await server.app.db.exec('create table public.notes (id int primary key, body text)')
    const post = await server.http('POST', '/rest/v1/notes', { body: { id: 1, body: 'hi' } })
    checkResponse(post, { status: 201, text: '' })
    checkResponse(await server.http('GET', '/rest/v1/notes'), {
      status: 200,
      text: '[{"id":1,"body":"hi"}]',
    })
  })

  it('a column added straight in the database is found (Supabase reloads on DDL)', async () => {
    await server.app.db.exec('alter table public.notes add column tag text')
    const post = await server.http('POST', '/rest/v1/notes?select=id,tag', {
      headers: { Prefer: 'return=representation' },
      body: { id: 2, body: 'b', tag: 't' },
    })
    checkResponse(post, { status: 201, text: '[{"id":2,"tag":"t"}]' })
  })

  it('a table dropped straight in the database is reported missing, not a 500', async () => {
    await server.app.db.exec('drop table public.notes')
    // PGRST205 once the cache knows; 42P01 from PostgreSQL while it still lists the table
    // (PostgREST v14 with a stale cache). Both are 404, and the app reads both as "missing".
    const gone = expect.toSatisfy((body) =>
      [missing('notes'), stale('notes')].some((e) => JSON.stringify(e) === JSON.stringify(body)),
    )
    checkResponse(await server.http('GET', '/rest/v1/notes'), { status: 404, json: gone })
    checkResponse(await server.http('POST', '/rest/v1/notes', { body: { id: 3 } }), {
      status: 404,
      json: gone,
    })
  })

  it('a read returns at most maxRows rows (Supabase max_rows)', async () => {
    await server.app.db.exec(
      'create table public.many (id int primary key); insert into public.many select generate_series(1, 30)',
    )
    const capped = await createApp({ db: server.db, maxRows: 5, migrate: false, distDir: null })
    const get = (path: string, headers: Record<string, string> = {}) =>
      capped.fetch(
        new Request(`http://localhost/rest/v1/${path}`, {
          headers: { apikey: capped.anonKey, ...headers },
        }),
      )

    const page = await get('many?select=id&order=id')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-range')).toBe('0-4/*')
    expect(await page.json()).toEqual([1, 2, 3, 4, 5].map((id) => ({ id })))

    const counted = await get('many?select=id&order=id&limit=10', { Prefer: 'count=exact' })
    expect(counted.status).toBe(206)
    expect(counted.headers.get('content-range')).toBe('0-4/30')
    expect(await counted.json()).toHaveLength(5)
  })
})
