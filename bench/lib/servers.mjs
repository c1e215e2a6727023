// The benchmark's servers, all on loopback: our built app with its backend (in-process
// createApp over PGlite, as e2e/fixtures.ts starts it) holding one size of the events, and a
// static server for the peer pages and the same events as JSON.
import { createReadStream, existsSync, statSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../../server/app.ts'
import { openPglite } from '../../server/db.ts'
import { seedEvents } from './server-bench.mjs'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)))

/** Serves `root` (the built peers) and `/data/events-<size>.json` from `data`. */
export async function startStatic(root, data) {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost')
    const file = pathname.startsWith('/data/')
      ? path.join(data, path.basename(pathname))
      : path.join(root, path.normalize(pathname).replace(/^([/\\])+/, ''))
    if (!file.startsWith(root) && !file.startsWith(data)) return response.writeHead(403).end()
    if (!existsSync(file) || !statSync(file).isFile()) return response.writeHead(404).end()
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    })
    createReadStream(file).pipe(response)
  })
  const port = await listen(server)
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() }
}

/**
 * Our app: dist/ served by the local backend over PGlite, seeded with `events`; migrationsDir
 * picks which setup SQL the database gets (default: every migration of the repository).
 */
export async function startBackend(events, distDir, migrationsDir) {
  const app = await createApp({ db: await openPglite('memory://'), distDir, migrationsDir })
  await seedEvents(app.db, events)
  const server = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s))
    s.on('upgrade', app.upgrade)
  })
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    anonKey: app.anonKey,
    async close() {
      app.realtime.disconnectAll()
      await new Promise((resolve) => server.close(resolve))
      server.closeAllConnections?.()
      await app.close()
    },
  }
}
