// The server as a user starts it: a child process on a real port. Spawned through tsx's own
// binary (what `tsx server/cli/main.ts` runs), not through npx, so that npm's own warnings cannot
// mix into the stderr lines these tests count.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import {
  freePort,
  keyIn,
  launch,
  ready,
  ROOT,
  startScript,
  stop,
  TSX,
  type Run,
} from '../testing/server-process.ts'

const WELL_KNOWN_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

const server = (args: string[], env: Record<string, string> = {}) =>
  launch(TSX, ['server/cli/main.ts', ...args], env)

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

const anonKeyIn = (stdout: string) => keyIn(stdout, 'anon key')

describe('server/cli/main.ts', () => {
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
      const events = await fetch(`http://127.0.0.1:${port}/rest/v1/events`, {
        headers: { apikey: anonKeyIn(run.stdout) },
      })
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

describe('keys follow JWT_SECRET', () => {
  it('prints the keys that work with the secret; the demo keys do not work', async () => {
    const port = await freePort()
    const run = server(['--port', String(port), '--data-dir', 'memory://'], {
      JWT_SECRET: 'my-own-secret-that-is-long-enough-0123456789',
    })
    try {
      await ready(run)
      const keys = {
        anon: keyIn(run.stdout, 'anon key'),
        publishable: keyIn(run.stdout, 'publishable key'),
        serviceRole: keyIn(run.stdout, 'service_role key'),
        secret: keyIn(run.stdout, 'secret key'),
      }
      expect(keys.anon).not.toBe(WELL_KNOWN_ANON_KEY)
      expect(keys.publishable).toMatch(/^sb_publishable_/)
      expect(keys.secret).toMatch(/^sb_secret_/)
      const get = (key: string) =>
        fetch(`http://127.0.0.1:${port}/rest/v1/events`, {
          headers: { apikey: key, Authorization: `Bearer ${key}` },
        }).then((r) => r.status)
      for (const key of Object.values(keys)) expect(await get(key)).toBe(200)
      for (const demo of [
        WELL_KNOWN_ANON_KEY,
        'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
        'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
      ]) {
        expect(await get(demo)).toBe(401)
      }
      expect(await stop(run)).toBe(0)
    } finally {
      run.child.kill('SIGKILL')
    }
  }, 60_000)
})

// What a supervisor does to `npm start` (README, "Running it as a service"): signal the
// process it started, or kill it outright and start it again at once.
describe('scripts/start.mjs under a supervisor', () => {
  let tmp: string
  let dist: string
  let dataDir: string
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'calendar-start-'))
    dist = path.join(tmp, 'dist')
    dataDir = path.join(tmp, 'data')
    await mkdir(dist)
    await writeFile(path.join(dist, 'index.html'), '<html><head></head><body></body></html>')
  })
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true })
  })

  const args = (port: number) => [
    '--dist',
    dist,
    '--port',
    String(port),
    '--data-dir',
    dataDir,
    '--no-migrate',
  ]
  const alive = (port: number) =>
    fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    )

  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)(
    '%s: the server itself stops cleanly and exits 0; the data directory is free at once',
    async (signal) => {
      const port = await freePort()
      const first = startScript(args(port))
      try {
        await ready(first)
        // The process the supervisor started is the server: no child process of its own.
        const children = spawnSync('pgrep', ['-P', String(first.child.pid)], { encoding: 'utf8' })
        expect(children.stdout.trim()).toBe('')
        expect(await stop(first, signal)).toBe(0)
        expect(first.stdout).toContain(`${signal}: closing the server and the database`)
        expect(await alive(port)).toBe(false)
        const again = startScript(args(port))
        await ready(again)
        expect(await stop(again)).toBe(0)
      } finally {
        first.child.kill('SIGKILL')
      }
    },
    60_000,
  )

  it('a SIGTERM sent the moment the banner is out stops the server cleanly, every time', async () => {
    // The banner is a supervisor's sign that the server is up, so the signal handlers are in
    // place before it is written (main.ts). Written before them, this test failed on an idle
    // machine too: the signal's default action (exit 143), with the database open.
    for (let round = 0; round < 5; round++) {
      const run = startScript([
        '--dist',
        dist,
        '--port',
        String(await freePort()),
        '--data-dir',
        'memory://',
      ])
      try {
        const banner = new Promise<void>((resolve) =>
          run.child.stdout!.on('data', () => run.stdout.includes('Press Ctrl+C') && resolve()),
        )
        await Promise.race([banner, run.exit])
        run.child.kill('SIGTERM')
        expect(await run.exit).toBe(0)
      } finally {
        run.child.kill('SIGKILL')
      }
    }
  }, 60_000)

  it('SIGKILL: nothing is left running, and a restart 100 ms later takes the port and the data', async () => {
    const port = await freePort()
    const first = startScript(args(port))
    let second: Run | undefined
    try {
      await ready(first)
      first.child.kill('SIGKILL')
      expect(await first.exit).toBe(137)
      await new Promise((resolve) => setTimeout(resolve, 100))
      second = startScript(args(port))
      await ready(second)
      expect(second.stderr).toBe('')
      expect(await stop(second)).toBe(0)
    } finally {
      first.child.kill('SIGKILL')
      second?.child.kill('SIGKILL')
    }
  }, 60_000)

  it('npm start killed with SIGKILL: the server sees npm go and stops by itself', async () => {
    const port = await freePort()
    const npm = spawn('npm', ['start', '--', ...args(port)], {
      cwd: ROOT,
      env: { ...process.env, npm_config_update_notifier: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let serverPid = 0
    npm.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()))
    try {
      for (let i = 0; i < 600 && !out.includes('Press Ctrl+C'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(out).toContain('Press Ctrl+C')
      expect(await alive(port)).toBe(true)
      // npm -> sh -c -> node: the server's pid, to clean up should this test fail.
      const below = (pid: number | undefined) =>
        spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
          .stdout.trim()
          .split('\n')
      serverPid = Number(
        below(npm.pid)
          .flatMap((pid) => [pid, ...below(Number(pid))])
          .at(-1),
      )
      npm.kill('SIGKILL')
      let gone = false
      for (let i = 0; i < 100 && !gone; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        gone = !(await alive(port))
      }
      expect(gone).toBe(true)
      // And the data directory is free for the supervisor's next start.
      const again = startScript(args(port))
      await ready(again)
      expect(await stop(again)).toBe(0)
    } finally {
      npm.kill('SIGKILL')
      if (serverPid > 0) {
        try {
          process.kill(serverPid, 'SIGKILL')
        } catch {
          // Gone, as it should be.
        }
      }
    }
  }, 60_000)
})
