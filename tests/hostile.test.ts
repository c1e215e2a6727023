// Hostile input against the server on the engine CONFORMANCE_ENGINE selects: every case of
// tests/cases/hostile.ts, then oversized bodies and 200 concurrent writes over a real port.
// After each request the tables are still there, untouched, and the server still answers.
import http from 'node:http'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EVENTS_SEED_SQL } from './cases/events.ts'
import { hostileCases } from './cases/hostile.ts'
import { checkInvariants, checkResponse } from './check-response.ts'
import {
  ANON_KEY,
  engineName,
  lostConnections,
  readResult,
  roleKey,
  startServer,
  type TestServer,
} from './harness.ts'
import { isWrite, REST, runCase } from './run-case.ts'

let server: TestServer
let url: string
let serviceKey: string

beforeAll(async () => {
  serviceKey = await roleKey('service_role')
  server = await startServer()
  url = (await server.listen()).url
})
afterAll(() => server?.close())

async function count(table: string): Promise<string> {
  const { rows } = await server.db.transaction((tx) =>
    tx.query(`select count(*)::text as n from public.${table}`),
  )
  return String(rows[0]?.n)
}

const MiB = 1024 * 1024
const headers = {
  apikey: ANON_KEY,
  Authorization: `Bearer ${ANON_KEY}`,
  'Content-Type': 'application/json',
}
/** An events row whose JSON is exactly `size` bytes. */
function eventOfSize(size: number): string {
  const base = {
    title: 'big',
    start_time: '2024-05-01T10:00:00Z',
    end_time: '2024-05-01T11:00:00Z',
  }
  const empty = JSON.stringify({ ...base, description: '' })
  const body = JSON.stringify({ ...base, description: 'x'.repeat(size - empty.length) })
  expect(Buffer.byteLength(body)).toBe(size)
  return body
}

/** A POST over node:http on the given agent: its status, or the network error. */
function post(agent: http.Agent, target: string, body: string): Promise<string> {
  return new Promise((resolve) => {
    const request = http.request(target, { method: 'POST', agent, headers }, (response) => {
      response.resume()
      response.on('end', () => resolve(String(response.statusCode)))
    })
    request.on('error', (error) => resolve(`network error: ${error.message}`))
    request.end(body)
  })
}

