// npm run bench: our calendar against FullCalendar v7, react-big-calendar and a plain DOM grid,
// in one run, then the server side on PGlite and PostgreSQL 15, and Lighthouse. Writes
// docs/benchmarks.md. Run by `npm run bench` (tsx, since it starts the TypeScript backend).
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'vite'
import { dataEnd, generateEvents, peerRows } from './lib/events.mjs'
import {
  calendars,
  dataStart,
  launch,
  runCase,
  runHeap,
  summarise,
  NOW,
} from './lib/browser-bench.mjs'
import { runDragBench } from './lib/drag-bench.mjs'
import { runLiveBench } from './lib/live-bench.mjs'
import { checkLegacy, oneOffTimed } from './lib/legacy-check.mjs'
import { runLighthouse } from './lib/lighthouse.mjs'
import { writeReport } from './lib/report.mjs'
import { runServerBench } from './lib/server-bench.mjs'
import { runSoak } from './lib/soak.mjs'
import { startBackend, startStatic } from './lib/servers.mjs'

const BENCH = import.meta.dirname
const ROOT = path.resolve(BENCH, '..')
const SIZES = [500, 5_000, 50_000]
const VIEWS = ['month', 'week']
const NAMES = ['ours', 'fullcalendar', 'rbc', 'plain']
/** 20 measured clicks per case, split over 3 interleaved rounds, each after 2 warm-up clicks. */
const MEASURED_PER_ROUND = [7, 7, 6]
/** Heap over 50 navigations; react-big-calendar at 50,000 takes seconds a click, so not there. */
const HEAP_CASES = NAMES.flatMap((name) =>
  SIZES.filter((size) => size >= 5_000 && !(name === 'rbc' && size === 50_000)).map((size) => [
    name,
    size,
  ]),
)

const started = performance.now()
const log = (line) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`)

function buildApp() {
  log('npm run build (our app)')
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error('npm run build failed')
}

async function main() {
  buildApp()
  log('vite build (peer pages)')
  await build({ configFile: path.join(BENCH, 'peers/vite.config.mjs') })

  const dataDir = path.join(BENCH, 'dist/data')
  mkdirSync(dataDir, { recursive: true })
  const events = {}
  for (const size of SIZES) {
    events[size] = generateEvents({ perYear: size, from: dataStart() })
    const rows = events[size].map((event, i) => ({ id: String(i + 1), ...event }))
    // Our backend gets the 2% repeating series as rows and the app expands them; the peers
    // get their occurrences over the data's year as plain events, computed here (events.mjs).
    const span = { from: dataStart(), to: dataEnd(dataStart()) }
    writeFileSync(path.join(dataDir, `events-${size}.json`), JSON.stringify(peerRows(rows, span)))
  }
  const peers = await startStatic(path.join(BENCH, 'dist/peers'), dataDir)
  const backends = {}
  for (const size of SIZES) {
    backends[size] = await startBackend(events[size], path.join(ROOT, 'dist'))
    log(`backend with ${size} events a year at ${backends[size].url}`)
  }
  const cals = calendars({ appUrl: (size) => backends[size].url, peersUrl: peers.url })

  const { browser, context } = await launch()
  const chromium = `Chromium ${browser.version()}`
  const clicks = {}
  for (const [round, measured] of MEASURED_PER_ROUND.entries()) {
    // Interleaved: every case once per round; the calendars' order rotates between rounds.
    const order = NAMES.map((_, i) => NAMES[(i + round) % NAMES.length])
    for (const size of SIZES) {
      for (const view of VIEWS) {
        for (const name of order) {
          const key = `${name}|${view}|${size}`
          const result = await runCase(context, cals[name], view, size, measured)
          clicks[key] = [...(clicks[key] ?? []), ...result]
          const s = summarise(result)
          log(`round ${round + 1} ${name} ${view} ${size}: median ${s.median.toFixed(1)} ms`)
        }
      }
    }
  }
  const browserResults = Object.fromEntries(
    Object.entries(clicks).map(([key, list]) => [key, summarise(list)]),
  )
  const heap = {}
  for (const [name, size] of HEAP_CASES) {
    heap[`${name}|${size}`] = await runHeap(context, cals[name], size)
    log(`heap ${name} ${size}: ${(heap[`${name}|${size}`].growth * 100).toFixed(1)} %`)
  }
  const drag = await runDragBench(context, backends[50_000].url)
  log(`drag: frame p95 ${drag.frameP95.toFixed(1)} ms, drop p50 ${drag.dropP50.toFixed(1)} ms`)
  const live = await runLiveBench(context, backends[5_000])
  log(
    `live: change to painted p50 ${live.p50} ms, idle cost ${(live.idleCpuShare * 100).toFixed(1)} %`,
  )
  const legacy = await checkLegacy(context, oneOffTimed(events[5_000]), ROOT)
  log(`database with only the first setup SQL: ${legacy.same ? 'same' : 'DIFFERENT'} events shown`)
  await browser.close()

  log('Lighthouse')
  const lighthouse = await runLighthouse(backends[5_000].url)
  peers.close()
  for (const backend of Object.values(backends)) await backend.close()

  log('server side: 100,000 events on PGlite and PostgreSQL')
  const server = await runServerBench((line) => log(line.trim()))

  log(`soak: ${process.env.SOAK_SECONDS ?? 600} s per engine (SOAK_SECONDS)`)
  const soak = await runSoak((line) => log(line.trim()))

  const report = writeReport({
    file: path.join(ROOT, 'docs/benchmarks.md'),
    now: NOW,
    chromium,
    minutes: (performance.now() - started) / 60_000,
    sizes: SIZES,
    views: VIEWS,
    browser: browserResults,
    heap,
    legacy,
    drag,
    live,
    lighthouse,
    server,
    soak,
  })
  console.log(`\n${report}`)
  log('wrote docs/benchmarks.md')
}

await main()
process.exit(0)
