// Test support for handleRest: a PGlite database with Supabase's roles, the events migration
// and the fixture tables from PostgREST's test suite (tests/fixtures.sql, the one copy the
// conformance suite loads too; protocol.md §4.1), and a helper that sends a Request through
// handleRest and collects status, headers and body.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { FIXTURES_DATA_SQL, FIXTURES_SQL } from '../../tests/fixtures.ts'
import { bootstrap } from '../db/bootstrap.ts'
import { openPglite, openPostgres, type Database } from '../db/database.ts'
import type { RestContext } from '../rest/context.ts'
import { handleRest } from '../rest/handler.ts'
import { SchemaCacheStore } from '../db/schema-cache-store.ts'

const MIGRATION = readFileSync(
  path.join(import.meta.dirname, '../../supabase/migrations/20261121000000_create_events.sql'),
  'utf8',
)

export interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

export interface RestTestDb {
  db: Database
  ctx: RestContext
  call(
    method: string,
    url: string,
    headers?: Record<string, string>,
    body?: string,
    context?: Partial<RestContext>,
  ): Promise<Answer>
  close(): Promise<void>
}

/**
 * PGlite in memory by default. REST_TEST_DATABASE_URL (a PostgreSQL server the tests may
 * create databases on) runs the same cases on a fresh database of that server instead.
 */
async function openDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = process.env.REST_TEST_DATABASE_URL
  if (!url) {
    const db = await openPglite('memory://')
    return { db, drop: () => db.close() }
  }
  const admin = await openPostgres(url)
  const name = `rest_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  await admin.exec(`create database ${name}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  const db = await openPostgres(target.toString())
  return {
    db,
    drop: async () => {
      await db.close()
      await admin.exec(`drop database ${name}`)
      await admin.close()
    },
  }
}

export async function openRestTestDb(): Promise<RestTestDb> {
  const { db, drop } = await openDatabase()
  await bootstrap(db)
  await db.exec(MIGRATION)
  await db.exec(FIXTURES_SQL)
  await db.exec(FIXTURES_DATA_SQL)
  const ctx: RestContext = {
    db,
    schema: await SchemaCacheStore.open(db),
    role: 'anon',
    claims: { role: 'anon' },
    maxRows: 1000,
    maxBodyBytes: 1024 * 1024,
  }
  return {
    db,
    ctx,
    async call(method, url, headers = {}, body, context = {}) {
      const request = new Request(`http://localhost/rest/v1/${url}`, { method, headers, body })
      const table = decodeURIComponent(url.split('?')[0]!)
      const response = await handleRest(request, table, { ...ctx, ...context })
      const out: Record<string, string> = {}
      response.headers.forEach((value, name) => {
        out[name] = value
      })
      return { status: response.status, headers: out, body: await response.text() }
    },
    close: drop,
  }
}
