// The PostgREST case table (tests/rest-cases.ts) over a loopback port, on the engine
// CONFORMANCE_ENGINE selects. server/rest/handler.test.ts runs the same table in-process.
import { engineName } from './harness.ts'
import { describeRestCases } from './rest-cases.ts'

describeRestCases({ engine: engineName(), transport: 'http' })
