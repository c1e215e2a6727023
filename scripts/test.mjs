// `npm test`: every test, in stages, each failing loudly.
//   1. the app's logic tests (Node) in UTC, America/New_York, Asia/Kolkata, Europe/London and
//      Australia/Lord_Howe (the last two for their DST days); its component tests (jsdom) in
//      UTC and America/New_York: one vitest run, a project per zone, two workers
//   2. local backend tests (in-process, plus the server started as a process)
//   3. the conformance suite, on PGlite and on a PostgreSQL server started here, and beside
//      them `npm run check` (ESLint with the import boundaries, TypeScript, Prettier), counted
//      as one test: passed when clean, failed otherwise
//   4. `vite build` (check has typechecked), then browser tests in Debian's Chromium against
//      the built app and the local backend (on PGlite; the conflict and live tests on the
//      PostgreSQL server too)
// A failed stage does not stop the later ones, except that the browser tests need the build.
// It ends with one line "N passed, N failed" (skipped tests count as failed: a skipped test is
// a failing test).
import { spawn, spawnSync } from 'node:child_process'
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

/** `npm run check`, beside another stage: returns a function that prints its output, then
 *  records it, as vitest() does. */
async function check() {
  const result = await run('npm', ['run', 'check'], {}, true)
  return () => {
    process.stdout.write(result.output)
    const clean = result.status === 0
    record(
      'check (ESLint, TypeScript, Prettier, docs citations)',
      clean ? 1 : 0,
      clean ? 0 : 1,
      0,
      result.status,
    )
  }
}

/** Runs a command; its output goes straight through, or is kept (`buffered`) to be printed
 *  once it is done, when it runs beside another stage. */
function run(command, args, env, buffered = false) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)))
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(output) }))
  })
}

/**
 * One vitest run over one or more projects, each recorded as its own stage (named by
 * `stages`, project name to stage name). Returns a function that prints the run's output if it
 * was buffered, then records: so runs side by side still report one after the other.
 */
async function vitest(stages, { env = {}, args = [], buffered = false } = {}) {
  const out = path.join(reports, `${Object.values(stages)[0].replace(/\W+/g, '-')}.json`)
  const result = await run(
    'npx',
    [
      'vitest',
      'run',
      ...Object.keys(stages).flatMap((project) => ['--project', project]),
      ...args,
      '--reporter=default',
      `--reporter=${path.join(root, 'scripts/vitest-stage-reporter.mjs')}`,
    ],
    { ...env, VITEST_STAGE_REPORT: out },
    buffered,
  )
  return () => {
    if (buffered) process.stdout.write(result.output)
    let report = { projects: {}, notPassed: [], unhandledErrors: [] }
    try {
      report = JSON.parse(readFileSync(out, 'utf8'))
    } catch {
      // No report: the run itself failed; the exit code below says so.
    }
    let failures = 0
    for (const [project, stage] of Object.entries(stages)) {
      const counts = report.projects[project] ?? { passed: 0, failed: 0, skipped: 0 }
      failures += counts.failed + counts.skipped
      // The exit code is the whole run's: it marks the projects whose tests failed.
      const exitCode = counts.failed + counts.skipped > 0 ? result.status : 0
      record(stage, counts.passed, counts.failed, counts.skipped, exitCode)
    }
    if (result.status !== 0 && failures === 0) {
      problems.push(`${Object.values(stages).join(', ')}: vitest exited ${result.status}`)
    }
    for (const test of report.notPassed) {
      const stage = stages[test.project] ?? test.project
      notPassed(
        `${stage}: ${path.relative(root, test.file)} › ${test.name}`,
        test.status,
        test.message,
      )
    }
    for (const message of report.unhandledErrors) notPassed('unhandled error', 'failed', message)
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

/** `vite build` alone: `npm run build` typechecks first, which check() has done already. */
function build() {
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) problems.push('build: vite build failed')
  return result.status === 0
}

try {
  // The app's logic (its .test.ts files, in Node) in five zones: UTC, New York (a DST zone),
  // Kolkata (a half-hour offset, no DST), and London and Lord Howe for their daylight-saving
  // days. Its components and hooks (.test.tsx, in jsdom) in UTC and New York: they draw what
  // that logic gives them. One vitest run, one project per zone (vitest.config.ts makes them
  // from TEST_ZONES; each worker starts with its project's TZ): vitest starts once, and two
  // workers keep both cores busy.
  const zones = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Europe/London', 'Australia/Lord_Howe']
  const zoneStages = {}
  for (const tz of zones.slice(0, 2)) zoneStages[`app (TZ=${tz})`] = `app components (TZ=${tz})`
  for (const tz of zones) zoneStages[`logic (TZ=${tz})`] = `app logic (TZ=${tz})`
  ;(await vitest(zoneStages, { env: { TEST_ZONES: zones.join(',') }, args: ['--maxWorkers=2'] }))()
  ;(await vitest({ server: 'server' }))()
  // Conformance on PGlite and on PostgreSQL side by side: each runs its files one at a time
  // and much of it waits (timeouts, heartbeats, token expiry), so together they take little
  // more than the longer one. PostgreSQL's output is printed once both are done.
  let postgres
  let postgresError
  try {
    postgres = await startPostgres()
    console.log(`Started ${postgres.version} at ${postgres.url}`)
  } catch (error) {
    postgresError = error
  }
  try {
    // Check (ESLint, TypeScript, Prettier: one core, half a minute) beside them too.
    const [checked, onPglite, onPostgres] = await Promise.all([
      check(),
      vitest({ conformance: 'conformance (PGlite)' }, { env: { CONFORMANCE_ENGINE: 'pglite' } }),
      postgres &&
        vitest(
          { conformance: 'conformance (PostgreSQL)' },
          {
            env: { CONFORMANCE_ENGINE: 'postgres', CONFORMANCE_DATABASE_URL: postgres.url },
            buffered: true,
          },
        ),
    ])
    checked()
    onPglite()
    if (onPostgres) onPostgres()
    else {
      problems.push(`conformance (PostgreSQL): ${postgresError.message}`)
      totals.failed += 1
    }
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
