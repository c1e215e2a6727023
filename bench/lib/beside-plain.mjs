// One backend serving our app's build at / and the peer pages (the plain DOM grid among them)
// at /peers/, on the same generated data: what the 'next' probes (trace-next.mjs,
// timeline-next.mjs) open ours and the plain grid from.
import path from 'node:path'
import { calendars, dataStart } from './browser-bench.mjs'
import { generateEvents } from './events.mjs'
import { startBackend } from './servers.mjs'
import { buildSite } from './site.mjs'

/** Builds the site for `size` events a year beside the app in `dist`; `close()` when done. */
export async function serveBesidePlain(dist, size) {
  // Where the peers' build puts its pages (bench/peers/vite.config.mjs).
  const site = path.join(import.meta.dirname, '../dist/site')
  const events = { [size]: generateEvents({ perYear: size, from: dataStart() }) }
  await buildSite({
    appDist: path.resolve(dist),
    siteDir: site,
    peersConfig: path.join(import.meta.dirname, '../peers/vite.config.mjs'),
    events,
    from: dataStart(),
  })
  const backend = await startBackend(events[size], site)
  return { cals: calendars({ appUrl: () => backend.url }), close: () => backend.close() }
}
