// The soak test of `npm run bench` (not of `npm test`): the server as `npm start` runs it
// (server/cli/main.ts in a process of its own), on PGlite (a data directory, so the worker thread)
// and on PostgreSQL 15, under mixed reads and writes at a fixed concurrency of 50 for
// SOAK_SECONDS (default 600) each. It reports throughput, p50/p99 latency per kind of request,
// errors (must be 0), the server's memory over time (must level off) and whether the rows in
// the table are exactly those whose writes were acknowledged.
//
// On its own: `SOAK_SECONDS=60 npx tsx bench/lib/soak.mjs` runs it and writes its section into
// docs/benchmarks.md in place (the rest of the file as the last full run left it), or into the
// file SOAK_REPORT names.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { startPostgres } from '../../scripts/postgres-server.mjs'
import { soakSection } from './soak-report.mjs'
import { percentile } from './stats.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')
const TSX_LOADER = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')
const CONCURRENCY = 50
/**
 * Requests of each kind out of 20: 12 reads, 3 inserts, 2 updates, 3 deletes, on a table
 * seeded with SEED_ROWS events. As many deletes as inserts keep the table (and so what a read
 * returns) about the same size all run long, so memory that keeps growing is the server's, not
 * the data's: with 5 inserts to 1 delete the table grew from empty to 25,000 rows, the week
 * read's answers doubled in the second half, and the server's memory with them.
 */
const MIX = [
  ...Array(12).fill('read'),
  ...Array(3).fill('insert'),
  ...Array(2).fill('update'),
  ...Array(3).fill('delete'),
]
const SEED_ROWS = 10_000

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** The server process, started as `npm start` starts it; resolves once it is listening. */
async function startServer({ dataDir, databaseUrl }) {
  const port = await freePort()
  const dist = mkdtempSync(path.join(os.tmpdir(), 'calendar-soak-dist-'))
  writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body></body></html>')
  const args = [
    '--import',
    TSX_LOADER,
    'server/cli/main.ts',
    '--port',
    String(port),
    '--dist',
    dist,
  ]
  if (dataDir) args.push('--data-dir', dataDir)
  const env = { ...process.env }
  delete env.JWT_SECRET
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  else delete env.DATABASE_URL
  const child = spawn(process.execPath, args, { cwd: ROOT, env })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  await new Promise((resolve, reject) => {
    const check = setInterval(() => {
      if (stdout.includes('Press Ctrl+C')) {
        clearInterval(check)
        resolve()
      }
    }, 50)
    child.once('exit', (code) => {
      clearInterval(check)
      reject(new Error(`the server exited with ${code}: ${stderr}`))
    })
  })
  const key = (label) => new RegExp(`${label}:\\s+(\\S+)`).exec(stdout)?.[1]
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    anonKey: key('anon key'),
    serviceKey: key('service_role key'),
    stderr: () => stderr,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      rmSync(dist, { recursive: true, force: true })
    },
  }
}

/** Resident memory of a process, in MB (Linux /proc). */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024
  } catch {
    return NaN
  }
}

/** A deterministic random stream, so both engines get the same sequence of requests. */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const YEAR = Date.UTC(2026, 0, 1)
const DAY = 86_400_000

