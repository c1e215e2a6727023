// The database behind the local backend: embedded PGlite (default) or a PostgreSQL server
// through a `pg` pool. Both are reached through one small interface so that the protocol
// code and the conformance suite run unchanged on either.
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

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

export interface Database {
  readonly engine: 'pglite' | 'postgres'
  /** BEGIN (READ ONLY when asked) ... COMMIT, or ROLLBACK when fn throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>, opts?: { readOnly?: boolean }): Promise<T>
  /** A script of several statements, run as the connecting (owner) user outside any request. */
  exec(sql: string): Promise<void>
  /** Like exec, returning every statement's result (for the local SQL editor). */
  script?(sql: string): Promise<ScriptResult[]>
  close(): Promise<void>
}

/** The SQLSTATE error both engines throw (pg-protocol's DatabaseError shape). */
export interface PgError extends Error {
  code: string
  detail?: string
  hint?: string
}

export function isPgError(error: unknown): error is PgError {
  return (
    error instanceof Error &&
    typeof (error as Partial<PgError>).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgError).code)
  )
}

// Keep values as PostgreSQL's text: the protocol layer builds JSON bodies in SQL and casts
// them to text, and timestamps must not round-trip through JS Dates.
const rawText = (value: string) => value

/** PGlite can also copy itself, so tests can start many databases from one prepared one. */
export interface PgliteDatabase extends Database {
  /** The whole data directory as a tarball, for `openPglite('memory://', { from })`. */
  snapshot(): Promise<Blob>
}

export async function openPglite(
  dataDir: string,
  options: { from?: Blob } = {},
): Promise<PgliteDatabase> {
  const db = new PGlite(dataDir === 'memory://' ? undefined : dataDir, {
    // Loading a snapshot skips initdb: about a second instead of several.
    loadDataDir: options.from,
    parsers: { 114: rawText, 3802: rawText, 1184: rawText, 1114: rawText, 1082: rawText },
  })
  await db.waitReady
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
    close: () => db.close(),
    snapshot: () => db.dumpDataDir('none'),
  }
}

export interface PostgresOptions {
  /**
   * Told when the server drops an idle connection (a restart, pg_terminate_backend, an idle
   * timeout). The pool has already discarded it and opens a new one for the next request;
   * without a listener node would throw the pool's 'error' event and end the process.
   */
  onConnectionLost?: (error: Error) => void
}

export async function openPostgres(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
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
  return {
    engine: 'postgres',
    transaction: async (fn, opts) => {
      const client = await pool.connect()
      try {
        await client.query(opts?.readOnly ? 'begin read only' : 'begin')
        const result = await fn({
          query: async (sql, params) => {
            const r = await client.query(sql, params as unknown[] | undefined)
            return { rows: r.rows as Row[], affectedRows: r.rowCount ?? undefined }
          },
        })
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
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
    close: async () => {
      await pool.end()
      if (open.size > 0) await closed
    },
  }
}
