// The data directory's lock (data-dir-lock.ts): a unix socket the kernel closes when its
// holder dies, so nothing about pids can keep a restart out.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirInUse, LOCK_FILE, lockDataDir } from './data-dir-lock.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'calendar-lock-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const LOCK_MODULE = path.join(import.meta.dirname, 'data-dir-lock.ts')
const TSX = path.join(import.meta.dirname, '../..', 'node_modules', 'tsx', 'dist', 'loader.mjs')

/**
 * Another process that takes the lock of `target` and says so on stdout, then waits (or
 * exits at once without releasing it, with `exit`).
 */
function holder(target: string, then: 'wait' | 'exit' = 'wait') {
  const code =
    `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});` +
    `await lockDataDir(${JSON.stringify(target)}); console.log('locked');` +
    (then === 'exit' ? 'process.reallyExit(0)' : 'setInterval(() => {}, 1000)')
  // Its stderr is not shown: the ones that lose a race end with DataDirInUse there.
  const child = spawn(process.execPath, ['--import', TSX, '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve())
    child.on('exit', (code) => reject(new Error(`holder exited with ${code} before locking`)))
  })
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  return { child, locked, exited }
}

describe('lockDataDir', () => {
  it('is a socket in the directory while held, and is gone once released', async () => {
    const lock = await lockDataDir(dir)
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true)
    lock.release()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
    lock.release() // twice is harmless
    ;(await lockDataDir(dir)).release()
  })

  it('refuses a directory another live process holds, naming its pid', async () => {
    const other = holder(dir)
    try {
      await other.locked
      const refusal = await lockDataDir(dir).catch((error: unknown) => error)
      expect(refusal).toBeInstanceOf(DataDirInUse)
      expect((refusal as DataDirInUse).pid).toBe(other.child.pid)
      expect((refusal as Error).message).toBe(
        `in use by another calendar server (pid ${other.child.pid})`,
      )
    } finally {
      other.child.kill('SIGKILL')
      await other.exited
    }
  }, 20_000)

  it('is free the moment its holder is killed with SIGKILL, before the holder is reaped', async () => {
    // The holder's parent is a shell that never waits for it: once killed it stays a zombie.
    const script = `${process.execPath} --import ${TSX} --input-type=module -e "$CODE" & echo $!; exec sleep 30`
    const code =
      `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});` +
      `await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000)`
    const shell = spawn('sh', ['-c', script], {
      env: { ...process.env, CODE: code },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    try {
      let out = ''
      await new Promise<void>((resolve) =>
        shell.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString()
          if (out.includes('locked')) resolve()
        }),
      )
      const pid = Number(out.split('\n')[0])
      process.kill(pid, 'SIGKILL')
      // Wait for the kill to land: the process is a zombie ('Z'), and still "alive" to kill(pid, 0).
      let state = ''
      for (let i = 0; i < 100 && state !== 'Z'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10))
        state =
          spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], {
            encoding: 'utf8',
          }).stdout.trim()[0] ?? ''
      }
      expect(state).toBe('Z')
      expect(() => process.kill(pid, 0)).not.toThrow()
      const lock = await lockDataDir(dir)
      lock.release()
    } finally {
      shell.kill('SIGKILL')
    }
  }, 20_000)

  it('takes over the socket a process left behind when it exited without releasing it', async () => {
    const other = holder(dir, 'exit')
    await other.locked.catch(() => undefined)
    await other.exited
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true)
    ;(await lockDataDir(dir)).release()
  }, 20_000)

  it('pays no attention to a pid file, even one naming a live process', async () => {
    // The lock before this one: `calendar-server.pid` holding pid 1 (always alive) kept a
    // restart out for good when the pid was reused.
    writeFileSync(path.join(dir, 'calendar-server.pid'), '1\n')
    ;(await lockDataDir(dir)).release()
  })

  it('works for a directory whose socket path is too long for bind(2)', async () => {
    const deep = path.join(dir, 'a'.repeat(60), 'b'.repeat(60))
    rmSync(deep, { recursive: true, force: true })
    spawnSync('mkdir', ['-p', deep])
    const lock = await lockDataDir(deep)
    expect(existsSync(path.join(deep, LOCK_FILE))).toBe(true)
    const refusal = await lockDataDir(deep).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(DataDirInUse)
    expect((refusal as DataDirInUse).pid).toBe(process.pid)
    lock.release()
    ;(await lockDataDir(deep)).release()
  })

  it('lets exactly one of several processes starting at once take it', async () => {
    const others = Array.from({ length: 4 }, () => holder(dir))
    const results = await Promise.allSettled(others.map((o) => o.locked))
    try {
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    } finally {
      for (const other of others) other.child.kill('SIGKILL')
      await Promise.all(others.map((o) => o.exited))
    }
  }, 30_000)
})
