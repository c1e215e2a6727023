// Starts the local backend: reads flags and env, opens the database, builds the app and
// opens the port. The only file that listens. Every start-up failure is one line on stderr
// and exit 1 (a bad flag: exit 2); SIGINT, SIGTERM and SIGHUP close the port, then the
// database, and exit 0 (the live connections are dropped, so an open tab does not hold the
// stop). A PGlite data directory is opened in a worker thread
// (db/pglite-worker.ts) under a lock the kernel drops when this process dies (data-dir-lock.ts);
// so is `memory://`, on a throwaway directory removed at exit.
// HTTP Upgrade requests (websockets) go to app.upgrade, the seam for the Realtime endpoint.
import { constants, existsSync, rmSync } from 'node:fs'
import { access, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import type { IncomingMessage, Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { Duplex } from 'node:stream'
import { serve, type ServerType } from '@hono/node-server'
import { createApp, type App } from '../http/app.ts'
import { isLoopback, parseOptions, UsageError, USAGE, type ServerOptions } from './cli-options.ts'
import { DataDirInUse, LOCK_FILE, lockDataDir, type DataDirLock } from './data-dir-lock.ts'
import { openPostgres, type Database } from '../db/database.ts'
import { openPgliteWorker } from '../db/pglite-worker.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const NAME = 'calendar-server'

class StartError extends Error {}

const reason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim() ||
  String((error as { code?: unknown })?.code ?? 'unknown error')

/** The connection string without its password, fit for a terminal. */
function redact(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(unparsable URL)'
  }
}

interface Opened {
  db: Database
  where: string
}

async function openDatabase(options: ServerOptions): Promise<Opened> {
  if (options.databaseUrl) {
    const shown = redact(options.databaseUrl)
    try {
      const db = await openPostgres(options.databaseUrl, {
        // The pool reconnects on the next request: say what happened, and keep serving.
        onConnectionLost: (error) =>
          console.error(`PostgreSQL closed an idle connection (${reason(error)}); reconnecting.`),
      })
      return { db, where: `PostgreSQL at ${shown}` }
    } catch (error) {
      throw new StartError(`cannot connect to DATABASE_URL ${shown}: ${reason(error)}`)
    }
  }
  if (options.dataDir === 'memory://') return openThrowaway()
  const dir = options.dataDir
  try {
    await mkdir(dir, { recursive: true })
    await access(dir, constants.R_OK | constants.W_OK | constants.X_OK)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const why =
      code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
        ? 'is not readable and writable'
        : code === 'ENOTDIR' || code === 'EEXIST'
          ? 'is not a directory'
          : `cannot be created (${reason(error)})`
    throw new StartError(`data directory ${dir} ${why} (try --data-dir)`)
  }
  let lock: DataDirLock
  try {
    lock = await lockDataDir(dir)
  } catch (error) {
    if (!(error instanceof DataDirInUse)) {
      throw new StartError(`cannot lock the data directory ${dir}: ${reason(error)}`)
    }
    throw new StartError(
      `data directory ${dir} is ${error.message}: stop that one, or use --data-dir`,
    )
  }
  // Held until this process ends, however it ends (the kernel closes the socket of a killed
  // process); released at once on a normal exit.
  process.on('exit', () => lock.release())
  try {
    return { db: await openInWorker(dir), where: `PGlite in ${dir}` }
  } catch (error) {
    lock.release()
    throw new StartError(`cannot open the database in ${dir}: ${reason(error)} (try --data-dir)`)
  }
}

const openInWorker = (dir: string) =>
  openPgliteWorker(dir, {
    onRestart: (why) => console.error(`calendar-server: ${why}; the database was opened again.`),
  })

/** How the throwaway directories of `memory://` are named, in the system's temporary one. */
const THROWAWAY_PREFIX = 'calendar-memory-'

/**
 * `--data-dir memory://`: PGlite in the worker thread a data directory gets, so that a slow
 * statement neither freezes the server nor outlives its role's statement_timeout. Stopping one
 * ends the worker, and a database in the worker's own memory would end with it; so its files
 * are in a directory of its own, under the system's temporary directory, removed when the
 * server exits (on a signal or an error too). One whose server was killed (SIGKILL) is removed
 * by the next `memory://` server.
 */
async function openThrowaway(): Promise<Opened> {
  await removeAbandoned()
  let dir: string
  try {
    dir = await mkdtemp(path.join(os.tmpdir(), THROWAWAY_PREFIX))
  } catch (error) {
    throw new StartError(`cannot make a throwaway data directory: ${reason(error)}`)
  }
  let lock: DataDirLock
  try {
    // Locked as a data directory is: the sign, to the next memory:// server, that it is in use.
    lock = await lockDataDir(dir)
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw new StartError(`cannot lock the throwaway data directory ${dir}: ${reason(error)}`)
  }
  const discard = () => {
    lock.release()
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 })
    } catch (error) {
      console.error(`calendar-server: could not remove ${dir}: ${reason(error)}`)
    }
  }
  process.on('exit', discard)
  try {
    const db = await openInWorker(dir)
    return { db, where: `PGlite in a throwaway directory, ${dir} (discarded at exit)` }
  } catch (error) {
    process.off('exit', discard)
    discard()
    throw new StartError(`cannot open the database in ${dir}: ${reason(error)}`)
  }
}

