// The live-updates measurement alone (npm run bench runs it with everything else): the built
// app on a backend with 5,000 events a year, in headless Chromium. `tsx bench/live.mjs`.
import path from 'node:path'
import { generateEvents } from './lib/events.mjs'
import { dataStart, launch } from './lib/browser-bench.mjs'
import { runLiveBench } from './lib/live-bench.mjs'
import { startBackend } from './lib/servers.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const backend = await startBackend(
  generateEvents({ perYear: 5_000, from: dataStart() }),
  path.join(ROOT, 'dist'),
)
const { browser, context } = await launch()
try {
  console.log(await runLiveBench(context, backend))
} finally {
  await browser.close()
  await backend.close()
}
process.exit(0)
