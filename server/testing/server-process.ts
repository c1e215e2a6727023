// For the tests that run the server as a user does, as a process of its own on a real port
// (cli/main.test.ts, cli/crash-restart.test.ts): start it, wait for its banner, talk to it,
// stop it.
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')
/** tsx's own binary (what `tsx server/cli/main.ts` runs). */
export const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx')
/** tsx's loader, for `node --import`: the server in one process, no tsx parent around it. */
export const TSX_LOADER = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')

export interface Run {
  child: ChildProcess
  stdout: string
  stderr: string
  /** The exit code, or 128 + the signal's number when a signal ended it. */
  exit: Promise<number | null>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** The environment without the variables the server reads, plus `env`. */
export function cleanEnv(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const clean = { ...process.env }
  for (const name of ['DATABASE_URL', 'JWT_SECRET', 'PORT', 'HOST', 'VITE_SUPABASE_URL']) {
    delete clean[name]
  }
  for (const name of Object.keys(clean)) if (name.startsWith('npm_')) delete clean[name]
  return { ...clean, ...env }
}

const SIGNALS: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }

export function launch(command: string, args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(command, args, { cwd: ROOT, env: cleanEnv(env) })
  const run: Run = {
    child,
    stdout: '',
    stderr: '',
    exit: new Promise((resolve) =>
      child.on('exit', (code, signal) =>
        resolve(code ?? (signal ? 128 + (SIGNALS[signal] ?? 0) : null)),
      ),
    ),
  }
  child.stdout!.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()))
  return run
}

/** `node --import tsx server/cli/main.ts ...`: the server alone, in one process. */
export const serverProcess = (args: string[], env: Record<string, string> = {}) =>
  launch(process.execPath, ['--import', TSX_LOADER, 'server/cli/main.ts', ...args], env)

/** `node scripts/start.mjs ...`: what `npm start` runs. */
export const startScript = (args: string[], env: Record<string, string> = {}) =>
  launch(process.execPath, ['scripts/start.mjs', ...args], env)

/** Resolves once the banner is out; rejects with the output if the process exits first. */
export async function ready(run: Run): Promise<void> {
  const exited = run.exit.then((code) => {
    throw new Error(`exited with ${code} before listening:\n${run.stdout}\n${run.stderr}`)
  })
  const banner = new Promise<void>((resolve) => {
    const check = () => (run.stdout.includes('Press Ctrl+C') ? resolve() : setTimeout(check, 20))
    check()
  })
  await Promise.race([banner, exited])
}

export async function stop(run: Run, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  run.child.kill(signal)
  return run.exit
}

/** A key the banner printed, by its label ('anon key', 'secret key', ...). */
export const keyIn = (stdout: string, label: string) =>
  new RegExp(`${label}:\\s+(\\S+)`).exec(stdout)?.[1] ?? ''
