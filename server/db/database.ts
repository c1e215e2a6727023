// The database behind the local backend: embedded PGlite (default) or a PostgreSQL server
// through a `pg` pool. Both are reached through one small interface so that the protocol
// code and the conformance suite run unchanged on either.
// Database.listen (PostgreSQL's LISTEN/NOTIFY, surviving a PostgreSQL restart) is what the
// Realtime endpoint hears changes through (realtime/trigger.ts).
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { PGLITE_OPTIONS, rawText } from './pglite-config.mjs'
import { notifyChannels, type NotifyCallback, type Unlisten } from './notify-channels.ts'
import { pgListener } from './pg-listener.ts'

export type Row = Record<string, unknown>

export interface QueryResult {
  rows: Row[]
  /** Rows touched by INSERT/UPDATE/DELETE, when the engine reports it. */
  affectedRows?: number
}

/** One statement's outcome in a script (see Database.script). */
export interface ScriptResult {
  columns: string[]
  rows: Row[]
  affectedRows?: number
}

export interface Tx {
  /** One statement. Parameters are sent untyped, so PostgreSQL casts them to the column type. */
  query(sql: string, params?: unknown[]): Promise<QueryResult>
}

export interface TransactionOptions {
  readOnly?: boolean
  /**
   * The statement_timeout the transaction's role has, in ms. PostgreSQL applies it itself (the
   * request sets it); PGlite cannot (its timer cannot fire while a statement runs), so the
   * PGlite worker (pglite-worker.ts) enforces it from outside. Others ignore it.
   */
  statementTimeoutMs?: number
}

export interface Database {
  readonly engine: 'pglite' | 'postgres'
  /** BEGIN (READ ONLY when asked) ... COMMIT, or ROLLBACK when fn throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>, opts?: TransactionOptions): Promise<T>
  /** A script of several statements, run as the connecting (owner) user outside any request. */
  exec(sql: string): Promise<void>
  /** Like exec, returning every statement's result (for the local SQL editor). */
  script?(sql: string): Promise<ScriptResult[]>
  /**
   * LISTEN to a channel (any name, quoted as an identifier: `pg_notify('Ch', ...)` reaches
   * `listen('Ch', ...)`). Resolves once listening; the function it gives stops this callback.
   * Notifications arrive after the notifying transaction commits.
   */
  listen(channel: string, onNotify: NotifyCallback): Promise<Unlisten>
  close(): Promise<void>
}

/** The SQLSTATE error both engines throw (pg-protocol's DatabaseError shape). */
export interface PgError extends Error {
  code: string
  detail?: string
  hint?: string
}

/**
 * The database cannot be reached, or the connection broke mid-request (PostgreSQL restarting,
 * the network): PostgREST answers 503 `PGRST000` (no connection) or `PGRST001` (connection
 * lost), or 504 `PGRST003` when no pooled connection frees up in time (Error.hs). Never a hang.
 */
export class DatabaseUnavailable extends Error {
  constructor(
    readonly kind: 'connect' | 'lost' | 'pool-timeout',
    readonly details: string,
  ) {
    super(
      kind === 'connect'
        ? 'Database connection error. Retrying the connection.'
        : kind === 'lost'
          ? 'Database client error. Retrying the connection.'
          : 'Timed out acquiring connection from connection pool.',
    )
  }
}

/** A node-postgres error that is about the connection, not about the statement. */
function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && /^(E[A-Z]+|08...|57P0[1-3])$/.test(code)) return true
  return /Connection terminated|Client has encountered a connection error|not queryable/i.test(
    error.message,
  )
}

export function isPgError(error: unknown): error is PgError {
  return (
    error instanceof Error &&
    typeof (error as Partial<PgError>).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgError).code)
  )
}

/** PGlite can also copy itself, so tests can start many databases from one prepared one. */
export interface PgliteDatabase extends Database {
  /** The whole data directory as a tarball, for `openPglite('memory://', { from })`. */
  snapshot(): Promise<Blob>
}

