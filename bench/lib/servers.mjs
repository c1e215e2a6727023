// The benchmark's server, on loopback: our built app with its backend (in-process createApp
// over PGlite, as e2e/fixtures.ts starts it) holding one size of the events. The directory it
// serves may hold the peer pages too (site.mjs).
import { serve } from '@hono/node-server'
import { createApp } from '../../server/http/app.ts'
import { openPglite } from '../../server/db/database.ts'
import { seedEvents } from './server-bench.mjs'

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
    /** The database, as its owner: a part that needs more than the events sets it up. */
    db: app.db,
    async close() {
      app.realtime.disconnectAll()
      await new Promise((resolve) => server.close(resolve))
      server.closeAllConnections?.()
      await app.close()
    },
  }
}
