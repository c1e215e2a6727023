// A fresh database on a PostgreSQL server, for one test file or test, dropped afterwards: the
// conformance suite's engine (harness.ts), and the browser tests that run on PostgreSQL
// (e2e/fixtures.ts).
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openPostgres, type Database, type PostgresOptions } from '../server/db/database.ts'

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** `create database <prefix>_<random>` on the server at `serverUrl`, opened; `dispose` drops it. */
export async function freshDatabase(
  serverUrl: string,
  prefix: string,
  options: PostgresOptions = {},
): Promise<{ db: Database; dispose: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const db = await openPostgres(url.toString(), options)
  return {
    db,
    async dispose() {
      await db.close().catch(() => undefined)
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}