export async function openPglite(
  dataDir: string,
  options: { from?: Blob } = {},
): Promise<PgliteDatabase> {
  // Options alone, the data directory among them: given `undefined` as its first argument,
  // PGlite left the extensions out.
  const db = new PGlite({
    dataDir: dataDir === 'memory://' ? undefined : dataDir,
    // Loading a snapshot skips initdb: about a second instead of several.
    loadDataDir: options.from,
    ...PGLITE_OPTIONS,
  })
  await db.waitReady
  // PGlite's own listen() reads the channel as SQL text (folding unquoted names); LISTEN
  // here, and take every notification from onNotification, so that names are matched exactly.
  const channels = notifyChannels({
    listen: async (ident) => {
      await db.exec(`listen ${ident}`)
    },
    unlisten: async (ident) => {
      await db.exec(`unlisten ${ident}`)
    },
  })
  db.onNotification((channel, payload) => channels.dispatch(channel, payload))
  return {
    engine: 'pglite',
    // PGlite has one connection: its transaction() holds an exclusive lock, so requests
    // queue and never interleave.
    transaction: (fn, opts) =>
      db.transaction(async (tx) => {
        if (opts?.readOnly) await tx.query('set transaction read only')
        return fn({
          query: async (sql, params) => {
            const result = await tx.query<Row>(sql, params)
            return { rows: result.rows, affectedRows: result.affectedRows }
          },
        })
      }),
    exec: async (sql) => {
      await db.exec(sql)
    },
    script: async (sql) =>
      (await db.exec(sql)).map((r) => ({
        columns: r.fields.map((f) => f.name),
        rows: r.rows as Row[],
        affectedRows: r.affectedRows,
      })),
    listen: (channel, onNotify) => channels.listen(channel, onNotify),
    close: () => db.close(),
    snapshot: () => db.dumpDataDir('none'),
  }
}

export interface PostgresOptions {
  /**
   * Told when the server drops an idle connection (a restart, pg_terminate_backend, an idle
   * timeout). The pool has already discarded it and opens a new one for the next request;
   * without a listener node would throw the pool's 'error' event and end the process.
   * Also told when the LISTEN connection is lost; it reconnects by itself.
   */
  onConnectionLost?: (error: Error) => void
}

/**
 * What PGlite throws when COMMIT ends a failed transaction; pg only reports `ROLLBACK`, and the
 * PGlite worker (pglite-worker.ts) does not COMMIT one; both throw this instead.
 */
export const rolledBack = () =>
  Object.assign(new Error('Transaction was rolled back instead of committed'), { code: '25P02' })

export async function openPostgres(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // PostgREST's db-pool-acquisition-timeout: 10 s, then 504 PGRST003 rather than a wait
    // without end; and TCP keepalive, so that a vanished server is noticed.
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    types: { getTypeParser: () => rawText } as unknown as pg.CustomTypesConfig,
  })
  pool.on('error', (error) => options.onConnectionLost?.(error))
  // pool.end() resolves once its clients are told to end, not once their sockets are shut;
  // close() waits for the sockets too, so that dropping the database right after finds no
  // session of ours to terminate.
  const open = new Set<pg.PoolClient>()
  pool.on('connect', (client) => open.add(client))
  const closed = new Promise<void>((resolve) => {
    pool.on('remove', (client) => {
      open.delete(client)
      if (pool.ending && open.size === 0) resolve()
    })
  })
  // Fail fast with the driver's own message when the server cannot be reached.
  const probe = await pool.connect()
  probe.release()
  const listener = pgListener(connectionString, options.onConnectionLost)
  return {
    engine: 'postgres',
    transaction: async (fn, opts) => {
      let client: pg.PoolClient
      try {
        client = await pool.connect()
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        throw /timeout exceeded when trying to connect/i.test(message)
          ? new DatabaseUnavailable('pool-timeout', message)
          : new DatabaseUnavailable('connect', message)
      }
      let broken: Error | undefined
      try {
        await client.query(opts?.readOnly ? 'begin read only' : 'begin')
        const result = await fn({
          query: async (sql, params) => {
            const r = await client.query(sql, params as unknown[] | undefined)
            return { rows: r.rows as Row[], affectedRows: r.rowCount ?? undefined }
          },
        })
        // COMMIT of a transaction in which a statement failed (and fn caught it) succeeds
        // with the tag ROLLBACK: nothing was kept, so say so, as PGlite does.
        const commit = await client.query('commit')
        if (commit.command !== 'COMMIT') throw rolledBack()
        return result
      } catch (error) {
        if (isConnectionError(error)) {
          // The connection is gone: this client must not go back to the pool. PostgreSQL's
          // own FATAL (57P01 on a restart) is answered as PostgREST answers it (503).
          broken = error as Error
          if (isPgError(error)) throw error
          throw new DatabaseUnavailable('lost', broken.message)
        }
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release(broken)
      }
    },
    exec: async (sql) => {
      await pool.query(sql)
    },
    script: async (sql) => {
      // A multi-statement text yields one result per statement, a single statement just one.
      const results = (await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[]
      return (Array.isArray(results) ? results : [results]).map((r) => ({
        columns: r.fields.map((f) => f.name),
        rows: r.rows as Row[],
        affectedRows: r.rowCount ?? undefined,
      }))
    },
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
    close: async () => {
      await listener.close()
      await pool.end()
      if (open.size > 0) await closed
    },
  }
}
