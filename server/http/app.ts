// The local backend as one function, Request -> Response (Hono's model): the
// PostgREST-compatible API at /rest/v1, the local SQL editor, and the built app. cli/main.ts
// is the only file that opens a port; tests call fetch() in-process.
// upgrade() takes the node server's HTTP Upgrade requests (websockets) to the handler
// registered for their path: Supabase Realtime's postgres_changes at /realtime/v1/websocket
// (realtime/endpoint.ts).
import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import type { Duplex } from 'node:stream'
import { createAuthenticator, DEFAULT_JWT_SECRET, type SupabaseKeys } from '../shared/auth.ts'
import { bootstrap } from '../db/bootstrap.ts'
import { isPreflight, preflightResponse, withCors, type AllowOrigin } from './cors.ts'
import { isPgError, type Database } from '../db/database.ts'
import { clientGone, errorResponse, pgrstError, PgrstError } from '../shared/errors.ts'
import {
  handshakeRefused,
  invalidApiKey,
  noApiKey,
  originAllowed,
  originRefused,
  requestOrigin,
  takeApiKey,
} from './gateway.ts'
import { migrate } from '../db/migrate.ts'
import { handleRest } from '../rest/handler.ts'
import { handleRpc } from '../rest/rpc.ts'
import { SchemaCacheStore } from '../db/schema-cache-store.ts'
import { runSqlRequest, sqlEditorPage } from '../sql-editor/sql-editor.ts'
import { BASE_HEADERS, connectSourcesFor } from './security-headers.ts'
import { serveStatic } from './static-files.ts'
import { realtimeEndpoint, type RealtimeEndpoint } from '../realtime/endpoint.ts'
import { upgradeRouter } from './upgrade-router.ts'

export interface AppOptions {
  db: Database
  /** HS256 secret (default: the Supabase CLI's local demo secret). */
  jwtSecret?: string
  /** Rows per response at most (default 1000, Supabase's `max_rows`). */
  maxRows?: number
  /** Request bodies larger than this get 413 (default 1 MiB). */
  maxBodyBytes?: number
  /** Reads whose JSON body would be larger than this get 413 PGRST413 (default 64 MiB). */
  maxResponseBytes?: number
  /** The built app to serve at `/`, or null for none (default: dist/ of the repository). */
  distDir?: string | null
  /** Serve /sql-editor (default false: it runs any SQL as the owner). */
  sqlEditor?: boolean
  /** Apply supabase/migrations at start (default true). */
  migrate?: boolean
  migrationsDir?: string
  /**
   * Origins (normalized, see gateway.ts) besides loopback ones whose pages may call the API;
   * `*` allows any (PostgREST's own behaviour). Default: none.
   */
  allowedOrigins?: readonly string[]
  /**
   * Refuse API requests without a valid `apikey`, as Supabase's gateway does (default true).
   * Off only for code that plays the role of PostgREST behind a gateway.
   */
  requireApiKey?: boolean
  /** The Supabase URL the served app was built against, allowed by its CSP's connect-src. */
  appSupabaseUrl?: string | null
  /** Realtime: a websocket silent for this long is closed (default 60 s). */
  realtimeHeartbeatTimeoutMs?: number
}

export interface App {
  fetch(request: Request): Promise<Response>
  /**
   * The node server's 'upgrade' event: hands the request to its path's handler, or answers
   * `HTTP/1.1 404 Not Found` and closes the socket.
   */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void>
  db: Database
  /** Supabase Realtime's postgres_changes at /realtime/v1/websocket (realtime/endpoint.ts). */
  realtime: RealtimeEndpoint
  /** The anon key for the configured secret (what the app and start-up banner show). */
  anonKey: string
  /** Every key that works with the configured secret (the start-up banner lists them). */
  keys: SupabaseKeys
  /** Closes the database (PGlite flushes to disk here). */
  close(): Promise<void>
}

const ROOT = path.resolve(import.meta.dirname, '../..')

/** The Supabase services the CLI's gateway also routes; this backend has only REST. */
const OTHER_SERVICES = /^\/(auth|storage|realtime|functions|graphql|pg|analytics)\/v1(\/|$)/

const isApiPath = (pathname: string) =>
  pathname === '/rest' || pathname.startsWith('/rest/') || OTHER_SERVICES.test(pathname)

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  })

/** PostgREST's answer for a path that names no table (v13+, PGRST125). */
const invalidPath = () =>
  errorResponse(pgrstError(404, 'PGRST125', 'Invalid path specified in request URL'))

