// The conformance harness: opens the database engine the environment selects, builds the
// app on it, loads the PostgREST fixtures, and talks to it in-process (app.fetch), through
// supabase-js, or over a real loopback port. scripts/test.mjs runs every test file twice:
// CONFORMANCE_ENGINE=pglite, then CONFORMANCE_ENGINE=postgres with CONFORMANCE_DATABASE_URL.
// server/'s in-process tests use it too, on PGlite (startServer's `engine`).
import { readFileSync } from 'node:fs'
import { STATUS_CODES, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import WebSocket from 'ws'
import { createApp } from '../server/http/app.ts'
import { openPglite, type Database } from '../server/db/database.ts'
import { FIXTURES_DATA_SQL, FIXTURES_SQL } from './fixtures.ts'
import { freshDatabase } from './fresh-database.ts'

export const ROOT = path.resolve(import.meta.dirname, '..')
export const MIGRATIONS_DIR = path.join(ROOT, 'supabase/migrations')
export const EVENTS_SQL = readFileSync(
  path.join(MIGRATIONS_DIR, '20261121000000_create_events.sql'),
  'utf8',
)

/** The Supabase CLI's local secret and anon key (protocol.md §3.2). */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/** Headers for a request that carries no apikey at all (buildRequest adds one otherwise). */
export const NO_APIKEY = { apikey: '' }

export type App = Awaited<ReturnType<typeof createApp>>
export type AppOptions = Parameters<typeof createApp>[0]

/** HS256 tokens signed independently of the server's own code (jose). */
export async function signJwt(
  claims: Record<string, unknown>,
  secret: string = JWT_SECRET,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret))
}

/**
 * A signed-in person's access token as Supabase Auth signs it (the claims PostgREST and RLS
 * read), an hour long unless `exp` says otherwise.
 */
export const userToken = (sub: string, exp = Math.floor(Date.now() / 1000) + 3600) =>
  signJwt({ sub, aud: 'authenticated', role: 'authenticated', exp, session_id: sub })

export const roleKey = (role: string) => signJwt({ iss: 'supabase-demo', role, exp: 1983812996 })

export type EngineName = 'pglite' | 'postgres'

export const engineName = (): EngineName => {
  const engine = process.env.CONFORMANCE_ENGINE ?? 'pglite'
  if (engine !== 'pglite' && engine !== 'postgres') {
    throw new Error(`CONFORMANCE_ENGINE must be 'pglite' or 'postgres', not '${engine}'`)
  }
  return engine
}

interface Engine {
  db: Database
  dispose(): Promise<void>
}

/** What PostgreSQL engines reported through onConnectionLost, oldest first. */
export const lostConnections: Error[] = []

/** PGlite in memory, or a fresh database on the PostgreSQL server the test command started. */
export async function openEngine(engine: EngineName = engineName()): Promise<Engine> {
  if (engine === 'pglite') {
    const db = await openPglite('memory://')
    return { db, dispose: () => db.close().catch(() => undefined) }
  }
  const url = process.env.CONFORMANCE_DATABASE_URL
  if (!url) {
    throw new Error(
      'CONFORMANCE_ENGINE=postgres needs CONFORMANCE_DATABASE_URL (a PostgreSQL server the ' +
        'tests may create databases on); `npm test` starts one and sets it.',
    )
  }
  return freshDatabase(url, 'conf', {
    onConnectionLost: (error) => lostConnections.push(error),
  })
}

export interface HttpInit {
  headers?: Record<string, string>
  /** A string is sent as is; anything else as JSON. */
  body?: unknown
}

/** One request and its whole answer: in-process (TestServer.http) or over a port. */
export type Http = (method: string, path: string, init?: HttpInit) => Promise<HttpResult>

export interface HttpResult {
  status: number
  headers: Headers
  text: string
  /** The body parsed as JSON, or undefined when it is empty. */
  json: unknown
}

export async function readResult(response: Response): Promise<HttpResult> {
  const text = await response.text()
  let json: unknown = undefined
  if (text !== '') {
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
  }
  return { status: response.status, headers: response.headers, text, json }
}