async function soakEngine(name, server, seconds, log) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const headers = {
    apikey: server.anonKey,
    Authorization: `Bearer ${server.anonKey}`,
    'Content-Type': 'application/json',
  }
  const call = (method, target, body, extra = {}) =>
    new Promise((resolve) => {
      const t0 = performance.now()
      const request = http.request(
        `${server.url}/rest/v1${target}`,
        { method, agent, headers: { ...headers, ...extra } },
        (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk) => (text += chunk))
          response.on('end', () =>
            resolve({ status: response.statusCode, text, ms: performance.now() - t0 }),
          )
        },
      )
      request.on('error', (error) =>
        resolve({ status: 0, text: error.message, ms: performance.now() - t0 }),
      )
      request.end(body)
    })

  const latencies = { read: [], insert: [], update: [], delete: [] }
  const errors = []
  const live = []
  const acknowledged = { inserts: 0, deletes: 0 }
  const memory = []
  // The seeded rows, inserted as the service role in pages of 1,000; they can be updated and
  // deleted like the others.
  const seedRand = random(7)
  for (let done = 0; done < SEED_ROWS; done += 1000) {
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const start = YEAR + Math.floor(seedRand() * 365 * 24) * 3_600_000
      return {
        title: `seed ${done + i}`,
        description: 'x'.repeat(Math.floor(seedRand() * 200)),
        start_time: new Date(start).toISOString(),
        end_time: new Date(start + 3_600_000).toISOString(),
        color: '#3b82f6',
      }
    })
    const result = await call('POST', '/events?select=id', JSON.stringify(rows), {
      apikey: server.serviceKey,
      Authorization: `Bearer ${server.serviceKey}`,
      Prefer: 'return=representation',
    })
    if (result.status !== 201) throw new Error(`seeding: ${result.status} ${result.text}`)
    for (const row of JSON.parse(result.text)) live.push(row.id)
  }
  const started = performance.now()
  const deadline = started + seconds * 1000
  const sampler = setInterval(() => {
    memory.push({ s: (performance.now() - started) / 1000, mb: rssMb(server.pid) })
  }, 5000)
  memory.push({ s: 0, mb: rssMb(server.pid) })
  let lastLog = started

  const worker = async (w) => {
    const rand = random(1000 + w)
    while (performance.now() < deadline) {
      let kind = MIX[Math.floor(rand() * MIX.length)]
      if ((kind === 'update' || kind === 'delete') && live.length === 0) kind = 'insert'
      let result
      if (kind === 'read') {
        // The app's visible-range read: a week somewhere in the year.
        const from = YEAR + Math.floor(rand() * 358) * DAY
        const to = from + 7 * DAY
        result = await call(
          'GET',
          `/events?select=*&start_time=lt.${new Date(to).toISOString()}` +
            `&end_time=gt.${new Date(from).toISOString()}&order=start_time.asc,id.asc&limit=1000`,
        )
        if (result.status !== 200) errors.push(`read ${result.status} ${result.text.slice(0, 120)}`)
      } else if (kind === 'insert') {
        const start = YEAR + Math.floor(rand() * 365 * 24) * 3_600_000
        result = await call(
          'POST',
          '/events?select=id',
          JSON.stringify({
            title: `soak ${w} ${Math.floor(rand() * 1e9)}`,
            description: 'x'.repeat(Math.floor(rand() * 200)),
            start_time: new Date(start).toISOString(),
            end_time: new Date(start + 3_600_000).toISOString(),
            color: '#3b82f6',
          }),
          { Prefer: 'return=representation' },
        )
        if (result.status === 201) {
          live.push(JSON.parse(result.text)[0].id)
          acknowledged.inserts++
        } else errors.push(`insert ${result.status} ${result.text.slice(0, 120)}`)
      } else if (kind === 'update') {
        const id = live[Math.floor(rand() * live.length)]
        result = await call(
          'PATCH',
          `/events?id=eq.${id}`,
          JSON.stringify({ title: `soak edited ${Math.floor(rand() * 1e9)}` }),
        )
        if (result.status !== 204)
          errors.push(`update ${result.status} ${result.text.slice(0, 120)}`)
      } else {
        const index = Math.floor(rand() * live.length)
        const [id] = live.splice(index, 1)
        result = await call('DELETE', `/events?id=eq.${id}`)
        if (result.status === 204) acknowledged.deletes++
        else {
          live.push(id)
          errors.push(`delete ${result.status} ${result.text.slice(0, 120)}`)
        }
      }
      latencies[kind].push(result.ms)
      if (performance.now() - lastLog > 60_000) {
        lastLog = performance.now()
        const done = Object.values(latencies).reduce((sum, list) => sum + list.length, 0)
        log(
          `  soak ${name}: ${((lastLog - started) / 1000).toFixed(0)} s, ${done} requests, ` +
            `${errors.length} errors, server ${rssMb(server.pid).toFixed(0)} MB`,
        )
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)))
  const elapsed = (performance.now() - started) / 1000
  clearInterval(sampler)
  memory.push({ s: elapsed, mb: rssMb(server.pid) })
  agent.destroy()

  // The table holds exactly what was acknowledged: the seeded rows and inserts answered 201,
  // less deletes answered 204.
  const total = await countRows(server)
  const all = Object.values(latencies).flat()
  const kinds = Object.fromEntries(
    Object.entries(latencies).map(([kind, list]) => [
      kind,
      { count: list.length, p50: percentile(list, 50), p99: percentile(list, 99) },
    ]),
  )
  const at = (fraction) => {
    const target = elapsed * fraction
    return memory.reduce((best, m) =>
      Math.abs(m.s - target) < Math.abs(best.s - target) ? m : best,
    )
  }
  const mid = at(0.5)
  const last = memory[memory.length - 1]
  return {
    engine: name,
    seconds: elapsed,
    requests: all.length,
    throughput: all.length / elapsed,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    kinds,
    errors: errors.length,
    errorSamples: [...new Set(errors)].slice(0, 5),
    memory: {
      startMb: memory[0].mb,
      tenthMb: at(0.1).mb,
      midMb: mid.mb,
      endMb: last.mb,
      peakMb: Math.max(...memory.map((m) => m.mb)),
      secondHalfGrowth: (last.mb - mid.mb) / mid.mb,
    },
    acknowledged: SEED_ROWS + acknowledged.inserts - acknowledged.deletes,
    rows: total,
    serverStderr: server.stderr().trim().split('\n').filter(Boolean).slice(-5),
  }
}

