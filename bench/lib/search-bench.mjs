// Search at 100,000 events (two years at 50,000 a year, bench/lib/events.mjs: a sixteenth of
// the titles say 'Dentist'), on PGlite and on PostgreSQL 15: the app's request
// (src/data/search/search-query.ts, both halves: coming and past) through supabase-js to the backend
// in-process, and EXPLAIN (ANALYZE, BUFFERS) of each half as one statement, run as anon.
//
// `npx tsx bench/lib/search-bench.mjs` prints the figures and rewrites the "Search" table of
// docs/performance.md.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as prettier from 'prettier'
import { createApp } from '../../server/http/app.ts'
import { openPglite, openPostgres } from '../../server/db/database.ts'
import { startPostgres } from '../../scripts/postgres-server.mjs'
import { searchWords } from '../../src/model/search-words.ts'
import { searchQuery } from '../../src/data/search/search-query.ts'
import { generateEvents } from './events.mjs'
import { client, medianPlan, recording, seedEvents, timed } from './server-bench.mjs'

const NOW = new Date('2026-06-15T12:00:00Z')
/** Many matches (about 6,250), a few (the number 4242 with 'Dentist'), none, and accents. */
const QUERIES = ['dentist', 'Dentist 4242', 'zebra crossing', 'RÉVÏEW']

async function measure(name, db, events) {
  const { db: rec, seen } = recording(db)
  const app = await createApp({ db: rec, distDir: null })
  await seedEvents(db, events)
  const out = []
  for (const text of QUERIES) {
    const words = searchWords(text)
    const { supabase } = client(app)
    const both = () =>
      Promise.all(
        ['coming', 'past'].map(async (when) => {
          const { data, error } = await searchQuery(supabase, words, NOW, when)
          if (error) throw new Error(error.message)
          return data
        }),
      )
    await both() // warm
    const http = await timed(9, both)
    const plans = []
    for (const when of ['coming', 'past']) {
      await searchQuery(supabase, words, NOW, when)
      plans.push(await medianPlan(db, seen.last))
    }
    const rows = http.result.reduce((sum, list) => sum + list.length, 0)
    const row = {
      engine: name,
      query: text,
      rows,
      httpMs: http.median,
      explainMs: plans.map((p) => p.executionMs),
      indexes: [...new Set(plans.flatMap((p) => p.indexes))],
      seqScan: plans.some((p) => p.seqScan),
    }
    console.log(JSON.stringify(row))
    out.push(row)
  }
  await app.close?.()
  return out
}

const events = generateEvents({ perYear: 50_000, years: 2, from: Date.UTC(2025, 0, 1), series: 0 })
const results = []
results.push(...(await measure('PGlite', await openPglite('memory://'), events)))
const server = await startPostgres()
try {
  results.push(...(await measure('PostgreSQL 15', await openPostgres(server.url), events)))
} finally {
  server.stop()
}

const table = [
  '| engine | search | rows (coming + past) | HTTP median | EXPLAIN coming / past | index | Seq Scan |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.engine} | '${r.query}' | ${r.rows} | ${r.httpMs.toFixed(1)} ms | ` +
      `${r.explainMs.map((ms) => ms.toFixed(2)).join(' / ')} ms | ${r.indexes.join(', ') || 'none'} | ` +
      `${r.seqScan ? '**yes**' : 'no'} |`,
  ),
].join('\n')
console.log(`\n${table}`)
const root = path.resolve(import.meta.dirname, '../..')
const file = path.join(root, 'docs/performance.md')
const text = readFileSync(file, 'utf8')
const start = text.indexOf('<!-- search-bench -->')
const end = text.indexOf('<!-- /search-bench -->')
if (start !== -1 && end !== -1) {
  const stamp = `(${events.length.toLocaleString('en-US')} events; \`npx tsx bench/lib/search-bench.mjs\`, ${new Date().toISOString().slice(0, 16)} UTC.)`
  const next = `${text.slice(0, start)}<!-- search-bench -->\n${table}\n\n${stamp}\n${text.slice(end)}`
  // Formatted as `npm run check` wants it (Prettier pads the table's columns).
  const options = await prettier.resolveConfig(file)
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }))
  console.log('wrote the Search table of docs/performance.md')
}
process.exit(0)
