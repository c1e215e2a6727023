import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirInUse, LOCK_FILE, lockDataDir } from './data-dir-lock.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'calendar-lock-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** The pid of a process that has already exited. */
function deadPid(): number {
  const run = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  })
  return Number(run.stdout)
}

describe('lockDataDir', () => {
  it('writes our pid, and release removes it', () => {
    const release = lockDataDir(dir)
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid))
    release()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
    release() // twice is harmless
  })

  it('refuses a directory whose lock is held by a live process, naming it', () => {
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(path.join(dir, LOCK_FILE), `${process.ppid}\n`)
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse)
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.ppid}`)
    // And leaves that lock alone.
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.ppid))
  })

  it('takes over a lock left by a process that is gone', () => {
    writeFileSync(path.join(dir, LOCK_FILE), `${deadPid()}\n`)
    const release = lockDataDir(dir)
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid))
    release()
  })

  it('takes over a lock file that holds no pid', () => {
    writeFileSync(path.join(dir, LOCK_FILE), 'garbage')
    lockDataDir(dir)()
  })

  it('does not remove a lock another process took after ours was released', () => {
    const release = lockDataDir(dir)
    release()
    writeFileSync(path.join(dir, LOCK_FILE), `${process.ppid}\n`)
    release()
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.ppid))
  })
})
