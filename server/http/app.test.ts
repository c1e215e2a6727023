import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createApp, type App, type AppOptions } from './app.ts'
import { DEFAULT_JWT_SECRET, signHs256, supabaseKeys } from '../shared/auth.ts'
import { openPglite, type Database } from '../db/database.ts'

const ANON_KEY = supabaseKeys(DEFAULT_JWT_SECRET).anonKey
const MIGRATIONS = path.resolve(import.meta.dirname, '../../supabase/migrations')

async function start(options: Partial<AppOptions> = {}): Promise<App> {
  const db = await openPglite('memory://')
  return createApp({ db, distDir: null, migrationsDir: MIGRATIONS, ...options })
}

/** A request to the app; with the anon key as `apikey` unless the headers say `apikey: ''`. */
function call(
  app: App,
  target: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers)
  if (!headers.has('apikey')) headers.set('apikey', ANON_KEY)
  else if (headers.get('apikey') === '') headers.delete('apikey')
  return app.fetch(new Request(`http://localhost${target}`, { ...init, headers }))
}

/** A page of the Vite dev server: a loopback origin, allowed without any flag. */
const DEV_ORIGIN = 'http://localhost:5173'

function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => (headers[name] = value))
  return headers
}

const runSql = (app: App, sql: string, headers: Record<string, string> = {}) =>
  call(app, '/sql-editor/run', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ sql }),
  })