/** Removes the throwaway directories whose server is gone (their lock is free). */
async function removeAbandoned(): Promise<void> {
  const tmp = os.tmpdir()
  const names = await readdir(tmp).catch(() => [])
  for (const name of names) {
    if (!name.startsWith(THROWAWAY_PREFIX)) continue
    const dir = path.join(tmp, name)
    // Without its lock it is one being made right now (locked next), or not ours.
    if (!existsSync(path.join(dir, LOCK_FILE))) continue
    try {
      const lock = await lockDataDir(dir)
      lock.release()
      await rm(dir, { recursive: true, force: true })
    } catch {
      // In use (DataDirInUse), another user's, or removed meanwhile: left alone.
    }
  }
}

type Upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => Promise<void>

function listen(
  fetch: (request: Request, env?: unknown) => Promise<Response>,
  upgrade: Upgrade,
  options: ServerOptions,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, hostname: options.host, port: options.port }, () =>
      resolve(server),
    )
    // serve() makes a node:http server (no TLS or HTTP/2 options are given).
    const http = server as Server
    http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      // Until the app takes it over, a reset must not end the process.
      socket.on('error', () => socket.destroy())
      void upgrade(request, socket, head)
    })
    server.once('error', (error: NodeJS.ErrnoException) => {
      const where = `port ${options.port} on ${options.host}`
      const message =
        error.code === 'EADDRINUSE'
          ? `${where} is already in use (try --port)`
          : error.code === 'EACCES'
            ? `no permission to listen on ${where} (try a port above 1023)`
            : error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND'
              ? `cannot listen on ${options.host}: no such local address (try --host)`
              : `cannot listen on ${where}: ${reason(error)}`
      reject(new StartError(message))
    })
  })
}

function banner(app: App, options: ServerOptions, where: string): string {
  const shownHost =
    options.host === '0.0.0.0' || options.host === '::'
      ? '127.0.0.1'
      : options.host.includes(':') && !options.host.startsWith('[')
        ? `[${options.host}]`
        : options.host
  const base = `http://${shownHost}:${options.port}`
  return [
    'Calendar local backend is running.',
    `  App:         ${base}/`,
    `  API URL:     ${base}   (REST: ${base}/rest/v1)`,
    `  SQL editor:  ${options.sqlEditor ? `${base}/sql-editor` : 'off (not a loopback host; --sql-editor serves it)'}`,
    `  anon key:    ${app.keys.anonKey}`,
    `  publishable key: ${app.keys.publishableKey}`,
    `  service_role key: ${app.keys.serviceRoleKey}   (bypasses row-level security: keep it private)`,
    `  secret key:  ${app.keys.secretKey}   (likewise)`,
    `  Origins:     loopback pages${options.allowedOrigins.length > 0 ? ` and ${options.allowedOrigins.join(', ')}` : ' only (--allow-origin adds others)'}`,
    `  Database:    ${where}${options.migrate ? '' : ' (migrations not applied: --no-migrate)'}`,
    ...(options.private ? privateModeLines(base, options) : []),
    'Press Ctrl+C to stop.',
    '',
  ].join('\n')
}

