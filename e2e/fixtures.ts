// Every browser test gets its own local backend on a throwaway PGlite database, serving the
// built app (dist/), so a test can break its backend in its own way: no table, revoked
// privileges, a stopped server. A test that says `test.use({ engine: 'postgres' })` gets a
// fresh database on a PostgreSQL server instead: E2E_DATABASE_URL's (`npm test` starts one),
// else one its worker starts the first time it is asked for.
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { test as base, expect } from '@playwright/test'
import { createApp, type App, type AuthAppOptions } from '../server/http/app.ts'
import { bootstrap } from '../server/db/bootstrap.ts'
import { openPglite, type Database } from '../server/db/database.ts'
import { migrate } from '../server/db/migrate.ts'
import { startPostgres } from '../scripts/postgres-server.mjs'
import { freshDatabase } from '../tests/fresh-database.ts'

export interface Backend {
  url: string
  app: App
  /** Runs SQL as the database owner (what psql or the SQL editor would do). */
  sql(script: string): Promise<void>
  /** Closes the port: the app then sees a backend that cannot be reached. */
  stop(): Promise<void>
}

export interface BackendOptions {
  /** Apply the setup SQL at start (default true); false gives a database without the table. */
  migrate: boolean
  /**
   * Private mode (`npm start -- --private`): Supabase Auth at /auth/v1, its mailbox
   * (`app.mailbox.messages()`), supabase/private-mode.sql applied, the page marked private.
   */
  private?: boolean
  /** Private mode's Auth settings (rate limits, token lifetime, sign-up). */
  auth?: AuthAppOptions
}

/** The database engine a test's backend runs on (default PGlite). */
export type Engine = 'pglite' | 'postgres'

const ROOT = path.resolve(import.meta.dirname, '..')
const DIST = path.join(ROOT, 'dist')

/** Snapshots of a fresh database, with and without the setup SQL, made once per worker. */
export interface Templates {
  bare: Blob
  migrated: Blob
}

async function makeTemplates(): Promise<Templates> {
  const db = await openPglite('memory://')
  await bootstrap(db)
  const bare = await db.snapshot()
  await migrate(db, path.join(ROOT, 'supabase/migrations'))
  const migrated = await db.snapshot()
  await db.close()
  return { bare, migrated }
}

export async function startBackend(
  options: BackendOptions,
  templates?: Templates,
  /** The built app to serve; another build (say, with other VITE_ variables) when given. */
  distDir: string = DIST,
  /** A database to serve instead of a PGlite one (dropped by `dispose` when closed). */
  database?: { db: Database; dispose: () => Promise<void> },
): Promise<Backend> {
  const from = templates && (options.migrate ? templates.migrated : templates.bare)
  const app = await createApp({
    db: database?.db ?? (await openPglite('memory://', { from })),
    distDir,
    sqlEditor: true,
    migrate: options.migrate,
    private: options.private,
    auth: options.auth,
  })
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s))
    // Realtime's websocket (live updates), as main.ts serves it.
    s.on('upgrade', app.upgrade)
  })
  const { port } = server.address() as AddressInfo
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    // close() waits for open connections; a browser's keep-alive or in-flight requests would
    // hold it for many seconds. A stopped backend drops them, as a crashed one would.
    if ('closeAllConnections' in server) server.closeAllConnections()
    // Upgraded sockets are the app's, not the server's: drop them too.
    app.realtime.disconnectAll()
    await closed
  }
  if (database) {
    const close = app.close.bind(app)
    app.close = () => close().finally(database.dispose)
  }
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    sql: (script) => app.db.exec(script),
    stop,
  }
}

/**
 * Each worker keeps one migrated backend started ahead: opening a PGlite database from its
 * snapshot takes a second or more of CPU, and doing it while the previous test drives the
 * browser hides most of that. A test that asks for `migrate: false` starts its own.
 */
export class Spares {
  private next: Promise<Backend> | undefined
  constructor(private readonly templates: Templates) {}

  take(options: BackendOptions): Promise<Backend> {
    // The spare is the shared calendar's; any other backend is started for its test.
    if (!options.migrate || options.private) return startBackend(options, this.templates)
    const ready = this.next ?? startBackend(options, this.templates)
    this.next = startBackend({ migrate: true }, this.templates)
    // Reported (if ever) by the test that takes it; never an unhandled rejection.
    this.next.catch(() => undefined)
    return ready
  }

  async close() {
    const spare = await this.next?.catch(() => undefined)
    this.next = undefined
    if (spare) {
      await spare.stop()
      await spare.app.close()
    }
  }
}

export const test = base.extend<
  BackendOptions & { engine: Engine; backend: Backend },
  { templates: Templates; spares: Spares; postgresUrl: () => Promise<string> }
>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's parameters
  templates: [async ({}, use) => use(await makeTemplates()), { scope: 'worker' }],
  spares: [
    async ({ templates }, use) => {
      const spares = new Spares(templates)
      await use(spares)
      await spares.close()
    },
    { scope: 'worker' },
  ],
  // The server's URL, asked for by the tests that run on PostgreSQL only.
  postgresUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's parameters
    async ({}, use) => {
      let started: Awaited<ReturnType<typeof startPostgres>> | undefined
      let url = process.env.E2E_DATABASE_URL
      await use(async () => {
        if (!url) {
          started = await startPostgres()
          url = started.url
        }
        return url
      })
      started?.stop()
    },
    { scope: 'worker' },
  ],
  migrate: [true, { option: true }],
  private: [false, { option: true }],
  auth: [undefined, { option: true }],
  engine: ['pglite', { option: true }],
  backend: async ({ migrate, private: privateMode, auth, engine, spares, postgresUrl }, use) => {
    const options = { migrate, private: privateMode, auth }
    const backend =
      engine === 'postgres'
        ? await startBackend(
            options,
            undefined,
            DIST,
            await freshDatabase(await postgresUrl(), 'e2e'),
          )
        : await spares.take(options)
    await use(backend)
    await backend.stop()
    await backend.app.close()
  },
})

export { expect }
