// @ts-check
// The worker thread of the PGlite worker engine (pglite-worker.ts, which says why there is
// one): it opens the database on workerData.dataDir and runs what the server's thread sends,
// one message at a time: { id, op: 'open' | 'query' | 'exec' | 'close', sql?, params? },
// answered with { id, ok: true, result } or { id, ok: false, error }. A NOTIFY goes up as
// { op: 'notify', channel, payload }.
//
// Plain JavaScript: a worker thread need not get the loader (tsx, vitest) that runs the
// server's TypeScript, and this needs none.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_OPTIONS } from './pglite-config.mjs'

if (parentPort === null) throw new Error('pglite-worker-thread.mjs runs in a worker thread')
const port = parentPort

/** @type {PGlite} */
let db

/**
 * What crosses back to the server's thread of an error: PostgreSQL's fields, by value.
 * @param {any} e
 */
const errorOf = (e) => ({
  message: String((e && e.message) || e),
  code: e && e.code,
  detail: e && e.detail,
  hint: e && e.hint,
  position: e && e.position,
})

port.on('message', async (m) => {
  try {
    let result = null
    if (m.op === 'open') {
      db = new PGlite(workerData.dataDir, PGLITE_OPTIONS)
      await db.waitReady
      db.onNotification((channel, payload) => port.postMessage({ op: 'notify', channel, payload }))
    } else if (m.op === 'query') {
      const r = await db.query(m.sql, m.params)
      result = { rows: r.rows, affectedRows: r.affectedRows }
    } else if (m.op === 'exec') {
      const rs = await db.exec(m.sql)
      result = rs.map((r) => ({
        columns: r.fields.map((f) => f.name),
        rows: r.rows,
        affectedRows: r.affectedRows,
      }))
    } else if (m.op === 'close') {
      await db.close()
    }
    port.postMessage({ id: m.id, ok: true, result })
  } catch (e) {
    port.postMessage({ id: m.id, ok: false, error: errorOf(e) })
  }
})
