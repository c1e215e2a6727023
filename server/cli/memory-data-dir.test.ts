// `--data-dir memory://`, the server as a user starts it (a process on a real port): PGlite in
// the worker thread a data directory gets, on a throwaway directory (docs/decisions.md, "PGlite
// in a worker thread"). A slow anonymous request is stopped at anon's 3 s statement_timeout
// with PostgreSQL's 57014 while the server keeps answering, and what was saved before is still
// there afterwards; PGlite in the server's own thread froze every request for as long as the
// statement ran and never stopped it. The directory is gone at exit, or, when the server was
// killed, at the next memory:// server's start.
//
// The slow statement is a view that sleeps 6 s: what a filter over huge rows costs, made exact
// and bounded (tests/statement-timeout.test.ts does the same for a data directory).
import { existsSync } from 'node:fs'
import http from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, keyIn, ready, serverProcess, stop, type Run } from '../testing/server-process.ts'

const TIMEOUT_BODY =
  '{"code":"57014","details":null,"hint":null,"message":"canceling statement due to statement timeout"}'

const runs: Run[] = []
afterAll(() => {
  for (const run of runs) run.child.kill('SIGKILL')
})

async function start(args: string[] = []) {
  const port = await freePort()
  const run = serverProcess(['--port', String(port), '--data-dir', 'memory://', ...args])
  runs.push(run)
  await ready(run)
  const dir = /Database: {4}PGlite in a throwaway directory, (\S+) /.exec(run.stdout)?.[1]
  expect(dir, run.stdout).toBeDefined()
  return { run, base: `http://127.0.0.1:${port}`, dir: dir! }
}

describe('--data-dir memory://', () => {
  it("stops a slow anonymous statement at anon's 3 s with 57014, and keeps answering meanwhile", async () => {
    const { run, base, dir } = await start()
    const anonKey = keyIn(run.stdout, 'anon key')
    const sql = async (text: string) => {
      const response = await fetch(`${base}/sql-editor/run`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sql: text }),
      })
      expect(response.status, await response.text()).toBe(200)
    }
    await sql(`
      create view public.slow_anon as select true as slept from (select pg_sleep(6)) s;
      grant select on public.slow_anon to anon;
      insert into public.events (title, start_time, end_time)
        values ('Saved before', now(), now() + interval '1 hour');
    `)
    /** A GET on a connection of its own (no keep-alive), timed. */
    const get = (target: string, headers: Record<string, string> = { apikey: anonKey }) =>
      new Promise<{ status: number; text: string; ms: number }>((resolve, reject) => {
        const t0 = performance.now()
        http
          .get(`${base}${target}`, { headers, agent: false }, (response) => {
            let text = ''
            response.setEncoding('utf8')
            response.on('data', (chunk: string) => (text += chunk))
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, text, ms: performance.now() - t0 }),
            )
          })
          .on('error', reject)
      })

    const slow = get('/rest/v1/slow_anon')
    await new Promise((resolve) => setTimeout(resolve, 300))
    // A request that needs no database: answered at once, the slow statement notwithstanding.
    const quick = await get('/rest/v1/events', {})
    expect(quick.status).toBe(401)
    expect(quick.ms).toBeLessThan(1000)

    const stopped = await slow
    expect(stopped.status).toBe(500)
    expect(stopped.text).toBe(TIMEOUT_BODY)
    expect(stopped.ms).toBeGreaterThan(2900)
    expect(stopped.ms).toBeLessThan(5500)
    // The database was opened again, with what it held: nothing committed is lost.
    const after = await get('/rest/v1/events?select=title')
    expect(after.status).toBe(200)
    expect(JSON.parse(after.text)).toEqual([{ title: 'Saved before' }])
    expect(run.stderr).toContain('a statement ran past its statement_timeout of 3000 ms')

    // Its files were a throwaway directory's, gone once the server has stopped.
    expect(existsSync(dir)).toBe(true)
    expect(await stop(run)).toBe(0)
    expect(existsSync(dir)).toBe(false)
  }, 60_000)

  it('removes the throwaway directory a killed server left, when the next one starts', async () => {
    const killed = await start(['--no-migrate'])
    killed.run.child.kill('SIGKILL')
    await killed.run.exit
    expect(existsSync(killed.dir)).toBe(true)
    const next = await start(['--no-migrate'])
    expect(existsSync(killed.dir)).toBe(false)
    expect(existsSync(next.dir)).toBe(true)
    expect(await stop(next.run)).toBe(0)
    expect(existsSync(next.dir)).toBe(false)
  }, 60_000)
})
