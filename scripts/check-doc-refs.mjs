// Part of `npm run check`: every citation of a docs section names one that exists. Code and
// docs cite sections as `decisions.md, "Live sync and conflicts"`, `product.md ("Routes")` or
// `protocol.md §2.5`; each must be a heading of that file in docs/ (a `§N` one for a number).
// A citation may run over a comment's line break. Prints each broken one and exits 1.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** The files that may cite: everything tracked but data (fixtures, lock files, images). */
function citingFiles() {
  const tracked = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\0')
    .filter(Boolean)
  return tracked.filter(
    (file) =>
      /\.(ts|tsx|js|mjs|cjs|css|html|sql|md|json)$/.test(file) &&
      !file.startsWith('tests/fixtures/') &&
      !file.endsWith('package-lock.json') &&
      file !== 'docs/benchmarks.md' &&
      existsSync(path.join(root, file)),
  )
}

/** A document's headings, without their '#'s. */
const headingsOf = new Map()
function headings(doc) {
  if (!headingsOf.has(doc)) {
    const file = path.join(root, 'docs', doc)
    const text = existsSync(file) ? readFileSync(file, 'utf8') : null
    headingsOf.set(
      doc,
      text &&
        text
          .split('\n')
          .filter((line) => /^#{1,6} /.test(line))
          .map((line) => line.replace(/^#+ /, '').trim()),
    )
  }
  return headingsOf.get(doc)
}

/** The text with each line break (and a comment's leading marker) read as one space. */
const flatten = (text) => text.replace(/\s*\n\s*(?:\/\/+|\*(?!\/)|--|#(?=\s))?\s*/g, ' ')

const normal = (text) => text.replace(/\s+/g, ' ').trim()

/** A heading's names: itself, without its `§N`, and its short name before a colon
 *  ('Search' for 'Search: a trigram index on the words'). */
function namesOf(heading) {
  const whole = normal(heading).replace(/^§[\d.]+ /, '')
  return [normal(heading), whole, whole.split(': ')[0]]
}

/** Whether `wanted` names one of the headings; a trailing '…' asks for a prefix. */
function namesHeading(list, wanted) {
  const name = normal(wanted)
  if (name.endsWith('…')) return list.some((h) => normal(h).startsWith(name.slice(0, -1)))
  return list.some((h) => namesOf(h).includes(name))
}

const problems = []
for (const file of citingFiles()) {
  const text = flatten(readFileSync(path.join(root, file), 'utf8'))
  const cite = (doc, section, ok) => {
    const list = headings(doc)
    if (!list) problems.push(`${file}: cites ${doc}, which is not in docs/`)
    else if (!ok(list)) problems.push(`${file}: ${doc} has no heading ${section}`)
  }
  for (const m of text.matchAll(/\b([a-z][a-z-]*\.md)(?:'s)?(?:,\s*| \()"([^"]+)"/g)) {
    cite(m[1], `"${m[2]}"`, (list) => namesHeading(list, m[2]))
  }
  for (const m of text.matchAll(/\b([a-z][a-z-]*\.md)\s*(§\d+(?:\.\d+)*)/g)) {
    const number = m[2]
    cite(m[1], number, (list) => list.some((h) => h.startsWith(`${number} `)))
  }
}

if (problems.length > 0) {
  console.error(`Docs citations that name no heading (scripts/check-doc-refs.mjs):`)
  for (const problem of problems) console.error(`  ${problem}`)
  process.exit(1)
}
console.log('Docs citations: every one names a heading that exists.')
