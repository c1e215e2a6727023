// What every benchmark backend serves: our built app (dist/) at / and the peer pages at
// /peers/, with the events each all-at-once page loads at /peers/data/events-<size>.json.
// One origin for both, so the range-loading peers reach the backend as our app does: same
// origin, no CORS preflight before each read (the backend allows loopback origins, but a
// preflight per range URL would be a cost our app does not pay).
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'vite'
import { dataEnd, peerRows } from './events.mjs'

/**
 * Copies `appDist` into `siteDir`, builds the peer pages into its peers/ and writes each size's
 * events for them (the series expanded over the data's year: events.mjs peerRows).
 */
export async function buildSite({ appDist, siteDir, peersConfig, events, from }) {
  rmSync(siteDir, { recursive: true, force: true })
  cpSync(appDist, siteDir, { recursive: true })
  await build({ configFile: peersConfig })
  const dataDir = path.join(siteDir, 'peers/data')
  mkdirSync(dataDir, { recursive: true })
  const span = { from, to: dataEnd(from) }
  for (const [size, list] of Object.entries(events)) {
    const rows = list.map((event, i) => ({ id: String(i + 1), ...event }))
    writeFileSync(path.join(dataDir, `events-${size}.json`), JSON.stringify(peerRows(rows, span)))
  }
}
