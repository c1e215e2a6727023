// The server's flags and environment variables, parsed into one options object. Flags win
// over the environment. A bad flag is a UsageError: main prints its one line and exits 2.
import path from 'node:path'
import { DEFAULT_JWT_SECRET } from '../shared/auth.ts'
import { normalizeOrigin } from '../http/gateway.ts'

export interface ServerOptions {
  port: number
  host: string
  /** A directory for PGlite's files, or `memory://`. Ignored when databaseUrl is set. */
  dataDir: string
  /** A PostgreSQL connection string (env DATABASE_URL): use `pg` instead of PGlite. */
  databaseUrl: string | null
  migrate: boolean
  maxRows: number
  distDir: string
  sqlEditor: boolean
  jwtSecret: string
  /** Origins besides loopback ones whose pages may call the API (`*`: any). */
  allowedOrigins: string[]
  /** The Supabase URL the app was built against (env VITE_SUPABASE_URL), for its CSP. */
  appSupabaseUrl: string | null
  /** Private mode: Auth at /auth/v1 and supabase/private-mode.sql (docs/auth-protocol.md). */
  private: boolean
  /** Private mode with sign-ups closed (GoTrue's DISABLE_SIGNUP). */
  disableSignup: boolean
  /** Access tokens' lifetime in seconds (GoTrue's JWT_EXP). */
  jwtExpirySeconds: number
  /** GoTrue's rate limits; off only for tests. */
  rateLimits: boolean
  help: boolean
}

export class UsageError extends Error {}

export const USAGE = `Usage: npm start -- [options]   (or: npx tsx server/cli/main.ts [options])

Serves the Calendar app and a local Supabase-compatible API (PostgREST at /rest/v1).

Options:
  --port N           port to listen on (default 54321, Supabase's local API port; env PORT)
  --host HOST        address to listen on (default 127.0.0.1; env HOST)
  --data-dir DIR     where the embedded database keeps its files (default .data/);
                     memory:// for a throwaway database
  --no-migrate       do not apply supabase/migrations at start
  --max-rows N       rows per response at most (default 1000, as Supabase)
  --dist DIR         the built app to serve (default dist/)
  --sql-editor       serve the local SQL editor at /sql-editor even on a non-loopback host
  --no-sql-editor    never serve it (default: served only on a loopback host, since it
                     runs any SQL as the database owner)
  --private          private mode: sign-in (Supabase Auth at /auth/v1), each person sees
                     only their own events (supabase/private-mode.sql is applied); the
                     emails it would send are shown at /mailbox (loopback hosts only)
                     and printed here
  --no-signup        with --private: no new accounts (sign-up and magic links to new
                     addresses are refused)
  --jwt-expiry N     with --private: access tokens last N seconds (default 3600, the
                     least 10); supabase-js refreshes them itself
  --no-rate-limits   with --private: turn off the sign-in, refresh, verify and email
                     rate limits (for tests; never on a shared server)
  --allow-origin O   let web pages from origin O (e.g. https://cal.example.org) call the
                     API; repeat it or separate origins with commas; * allows any. Pages
                     on loopback addresses (localhost, 127.0.0.1) always may; others not.
  -h, --help         show this help

Environment:
  DATABASE_URL       use this PostgreSQL server instead of the embedded database
  JWT_SECRET         HS256 secret for API keys and tokens (default: the Supabase CLI's
                     local demo secret). The keys that work with it are printed at start;
                     with a secret of your own, the CLI's published demo keys do not.
  VITE_SUPABASE_URL  the Supabase URL the app was built against: the app's
                     Content-Security-Policy lets it connect there
`

/** True for addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare)
}

function integer(flag: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, not '${value}'`)
  }
  return Number(value)
}

const resolveDir = (dir: string) => (dir === 'memory://' ? dir : path.resolve(dir))

/**
 * @param argv the arguments after the script name
 * @param root the repository root, for the default data and dist directories
 */
export function parseOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  root: string,
): ServerOptions {
  const fromEnv = (name: string) => (env[name] ? env[name] : undefined)
  const envPort = fromEnv('PORT')
  let sqlEditor: boolean | undefined
  const options: ServerOptions = {
    port: envPort === undefined ? 54321 : integer('PORT', envPort, 1, 65535),
    host: fromEnv('HOST') ?? '127.0.0.1',
    dataDir: path.join(root, '.data'),
    databaseUrl: fromEnv('DATABASE_URL') ?? null,
    migrate: true,
    maxRows: 1000,
    distDir: path.join(root, 'dist'),
    sqlEditor: false,
    jwtSecret: fromEnv('JWT_SECRET') ?? DEFAULT_JWT_SECRET,
    allowedOrigins: [],
    appSupabaseUrl: fromEnv('VITE_SUPABASE_URL') ?? null,
    private: false,
    disableSignup: false,
    jwtExpirySeconds: 3600,
    rateLimits: true,
    help: false,
  }
  /** The private-mode flags given, to refuse them without --private. */
  const privateOnly: string[] = []

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1
    const flag = eq === -1 ? arg : arg.slice(0, eq)
    const value = () => {
      if (eq !== -1) return arg.slice(eq + 1)
      const next = argv[++i]
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${flag} needs a value`)
      return next
    }
    const noValue = () => {
      if (eq !== -1) throw new UsageError(`${flag} takes no value`)
    }
    switch (flag) {
      case '--port':
        options.port = integer(flag, value(), 1, 65535)
        break
      case '--host':
        options.host = value()
        break
      case '--data-dir':
        options.dataDir = value()
        break
      case '--dist':
        options.distDir = value()
        break
      case '--max-rows':
        options.maxRows = integer(flag, value(), 1, 1_000_000_000)
        break
      case '--no-migrate':
        noValue()
        options.migrate = false
        break
      case '--allow-origin':
        for (const part of value().split(',')) {
          const origin = normalizeOrigin(part.trim())
          if (origin === null) {
            throw new UsageError(
              `--allow-origin takes origins like https://cal.example.org or *, not '${part.trim()}'`,
            )
          }
          if (!options.allowedOrigins.includes(origin)) options.allowedOrigins.push(origin)
        }
        break
      case '--private':
        noValue()
        options.private = true
        break
      case '--no-signup':
        noValue()
        options.disableSignup = true
        privateOnly.push(flag)
        break
      case '--jwt-expiry':
        // At least 10 s: supabase-js refreshes 90 s before expiry, every 30 s; a shorter
        // token is only for tests of refresh.
        options.jwtExpirySeconds = integer(flag, value(), 10, 604_800)
        privateOnly.push(flag)
        break
      case '--no-rate-limits':
        noValue()
        options.rateLimits = false
        privateOnly.push(flag)
        break
      case '--sql-editor':
      case '--no-sql-editor':
        noValue()
        sqlEditor = flag === '--sql-editor'
        break
      case '-h':
      case '--help':
        noValue()
        options.help = true
        break
      default:
        throw new UsageError(`unknown option '${arg}' (see --help)`)
    }
  }

  if (!options.private && privateOnly.length > 0) {
    throw new UsageError(`${privateOnly[0]} is for private mode: add --private`)
  }
  if (options.host === '') throw new UsageError('--host needs a value')
  if (options.dataDir === '') throw new UsageError('--data-dir needs a value')
  // PostgREST v13+ refuses to start with a shorter HMAC secret.
  if (options.jwtSecret.length < 32) {
    throw new UsageError('JWT_SECRET must be at least 32 characters long')
  }
  options.dataDir = resolveDir(options.dataDir)
  options.distDir = path.resolve(options.distDir)
  options.sqlEditor = sqlEditor ?? isLoopback(options.host)
  return options
}
