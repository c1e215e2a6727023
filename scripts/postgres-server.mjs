// Starts a throwaway PostgreSQL server for the tests: initdb in a temporary directory, a
// free port on 127.0.0.1, trust auth, no fsync. Installs Debian's PostgreSQL when it is
// missing and we are root; otherwise fails with a message saying what to install.
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const isRoot = process.getuid?.() === 0

function findBinDir() {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim()
  const candidates = []
  if (existsSync('/usr/lib/postgresql')) {
    // Prefer 15, the version protocol.md §0 names; any later major works too.
    const majors = readdirSync('/usr/lib/postgresql').sort((a, b) => {
      if (a === '15') return -1
      if (b === '15') return 1
      return Number(b) - Number(a)
    })
    for (const major of majors) candidates.push(`/usr/lib/postgresql/${major}/bin`)
  }
  if (onPath) candidates.push(path.dirname(onPath))
  return candidates.find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  )
}

function installPostgres() {
  if (!isRoot) return
  console.error(
    'postgres-server: PostgreSQL not found; installing Debian package postgresql-15 ...',
  )
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const result = spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql-15'], {
    stdio: 'inherit',
    env,
  })
  if (result.status !== 0) {
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env })
  }
}

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

/** As root, PostgreSQL refuses to run: run its tools as the `postgres` user instead. */
function run(binDir, tool, args) {
  const file = path.join(binDir, tool)
  const [cmd, cmdArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', file, ...args]]
    : [file, args]
  return execFileSync(cmd, cmdArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

/** @returns {Promise<{ url: string, version: string, stop: () => void }>} */
export async function startPostgres() {
  let binDir = findBinDir()
  if (!binDir) {
    installPostgres()
    binDir = findBinDir()
  }
  if (!binDir) {
    throw new Error(
      'postgres-server: PostgreSQL server binaries (initdb, pg_ctl) not found. ' +
        'Install them (Debian: apt-get install -y postgresql-15) and run the tests again.',
    )
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'calendar-pg-'))
  if (isRoot) chownSync(dir, Number(run0('id -u postgres')), Number(run0('id -g postgres')))
  const port = await freePort()
  try {
    run(binDir, 'initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'])
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`
    run(binDir, 'pg_ctl', [
      '-D',
      dir,
      '-o',
      opts,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      'start',
    ])
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(
      `postgres-server: could not start PostgreSQL: ${error.stderr || error.message}`,
      {
        cause: error,
      },
    )
  }
  const version = run(binDir, 'postgres', ['--version']).trim()
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      try {
        run(binDir, 'pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

function run0(command) {
  return execFileSync('sh', ['-c', command], { encoding: 'utf8' }).trim()
}
