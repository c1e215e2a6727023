// One server per PGlite data directory: two processes writing the same database files would
// corrupt them, losing what was saved.
//
// The lock is a unix-domain socket, `calendar-server.lock`, that the holder listens on inside
// the directory. The kernel closes a process's sockets the moment it dies, however it dies
// (kill -9 included), before it is even reaped: a zombie holds nothing. So a socket that
// refuses connections was left by a dead server and is taken over at once, and one that
// accepts them belongs to a live server, which answers with its pid. Nothing is inferred from
// a pid: a pid file (the lock before this one) kept its owner's pid after a crash, and
// `kill(pid, 0)` reports a zombie as alive and an unrelated process that got the same pid (pids
// are small and reused in containers) as the owner, so a restart right after a crash, or after
// a reboot, was refused. (flock(2) would do as well, but Node has no binding for it; the
// socket needs none. A stale socket is taken over under a short-lived O_EXCL file, so two
// servers starting at once cannot both remove it.)
import { randomBytes } from 'node:crypto'
import {
  closeSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
} from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const LOCK_FILE = 'calendar-server.lock'
const TAKEOVER_FILE = 'calendar-server.lock.takeover'
/** sun_path holds 108 bytes on Linux (104 on macOS), the terminating NUL included. */
const MAX_SOCKET_PATH = 100

export class DataDirInUse extends Error {
  constructor(readonly pid: number | null) {
    super(`in use by another calendar server (pid ${pid ?? 'unknown'})`)
  }
}

export interface DataDirLock {
  /** Stops listening (the socket file goes with it). Idempotent. */
  release(): void
}

/**
 * Runs `use` with a path to the lock socket short enough for bind(2) and connect(2): the real
 * one, or, for a deep directory, the same file reached through a short symlink to the
 * directory (the socket is still created in the data directory itself).
 */
async function withSocketPath<T>(dir: string, use: (socket: string) => Promise<T>): Promise<T> {
  const direct = path.join(dir, LOCK_FILE)
  if (Buffer.byteLength(direct) <= MAX_SOCKET_PATH) return use(direct)
  const hop = mkdtempSync(path.join(os.tmpdir(), 'cal-'))
  const link = path.join(hop, 'd')
  symlinkSync(path.resolve(dir), link)
  try {
    return await use(path.join(link, LOCK_FILE))
  } finally {
    rmSync(hop, { recursive: true, force: true })
  }
}

/** Listens on the socket; the server answers every connection with this process's pid. */
function listenOn(socket: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((connection) => {
      connection.on('error', () => connection.destroy())
      connection.end(`${process.pid}\n`)
    })
    server.once('error', reject)
    server.listen(socket, () => {
      server.off('error', reject)
      // Never keeps the process alive on its own.
      server.unref()
      resolve(server)
    })
  })
}

type Probe = { alive: true; pid: number | null } | { alive: false }

/** Connects to the socket: alive (with the holder's pid when it says it in time) or not. */
function probe(socket: string, waitMs = 2000): Promise<Probe> {
  return new Promise((resolve) => {
    let text = ''
    let connected = false
    const connection = net.connect(socket)
    const done = (result: Probe) => {
      clearTimeout(timer)
      connection.destroy()
      resolve(result)
    }
    const answer = () => {
      const pid = Number(text.trim())
      done({ alive: true, pid: Number.isInteger(pid) && pid > 0 ? pid : null })
    }
    // A live holder whose event loop is busy still accepts (the kernel does): it is alive.
    const timer = setTimeout(
      () => done(connected ? { alive: true, pid: null } : { alive: false }),
      waitMs,
    )
    connection.on('connect', () => (connected = true))
    connection.on('data', (chunk: Buffer) => (text += chunk.toString()))
    connection.on('end', answer)
    connection.on('error', () => {
      if (connected) return answer()
      // ECONNREFUSED: a socket file nobody listens on. ENOENT: gone meanwhile.
      done({ alive: false })
    })
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Removes a stale socket, unless another starter is doing the same right now. */
async function takeOver(dir: string, socket: string): Promise<void> {
  const marker = path.join(dir, TAKEOVER_FILE)
  let fd: number
  try {
    fd = openSync(marker, 'wx')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    // Left by a starter that died within the few milliseconds it holds it: clear it.
    try {
      if (Date.now() - statSync(marker).mtimeMs > 5000) unlinkSync(marker)
    } catch {
      // Gone already.
    }
    return
  }
  try {
    // Checked again under the marker: another starter may have taken the lock meanwhile.
    if (!(await probe(socket)).alive) {
      try {
        unlinkSync(path.join(dir, LOCK_FILE))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
    }
  } finally {
    closeSync(fd)
    unlinkSync(marker)
  }
}

/**
 * Takes the lock of `dir` for this process, or throws DataDirInUse naming the live owner.
 * Held until release() or until the process ends, however it ends.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  return withSocketPath(dir, async (socket) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        const server = await listenOn(socket)
        let released = false
        return {
          release() {
            if (released) return
            released = true
            // Closing a listening unix socket removes its file (libuv unlinks it).
            server.close()
          },
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
      }
      const found = await probe(socket)
      if (found.alive) throw new DataDirInUse(found.pid)
      await takeOver(dir, socket)
      if (attempt > 0) await sleep(10 + (Number(randomBytes(1)[0]) % 20))
    }
    throw new Error(`could not take the lock ${path.join(dir, LOCK_FILE)} (it keeps changing)`)
  })
}
