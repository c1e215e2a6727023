// `npm start [-- flags]`: builds the app when dist/ is missing or older than its sources, then
// runs the local backend (server/main.ts) with the flags, passing signals on and exiting
// with its exit code.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

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

// --help needs no build, and --dist serves some other directory.
const wantsBuild = !args.some((arg) => ['--help', '-h'].includes(arg) || arg.startsWith('--dist'))
const reason = wantsBuild ? staleReason() : null
if (reason) {
  console.log(`npm start: building the app (${reason}) ...`)
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error(
      `npm start: the app build failed (npm run build exited with ${build.status ?? build.signal}); ` +
        'see the errors above. Nothing was started.',
    )
    process.exit(1)
  }
}

// `node --import tsx` runs the TypeScript server in this one child process (no extra tsx
// wrapper process), so signals reach it directly.
const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'server', 'main.ts'), ...args],
  { cwd: root, stdio: 'inherit' },
)

const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP']
for (const signal of forwarded) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal)
  })
}

server.on('error', (error) => {
  console.error(`npm start: could not run the server: ${error.message}`)
  process.exit(1)
})

server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code)
  // Killed by a signal it did not handle: report it the shell's way (128 + number).
  process.exit(128 + (os.constants.signals[signal] ?? 0))
})
