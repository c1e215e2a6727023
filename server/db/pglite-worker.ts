// PGlite on a data directory, in a worker thread, for the server (`npm start`); `--data-dir
// memory://` too, on a throwaway directory (server/cli/main.ts), since a database in the
// worker's own memory would not outlive the worker a stopped statement ends.
//
// Why: PGlite runs PostgreSQL as WebAssembly, synchronously. In the server's own thread a long
// statement froze the whole process (no request answered, not even the app's files), and
// PostgreSQL's statement_timeout never fired: its timer is a JavaScript setTimeout, which
// cannot run while the statement does. In a worker the server's thread stays free, and a
// statement that outlives its role's statement_timeout (3 s for anon, 8 s for authenticated)
// is stopped from here: the worker is terminated, the request gets PostgreSQL's own 57014,
// and the database is opened again (PostgreSQL's crash recovery: nothing committed is lost,
// the stopped transaction never was). Requests wait meanwhile, as they wait for each other
// on PGlite's one connection anyway.
//
// The worker thread is pglite-worker-thread.mjs, plain JavaScript, so that it needs no loader
// for TypeScript whatever runs the server (tsx, vitest).
import { Worker } from 'node:worker_threads'
import { rolledBack, type Database, type QueryResult, type ScriptResult } from './database.ts'
import { notifyChannels } from './notify-channels.ts'

interface Pending {
  resolve(value: unknown): void
  reject(error: Error): void
  timer?: NodeJS.Timeout
}

interface Reply {
  id: number
  ok: boolean
  result?: unknown
  error?: { message: string; code?: string; detail?: string; hint?: string; position?: string }
}

export interface PgliteWorkerOptions {
  /** Told when a statement ran past its timeout and the database was opened again. */
  onRestart?: (reason: string) => void
}

/** PostgreSQL's own error for a statement stopped by statement_timeout. */
const statementTimeout = () =>
  Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })

export async function openPgliteWorker(
  dataDir: string,
  options: PgliteWorkerOptions = {},
): Promise<Database> {
  let worker!: Worker
  /** Bumped each time a worker is started: replies of an older one are ignored. */
  let generation = 0
  let nextId = 1
  const pending = new Map<number, Pending>()
  let ready: Promise<void>
  let closing = false
  let closed: Promise<void> | null = null
  /** Set once the last worker is gone for good: nothing would ever answer. */
  let shut = false

  const fail = (error: Error) => {
    for (const [id, entry] of pending) {
      clearTimeout(entry.timer)
      pending.delete(id)
      entry.reject(error)
    }
  }

  function send<T>(op: string, payload: object = {}, timeout?: number): Promise<T> {
    if (shut) return Promise.reject(new Error('the database is closed'))
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      const entry: Pending = { resolve: resolve as (value: unknown) => void, reject }
      if (timeout !== undefined) {
        entry.timer = setTimeout(() => {
          if (!pending.has(id)) return
          pending.delete(id)
          reject(statementTimeout())
          restart(`a statement ran past its statement_timeout of ${timeout} ms`)
        }, timeout)
      }
      pending.set(id, entry)
      worker.postMessage({ id, op, ...payload })
    })
  }

  function start(): Promise<void> {
    const mine = ++generation
    worker = new Worker(new URL('./pglite-worker-thread.mjs', import.meta.url), {
      workerData: { dataDir },
    })
    worker.on('message', (message: Reply | { op: 'notify'; channel: string; payload: string }) => {
      if (mine !== generation) return
      if ('op' in message) return channels.dispatch(message.channel, message.payload)
      const entry = pending.get(message.id)
      if (entry === undefined) return
      pending.delete(message.id)
      clearTimeout(entry.timer)
      if (message.ok) entry.resolve(message.result)
      else entry.reject(Object.assign(new Error(message.error!.message), message.error))
    })
    worker.on('error', (error) => {
      if (mine !== generation) return
      fail(error)
      if (!closing) restart(`the database worker failed: ${error.message}`)
    })
    worker.on('exit', (code) => {
      if (mine !== generation || closing) return
      fail(new Error(`the database worker exited (${code})`))
      restart(`the database worker exited (${code})`)
    })
    return send<void>('open').then(async () => {
      // A new connection: LISTEN again to every channel someone listens to.
      for (const channel of channels.channels()) {
        await send('exec', { sql: `listen "${channel.replace(/"/g, '""')}"` })
      }
    })
  }

  /** When the last restart happened: a database that keeps failing is retried ever slower. */
  let lastRestart = 0
  let backoff = 0

  function restart(reason: string): void {
    const old = worker
    generation++ // the old worker's late replies and exit are ignored from here
    fail(Object.assign(new Error(`the database was restarted: ${reason}`), { code: '57P01' }))
    void old.terminate()
    options.onRestart?.(reason)
    const now = performance.now()
    backoff = now - lastRestart < 2000 ? Math.min(Math.max(backoff * 2, 250), 10_000) : 0
    lastRestart = now
    const delay = backoff
    ready = new Promise<void>((resolve) => setTimeout(resolve, delay)).then(start)
    ready.catch(() => undefined)
  }

  const channels = notifyChannels({
    listen: (ident) => locked(() => send('exec', { sql: `listen ${ident}` })).then(() => undefined),
    unlisten: (ident) =>
      locked(() => send('exec', { sql: `unlisten ${ident}` })).then(() => undefined),
  })

  // One connection: one transaction (or script) at a time, as PGlite's own transaction() does.
  let tail: Promise<unknown> = Promise.resolve()
  function locked<T>(fn: () => Promise<T>): Promise<T> {
    const run = tail.then(async () => {
      await ready
      return fn()
    })
    tail = run.catch(() => undefined)
    return run
  }

  ready = start()
  await ready

  const query = async (sql: string, params?: unknown[], timeout?: number) => {
    const result = await send<QueryResult>('query', { sql, params }, timeout)
    return { rows: result.rows, affectedRows: result.affectedRows }
  }

  return {
    engine: 'pglite',
    transaction: (fn, opts) =>
      locked(async () => {
        const mine = generation
        let failed = false
        await query(opts?.readOnly ? 'begin read only' : 'begin')
        try {
          const result = await fn({
            query: async (sql, params) => {
              try {
                return await query(sql, params, opts?.statementTimeoutMs)
              } catch (error) {
                failed = true
                throw error
              }
            },
          })
          // A statement failed and fn went on: COMMIT would only roll back. Say so, as
          // PGlite's own transaction() does.
          if (failed) throw rolledBack()
          await query('commit')
          return result
        } catch (error) {
          if (mine === generation) await query('rollback').catch(() => undefined)
          throw error
        }
      }),
    exec: async (sql) => {
      await locked(() => send('exec', { sql }))
    },
    script: (sql) => locked(() => send<ScriptResult[]>('exec', { sql })),
    listen: (channel, onNotify) => channels.listen(channel, onNotify),
    close: () => {
      closed ??= (async () => {
        closing = true
        await locked(() => send('close')).catch(() => undefined)
        shut = true
        fail(new Error('the database is closed'))
        await worker.terminate()
      })()
      return closed
    },
  }
}
