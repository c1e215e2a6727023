// Quick add's parse per keystroke (issue 30: at most 2 ms), in Node with chrono-node loaded, as
// the field reads the text once per key: every prefix of each phrase, typed key by key, after
// one warm-up pass (the browser loads the parser on the field's focus, before the first key).
// Also the parser chunk's size (gzip), when dist/ is built. `npx tsx bench/lib/quick-add-bench.mjs`
// runs it alone and prints the figures.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { parseQuickAdd } from '../../src/model/quick-add/parse-quick-add.ts'

const PHRASES = [
  'Lunch with Sam tomorrow 1pm',
  'Dentist Tue 3-3:45pm',
  'Standup weekdays 9:30 for 15 min',
  'Trip to Rome Jun 3-9',
  "Mum's birthday every year on May 4",
  'Team sync every Monday and Wednesday 10am',
  'Board meeting the first Tuesday of every month 6pm',
  'Party Dec 31 9pm-1am',
  'Piano lessons every Wed 4:30pm for 45 minutes',
  'Write the quarterly report for the board and send it to everyone before Friday 5pm',
]

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]

function typeAll(now, times) {
  for (const phrase of PHRASES)
    for (let i = 1; i <= phrase.length; i++) {
      const t0 = performance.now()
      parseQuickAdd(phrase.slice(0, i), now)
      times?.push(performance.now() - t0)
    }
}

/** The chunk the field loads on first use, gzipped, or null when dist/ has none. */
function chunkBytes(root) {
  const assets = path.join(root, 'dist/assets')
  let files
  try {
    files = readdirSync(assets)
  } catch {
    return null
  }
  const file = files.find((name) => /^quick-add-reader-.*\.js$/.test(name))
  return file ? gzipSync(readFileSync(path.join(assets, file))).length : null
}

export function runQuickAddBench(root, rounds = 5) {
  const now = new Date(2026, 10, 20, 10, 0)
  const t0 = performance.now()
  parseQuickAdd(PHRASES[0], now)
  const first = performance.now() - t0
  typeAll(now)
  const times = []
  for (let r = 0; r < rounds; r++) typeAll(now, times)
  times.sort((a, b) => a - b)
  return {
    keystrokes: times.length,
    first,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    max: times[times.length - 1],
    chunkGzip: chunkBytes(root),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(runQuickAddBench(path.resolve(import.meta.dirname, '../..')))
}