/** A path segment's name; not valid percent-encoding: as sent, so it is reported as not found. */
function decodedName(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The last resort: a PostgREST-shaped 500 that names no internals and shows no stack. */
function internalError(error: unknown): Response {
  console.error('calendar-server: unexpected error:', error)
  const body = isPgError(error)
    ? pgrstError(500, error.code, error.message, error.detail ?? null, error.hint ?? null)
    : pgrstError(500, 'XX000', 'Internal server error')
  return errorResponse(body)
}

export async function createApp(options: AppOptions): Promise<App> {
  const { db } = options
  const maxRows = options.maxRows ?? 1000
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024
  const maxResponseBytes = options.maxResponseBytes ?? 64 * 1024 * 1024
  const distDir = options.distDir === undefined ? path.join(ROOT, 'dist') : options.distDir
  const auth = createAuthenticator(options.jwtSecret ?? DEFAULT_JWT_SECRET)
  const originPolicy = { allowed: options.allowedOrigins ?? [] }
  const allow: AllowOrigin = originPolicy.allowed.includes('*') ? '*' : 'echo'
  const requireApiKey = options.requireApiKey !== false
  const page = {
    anonKey: auth.keys.anonKey,
    connectSources: options.appSupabaseUrl ? connectSourcesFor(options.appSupabaseUrl) : [],
  }
  /** A browser request from an origin not allowed: refused before anything else. */
  const refusedOrigin = (request: Request) => {
    const origin = requestOrigin(request)
    return origin !== null && !originAllowed(origin, request.headers.get('host'), originPolicy)
      ? origin
      : null
  }

  await bootstrap(db)
  if (options.migrate !== false) {
    await migrate(db, options.migrationsDir ?? path.join(ROOT, 'supabase/migrations'))
  }
  const schema = await SchemaCacheStore.open(db)
  const upgrades = upgradeRouter((request) => handshakeRefused(request, originPolicy))

  const realtime = realtimeEndpoint({
    db,
    auth,
    requireApiKey,
    heartbeatTimeoutMs: options.realtimeHeartbeatTimeoutMs,
  })
  upgrades.register('/realtime/v1/websocket', realtime.handleUpgrade)

  async function rest(
    request: Request,
    name: string,
    handler: typeof handleRest = handleRest,
  ): Promise<Response> {
    let identity
    try {
      identity = await auth.authenticate(request.headers)
    } catch (error) {
      if (error instanceof PgrstError) return errorResponse(error)
      throw error
    }
    const response = await handler(request, name, {
      db,
      schema,
      role: identity.role,
      claims: identity.claims,
      maxRows,
      maxBodyBytes,
      maxResponseBytes,
    })
    // A refused oversized body was not read to its end: the rest of it is still on the
    // socket, so the connection must not be reused for another request.
    if (response.status === 413) response.headers.set('Connection', 'close')
    return response
  }

  /**
   * The gateway (gateway.ts): the origin, then the key; then /rest/v1/<table> and
   * /rest/v1/rpc/<function> (a trailing slash tolerated); anything else under /rest is
   * PGRST125.
   */
  async function api(original: Request, pathname: string): Promise<Response> {
    const origin = refusedOrigin(original)
    if (origin !== null) return originRefused(origin)
    if (isPreflight(original)) return preflightResponse(original, allow)
    const { request, apikey } = takeApiKey(original)
    const cors = (response: Response) => withCors(request, response, allow)
    if (requireApiKey) {
      if (apikey === null) return cors(noApiKey())
      if (!(await auth.isValidApiKey(apikey))) return cors(invalidApiKey())
    }
    const rpc = /^\/rest\/v1\/rpc\/([^/]+)\/?$/.exec(pathname)
    if (rpc) return cors(await rest(request, decodedName(rpc[1]!), handleRpc))
    const match = /^\/rest\/v1\/([^/]+)\/?$/.exec(pathname)
    if (match) return cors(await rest(request, decodedName(match[1]!)))
    if (pathname.startsWith('/realtime/v1')) {
      return cors(
        json(404, {
          message:
            'The local backend serves Realtime at /realtime/v1/websocket, as a websocket only',
        }),
      )
    }
    if (OTHER_SERVICES.test(pathname)) {
      const service = pathname.split('/')[1]
      return cors(
        json(404, { message: `The local backend has no /${service}/v1 service (only /rest/v1)` }),
      )
    }
    return cors(invalidPath())
  }

  async function route(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (isApiPath(pathname)) return api(request, pathname)
    if (options.sqlEditor) {
      if (pathname === '/sql-editor' || pathname === '/sql-editor/') {
        if (request.method === 'GET' || request.method === 'HEAD') return sqlEditorPage()
        return json(405, { message: 'Use GET' })
      }
      if (pathname === '/sql-editor/run') {
        if (request.method !== 'POST') return json(405, { message: 'Use POST' })
        return runSqlRequest(request, db, () => schema.reload())
      }
    }
    if (pathname === '/sql-editor' || pathname.startsWith('/sql-editor/')) {
      return json(404, {
        message: 'The SQL editor is off: it is served only on a loopback host or with --sql-editor',
      })
    }
    if (distDir === null) return json(404, { message: 'Not Found' })
    return serveStatic(request, pathname, distDir, page)
  }

  let closed: Promise<void> | null = null
  return {
    db,
    realtime,
    anonKey: auth.keys.anonKey,
    keys: auth.keys,
    async fetch(request) {
      let response: Response
      try {
        response = await route(request)
      } catch (error) {
        if (request.signal.aborted) return clientGone(request)
        response = internalError(error)
        if (isApiPath(new URL(request.url).pathname) && refusedOrigin(request) === null) {
          response = withCors(request, response, allow)
        }
      }
      for (const [name, value] of Object.entries(BASE_HEADERS)) {
        if (!response.headers.has(name)) response.headers.set(name, value)
      }
      return response
    },
    upgrade: (request, socket, head) => upgrades.route(request, socket, head),
    close() {
      closed ??= realtime.close().then(() => db.close())
      return closed
    },
  }
}
