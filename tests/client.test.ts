// The calendar's supabase-js calls (tests/cases/client.ts), in-process through app.fetch and
// over a real loopback port, on the engine CONFORMANCE_ENGINE selects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientCases, type ClientResult } from './cases/client.ts'
import { EVENTS_SEED_SQL } from './cases/events.ts'
import { ANON_KEY, engineName, startServer, type TestServer } from './harness.ts'

let server: TestServer
let url: string

beforeAll(async () => {
  server = await startServer({ fixtures: false })
  url = (await server.listen()).url
})
afterAll(() => server?.close())

const pick = ({ data, error, count, status, statusText }: ClientResult): ClientResult => ({
  data,
  error,
  count,
  status,
  statusText,
})

const transports: [string, () => ReturnType<TestServer['client']>][] = [
  ['in-process', () => server.client()],
  ['over HTTP', () => server.client(ANON_KEY, url)],
]

describe(`supabase-js on ${engineName()}`, () => {
  for (const [transport, client] of transports) {
    describe(transport, () => {
      it.each(clientCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
        await server.db.exec(EVENTS_SEED_SQL)
        const sb = client()
        const result = pick(await c.call(sb))
        expect(result, JSON.stringify(result)).toEqual(c.result)
        if (c.then) {
          const after = pick(await c.then.call(sb))
          expect(after, JSON.stringify(after)).toEqual(c.then.result)
        }
      })
    })
  }

  it('throwOnError() throws the PostgREST error (postgrest-js basic.test.ts)', async () => {
    const sb = server.client()
    await expect(sb.from('nope').select().throwOnError()).rejects.toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.nope' in the schema cache",
    })
  })
})
