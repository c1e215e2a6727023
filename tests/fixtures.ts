// The one set of PostgREST fixtures (tests/fixtures.sql: the tables; tests/fixtures-data.sql:
// their rows, loaded again to reset them), for the conformance harness and for the in-process
// tests of server/ alike.
import { readFileSync } from 'node:fs'
import path from 'node:path'

const read = (name: string) => readFileSync(path.join(import.meta.dirname, name), 'utf8')

export const FIXTURES_SQL = read('fixtures.sql')
export const FIXTURES_DATA_SQL = read('fixtures-data.sql')