export function buildRequest(base: string, method: string, target: string, init: HttpInit = {}) {
  const body =
    init.body === undefined
      ? undefined
      : typeof init.body === 'string'
        ? init.body
        : JSON.stringify(init.body)
  // hspec-wai sends no Content-Type and PostgREST takes the body as JSON; fetch would label
  // a string body text/plain, so say application/json unless the case says otherwise.
  const headers = new Headers(init.headers)
  if (body !== undefined && !headers.has('content-type')) {
    headers.set('Content-Type', 'application/json')
  }
  // The gateway wants a key (protocol.md §2.5); supabase-js always sends one. A case that
  // sends none says `apikey: ''` (NO_APIKEY).
  if (!headers.has('apikey')) headers.set('apikey', ANON_KEY)
  else if (headers.get('apikey') === '') headers.delete('apikey')
  return new Request(new URL(target, base), { method, headers, body })
}

export interface Listening {
  url: string
  /** Like TestServer.http, through fetch() to the port. */
  http: Http
  close(): Promise<void>
}

export interface TestServer {
  app: App
  db: Database
  /** A request to the app, in-process; `path` is absolute, e.g. `/rest/v1/items?id=eq.5`. */
  http: Http
  /**
   * supabase-js with its fetch routed to app.fetch, or to `url` (anon key by default);
   * `heartbeatIntervalMs` for Realtime (realtime-js beats every 25 s by default).
   */
  client(key?: string, url?: string, heartbeatIntervalMs?: number): SupabaseClient
  /**
   * Starts the app on 127.0.0.1 on a free port, upgrade requests included (as
   * server/cli/main.ts does).
   */
  listen(): Promise<Listening>
  /** Truncates the fixture tables and loads their rows again. */
  resetFixtures(): Promise<void>
  close(): Promise<void>
}

export interface StartOptions extends Partial<Omit<AppOptions, 'db'>> {
  /** Load tests/fixtures.sql and its rows (default true). */
  fixtures?: boolean
  /** Default: the one CONFORMANCE_ENGINE selects. */
  engine?: EngineName
}

/** Opens the engine and builds the app on it. Call close() in afterAll. */
export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const { fixtures = true, engine: engineChoice, ...appOptions } = options
  const engine = await openEngine(engineChoice)
  let app: App
  try {
    app = await createApp({
      migrate: true,
      migrationsDir: MIGRATIONS_DIR,
      distDir: null,
      sqlEditor: true,
      ...appOptions,
      db: engine.db,
    })
    if (fixtures) {
      await engine.db.exec(FIXTURES_SQL)
      await engine.db.exec(FIXTURES_DATA_SQL)
    }
  } catch (error) {
    await engine.dispose()
    throw error
  }
  const servers: { close(): Promise<void> }[] = []
  // In-process there is no HTTP layer to add the reason phrase that node:http (and Warp)
  // write on the status line, and that supabase-js hands on as statusText.
  const fetchApp = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await app.fetch(new Request(input, init))
    if (response.statusText !== '') return response
    return new Response(response.body, {
      status: response.status,
      statusText: STATUS_CODES[response.status],
      headers: response.headers,
    })
  }

  return {
    app,
    db: engine.db,
    http: async (method, target, init) =>
      readResult(await app.fetch(buildRequest('http://localhost', method, target, init))),
    client: (key = ANON_KEY, url, heartbeatIntervalMs) =>
      createClient(url ?? 'http://localhost', key, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: url ? {} : { fetch: fetchApp },
        // supabase-js >= 2.100 throws on Node 20 without a WebSocket (protocol.md §3.3).
        realtime: { transport: WebSocket as never, heartbeatIntervalMs },
      }),
    listen: () =>
      new Promise((resolve) => {
        // serve() makes a node:http server (no TLS or HTTP/2 options are given).
        const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
          const url = `http://127.0.0.1:${(info as AddressInfo).port}`
          const handle = {
            url,
            http: async (method: string, target: string, init?: HttpInit) =>
              readResult(await fetch(buildRequest(url, method, target, init))),
            close: () =>
              new Promise<void>((done) => {
                server.closeAllConnections()
                server.close(() => done())
              }),
          }
          servers.push(handle)
          resolve(handle)
        }) as Server
        server.on('upgrade', app.upgrade)
      }),
    resetFixtures: () => engine.db.exec(FIXTURES_DATA_SQL),
    async close() {
      for (const server of servers) await server.close()
      await app.close().catch(() => undefined)
      await engine.dispose()
    },
  }
}
