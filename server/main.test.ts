// The server as a user starts it: a child process on a real port. Spawned through tsx's own
// binary (what `tsx server/main.ts` runs), not through npx, so that npm's own warnings cannot
// mix into the stderr lines these tests count.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

const ROOT = path.resolve(import.meta.dirname, '..')
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx')
const WELL_KNOWN_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

interface Run {
  child: ChildProcess
  stdout: string
  stderr: string
  exit: Promise<number | null>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function launch(command: string, args: string[], env: Record<string, string> = {}): Run {
  const clean = { ...process.env }
  delete clean.DATABASE_URL
  delete clean.JWT_SECRET
  delete clean.PORT
  delete clean.HOST
  const child = spawn(command, args, { cwd: ROOT, env: { ...clean, ...env } })
  const run: Run = {
    child,
    stdout: '',
    stderr: '',
    exit: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
  }
  child.stdout!.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()))
  return run
}

const server = (args: string[], env: Record<string, string> = {}) =>
  launch(TSX, ['server/main.ts', ...args], env)

/** Resolves once the banner is out; rejects with the output if the process exits first. */
async function ready(run: Run): Promise<void> {
  const exited = run.exit.then((code) => {
    throw new Error(`exited with ${code} before listening:\n${run.stdout}\n${run.stderr}`)
  })
  const banner = new Promise<void>((resolve) => {
    const check = () => (run.stdout.includes('Press Ctrl+C') ? resolve() : setTimeout(check, 50))
    check()
  })
  await Promise.race([banner, exited])
}

async function stop(run: Run): Promise<number | null> {
  run.child.kill('SIGTERM')
  return run.exit
}

const client = (port: number, key: string) =>
  createClient(`http://127.0.0.1:${port}`, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    // supabase-js >= 2.100 throws on Node 20 without a WebSocket (protocol.md §3.3).
    realtime: { transport: WebSocket as never },
  })

/** The status a websocket handshake gets: 101 when accepted, else the refusal's. */
function handshakeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url)
    ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
    ws.on('open', () => {
      ws.close()
      resolve(101)
    })
    ws.on('error', reject)
  })
}

const anonKeyIn = (stdout: string) => /anon key:\s+(\S+)/.exec(stdout)?.[1] ?? ''

