// The drag measurement alone (npm run bench runs it with everything else): the built app on a
// backend with 50,000 events a year, in headless Chromium. `tsx bench/drag.mjs`.
import path from 'node:path'
import { generateEvents } from './lib/events.mjs'
import { dataStart, launch } from './lib/browser-bench.mjs'
import { runDragBench } from './lib/drag-bench.mjs'
import { startBackend } from './lib/servers.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const backend = await startBackend(
  generateEvents({ perYear: 50_000, from: dataStart() }),
  path.join(ROOT, 'dist'),
)
const { browser, context } = await launch()
try {
  console.log(await runDragBench(context, backend.url))
} finally {
  await browser.close()
  await backend.close()
}
process.exit(0)
