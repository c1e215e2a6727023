// The one table of PostgREST cases (tests/cases: reads, writes, auth, the calendar's own
// requests) as a suite that runs against any way of reaching the server, as Hono runs one
// router case suite against every router: in-process through app.fetch on PGlite
// (server/rest/handler.test.ts) and over a loopback port on PGlite and PostgreSQL
// (tests/conformance.test.ts).
import { afterAll, beforeAll, describe, it } from 'vitest'
import { authCases } from './cases/auth.ts'
import { EVENTS_SEED_SQL, eventCases } from './cases/events.ts'
import { mutationCases } from './cases/mutations.ts'
import { queryCases } from './cases/query.ts'
import { csvCases } from './cases/csv.ts'
import { rangeCases } from './cases/range.ts'
import { rpcCases } from './cases/rpc.ts'
import type { HttpCase } from './cases/types.ts'
import { startServer, type EngineName, type Http, type TestServer } from './harness.ts'
import { runCase } from './run-case.ts'

export const REST_SUITES: [string, HttpCase[]][] = [
  ['reads (QuerySpec, AndOrParamsSpec, RangeSpec, SingularSpec)', queryCases],
  [
    'writes (InsertSpec, UpdateSpec, DeleteSpec, UpsertSpec, SingularSpec, PgSafeUpdateSpec)',
    mutationCases,
  ],
  ['auth (AuthSpec, ErrorSpec, test_auth.py)', authCases],
  ['events as supabase-js sends them', eventCases],
  ['functions (RpcSpec)', rpcCases],
  ['the Range header (RangeSpec)', rangeCases],
  ['CSV (QuerySpec Accept headers)', csvCases],
]

export interface RestCaseRun {
  engine: EngineName
  /** `in-process`: Requests to app.fetch, no port; `http`: fetch() to a listening port. */
  transport: 'in-process' | 'http'
}

export function describeRestCases({ engine, transport }: RestCaseRun): void {
  let server: TestServer
  let http: Http

  beforeAll(async () => {
    server = await startServer({ engine })
    http = transport === 'http' ? (await server.listen()).http : server.http
  })
  afterAll(() => server?.close())

  describe(`PostgREST cases ${transport === 'http' ? 'over HTTP' : 'in-process'} on ${engine}`, () => {
    for (const [title, cases] of REST_SUITES) {
      describe(title, () => {
        it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
          // PostgREST's suite rolls each request back; here the rows are loaded again.
          await server.resetFixtures()
          await server.db.exec(EVENTS_SEED_SQL)
          await runCase({ http }, c)
        })
      })
    }
  })
}
