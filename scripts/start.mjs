// `npm start [-- flags]`: builds the app when dist/ is missing or older than its sources, then
// runs the local backend (server/cli/main.ts) with the flags, in this same process.
//
// In-process, not as a child: a supervisor (systemd, a container runtime, a shell) signals
// the process it started, and that process is the server. SIGTERM, SIGINT and SIGHUP stop it
// cleanly with exit 0; a bad flag exits 2, a failed start 1; and SIGKILL ends the server
// itself, whose data-directory lock the kernel releases with it (server/cli/data-dir-lock.ts), so
// a restart right after succeeds. A child would have outlived a killed wrapper, holding the
// data directory and the port.
//
// Run through `npm start`, npm (and its `sh -c`) are above us; should npm be killed outright,
// the server notices and stops. Supervisors should run `node scripts/start.mjs` directly
// (README, "Running it as a service").
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { register } from 'tsx/esm/api'

const root = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
// What the build reads; supabase/migrations too, since the app embeds the setup SQL.
const SOURCES = ['src', 'public', 'index.html', 'supabase/migrations', 'vite.config.ts']

/** The newest modification time under a file or directory (0 if it does not exist). */
function newest(target) {
  if (!existsSync(target)) return 0
  const stats = statSync(target)
  if (!stats.isDirectory()) return stats.mtimeMs
  let latest = stats.mtimeMs
  for (const entry of readdirSync(target))
    latest = Math.max(latest, newest(path.join(target, entry)))
  return latest
}

function staleReason() {
  const index = path.join(root, 'dist', 'index.html')
  if (!existsSync(index)) return 'dist/index.html is missing'
  const built = statSync(index).mtimeMs
  const changed = SOURCES.find((source) => newest(path.join(root, source)) > built)
  return changed ? `${changed} changed since the last build` : null
}

/** `npm run build`, with signals passed on; exits as the build did if it was stopped. */
function build() {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    const forward = (signal) => child.kill(signal)
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP']
    for (const signal of signals) process.on(signal, forward)
    child.on('error', (error) => {
      console.error(`npm start: could not run the build: ${error.message}`)
      process.exit(1)
    })
    child.on('exit', (code, signal) => {
      for (const s of signals) process.off(s, forward)
      if (signal) {
        // Stopped by a signal: exit the shell's way (128 + its number), having built nothing.
        process.exit(128 + (os.constants.signals[signal] ?? 0))
      }
      if (code !== 0) {
        console.error(
          `npm start: the app build failed (npm run build exited with ${code}); ` +
            'see the errors above. Nothing was started.',
        )
        process.exit(1)
      }
      resolve()
    })
  })
}

/** The parent pid of `pid` from /proc (Linux), or null when it cannot be read. */
function parentOf(pid) {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return null
  }
}

/**
 * Under npm, npm runs us through `sh -c`: if npm disappears (SIGKILL, which it cannot pass
 * on) or the shell does (npm passes SIGTERM to the shell, which does not pass it to us), stop
 * as on SIGTERM rather than hold the data directory with nobody watching.
 */
function stopWithNpm() {
  if (!process.env.npm_lifecycle_event) return
  const parent = process.ppid
  const grandparent = parentOf(parent)
  const timer = setInterval(() => {
    const gone =
      process.ppid !== parent || (grandparent !== null && parentOf(parent) !== grandparent)
    if (!gone) return
    clearInterval(timer)
    console.error('npm start: npm is gone; stopping the server.')
    process.kill(process.pid, 'SIGTERM')
  }, 500)
  timer.unref()
}

// --help needs no build, and --dist serves some other directory.
const wantsBuild = !args.some((arg) => ['--help', '-h'].includes(arg) || arg.startsWith('--dist'))
const reason = wantsBuild ? staleReason() : null
if (reason) {
  console.log(`npm start: building the app (${reason}) ...`)
  await build()
}

stopWithNpm()
// The server is TypeScript: tsx's loader, registered here, then the server in this process.
// It reads its flags from process.argv.slice(2), which are ours.
register()
await import(pathToFileURL(path.join(root, 'server', 'cli', 'main.ts')).href)
