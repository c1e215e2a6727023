// `npm test`: every test, in stages, each failing loudly.
//   1. `npm run check` (ESLint with the import boundaries, TypeScript, Prettier), counted as
//      one test: passed when clean, failed otherwise
//   2. the app's logic tests (Node) in UTC, America/New_York, Asia/Kolkata, Europe/London and
//      Australia/Lord_Howe (the last two for their DST days); its component tests (jsdom) in
//      UTC and America/New_York
//   3. local backend tests (in-process, plus the server started as a process)
//   4. the conformance suite, on PGlite and on a PostgreSQL server started here
//   5. `npm run build`, then browser tests in Debian's Chromium against the built app and the
//      local backend (on PGlite; the conflict and live tests on the PostgreSQL server too)
// A failed stage does not stop the later ones, except that the browser tests need the build.
// It ends with one line "N passed, N failed" (skipped tests count as failed: a skipped test is
// a failing test).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { ensureChromium } from './ensure-chromium.mjs'
import { startPostgres } from './postgres-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const reports = mkdtempSync(path.join(os.tmpdir(), 'calendar-test-'))
const totals = { passed: 0, failed: 0 }
const problems = []

function record(stage, passed, failed, skipped, exitCode) {
  totals.passed += passed
  totals.failed += failed + skipped
  if (failed + skipped > 0 || exitCode !== 0 || passed === 0) {
    problems.push(
      `${stage}: ${passed} passed, ${failed} failed, ${skipped} skipped, exit ${exitCode}`,
    )
  }
  console.log(`\n== ${stage}: ${passed} passed, ${failed} failed, ${skipped} skipped\n`)
}

function check() {
  const result = spawnSync('npm', ['run', 'check'], { cwd: root, stdio: 'inherit' })
  const clean = result.status === 0
  record(
    'check (ESLint, TypeScript, Prettier, docs citations)',
    clean ? 1 : 0,
    clean ? 0 : 1,
    0,
    result.status ?? 1,
  )
}

function vitest(stage, project, env = {}) {
  const out = path.join(reports, `${stage.replace(/\W+/g, '-')}.json`)
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  )
  let report = {
    numPassedTests: 0,
    numFailedTests: 0,
    numPendingTests: 0,
    numTodoTests: 0,
    testResults: [],
  }
  try {
    report = JSON.parse(readFileSync(out, 'utf8'))
  } catch {
    // No report: the run itself failed; the exit code below says so.
  }
  record(
    stage,
    report.numPassedTests,
    report.numFailedTests,
    report.numPendingTests + report.numTodoTests,
    result.status ?? 1,
  )
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'passed') continue
      notPassed(
        `${path.relative(root, file.name)} › ${test.fullName}`,
        test.status,
        test.failureMessages?.[0],
      )
    }
  }
}

/** Names a test that did not pass under "Problems", with its message's first line: CI keeps
 *  only the end of the output, and a stage's own report of it may be far above. */
function notPassed(name, status, message = '') {
  const firstLine =
    stripVTControlCharacters(message)
      .split('\n')
      .find((line) => line.trim() !== '') ?? ''
  problems.push(`  ${status}: ${name}${firstLine ? ` (${firstLine.trim().slice(0, 300)})` : ''}`)
}

function playwright(env = {}) {
  const out = path.join(reports, 'e2e.json')
  const result = spawnSync('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  })
  let report = { stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, suites: [] }
  try {
    report = JSON.parse(readFileSync(out, 'utf8'))
  } catch {
    // See vitest().
  }
  const { stats } = report
  record(
    'browser (Chromium)',
    stats.expected + stats.flaky,
    stats.unexpected,
    stats.skipped,
    result.status ?? 1,
  )
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'skipped') continue
        const error = test.results.at(-1)?.error?.message
        notPassed(`e2e/${spec.file}:${spec.line} › ${spec.title}`, test.status, error)
      }
    }
    for (const child of suite.suites ?? []) visit(child)
  }
  for (const suite of report.suites) visit(suite)
}

function build() {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) problems.push('build: npm run build failed')
  return result.status === 0
}

try {
  check()
  // The app's logic (its .test.ts files, in Node) in five zones: UTC, New York (a DST zone),
  // Kolkata (a half-hour offset, no DST), and London and Lord Howe for their daylight-saving
  // days. Its components and hooks (.test.tsx, in jsdom) in UTC and New York: they draw what
  // that logic gives them.
  const zones = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Europe/London', 'Australia/Lord_Howe']
  for (const tz of zones.slice(0, 2)) vitest(`app components (TZ=${tz})`, 'app', { TZ: tz })
  for (const tz of zones) vitest(`app logic (TZ=${tz})`, 'logic', { TZ: tz })
  vitest('server', 'server')
  vitest('conformance (PGlite)', 'conformance', { CONFORMANCE_ENGINE: 'pglite' })
  let postgres
  try {
    postgres = await startPostgres()
    console.log(`Started ${postgres.version} at ${postgres.url}`)
    vitest('conformance (PostgreSQL)', 'conformance', {
      CONFORMANCE_ENGINE: 'postgres',
      CONFORMANCE_DATABASE_URL: postgres.url,
    })
  } catch (error) {
    problems.push(`conformance (PostgreSQL): ${error.message}`)
    totals.failed += 1
  }
  try {
    if (build()) {
      try {
        ensureChromium()
        // The browser tests that run on PostgreSQL make their databases on the same server
        // (without one, e2e/fixtures.ts starts its own).
        playwright(postgres ? { E2E_DATABASE_URL: postgres.url } : {})
      } catch (error) {
        problems.push(`browser: ${error.message}`)
        totals.failed += 1
      }
    } else {
      totals.failed += 1
    }
  } finally {
    postgres?.stop()
  }
} finally {
  rmSync(reports, { recursive: true, force: true })
}

if (problems.length > 0) {
  console.log('\nProblems:')
  for (const problem of problems) console.log(`- ${problem}`)
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
process.exit(problems.length > 0 || totals.failed > 0 ? 1 : 0)
