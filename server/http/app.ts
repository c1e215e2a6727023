// The local backend as one function, Request -> Response (Hono's model): the
// PostgREST-compatible API at /rest/v1, in private mode Supabase Auth's endpoints at /auth/v1
// (auth/auth-service.ts) and their mailbox, the local SQL editor, and the built app.
// cli/main.ts is the only file that opens a port; tests call fetch() in-process.
// upgrade() takes the node server's HTTP Upgrade requests (websockets) to the handler
// registered for their path: Supabase Realtime's postgres_changes at /realtime/v1/websocket
// (realtime/endpoint.ts).
import { readFile } from 'node:fs/promises'
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
import { createAuthService, type AuthService } from '../auth/auth-service.ts'
import type { AuthSettings } from '../auth/auth-context.ts'
import { Mailbox, type MailMessage } from '../auth/mailbox.ts'
import { mailboxJson, mailboxPage } from '../auth/mailbox-page.ts'
import type { Clock } from '../auth/rate-limiter.ts'

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
  /**
   * Private mode (issue 26, docs/auth-protocol.md): serve Supabase Auth at /auth/v1 and its
   * mailbox, apply supabase/private-mode.sql after the migrations (when migrate is on), and
   * tell the served app so (a meta tag). Default false: /auth/v1 is 404 as before.
   */
  private?: boolean
  /** Private mode's Auth settings; ignored without `private`. */
  auth?: AuthAppOptions
}

export interface AuthAppOptions extends Partial<
  Pick<AuthSettings, 'disableSignup' | 'jwtExpirySeconds' | 'otpExpirySeconds' | 'siteUrl'>
> {
  /** GoTrue's rate limits (default true; off for tests that sign in many times). */
  rateLimits?: boolean
  /** A rotated refresh token still works this long (default 10 s, GoTrue's). */
  refreshTokenReuseSeconds?: number
  /**
   * Serve /mailbox and /mailbox.json (default true). The CLI turns it off on a non-loopback
   * host; a request whose Host is not a loopback name never gets it either.
   */
  mailboxPage?: boolean
  /** Called with each message put in the mailbox (the CLI prints the link). */
  onEmail?: (message: MailMessage) => void
  /** The auth service's clock, for tests (ms since the epoch). */
  clock?: Clock
}

export interface App {
  /**
   * `env` is what @hono/node-server passes as fetch's second argument ({ incoming }): the
   * client's address, for the auth service's rate limits. Optional.
   */
  fetch(request: Request, env?: unknown): Promise<Response>
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
  /** The messages private mode would have emailed (empty when it is off). */
  mailbox: Mailbox
  /** Closes the database (PGlite flushes to disk here). */
  close(): Promise<void>
}

const ROOT = path.resolve(import.meta.dirname, '../..')
const PRIVATE_MODE_SQL = path.join(ROOT, 'supabase/private-mode.sql')

/** The Supabase services the CLI's gateway also routes; this backend has REST (and, in private
 *  mode, Auth). */
const OTHER_SERVICES = /^\/(auth|storage|realtime|functions|graphql|pg|analytics)\/v1(\/|$)/

const isApiPath = (pathname: string) =>
  pathname === '/rest' || pathname.startsWith('/rest/') || OTHER_SERVICES.test(pathname)

/**
 * The one Auth path Supabase's gateway lets through without a key: the link in an email,
 * opened by a browser that has none (`auth-v1-open` in supabase/supabase
 * docker/volumes/api/kong.yml and the CLI's kong.yml).
 */
const OPEN_AUTH_PATH = /^\/auth\/v1\/verify\/?$/

/** auth-js reads X-Supabase-Api-Version from error answers; GoTrue exposes it (api.go). */
const AUTH_EXPOSE_HEADERS = ['X-Supabase-Api-Version']

/** A Host header naming this machine only: the mailbox is not for other machines. */
function isLoopbackHost(host: string): boolean {
  const name = host
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase()
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  )
}

/** The client's address from @hono/node-server's env ({ incoming: IncomingMessage }). */
function clientAddress(env: unknown): string {
  const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? 'local'
}

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
  const privateMode = options.private === true
  const page = {
    anonKey: auth.keys.anonKey,
    connectSources: options.appSupabaseUrl ? connectSourcesFor(options.appSupabaseUrl) : [],
    privateMode,
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
    // After the migrations, whose events table it changes; safe to run at every start.
    if (privateMode) await db.exec(await readFile(PRIVATE_MODE_SQL, 'utf8'))
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

  const authOptions = options.auth ?? {}
  const authService: AuthService | null = privateMode
    ? createAuthService({
        db,
        secret: options.jwtSecret ?? DEFAULT_JWT_SECRET,
        settings: {
          disableSignup: authOptions.disableSignup,
          jwtExpirySeconds: authOptions.jwtExpirySeconds,
          otpExpirySeconds: authOptions.otpExpirySeconds,
          siteUrl: authOptions.siteUrl,
          refreshTokenReuseSeconds: authOptions.refreshTokenReuseSeconds,
          maxBodyBytes,
        },
        rateLimits: authOptions.rateLimits,
        allowedOrigins: originPolicy.allowed,
        clock: authOptions.clock,
        onEmail: authOptions.onEmail,
      })
    : null
  const mailbox = authService?.mailbox ?? new Mailbox()
  const serveMailbox = authService !== null && authOptions.mailboxPage !== false

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
  async function api(original: Request, pathname: string, client: string): Promise<Response> {
    const origin = refusedOrigin(original)
    if (origin !== null) return originRefused(origin)
    if (isPreflight(original)) return preflightResponse(original, allow)
    const { request, apikey } = takeApiKey(original)
    const isAuth = pathname === '/auth/v1' || pathname.startsWith('/auth/v1/')
    const cors = (response: Response) =>
      withCors(request, response, allow, isAuth && authService ? AUTH_EXPOSE_HEADERS : [])
    if (authService && OPEN_AUTH_PATH.test(pathname)) {
      return cors(await authService.handle(request, client))
    }
    if (requireApiKey) {
      if (apikey === null) return cors(noApiKey())
      if (!(await auth.isValidApiKey(apikey))) return cors(invalidApiKey())
    }
    const rpc = /^\/rest\/v1\/rpc\/([^/]+)\/?$/.exec(pathname)
    if (rpc) return cors(await rest(request, decodedName(rpc[1]!), handleRpc))
    const match = /^\/rest\/v1\/([^/]+)\/?$/.exec(pathname)
    if (match) return cors(await rest(request, decodedName(match[1]!)))
    if (isAuth && authService) return cors(await authService.handle(request, client))
    if (isAuth) {
      return cors(
        json(404, {
          message:
            'The local backend serves /auth/v1 in private mode only (start it with --private)',
        }),
      )
    }
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

  async function route(request: Request, client: string): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (isApiPath(pathname)) return api(request, pathname, client)
    if (pathname === '/mailbox' || pathname === '/mailbox.json') {
      // Loopback only, as the SQL editor: its links sign whoever follows them in. The Host
      // check keeps a DNS-rebound page of another site from reading it.
      // @hono/node-server builds the URL from the Host header.
      if (!serveMailbox || !isLoopbackHost(new URL(request.url).host)) {
        return json(404, {
          message: 'The mailbox is served in private mode, on a loopback host only',
        })
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return json(405, { message: 'Use GET' })
      }
      return pathname === '/mailbox' ? mailboxPage(mailbox) : mailboxJson(mailbox)
    }
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
    mailbox,
    async fetch(request, env) {
      let response: Response
      try {
        response = await route(request, clientAddress(env))
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
