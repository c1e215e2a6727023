// One server per PGlite data directory: two processes writing the same database files would
// corrupt them, losing what was saved. The lock is a file holding the owner's pid, created
// with O_EXCL; one left behind by a process that is gone (a crash, kill -9) is taken over at
// once. (Not proper-lockfile: its locks go stale by mtime, so a restart after a crash would
// be refused for its stale period, and it has had no release since 2021.)
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import path from 'node:path'

export const LOCK_FILE = 'calendar-server.pid'

export class DataDirInUse extends Error {
  constructor(readonly pid: number) {
    super(`in use by another calendar server (pid ${pid})`)
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function ownerOf(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

/**
 * Takes the lock of `dir` for this process, or throws DataDirInUse naming the live owner.
 * Returns the release function (idempotent; it removes only a lock this process holds).
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE)
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      try {
        writeSync(fd, `${process.pid}\n`)
      } finally {
        closeSync(fd)
      }
      return () => {
        if (ownerOf(file) !== process.pid) return
        try {
          unlinkSync(file)
        } catch {
          // Already gone.
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error
      const owner = ownerOf(file)
      if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUse(owner)
      }
      // Left by a process that is gone (or unreadable): take it over.
      unlinkSync(file)
    }
  }
}
