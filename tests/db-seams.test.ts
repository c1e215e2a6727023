// The database seams the Realtime endpoint stands on, on the engine CONFORMANCE_ENGINE selects:
// Database.listen (NOTIFY from SQL reaches a callback; on PostgreSQL, also after the LISTEN
// connection is terminated), and a transaction that reports a COMMIT that kept nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../server/db/database.ts'
import { engineName, lostConnections, openEngine } from './harness.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `check` holds, polling, or fails with what it last saw. */
async function eventually(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const until = Date.now() + ms
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await sleep(20)
  }
}

let db: Database
let dispose: () => Promise<void>

beforeAll(async () => {
  const engine = await openEngine()
  db = engine.db
  dispose = engine.dispose
  await db.exec(`
    create table seam_rows (id int primary key deferrable initially deferred);
  `)
})
afterAll(() => dispose?.())

const notify = (channel: string, payload: string) =>
  db.transaction((tx) => tx.query('select pg_notify($1, $2)', [channel, payload]))

describe(`Database.transaction on ${engineName()}`, () => {
  it('rejects when COMMIT itself fails (a deferred unique constraint)', async () => {
    await expect(
      db.transaction((tx) => tx.query('insert into seam_rows values (4), (4)')),
    ).rejects.toMatchObject({ code: '23505' })
  })

  it('rejects with 25P02 when a failed statement was caught inside: COMMIT rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into seam_rows values (5)')
        await tx.query('select 1/0').catch(() => undefined)
      }),
    ).rejects.toMatchObject({ code: '25P02' })
    const { rows } = await db.transaction((tx) =>
      tx.query('select count(*)::int as n from seam_rows where id = 5'),
    )
    expect(Number(rows[0]?.n)).toBe(0)
  })
})

describe(`Database.listen on ${engineName()}`, () => {
  it('hears pg_notify from SQL once it commits, and nothing after unlisten', async () => {
    const heard: string[] = []
    const unlisten = await db.listen('seam', (payload) => heard.push(payload))
    await db.exec(`select pg_notify('seam', 'from exec')`)
    await notify('seam', 'from a transaction')
    await eventually(() => heard.length === 2, 'two notifications')
    expect(heard).toEqual(['from exec', 'from a transaction'])

    await unlisten()
    await unlisten()
    await notify('seam', 'too late')
    await sleep(200)
    expect(heard).toHaveLength(2)
  })

  it('hears nothing from a rolled-back transaction', async () => {
    const heard: string[] = []
    const unlisten = await db.listen('seam_rollback', (payload) => heard.push(payload))
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`select pg_notify('seam_rollback', 'never')`)
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    await notify('seam_rollback', 'kept')
    await eventually(() => heard.length === 1, 'one notification')
    await sleep(100)
    expect(heard).toEqual(['kept'])
    await unlisten()
  })

  it('quotes the channel: case, spaces and quotes are kept, not folded', async () => {
    const exact: string[] = []
    const folded: string[] = []
    const channel = 'Realtime "Changes"; select 1'
    const stopExact = await db.listen(channel, (payload) => exact.push(payload))
    const stopFolded = await db.listen('realtime "changes"; select 1', (p) => folded.push(p))
    await notify(channel, 'exact')
    await eventually(() => exact.length === 1, 'the exact channel')
    await sleep(100)
    expect(exact).toEqual(['exact'])
    expect(folded).toEqual([])
    await stopExact()
    await stopFolded()
  })

  it('several callbacks on one channel each hear it; stopping one leaves the others', async () => {
    const a: string[] = []
    const b: string[] = []
    const stopA = await db.listen('seam_shared', (payload) => a.push(payload))
    const stopB = await db.listen('seam_shared', (payload) => b.push(payload))
    await notify('seam_shared', '1')
    await eventually(() => a.length === 1 && b.length === 1, 'both callbacks')
    await stopA()
    await notify('seam_shared', '2')
    await eventually(() => b.length === 2, 'the second callback')
    await sleep(100)
    expect(a).toEqual(['1'])
    expect(b).toEqual(['1', '2'])
    await stopB()
  })

  it('refuses a channel PostgreSQL could not name: empty, NUL, over 63 bytes', async () => {
    for (const channel of ['', 'a\0b', 'x'.repeat(64)]) {
      await expect(db.listen(channel, () => undefined)).rejects.toThrow(RangeError)
    }
    const longest = 'é'.repeat(31) + 'x'
    const stop = await db.listen(longest, () => undefined)
    await stop()
  })
})

// Only a server engine has a connection to lose: PGlite runs in this process.
if (engineName() === 'postgres') {
  describe('Database.listen when PostgreSQL ends the LISTEN connection', () => {
    it('reconnects, LISTENs again and hears the next notifications', async () => {
      const heard: string[] = []
      const unlisten = await db.listen('seam_survives', (payload) => heard.push(payload))
      await notify('seam_survives', 'before')
      await eventually(() => heard.includes('before'), 'the first notification')

      const lostBefore = lostConnections.length
      const { rows } = await db.transaction((tx) =>
        tx.query(
          `select count(*) filter (where pg_terminate_backend(pid))::int as n
           from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()
             and query ~* '^(un)?listen '`,
        ),
      )
      expect(Number(rows[0]?.n)).toBe(1)
      await eventually(() => lostConnections.length > lostBefore, 'the loss to be reported')
      expect((lostConnections.at(-1) as { code?: string }).code).toBe('57P01')

      // What is notified before the new LISTEN is lost, as with any LISTEN: keep notifying.
      let sent = 0
      const until = Date.now() + 15_000
      while (!heard.some((payload) => payload.startsWith('after '))) {
        if (Date.now() > until) throw new Error(`nothing heard after ${sent} notifications`)
        await notify('seam_survives', `after ${sent++}`)
        await sleep(50)
      }
      await unlisten()
    })
  })
}
