import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_JWT_SECRET } from '../shared/auth.ts'
import { isLoopback, parseOptions, UsageError, type ServerOptions } from './cli-options.ts'

const root = '/repo'
const parse = (argv: string[], env: Record<string, string> = {}) => parseOptions(argv, env, root)

const defaults: ServerOptions = {
  port: 54321,
  host: '127.0.0.1',
  dataDir: '/repo/.data',
  databaseUrl: null,
  migrate: true,
  maxRows: 1000,
  distDir: '/repo/dist',
  sqlEditor: true,
  jwtSecret: DEFAULT_JWT_SECRET,
  allowedOrigins: [],
  appSupabaseUrl: null,
  private: false,
  disableSignup: false,
  jwtExpirySeconds: 3600,
  rateLimits: true,
  help: false,
}

describe('parseOptions', () => {
  it('has the Supabase CLI defaults', () => {
    expect(parse([])).toEqual(defaults)
  })

  it.each<[string[], Record<string, string>, Partial<ServerOptions>]>([
    [['--port', '54399'], {}, { port: 54399 }],
    [['--port=54399'], {}, { port: 54399 }],
    [[], { PORT: '8080' }, { port: 8080 }],
    [['--port', '9000'], { PORT: '8080' }, { port: 9000 }],
    [['--host', '::1'], {}, { host: '::1', sqlEditor: true }],
    [['--host', 'localhost'], {}, { host: 'localhost', sqlEditor: true }],
    [['--host', '0.0.0.0'], {}, { host: '0.0.0.0', sqlEditor: false }],
    [[], { HOST: '0.0.0.0' }, { host: '0.0.0.0', sqlEditor: false }],
    [['--host', '0.0.0.0', '--sql-editor'], {}, { host: '0.0.0.0', sqlEditor: true }],
    [['--no-sql-editor'], {}, { sqlEditor: false }],
    [['--private'], {}, { private: true }],
    [['--private', '--no-signup'], {}, { private: true, disableSignup: true }],
    [['--private', '--jwt-expiry', '15'], {}, { private: true, jwtExpirySeconds: 15 }],
    [['--jwt-expiry=60', '--private'], {}, { private: true, jwtExpirySeconds: 60 }],
    [['--private', '--no-rate-limits'], {}, { private: true, rateLimits: false }],
    [['--data-dir', 'memory://'], {}, { dataDir: 'memory://' }],
    [['--data-dir', '/tmp/x'], {}, { dataDir: '/tmp/x' }],
    [['--data-dir', 'rel/dir'], {}, { dataDir: path.resolve('rel/dir') }],
    [['--no-migrate'], {}, { migrate: false }],
    [['--max-rows', '50'], {}, { maxRows: 50 }],
    [['--dist', '/srv/app'], {}, { distDir: '/srv/app' }],
    [['--help'], {}, { help: true }],
    [['-h'], {}, { help: true }],
    [[], { DATABASE_URL: 'postgresql://u@h/db' }, { databaseUrl: 'postgresql://u@h/db' }],
    [[], { DATABASE_URL: '' }, { databaseUrl: null }],
    [[], { JWT_SECRET: 'x'.repeat(32) }, { jwtSecret: 'x'.repeat(32) }],
    [
      ['--allow-origin', 'https://Cal.Example.org:443', '--allow-origin=http://a.test:8080,*'],
      {},
      { allowedOrigins: ['https://cal.example.org', 'http://a.test:8080', '*'] },
    ],
    [
      [],
      { VITE_SUPABASE_URL: 'https://x.supabase.co' },
      { appSupabaseUrl: 'https://x.supabase.co' },
    ],
    [
      ['--port', '54399', '--data-dir', 'memory://', '--no-migrate'],
      {},
      { port: 54399, dataDir: 'memory://', migrate: false },
    ],
  ])('%j %j', (argv, env, expected) => {
    expect(parse(argv, env)).toEqual({ ...defaults, ...expected })
  })

  it.each<[string[], Record<string, string>, string]>([
    [['--bogus'], {}, "unknown option '--bogus' (see --help)"],
    [['serve'], {}, "unknown option 'serve' (see --help)"],
    [['--port'], {}, '--port needs a value'],
    [['--port', '--no-migrate'], {}, '--port needs a value'],
    [['--port', 'abc'], {}, "--port must be a whole number from 1 to 65535, not 'abc'"],
    [['--port', '70000'], {}, "--port must be a whole number from 1 to 65535, not '70000'"],
    [[], { PORT: 'x' }, "PORT must be a whole number from 1 to 65535, not 'x'"],
    [['--max-rows', '0'], {}, "--max-rows must be a whole number from 1 to 1000000000, not '0'"],
    [['--no-migrate=yes'], {}, '--no-migrate takes no value'],
    [['--host='], {}, '--host needs a value'],
    [[], { JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [['--no-signup'], {}, '--no-signup is for private mode: add --private'],
    [['--jwt-expiry', '60'], {}, '--jwt-expiry is for private mode: add --private'],
    [['--no-rate-limits'], {}, '--no-rate-limits is for private mode: add --private'],
    [['--private=yes'], {}, '--private takes no value'],
    [
      ['--private', '--jwt-expiry', '5'],
      {},
      "--jwt-expiry must be a whole number from 10 to 604800, not '5'",
    ],
    [
      ['--allow-origin', 'https://a.test/path'],
      {},
      "--allow-origin takes origins like https://cal.example.org or *, not 'https://a.test/path'",
    ],
    [
      ['--allow-origin', 'null'],
      {},
      "--allow-origin takes origins like https://cal.example.org or *, not 'null'",
    ],
  ])('%j %j fails: %s', (argv, env, message) => {
    expect(() => parse(argv, env)).toThrow(new UsageError(message))
  })
})

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.10', false],
    ['example.com', false],
  ])('%s -> %s', (host, expected) => {
    expect(isLoopback(host)).toBe(expected)
  })
})
