// The shared PostgREST cases (tests/cases) on the engine CONFORMANCE_ENGINE selects, the way
// Hono runs one router case suite against every router.
import { afterAll, beforeAll, describe, it } from 'vitest'
import { authCases } from './cases/auth.ts'
import { EVENTS_SEED_SQL, eventCases } from './cases/events.ts'
import { mutationCases } from './cases/mutations.ts'
import { queryCases } from './cases/query.ts'
import type { HttpCase } from './cases/types.ts'
import { engineName, startServer, type TestServer } from './harness.ts'
import { runCase } from './run-case.ts'

let server: TestServer

beforeAll(async () => {
  server = await startServer()
  await server.db.exec(EVENTS_SEED_SQL)
})
afterAll(() => server?.close())

const suites: [string, HttpCase[]][] = [
  ['reads (QuerySpec, AndOrParamsSpec, RangeSpec, SingularSpec)', queryCases],
  ['writes (InsertSpec, UpdateSpec, DeleteSpec, SingularSpec, PgSafeUpdateSpec)', mutationCases],
  ['auth (AuthSpec, ErrorSpec, test_auth.py)', authCases],
  ['events as supabase-js sends them', eventCases],
]

describe(`PostgREST conformance on ${engineName()}`, () => {
  for (const [title, cases] of suites) {
    describe(title, () => {
      it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
        // PostgREST's suite rolls each request back; here the rows are loaded again.
        await server.resetFixtures()
        await server.db.exec(EVENTS_SEED_SQL)
        await runCase(server, c)
      })
    })
  }
})
