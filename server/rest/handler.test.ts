// The PostgREST case table (tests/rest-cases.ts: PostgREST v14.12 spec cases ported to schema
// `public` and Supabase's roles, protocol.md §4.2) in-process: each Request goes to app.fetch,
// on PGlite, with no port. tests/conformance.test.ts runs the same table over a loopback port
// on PGlite and on PostgreSQL.
import { describeRestCases } from '../../tests/rest-cases.ts'

describeRestCases({ engine: 'pglite', transport: 'in-process' })