describe(`hostile input on ${engineName()}`, () => {
  beforeEach(async () => {
    await server.resetFixtures()
    await server.db.exec(EVENTS_SEED_SQL)
  })
  afterEach(async () => {
    // The tables are still there and unchanged, and the server still serves.
    expect(await count('items')).toBe('15')
    expect(await count('simple_pk')).toBe('2')
    expect(await count('events')).toBe('4')
    const alive = await server.http('GET', `${REST}/items?id=eq.1`)
    checkResponse(alive, { status: 200, text: '[{"id":1}]' })
  })

  describe('injection, malformed bodies and forged tokens', () => {
    it.each(hostileCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
      if (isWrite(c)) await server.resetFixtures()
      await runCase(server, c)
      // The service role still sees every row the forged tokens tried to reach.
      const all = await server.http('GET', `${REST}/private_table`, {
        headers: { Authorization: `Bearer ${serviceKey}` },
      })
      checkResponse(all, { status: 200, json: [{ id: 1 }] })
    })
  })

  describe('oversized bodies', () => {
    it('a body of exactly 1 MiB is accepted', async () => {
      const result = await server.http('POST', `${REST}/events`, {
        headers,
        body: eventOfSize(MiB),
      })
      checkResponse(result, { status: 201, text: '' })
      await server.db.exec("delete from public.events where title = 'big'")
    })

    it('a body of 1 MiB + 1 byte is 413 with a PostgREST error', async () => {
      const result = await server.http('POST', `${REST}/events`, {
        headers,
        body: eventOfSize(MiB + 1),
      })
      expect(result.status).toBe(413)
      checkInvariants(result, 'POST')
    })

    it('a 5 MiB PATCH over HTTP is 413', async () => {
      const response = await fetch(`${url}${REST}/events?title=eq.Standup`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ description: 'x'.repeat(5 * MiB) }),
      })
      const result = await readResult(response)
      expect(result.status).toBe(413)
      checkInvariants(result, 'PATCH')
    })

    it('a chunked body (no Content-Length) past 1 MiB over HTTP is 413', async () => {
      const chunk = new TextEncoder().encode(`[${'{"title":"x"},'.repeat(10_000)}`)
      let sent = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > 2 * MiB) return controller.close()
          sent += chunk.length
          controller.enqueue(chunk)
        },
      })
      const response = await fetch(`${url}${REST}/items`, {
        method: 'POST',
        headers,
        body,
        duplex: 'half',
      } as RequestInit)
      const result = await readResult(response)
      expect(result.status).toBe(413)
      checkInvariants(result, 'POST')

      // The socket that carried the refused body must not be handed back half-read: either
      // the server drains it or it says Connection: close. Later requests must not fail.
      const after: string[] = []
      for (let i = 0; i < 5; i++) {
        after.push(
          await fetch(`${url}${REST}/items?id=eq.1`).then(
            (r) => String(r.status),
            (error: Error) => `${error.message}: ${String(error.cause)}`,
          ),
        )
      }
      expect(after, after.join(', ')).toEqual(['200', '200', '200', '200', '200'])
    })
  })

  describe('200 concurrent writes over a loopback port', () => {
    it('stores every row exactly once and keeps serving', async () => {
      await server.db.exec('truncate public.events')
      const titles = Array.from({ length: 200 }, (_, i) => `concurrent ${i}`)
      // Own connections (node:http, keep-alive), so no socket left over by another test counts.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 50 })
      const results = await Promise.all(
        titles.map((title, i) =>
          post(
            agent,
            `${url}${REST}/events`,
            JSON.stringify({
              title,
              start_time: new Date(Date.UTC(2024, 4, 1, 0, i)).toISOString(),
              end_time: new Date(Date.UTC(2024, 4, 1, 1, i)).toISOString(),
            }),
          ),
        ),
      )
      agent.destroy()
      const failures = results.filter((r) => r !== '201')
      expect(failures, [...new Set(failures)].join('\n')).toEqual([])

      const listed = await readResult(
        await fetch(`${url}${REST}/events?select=title&order=start_time`, {
          headers: { ...headers, Prefer: 'count=exact' },
        }),
      )
      expect(listed.status).toBe(200)
      expect(listed.headers.get('content-range')).toBe('0-199/200')
      expect((listed.json as { title: string }[]).map((r) => r.title)).toEqual(titles)
      await server.db.exec(EVENTS_SEED_SQL)
    })
  })
})

// Only a server engine has connections to lose: PGlite runs in this process.
if (engineName() === 'postgres') {
  describe('PostgreSQL drops every idle connection', () => {
    it('the server keeps serving, with no uncaught error, and reconnects', async () => {
      // Fill the pool with idle connections, then have PostgreSQL end all of them but the
      // one asking, as a restart or pg_terminate_backend would. Each is told FATAL 57P01.
      await Promise.all(
        Array.from({ length: 8 }, () => server.http('GET', `${REST}/items?id=eq.1`)),
      )
      const { rows } = await server.db.transaction((tx) =>
        tx.query(
          `select count(*) filter (where pg_terminate_backend(pid))::int as n
           from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()`,
        ),
      )
      expect(Number(rows[0]?.n)).toBeGreaterThan(0)
      // Give the FATAL messages time to arrive and the pool time to discard the clients.
      await new Promise((resolve) => setTimeout(resolve, 200))
      const again = await Promise.all(
        Array.from({ length: 8 }, () => server.http('GET', `${REST}/items?id=eq.1`)),
      )
      expect(again.map((r) => r.status)).toEqual(Array(8).fill(200))
      // And the loss was reported (npm start prints it), with PostgreSQL's own code.
      expect(lostConnections.map((e) => (e as { code?: string }).code)).toContain('57P01')
    })
  })
}