describe('server/main.ts', () => {
  let tmp: string
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'calendar-main-'))
  })
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true })
  })

  it('prints the URLs and key, serves supabase-js, and keeps events across a restart', async () => {
    const port = await freePort()
    const dataDir = path.join(tmp, 'data')
    const args = ['--port', String(port), '--data-dir', dataDir]
    const first = server(args)
    await ready(first)
    const base = `http://127.0.0.1:${port}`
    expect(first.stdout).toContain(`App:         ${base}/`)
    expect(first.stdout).toContain(`API URL:     ${base}   (REST: ${base}/rest/v1)`)
    expect(first.stdout).toContain(`SQL editor:  ${base}/sql-editor`)
    expect(first.stdout).toContain(`Database:    PGlite in ${dataDir}`)
    expect(anonKeyIn(first.stdout)).toBe(WELL_KNOWN_ANON_KEY)
    expect(first.stderr).toBe('')
    // Upgrade requests reach the app (app.upgrade): a path with no handler is refused.
    expect(await handshakeStatus(`ws://127.0.0.1:${port}/no-such-socket`)).toBe(404)

    const supabase = client(port, anonKeyIn(first.stdout))
    const events = supabase.from('events')
    const row = (title: string, start: string) => ({
      title,
      description: null,
      start_time: start,
      end_time: new Date(Date.parse(start) + 3_600_000).toISOString(),
      color: '#3b82f6',
    })
    const inserted = await events
      .insert([row('Later', '2024-05-02T10:00:00.000Z'), row('Sooner', '2024-05-01T09:00:00.000Z')])
      .select()
    expect(inserted.error).toBeNull()
    expect(inserted.status).toBe(201)

    const listed = await events.select('*').order('start_time', { ascending: true })
    expect(listed.error).toBeNull()
    expect(listed.data!.map((e) => e.title)).toEqual(['Sooner', 'Later'])
    expect(listed.data![0].start_time).toBe('2024-05-01T09:00:00+00:00')

    const sooner = listed.data![0].id as string
    const later = listed.data![1].id as string
    const updated = await events.update({ title: 'Sooner, renamed' }).eq('id', sooner)
    expect(updated.error).toBeNull()
    expect(updated.status).toBe(204)
    const deleted = await events.delete().eq('id', later)
    expect(deleted.error).toBeNull()
    expect(deleted.status).toBe(204)

    expect(await stop(first)).toBe(0)
    expect(first.stdout).toContain('SIGTERM: closing the server and the database')

    const second = server(args)
    await ready(second)
    const after = await client(port, WELL_KNOWN_ANON_KEY).from('events').select('id, title')
    expect(after.error).toBeNull()
    expect(after.data).toEqual([{ id: sooner, title: 'Sooner, renamed' }])
    expect(await stop(second)).toBe(0)
  }, 120_000)

  it('says in one line that the port is in use, and exits 1', async () => {
    const blocker = net.createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()))
    const port = (blocker.address() as net.AddressInfo).port
    try {
      const run = server(['--port', String(port), '--data-dir', 'memory://', '--no-migrate'])
      expect(await run.exit).toBe(1)
      expect(run.stderr).toBe(
        `calendar-server: port ${port} on 127.0.0.1 is already in use (try --port)\n`,
      )
    } finally {
      blocker.close()
    }
  }, 60_000)

  it('says in one line that the data directory is unusable, and exits 1', async () => {
    const dir = path.join(tmp, 'locked')
    await mkdir(dir)
    let expected = 'is not readable and writable'
    let target = dir
    if (process.getuid?.() === 0) {
      // Permission bits do not stop root; an immutable directory does, where supported.
      try {
        execFileSync('chattr', ['+i', dir], { stdio: 'ignore' })
      } catch {
        target = path.join(tmp, 'a-file')
        await writeFile(target, '')
        expected = 'is not a directory'
      }
    } else {
      await chmod(dir, 0o500)
    }
    try {
      const run = server(['--port', String(await freePort()), '--data-dir', target])
      expect(await run.exit).toBe(1)
      expect(run.stderr).toBe(
        `calendar-server: data directory ${target} ${expected} (try --data-dir)\n`,
      )
    } finally {
      if (process.getuid?.() === 0) execFileSync('chattr', ['-i', dir], { stdio: 'ignore' })
      await chmod(dir, 0o700)
    }
  }, 60_000)

  it('refuses a data directory another server is using, in one line; takes it once freed', async () => {
    const dataDir = path.join(tmp, 'shared')
    const first = server(['--port', String(await freePort()), '--data-dir', dataDir])
    await ready(first)
    const second = server(['--port', String(await freePort()), '--data-dir', dataDir])
    expect(await second.exit).toBe(1)
    expect(second.stderr).toMatch(
      /^calendar-server: data directory \S+ is in use by another calendar server \(pid \d+\): stop that one, or use --data-dir\n$/,
    )
    expect(second.stderr).toContain(dataDir)
    // The first one is unharmed, and once it has stopped the directory is free again.
    expect(await stop(first)).toBe(0)
    const third = server(['--port', String(await freePort()), '--data-dir', dataDir])
    await ready(third)
    expect(await stop(third)).toBe(0)
  }, 90_000)

  it('says in one line that DATABASE_URL cannot be reached, and exits 1', async () => {
    const run = server(['--port', String(await freePort())], {
      DATABASE_URL: 'postgresql://nobody:hunter2@127.0.0.1:1/x',
    })
    expect(await run.exit).toBe(1)
    expect(run.stderr).toBe(
      'calendar-server: cannot connect to DATABASE_URL postgresql://nobody:***@127.0.0.1:1/x: connect ECONNREFUSED 127.0.0.1:1\n',
    )
  }, 60_000)

  it.each([
    [['--bogus'], 2, '', "calendar-server: unknown option '--bogus' (see --help)\n"],
    [
      ['--port', 'x'],
      2,
      '',
      "calendar-server: --port must be a whole number from 1 to 65535, not 'x'\n",
    ],
  ])('refuses %j with exit %i', async (args, code, stdout, stderr) => {
    const run = server(args)
    expect(await run.exit).toBe(code)
    expect(run.stdout).toBe(stdout)
    expect(run.stderr).toBe(stderr)
  })

  it('prints its usage with --help', async () => {
    const run = server(['--help'])
    expect(await run.exit).toBe(0)
    expect(run.stdout).toMatch(/^Usage: npm start -- \[options\]/)
    expect(run.stdout).toContain('--data-dir DIR')
  })
})

describe('scripts/start.mjs (npm start)', () => {
  it('passes flags through, forwards SIGTERM and returns the exit code', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'calendar-dist-'))
    await writeFile(path.join(dist, 'index.html'), '<html><head></head><body></body></html>')
    const port = await freePort()
    // --dist skips the build: this test is about the flags, signals and exit code.
    const args = ['--dist', dist, '--port', String(port), '--data-dir', 'memory://', '--no-migrate']
    const run = launch(process.execPath, ['scripts/start.mjs', ...args])
    try {
      await ready(run)
      expect(run.stdout).toContain(`App:         http://127.0.0.1:${port}/`)
      expect(run.stdout).toContain('(migrations not applied: --no-migrate)')
      const page = await fetch(`http://127.0.0.1:${port}/`)
      expect(await page.text()).toContain('supabase-anon-key')
      const events = await fetch(`http://127.0.0.1:${port}/rest/v1/events`)
      expect(events.status).toBe(404)
      expect((await events.json()).code).toBe('PGRST205')
      expect(await stop(run)).toBe(0)
    } finally {
      run.child.kill('SIGKILL')
      await rm(dist, { recursive: true, force: true })
    }

    const bad = launch(process.execPath, ['scripts/start.mjs', '--dist', dist, '--bogus'])
    expect(await bad.exit).toBe(2)
    expect(bad.stderr).toBe("calendar-server: unknown option '--bogus' (see --help)\n")
  }, 60_000)
})
