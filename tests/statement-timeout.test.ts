// The roles' statement_timeout (3 s for anon, 8 s for authenticated, as on Supabase) applies
// to each request, as PostgREST v12+ applies a role's settings, and a statement stopped by it
// is answered as PostgREST answers 57014 (500, PostgreSQL's own message). Meanwhile the server
// keeps answering: on PostgreSQL other requests run on other connections; on PGlite the
// database runs in a worker thread (server/db/pglite-worker.ts), so the server's own thread stays
// free, and the stopped statement's worker is replaced.
//
// The slow statement is a view that sleeps: what a filter over huge rows costs, made exact.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App } from '../server/http/app.ts'
import type { Database } from '../server/db/database.ts'
import { openPgliteWorker } from '../server/db/pglite-worker.ts'
import { ANON_KEY, engineName, MIGRATIONS_DIR, openEngine, roleKey } from './harness.ts'

let app: App
let url: string
let close: () => Promise<void>
const restarts: string[] = []

beforeAll(async () => {
  let db: Database
  let dispose: () => Promise<void>
  if (engineName() === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'calendar-timeout-'))
    db = await openPgliteWorker(dir, { onRestart: (why) => restarts.push(why) })
    dispose = async () => {
      await db.close()
      await rm(dir, { recursive: true, force: true })
    }
  } else {
    const engine = await openEngine('postgres')
    db = engine.db
    dispose = engine.dispose
  }
  app = await createApp({ db, distDir: null, migrationsDir: MIGRATIONS_DIR })
  await db.exec(`
    create view public.slow_anon as select true as slept from (select pg_sleep(30)) s;
    create view public.slow_five as select true as slept from (select pg_sleep(5)) s;
    grant select on public.slow_anon, public.slow_five to anon, authenticated;
  `)
  // The server as server/cli/main.ts runs it: a real port (harness.listen does the same for
  // startServer).
  const { serve } = await import('@hono/node-server')
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s))
  })
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  close = async () => {
    await new Promise<void>((resolve) => {
      if ('closeAllConnections' in server) server.closeAllConnections()
      server.close(() => resolve())
    })
    await app.close().catch(() => undefined)
    await dispose()
  }
}, 120_000)
afterAll(() => close?.())

const get = async (target: string, token = ANON_KEY) => {
  const t0 = performance.now()
  const response = await fetch(`${url}${target}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
  })
  return { status: response.status, text: await response.text(), ms: performance.now() - t0 }
}

const TIMEOUT_BODY =
  '{"code":"57014","details":null,"hint":null,"message":"canceling statement due to statement timeout"}'

describe(`statement_timeout per role on ${engineName()}`, () => {
  it('stops an anonymous statement after 3 s with 57014; others are answered meanwhile', async () => {
    const slow = get('/rest/v1/slow_anon')
    await new Promise((resolve) => setTimeout(resolve, 300))
    // Requests that need no database: answered at once, the slow statement notwithstanding.
    const t0 = performance.now()
    const keyless = await fetch(`${url}/rest/v1/events`)
    expect(keyless.status).toBe(401)
    expect(performance.now() - t0).toBeLessThan(1000)
    // A request that needs the database.
    const other = get('/rest/v1/events?select=id&limit=1')

    const stopped = await slow
    expect(stopped.status).toBe(500)
    expect(stopped.text).toBe(TIMEOUT_BODY)
    expect(stopped.ms).toBeGreaterThan(2900)
    expect(stopped.ms).toBeLessThan(6000)
    const answered = await other
    expect(answered.status).toBe(200)
    if (engineName() === 'postgres') {
      // Its own connection: it did not wait for the slow one at all.
      expect(answered.ms).toBeLessThan(1500)
    } else {
      // PGlite has one connection: it waited for the stop and the worker's replacement (a
      // new thread loads PGlite and opens the data directory: 1-2 s idle, more than 3 s on a
      // busy CI machine), but not for the slow statement's 30 s.
      expect(answered.ms).toBeLessThan(15_000)
      expect(restarts.at(-1)).toMatch(/statement_timeout of 3000 ms/)
    }
    // And the next one is as quick as ever.
    expect((await get('/rest/v1/events?select=id&limit=1')).ms).toBeLessThan(1500)
  }, 30_000)

  it('gives authenticated requests their own 8 s: a 5 s statement completes', async () => {
    const token = await roleKey('authenticated')
    const slow = await get('/rest/v1/slow_five', token)
    expect(slow.status).toBe(200)
    expect(slow.text).toBe('[{"slept":true}]')
    expect(slow.ms).toBeGreaterThan(4900)
    // The same statement as anon is stopped at 3 s.
    const anon = await get('/rest/v1/slow_five')
    expect(anon.status).toBe(500)
    expect(anon.text).toBe(TIMEOUT_BODY)
  }, 30_000)

  if (engineName() === 'postgres') {
    it('ten slow anonymous requests hold the pool 3 s, not for as long as they like', async () => {
      const t0 = performance.now()
      const slow = Array.from({ length: 10 }, () => get('/rest/v1/slow_anon'))
      const results = await Promise.all(slow)
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(500))
      expect(performance.now() - t0).toBeLessThan(7000)
      expect((await get('/rest/v1/events?select=id&limit=1')).status).toBe(200)
    }, 30_000)
  }
})