/** Rows in events, counted by the server for the service role (HEAD with count=exact). */
function countRows(server) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}/rest/v1/events?select=id`,
      {
        method: 'HEAD',
        headers: {
          apikey: server.serviceKey,
          Authorization: `Bearer ${server.serviceKey}`,
          Prefer: 'count=exact',
        },
      },
      (response) => {
        response.resume()
        const range = response.headers['content-range'] ?? ''
        resolve(Number(range.split('/')[1]))
      },
    )
    request.on('error', reject)
    request.end()
  })
}

/** Both engines, one after the other, SOAK_SECONDS each (default 600). */
export async function runSoak(log = console.log) {
  const seconds = Number(process.env.SOAK_SECONDS ?? 600)
  const results = []
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'calendar-soak-'))
  try {
    log(`soak: PGlite (a data directory, in a worker thread), ${seconds} s at concurrency 50`)
    const lite = await startServer({ dataDir })
    try {
      results.push(await soakEngine('PGlite', lite, seconds, log))
    } finally {
      await lite.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  const pg = await startPostgres()
  try {
    log(`soak: PostgreSQL (${pg.version}), ${seconds} s at concurrency 50`)
    const server = await startServer({ databaseUrl: pg.url })
    try {
      results.push(await soakEngine('PostgreSQL', server, seconds, log))
    } finally {
      await server.stop()
    }
  } finally {
    pg.stop()
  }
  for (const r of results) {
    log(
      `  ${r.engine}: ${r.requests} requests, ${r.throughput.toFixed(0)}/s, p50 ${r.p50.toFixed(1)} ms, ` +
        `p99 ${r.p99.toFixed(1)} ms, ${r.errors} errors, rows ${r.rows} / acknowledged ${r.acknowledged}, ` +
        `memory ${r.memory.startMb.toFixed(0)} -> ${r.memory.midMb.toFixed(0)} -> ${r.memory.endMb.toFixed(0)} MB`,
    )
  }
  return {
    seconds,
    concurrency: CONCURRENCY,
    mix: `60% reads, 15% inserts, 10% updates, 15% deletes on a table seeded with ${SEED_ROWS.toLocaleString('en-US')} events`,
    results,
  }
}

/** Replaces (or adds, before the targets) the soak section of an existing report. */
export function spliceSoakSection(file, soak) {
  const text = readFileSync(file, 'utf8')
  const section = soakSection(soak)
  const start = text.indexOf('\n## Soak')
  let next
  if (start !== -1) {
    const after = text.indexOf('\n## ', start + 1)
    next = `${text.slice(0, start)}\n${section}${after === -1 ? '' : text.slice(after)}`
  } else {
    const targets = text.indexOf('\n## Targets')
    next =
      targets === -1
        ? `${text.trimEnd()}\n\n${section}`
        : `${text.slice(0, targets)}\n${section}${text.slice(targets)}`
  }
  writeFileSync(file, next)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const soak = { ...(await runSoak()), alone: new Date().toISOString().slice(0, 16) }
  const file = process.env.SOAK_REPORT ?? path.join(ROOT, 'docs/benchmarks.md')
  spliceSoakSection(file, soak)
  console.log(`wrote the soak section of ${path.relative(ROOT, file)}`)
  process.exit(0)
}