describe('the API routes', () => {
  let app: App
  beforeAll(async () => {
    app = await start()
  })
  afterAll(() => app.close())

  it('answers a CORS preflight as PostgREST does, naming the (loopback) origin', async () => {
    const response = await call(app, '/rest/v1/events', {
      method: 'OPTIONS',
      headers: {
        apikey: '',
        Origin: DEV_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'apikey,authorization,content-profile,content-type,prefer,x-client-info',
      },
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
    expect(headersOf(response)).toEqual({
      'access-control-allow-origin': DEV_ORIGIN,
      vary: 'Origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD',
      'access-control-allow-headers':
        'Authorization, apikey, authorization, content-profile, content-type, prefer, x-client-info, Accept, Accept-Language, Content-Language',
      'access-control-max-age': '86400',
    })
  })

  it.each([
    ['/rest/v1/events', 200],
    ['/rest/v1/events/', 200],
    ['/rest/v1/nope', 404],
    ['/rest/v1/', 404],
    ['/auth/v1/user', 404],
  ])('adds CORS headers to %s when Origin is sent', async (target, status) => {
    const response = await call(app, target, { headers: { Origin: DEV_ORIGIN } })
    expect(response.status).toBe(status)
    expect(response.headers.get('access-control-allow-origin')).toBe(DEV_ORIGIN)
    expect(response.headers.get('vary')).toBe('Origin')
    expect(response.headers.get('access-control-expose-headers')).toBe(
      'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit',
    )
  })

  it('sends no CORS headers without Origin', async () => {
    const response = await call(app, '/rest/v1/events')
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it.each([
    ['/rest/v1/events', 200, '[]'],
    ['/rest/v1/events/?select=id', 200, '[]'],
    [
      '/rest/v1/eventz',
      404,
      `{"code":"PGRST205","details":null,"hint":"Perhaps you meant the table 'public.events'","message":"Could not find the table 'public.eventz' in the schema cache"}`,
    ],
    [
      '/rest/v1/',
      404,
      '{"code":"PGRST125","details":null,"hint":null,"message":"Invalid path specified in request URL"}',
    ],
    [
      '/rest/v1',
      404,
      '{"code":"PGRST125","details":null,"hint":null,"message":"Invalid path specified in request URL"}',
    ],
    [
      '/rest/v1/events/extra',
      404,
      '{"code":"PGRST125","details":null,"hint":null,"message":"Invalid path specified in request URL"}',
    ],
    [
      '/auth/v1/token?grant_type=password',
      404,
      '{"message":"The local backend serves /auth/v1 in private mode only (start it with --private)"}',
    ],
    [
      '/storage/v1/object/x',
      404,
      '{"message":"The local backend has no /storage/v1 service (only /rest/v1)"}',
    ],
    [
      '/realtime/v1/websocket',
      404,
      '{"message":"The local backend serves Realtime at /realtime/v1/websocket, as a websocket only"}',
    ],
    [
      '/functions/v1/hello',
      404,
      '{"message":"The local backend has no /functions/v1 service (only /rest/v1)"}',
    ],
  ])('GET %s -> %i', async (target, status, body) => {
    const response = await call(app, target, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
    })
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.text()).toBe(body)
  })

  it.each([
    ['Bearer abc.def', 'PGRST301', 'Expected 3 parts in JWT; got 2'],
    [
      `Bearer ${signHs256({ role: 'anon', exp: 1 }, DEFAULT_JWT_SECRET)}`,
      'PGRST303',
      'JWT expired',
    ],
  ])('refuses %s with 401 and WWW-Authenticate', async (authorization, code, message) => {
    const response = await call(app, '/rest/v1/events', {
      headers: { Authorization: authorization, Origin: DEV_ORIGIN },
    })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe(
      `Bearer error="invalid_token", error_description="${message}"`,
    )
    expect(response.headers.get('access-control-allow-origin')).toBe(DEV_ORIGIN)
    expect(await response.json()).toEqual({ code, details: null, hint: null, message })
  })

  it('closes the connection after refusing an oversized body (the rest is unread)', async () => {
    const response = await call(app, '/rest/v1/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([{ title: 'x'.repeat(2 * 1024 * 1024) }]),
    })
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
  })

  it('maps the sb_publishable_ key to the anon role', async () => {
    const key = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
    const response = await call(app, '/rest/v1/events', {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    })
    expect(response.status).toBe(200)
  })
})

describe('the gateway: keys (protocol.md §2.5)', () => {
  let app: App
  beforeAll(async () => {
    app = await start()
  })
  afterAll(() => app.close())

  const NO_KEY =
    '{"message":"No API key found in request","hint":"No `apikey` request header or url param was found."}'
  const BAD_KEY =
    '{"message":"Invalid API key","hint":"Double check your Supabase `anon` or `service_role` API key."}'

  it.each<[string, Record<string, string>, string]>([
    ['no apikey', { apikey: '' }, NO_KEY],
    [
      'no apikey, a valid Bearer token',
      { apikey: '', Authorization: `Bearer ${ANON_KEY}` },
      NO_KEY,
    ],
    ['an apikey that is no key of ours', { apikey: 'hello' }, BAD_KEY],
    [
      'an sb_ key of another secret',
      { apikey: 'sb_secret_AAAAAAAAAAAAAAAAAAAAAA_BBBBBBBB' },
      BAD_KEY,
    ],
    [
      'a JWT signed with another secret',
      { apikey: signHs256({ role: 'anon' }, 'some-other-secret-of-at-least-32-chars!') },
      BAD_KEY,
    ],
  ])('answers %s with the gateway’s 401', async (_name, headers, body) => {
    const response = await call(app, '/rest/v1/events', { headers })
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await response.text()).toBe(body)
  })

  it('refuses a keyless DELETE before it reaches the database', async () => {
    await app.db.exec(
      "insert into events (title, start_time, end_time) values ('keep', now(), now())",
    )
    const response = await call(app, '/rest/v1/events?id=not.is.null', {
      method: 'DELETE',
      headers: { apikey: '' },
    })
    expect(response.status).toBe(401)
    const { rows } = await app.db.transaction((tx) =>
      tx.query('select count(*)::int as n from events'),
    )
    expect(Number(rows[0]?.n)).toBe(1)
    await app.db.exec('delete from events')
  })

  it('takes the key from ?apikey= and keeps it out of the filters', async () => {
    const response = await call(app, `/rest/v1/events?apikey=${ANON_KEY}&select=id`, {
      headers: { apikey: '' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-location')).toBe('/events?select=id')
    expect(await response.text()).toBe('[]')
  })

  it('takes requests without a key when told it sits behind a gateway (requireApiKey: false)', async () => {
    const behind = await start({ requireApiKey: false, migrate: false })
    const response = await call(behind, '/rest/v1/nope', { headers: { apikey: '' } })
    expect(response.status).toBe(404)
    expect((await response.json()).code).toBe('PGRST205')
    await behind.close()
  })

  it('takes any token signed with the secret as a key (a user’s, say)', async () => {
    const token = signHs256({ role: 'authenticated', sub: 'u1' }, DEFAULT_JWT_SECRET)
    const response = await call(app, '/rest/v1/events', {
      headers: { apikey: token, Authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(200)
  })
})

describe('the gateway: keys follow the configured secret', () => {
  const secret = 'a-secret-of-our-own-that-is-32-characters-or-more'
  const demo = supabaseKeys(DEFAULT_JWT_SECRET)
  const ours = supabaseKeys(secret)
  let app: App
  beforeAll(async () => {
    app = await start({ jwtSecret: secret })
    // A table only service_role can read: RLS on, no policy.
    await app.db.exec(
      "create table public.private_notes (id int); alter table public.private_notes enable row level security; insert into public.private_notes values (1); insert into events (title, start_time, end_time) values ('keep', now(), now())",
    )
  })
  afterAll(() => app.close())

  it('has keys of its own, none of them the demo keys', () => {
    expect(app.keys.publishableKey).toMatch(/^sb_publishable_[\w-]{22}_[\w-]{8}$/)
    expect(app.keys.secretKey).toMatch(/^sb_secret_[\w-]{22}_[\w-]{8}$/)
    for (const key of Object.values(app.keys)) expect(Object.values(demo)).not.toContain(key)
  })

  it.each([
    ['the demo sb_secret_ key', demo.secretKey],
    ['the demo sb_publishable_ key', demo.publishableKey],
    ['the demo service_role JWT', demo.serviceRoleKey],
    ['the demo anon JWT', demo.anonKey],
  ])('refuses %s: no read, no delete', async (_name, key) => {
    const headers = { apikey: key, Authorization: `Bearer ${key}` }
    const read = await call(app, '/rest/v1/private_notes', { headers })
    expect(read.status).toBe(401)
    const wipe = await call(app, '/rest/v1/events?id=not.is.null', { method: 'DELETE', headers })
    expect(wipe.status).toBe(401)
    const { rows } = await app.db.transaction((tx) =>
      tx.query('select count(*)::int as n from events'),
    )
    expect(Number(rows[0]?.n)).toBe(1)
  })

  it.each([
    ['its sb_secret_ key', ours.secretKey, 'service_role'],
    ['its service_role JWT', ours.serviceRoleKey, 'service_role'],
    ['its sb_publishable_ key', ours.publishableKey, 'anon'],
    ['its anon JWT', ours.anonKey, 'anon'],
  ])('takes %s (%s)', async (_name, key, role) => {
    const response = await call(app, '/rest/v1/private_notes', {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    })
    expect(response.status).toBe(200)
    // RLS with no policy: the service role sees the row, anon sees none.
    expect(await response.json()).toEqual(role === 'service_role' ? [{ id: 1 }] : [])
  })
})

describe('the gateway: origins', () => {
  let app: App
  let open: App
  let listed: App
  beforeAll(async () => {
    app = await start({ migrate: false })
    open = await start({ migrate: false, allowedOrigins: ['*'] })
    listed = await start({ migrate: false, allowedOrigins: ['https://cal.example.org'] })
  })
  afterAll(async () => {
    await app.close()
    await open.close()
    await listed.close()
  })

  it.each([
    'http://localhost:5173',
    'http://127.0.0.1:54321',
    'http://127.8.9.10',
    'https://calendar.localhost',
    'http://[::1]:8080',
  ])('allows the loopback origin %s', async (origin) => {
    const response = await call(app, '/rest/v1/nope', { headers: { Origin: origin } })
    expect(response.status).toBe(404)
    expect(response.headers.get('access-control-allow-origin')).toBe(origin)
  })

  it.each<[string, Record<string, string>]>([
    ['another site', { Origin: 'https://evil.example' }],
    [
      'another site, preflight',
      { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'DELETE' },
    ],
    ['an opaque origin (sandbox, file:)', { Origin: 'null' }],
    ['a look-alike of loopback', { Origin: 'http://127.0.0.1.evil.example' }],
    ['a cross-site <img> or <script> (no Origin)', { 'Sec-Fetch-Site': 'cross-site' }],
    [
      'a rebound host name (DNS rebinding): same-origin, but a name',
      { Origin: 'http://evil.example:54321', Host: 'evil.example:54321' },
    ],
  ])('refuses %s with 403, before looking at the key', async (_name, headers) => {
    for (const method of ['GET', 'OPTIONS', 'DELETE']) {
      const response = await call(app, '/rest/v1/events?id=not.is.null', {
        method,
        headers: { apikey: '', ...headers },
      })
      expect(response.status).toBe(403)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      expect(await response.json()).toMatchObject({ message: expect.stringMatching(/not allowed/) })
    }
  })

  it('allows a page of this server reached by IP address (another machine on the LAN)', async () => {
    const response = await call(app, '/rest/v1/nope', {
      headers: { Origin: 'http://192.168.1.20:54321', Host: '192.168.1.20:54321' },
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://192.168.1.20:54321')
  })

  it('allows the origins named with --allow-origin, and only those', async () => {
    const good = await call(listed, '/rest/v1/nope', {
      headers: { Origin: 'https://cal.example.org' },
    })
    expect(good.status).toBe(404)
    expect(good.headers.get('access-control-allow-origin')).toBe('https://cal.example.org')
    const other = await call(listed, '/rest/v1/nope', {
      headers: { Origin: 'https://cal.example.com' },
    })
    expect(other.status).toBe(403)
  })

  it('allows any origin with --allow-origin *, as PostgREST does (Access-Control-Allow-Origin: *)', async () => {
    const response = await call(open, '/rest/v1/nope', {
      headers: { Origin: 'https://evil.example' },
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('vary')).toBeNull()
  })
})

describe('the built app', () => {
  let dist: string
  let app: App
  const secret = 'another-secret-for-the-meta-tag-test-0123456789'

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'calendar-dist-'))
    await mkdir(path.join(dist, 'assets'))
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Calendar</title></head><body><div id="root"></div></body></html>',
    )
    await writeFile(path.join(dist, 'assets/index-abc123.js'), 'console.log(1)')
    await writeFile(path.join(dist, 'assets/index-abc123.css'), 'body{}')
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>')
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
    await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Calendar"}')
    await writeFile(path.join(os.tmpdir(), 'calendar-outside.txt'), 'secret')
    app = await start({ distDir: dist, jwtSecret: secret, migrate: false })
  })
  afterAll(async () => {
    await app.close()
    await rm(dist, { recursive: true, force: true })
  })

  const metaFor = (key: string) => `<meta name="supabase-anon-key" content="${key}">`

  it.each([
    '/',
    '/index.html',
    '/some/deep/link',
    '/event/123?x=1',
    '/%2e%2e/calendar-outside.txt',
    '/..%2fcalendar-outside.txt',
  ])('answers %s with index.html and the anon key of the configured secret', async (target) => {
    const response = await call(app, target)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const html = await response.text()
    expect(html).toContain(`<head>\n    ${metaFor(supabaseKeys(secret).anonKey)}<title>`)
  })

  it('serves the page with a Content-Security-Policy of a fresh nonce, given to the app', async () => {
    const first = await call(app, '/', { headers: { Host: '127.0.0.1:54321' } })
    const second = await call(app, '/', { headers: { Host: '127.0.0.1:54321' } })
    const csp = first.headers.get('content-security-policy')!
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)![1]!
    expect(csp).toBe(
      [
        "default-src 'none'",
        `script-src 'self' 'nonce-${nonce}'`,
        `style-src 'self' 'nonce-${nonce}'`,
        "img-src 'self'",
        "connect-src 'self' ws://127.0.0.1:54321 wss://127.0.0.1:54321",
        "manifest-src 'self'",
        "worker-src 'self'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
      ].join('; '),
    )
    expect(second.headers.get('content-security-policy')).not.toContain(nonce)
    expect(await first.text()).toContain(
      `<script nonce="${nonce}">window.__webpack_nonce__="${nonce}"</script>\n  </head>`,
    )
    expect(headersOf(first)).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    })
  })

  it('lets the page connect to the Supabase URL it was built against, websocket too', async () => {
    const other = await start({
      distDir: dist,
      migrate: false,
      appSupabaseUrl: 'https://abcdefghijklmnop.supabase.co',
    })
    const response = await call(other, '/', { headers: { Host: 'localhost:54321' } })
    expect(response.headers.get('content-security-policy')).toContain(
      "connect-src 'self' ws://localhost:54321 wss://localhost:54321 https://abcdefghijklmnop.supabase.co wss://abcdefghijklmnop.supabase.co;",
    )
    await other.close()
  })

  it.each(['/assets/index-abc123.js', '/favicon.svg', '/assets/index-old.js'])(
    'serves %s with nosniff and same-origin resource policy',
    async (target) => {
      const response = await call(app, target)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    },
  )

  it.each([
    [
      '/assets/index-abc123.js',
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    ['/assets/index-abc123.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/favicon.svg', 'image/svg+xml', 'no-cache'],
    // The service worker and the manifest are checked for a new build at each open.
    ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8', 'no-cache'],
  ])('serves %s as %s', async (target, type, cache) => {
    const response = await call(app, target)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(type)
    expect(response.headers.get('cache-control')).toBe(cache)
  })

  it('answers a missing hashed asset with 404, not the page', async () => {
    expect((await call(app, '/assets/index-old.js')).status).toBe(404)
  })

  it('answers HEAD without a body and other methods with 405', async () => {
    const head = await call(app, '/', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    const post = await call(app, '/', { method: 'POST', body: 'x' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })

  it('says so when the app is not built', async () => {
    const other = await start({ distDir: path.join(dist, 'missing'), migrate: false })
    const response = await call(other, '/')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('npm run build')
    await other.close()
  })
})

describe('the SQL editor', () => {
  let app: App
  beforeAll(async () => {
    app = await start({ sqlEditor: true, migrate: false })
  })
  afterAll(() => app.close())

  it('is off unless asked for', async () => {
    const off = await start({ migrate: false })
    expect((await call(off, '/sql-editor')).status).toBe(404)
    expect((await runSql(off, 'select 1')).status).toBe(404)
    await off.close()
  })

  it('serves a self-contained page', async () => {
    const response = await call(app, '/sql-editor')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('<title>SQL Editor</title>')
    expect(html).toContain('<label for="sql">SQL</label>')
    expect(html).toMatch(/<button type="submit"[^>]*>Run<\/button>/)
    expect(html).not.toMatch(/(src|href)="https?:/)
  })

  it('returns the rows of the last statement', async () => {
    const response = await runSql(
      app,
      "select 1 as one; select 2 as two, 'x' as label, null as nothing",
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      columns: ['two', 'label', 'nothing'],
      rows: [{ two: 2, label: 'x', nothing: null }],
      rowCount: 1,
      statements: 2,
    })
  })

  it('returns an error with its SQLSTATE', async () => {
    const response = await runSql(app, 'select * from missing_table')
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatchObject({
      code: '42P01',
      message: 'relation "missing_table" does not exist',
    })
  })

  it('makes the setup SQL visible to /rest/v1 without a restart', async () => {
    const before = await call(app, '/rest/v1/events')
    expect(before.status).toBe(404)
    expect((await before.json()).code).toBe('PGRST205')

    const { readFile, readdir } = await import('node:fs/promises')
    const [file] = (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql'))
    const sql = await readFile(path.join(MIGRATIONS, file!), 'utf8')
    expect((await runSql(app, sql)).status).toBe(200)

    const after = await call(app, '/rest/v1/events', {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
    })
    expect(after.status).toBe(200)
    expect(await after.text()).toBe('[]')
  })

  it.each<[string, Record<string, string>, string | null]>([
    [
      'a cross-site origin',
      { Origin: 'http://evil.example' },
      'The SQL editor answers only its own page',
    ],
    [
      'a cross-site fetch',
      { 'Sec-Fetch-Site': 'cross-site' },
      'The SQL editor answers only its own page',
    ],
    [
      'a foreign Host (DNS rebinding)',
      { Host: 'evil.example:54321' },
      'The SQL editor answers only on localhost or an IP address',
    ],
    [
      'a text/plain form post',
      { 'Content-Type': 'text/plain' },
      'Send Content-Type: application/json',
    ],
  ])('refuses %s', async (_name, headers, message) => {
    const response = await runSql(app, 'create table public.pwned (x int)', headers)
    expect(response.status).toBe(403)
    expect((await response.json()).error.message).toBe(message)
    const check = await runSql(app, "select to_regclass('public.pwned')::text as t")
    expect((await check.json()).rows).toEqual([{ t: null }])
  })

  it('accepts its own page', async () => {
    const response = await runSql(app, 'select 1 as x', {
      Origin: 'http://localhost',
      'Sec-Fetch-Site': 'same-origin',
    })
    expect(response.status).toBe(200)
  })
})

describe('unexpected failures', () => {
  it('answer 500 in PostgREST shape, without a stack, and the server keeps serving', async () => {
    const real = await openPglite('memory://')
    let fail = false
    const boom = () => new Error('boom in /work/main/server/secret-file.ts:42')
    const db: Database = {
      engine: real.engine,
      transaction: (fn, opts) => (fail ? Promise.reject(boom()) : real.transaction(fn, opts)),
      exec: (sql) => real.exec(sql),
      script: (sql) => (fail ? Promise.reject(boom()) : real.script!(sql)),
      listen: (channel, onNotify) => real.listen(channel, onNotify),
      close: () => real.close(),
    }
    const app = await createApp({ db, distDir: null, sqlEditor: true, migrationsDir: MIGRATIONS })
    // The server logs the error (with its stack) for the developer; the client sees none of it.
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fail = true
    for (const response of [await call(app, '/rest/v1/events'), await runSql(app, 'select 1')]) {
      expect(response.status).toBe(500)
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
      const text = await response.text()
      expect(Object.keys(JSON.parse(text))).toEqual(['code', 'details', 'hint', 'message'])
      expect(text).not.toMatch(/secret-file|\bat\s|\.ts:/)
    }
    expect(log).toHaveBeenCalled()
    log.mockRestore()
    fail = false
    expect((await call(app, '/rest/v1/events')).status).toBe(200)
    await app.close()
  })
})