/** The banner's lines for private mode (docs/auth-protocol.md). */
function privateModeLines(base: string, options: ServerOptions): string[] {
  const limits = options.rateLimits ? '' : '; rate limits off (--no-rate-limits)'
  return [
    `  Private mode: on. Sign-in at ${base}/auth/v1; each person sees only their own events`,
    `               (supabase/private-mode.sql applied${options.migrate ? '' : ' only with migrations'}).`,
    `               Sign-ups ${options.disableSignup ? 'closed (--no-signup)' : 'open'}; access tokens last ${options.jwtExpirySeconds} s${limits}.`,
    `  Mailbox:     ${isLoopback(options.host) ? `${base}/mailbox` : 'not served (not a loopback host)'}   (no email is sent; links are printed here too)`,
  ]
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    if ('closeAllConnections' in server) server.closeAllConnections()
    server.close(() => resolve())
  })
}

async function main(): Promise<void> {
  let options: ServerOptions
  try {
    options = parseOptions(process.argv.slice(2), process.env, ROOT)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    process.stderr.write(`${NAME}: ${error.message}\n`)
    process.exit(2)
  }
  if (options.help) {
    process.stdout.write(USAGE)
    return
  }

  let db: Database | undefined
  let app: App | undefined
  let server: ServerType | undefined
  try {
    // The port first: a port in use is reported at once, before any database work. Requests
    // that arrive while the database opens wait for the app.
    let appReady!: (app: App) => void
    const ready = new Promise<App>((resolve) => (appReady = resolve))
    server = await listen(
      // env carries the client's socket: its address is what the auth rate limits count by.
      (request, env) => ready.then((a) => a.fetch(request, env)),
      (request, socket, head) => ready.then((a) => a.upgrade(request, socket, head)),
      options,
    )
    const opened = await openDatabase(options)
    db = opened.db
    try {
      app = await createApp({
        db,
        jwtSecret: options.jwtSecret,
        maxRows: options.maxRows,
        distDir: options.distDir,
        sqlEditor: options.sqlEditor,
        migrate: options.migrate,
        allowedOrigins: options.allowedOrigins,
        appSupabaseUrl: options.appSupabaseUrl,
        private: options.private,
        auth: {
          disableSignup: options.disableSignup,
          jwtExpirySeconds: options.jwtExpirySeconds,
          rateLimits: options.rateLimits,
          // Loopback only, as the SQL editor: its links sign in whoever follows them.
          mailboxPage: isLoopback(options.host),
          // No email leaves this machine: the link is printed, for whoever runs the server.
          onEmail: (message) =>
            process.stdout.write(
              `Email to ${message.to}: ${message.link}  (code ${message.code})\n`,
            ),
        },
      })
    } catch (error) {
      throw new StartError(`start-up failed: ${reason(error)}`)
    }
    appReady(app)
    const listening = server

    let stoppingSince = 0
    const stop = async (signal: NodeJS.Signals) => {
      // Ctrl+C reaches us twice under `npm start` (from the terminal and forwarded by npm):
      // ignore repeats, unless closing is still hanging 2 s later.
      if (stoppingSince > 0) {
        if (Date.now() - stoppingSince > 2000) process.exit(1)
        return
      }
      stoppingSince = Date.now()
      process.stdout.write(`\n${signal}: closing the server and the database...\n`)
      // The port first, then the live connections: a tab's Realtime websocket is an upgraded
      // socket, which server.close() waits for and closeAllConnections() does not end, so
      // without this a stop hung for as long as any tab stayed open. Dropped, the tabs show
      // 'Live updates paused' and reconnect when a server is back.
      const closing = closeServer(listening)
      app!.realtime.disconnectAll()
      await closing
      await app!.close()
      process.exit(0)
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
    // The terminal went away: stop cleanly rather than die with the database open.
    process.on('SIGHUP', stop)
    // The banner last: a supervisor (or a test) that signals as soon as it reads it must find
    // the handlers in place, or the signal's default action kills the server with the
    // database open. On 2 busy cores that window was once hit (exit 143 after the banner).
    process.stdout.write(banner(app, options, opened.where))
  } catch (error) {
    if (server) await closeServer(server)
    await (app ? app.close() : db?.close())?.catch(() => undefined)
    const message =
      error instanceof StartError ? error.message : `start-up failed: ${reason(error)}`
    process.stderr.write(`${NAME}: ${message}\n`)
    process.exit(1)
  }
}

await main()
