// The bundle budget (docs/performance.md, "Bundle budget"): the JavaScript a first visit must
// download before the app can render, gzipped, at most 170 kB. Bytes are deterministic where
// timings are not, so this runs on every `npm test`, after `npm run build`. Counted: the entry
// script of dist/index.html and every chunk it modulepreloads. Chunks loaded on demand (dialog,
// banner, the Supabase client fetched beside the first paint) are listed in the message, not
// counted.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'

const BUDGET = 170 * 1000
const DIST = path.resolve(import.meta.dirname, '..', 'dist')

/** The src/href of every entry script and modulepreload link, as paths inside dist/. */
function initialScripts(html: string): string[] {
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)]
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)]
  return [...entries, ...preloads].map((match) => match[1]!.replace(/^\//, ''))
}

const gzipped = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

test('initial JavaScript is at most 170 kB gzip', () => {
  const scripts = initialScripts(readFileSync(path.join(DIST, 'index.html'), 'utf8'))
  expect(scripts.length, 'dist/index.html names an entry script').toBeGreaterThan(0)
  const sizes = scripts.map((file) => ({ file, bytes: gzipped(file) }))
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0)
  const onDemand = readdirSync(path.join(DIST, 'assets'))
    .map((name) => `assets/${name}`)
    .filter((file) => file.endsWith('.js') && !scripts.includes(file))
    .map((file) => `${file} ${kB(gzipped(file))}`)
  const report = [
    ...sizes.map(({ file, bytes }) => `${file} ${kB(bytes)}`),
    `total ${kB(total)} of ${kB(BUDGET)}`,
    `on demand (not counted): ${onDemand.join(', ') || 'none'}`,
  ].join('\n')
  console.log(report)
  expect(total, report).toBeLessThanOrEqual(BUDGET)
})
