// The JavaScript of a first visit, gzipped, counted as e2e/bundle-budget.spec.ts counts it
// (which enforces the budget on every `npm test`): the entry script of dist/index.html and
// every chunk it modulepreloads. Quoted in the report beside the other targets.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** The src/href of every entry script and modulepreload link, as paths inside dist/. */
function initialScripts(html) {
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)]
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)]
  return [...entries, ...preloads].map((match) => match[1].replace(/^\//, ''))
}

export function initialJs(dist) {
  const files = initialScripts(readFileSync(path.join(dist, 'index.html'), 'utf8'))
  const gzip = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length,
    0,
  )
  return { files: files.length, gzip }
}
