// The auth service through the whole app (app.fetch, in-process, PGlite), with a clock of the
// test's own: every endpoint's answers, both error shapes, rotation and reuse, logout scopes,
// one-time tokens, the magic link's redirect, closed sign-ups, rate limits, the mailbox.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp, type App, type AppOptions, type AuthAppOptions } from '../http/app.ts'
import { openPglite } from '../db/database.ts'
import { signHs256 } from '../shared/auth.ts'

// Each describe opens a PGlite database and applies the migrations: seconds on 2 busy cores.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

const MIGRATIONS = path.resolve(import.meta.dirname, '../../supabase/migrations')
const SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
const NEW_API = { 'X-Supabase-Api-Version': '2024-01-01' }

interface Clocked {
  app: App
  /** Moves the auth service's clock. */
  advance(seconds: number): void
}

async function start(
  auth: AuthAppOptions = {},
  options: Partial<AppOptions> = {},
): Promise<Clocked> {
  let now = Date.now()
  const db = await openPglite('memory://')
  const app = await createApp({
    db,
    distDir: null,
    migrationsDir: MIGRATIONS,
    private: true,
    auth: { rateLimits: false, clock: () => now, ...auth },
    ...options,
  })
  return { app, advance: (seconds) => (now += seconds * 1000) }
}

interface Answer {
  status: number
  headers: Headers
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function call(
  app: App,
  method: string,
  target: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const all = new Headers({ apikey: app.anonKey, 'Content-Type': 'application/json', ...headers })
  if (all.get('apikey') === '') all.delete('apikey')
  const response = await app.fetch(
    new Request(`http://127.0.0.1:54321${target}`, {
      method,
      headers: all,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text === '' ? null : JSON.parse(text)
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, headers: response.headers, body: parsed }
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const signUp = (app: App, email: string, password = 'secret1', headers = {}) =>
  call(app, 'POST', '/auth/v1/signup', { email, password }, headers)
const signIn = (app: App, email: string, password = 'secret1', headers = {}) =>
  call(app, 'POST', '/auth/v1/token?grant_type=password', { email, password }, headers)
const refresh = (app: App, token: string, headers = {}) =>
  call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', { refresh_token: token }, headers)

describe('sign-up, sign-in, the session and the user', () => {
  let t: Clocked
  beforeAll(async () => {
    t = await start()
  })
  afterAll(() => t.app.close())

  it('signs up (confirmed at once) with a session in GoTrue shape and its claims', async () => {
    const { status, body, headers } = await signUp(t.app, 'Ada@Example.org')
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('application/json')
    expect(Object.keys(body)).toEqual([
      'access_token',
      'token_type',
      'expires_in',
      'expires_at',
      'refresh_token',
      'user',
    ])
    expect(body.token_type).toBe('bearer')
    expect(body.expires_in).toBe(3600)
    expect(body.user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: 'ada@example.org',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      is_anonymous: false,
    })
    expect(body.user.email_confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
    expect(body.user.identities[0]).toMatchObject({ provider: 'email', user_id: body.user.id })
    const claims = decodeJwt(body.access_token)
    expect(Object.keys(claims)).toEqual([
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'email',
      'phone',
      'app_metadata',
      'user_metadata',
      'role',
      'aal',
      'amr',
      'session_id',
      'is_anonymous',
    ])
    expect(claims).toMatchObject({
      iss: 'http://127.0.0.1:54321/auth/v1',
      sub: body.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email: 'ada@example.org',
      phone: '',
      is_anonymous: false,
    })
    expect(claims.exp! - claims.iat!).toBe(3600)
    expect(body.expires_at).toBe(claims.exp)
    expect(claims.amr).toEqual([{ method: 'password', timestamp: claims.iat }])
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('keeps the user metadata sent as data', async () => {
    const { body } = await call(t.app, 'POST', '/auth/v1/signup', {
      email: 'meta@example.org',
      password: 'secret1',
      data: { name: 'Meta' },
    })
    expect(body.user.user_metadata).toEqual({ name: 'Meta' })
    expect(decodeJwt(body.access_token).user_metadata).toEqual({ name: 'Meta' })
  })

  it('refuses an address already registered, in either case, in both error shapes', async () => {
    const legacy = await signUp(t.app, 'ADA@example.org')
    expect(legacy.status).toBe(422)
    expect(legacy.body).toEqual({
      code: 422,
      error_code: 'user_already_exists',
      msg: 'User already registered',
    })
    expect(legacy.headers.get('x-sb-error-code')).toBe('user_already_exists')
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull()
    const current = await signUp(t.app, 'ada@example.org', 'secret1', NEW_API)
    expect(current.body).toEqual({
      code: 'user_already_exists',
      message: 'User already registered',
    })
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(current.headers.get('x-sb-error-code')).toBe('user_already_exists')
  })

  it.each([
    ['2025-06-30', '2024-01-01'],
    ['2024-01-01', '2024-01-01'],
    ['2023-12-31', null],
    ['2024-02-30', null],
    ['yesterday', null],
  ])('reads X-Supabase-Api-Version %s as GoTrue does (echoes %s)', async (sent, echoed) => {
    const { headers, body } = await signIn(t.app, 'nobody@example.org', 'secret1', {
      'X-Supabase-Api-Version': sent,
    })
    expect(headers.get('x-supabase-api-version')).toBe(echoed)
    expect(body.code).toBe(echoed ? 'invalid_credentials' : 400)
  })

  it('refuses a weak password with its reasons', async () => {
    const legacy = await signUp(t.app, 'weak@example.org', '12345')
    expect(legacy.status).toBe(422)
    expect(legacy.body).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    })
    const current = await signUp(t.app, 'weak@example.org', '12345', NEW_API)
    expect(current.body).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    })
  })

  it.each([
    [{ email: 'x@example.org' }, 400, 'validation_failed', 'Signup requires a valid password'],
    [
      { email: 'not an email', password: 'secret1' },
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    ],
    [
      { email: 'x@example.org', password: 'p'.repeat(73) },
      400,
      'validation_failed',
      'Password cannot be longer than 72 characters',
    ],
    [
      { password: 'secret1' },
      422,
      'anonymous_provider_disabled',
      'Anonymous sign-ins are disabled',
    ],
    [
      { phone: '+15550100', password: 'secret1' },
      400,
      'phone_provider_disabled',
      'Phone signups are disabled',
    ],
    [{ email: 5, password: 'secret1' }, 400, 'bad_json', undefined],
    ['{"email":', 400, 'bad_json', undefined],
  ])('refuses the sign-up %j', async (body, status, code, message) => {
    const answer = await call(t.app, 'POST', '/auth/v1/signup', body, NEW_API)
    expect(answer.status).toBe(status)
    expect(answer.body.code).toBe(code)
    if (message) expect(answer.body.message).toBe(message)
  })

  it('signs in with the password, any case of the address; refuses a wrong one alike', async () => {
    const ok = await signIn(t.app, 'ADA@example.org')
    expect(ok.status).toBe(200)
    expect(decodeJwt(ok.body.access_token).amr).toMatchObject([{ method: 'password' }])
    expect(ok.body.user.last_sign_in_at).toBeDefined()
    for (const [email, password] of [
      ['ada@example.org', 'wrong-password'],
      ['nobody@example.org', 'secret1'],
    ]) {
      const refused = await signIn(t.app, email!, password!, NEW_API)
      expect(refused.status).toBe(400)
      expect(refused.body).toEqual({
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      })
    }
    const missing = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {})
    expect(missing.body).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'missing email or phone',
    })
  })

  it('answers an unknown grant type as GoTrue does', async () => {
    for (const grant of ['', 'pkce', 'client_credentials']) {
      const answer = await call(t.app, 'POST', `/auth/v1/token?grant_type=${grant}`, {})
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        code: 400,
        error_code: 'invalid_credentials',
        msg: 'unsupported_grant_type',
      })
    }
  })

  it('GET /user: the user for a valid token; 401, 403 and 400 for the others', async () => {
    const session = (await signIn(t.app, 'ada@example.org')).body
    const user = await call(t.app, 'GET', '/auth/v1/user', undefined, bearer(session.access_token))
    expect(user.status).toBe(200)
    expect(user.body.id).toBe(session.user.id)
    expect(user.body.email).toBe('ada@example.org')

    const none = await call(t.app, 'GET', '/auth/v1/user', undefined, { ...NEW_API })
    expect([none.status, none.body]).toEqual([
      401,
      { code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' },
    ])
    const anon = await call(t.app, 'GET', '/auth/v1/user', undefined, bearer(t.app.anonKey))
    expect([anon.status, anon.body.error_code, anon.body.msg]).toEqual([
      403,
      'bad_jwt',
      'invalid claim: missing sub claim',
    ])
    const forged = signHs256(
      { ...decodeJwt(session.access_token) },
      'another-secret-of-at-least-32-chars!',
    )
    const bad = await call(t.app, 'GET', '/auth/v1/user', undefined, bearer(forged))
    expect([bad.status, bad.body.error_code]).toEqual([403, 'bad_jwt'])
    expect(bad.body.msg).toMatch(/^invalid JWT: unable to parse or verify signature, /)
    const claims = decodeJwt(session.access_token)
    const stranger = signHs256({ ...claims, sub: '00000000-0000-4000-8000-000000000001' }, SECRET)
    const gone = await call(t.app, 'GET', '/auth/v1/user', undefined, bearer(stranger))
    expect([gone.status, gone.body.error_code]).toEqual([403, 'user_not_found'])
    const notUuid = signHs256({ ...claims, sub: 'abc' }, SECRET)
    expect((await call(t.app, 'GET', '/auth/v1/user', undefined, bearer(notUuid))).status).toBe(400)
    const otherAud = signHs256({ ...claims, aud: 'elsewhere' }, SECRET)
    const aud = await call(t.app, 'GET', '/auth/v1/user', undefined, bearer(otherAud))
    expect([aud.status, aud.body.msg]).toEqual([
      400,
      "Token audience doesn't match request audience",
    ])
  })

  it('an expired access token is refused at /user; a refresh gives a new one', async () => {
    const session = (await signIn(t.app, 'ada@example.org')).body
    t.advance(3601)
    const expired = await call(
      t.app,
      'GET',
      '/auth/v1/user',
      undefined,
      bearer(session.access_token),
    )
    expect([expired.status, expired.body.error_code]).toEqual([403, 'bad_jwt'])
    expect(expired.body.msg).toContain('token is expired')
    const renewed = await refresh(t.app, session.refresh_token)
    expect(renewed.status).toBe(200)
    const user = await call(
      t.app,
      'GET',
      '/auth/v1/user',
      undefined,
      bearer(renewed.body.access_token),
    )
    expect(user.status).toBe(200)
  })

  it('GET /settings', async () => {
    const { status, body } = await call(t.app, 'GET', '/auth/v1/settings')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    })
    expect(body.external.email).toBe(true)
    expect(body.external.google).toBe(false)
  })

  it('unknown paths and methods', async () => {
    expect((await call(t.app, 'GET', '/auth/v1/nope')).status).toBe(404)
    expect((await call(t.app, 'GET', '/auth/v1/signup')).status).toBe(405)
    expect((await call(t.app, 'DELETE', '/auth/v1/user')).status).toBe(405)
    expect((await call(t.app, 'GET', '/auth/v1/settings/')).status).toBe(200)
  })

  it('the gateway wants the apikey, except for the link in an email', async () => {
    const noKey = await call(t.app, 'GET', '/auth/v1/settings', undefined, { apikey: '' })
    expect([noKey.status, noKey.body.message]).toEqual([401, 'No API key found in request'])
    const wrong = await call(t.app, 'POST', '/auth/v1/signup', {}, { apikey: 'nope' })
    expect([wrong.status, wrong.body.message]).toEqual([401, 'Invalid API key'])
    const link = await call(t.app, 'GET', '/auth/v1/verify?token=x&type=magiclink', undefined, {
      apikey: '',
    })
    expect(link.status).toBe(303)
  })

  it("CORS: auth-js's headers allowed, X-Supabase-Api-Version exposed", async () => {
    const origin = 'http://localhost:5173'
    const preflight = await call(
      t.app,
      'OPTIONS',
      '/auth/v1/token?grant_type=password',
      undefined,
      {
        apikey: '',
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
      },
    )
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-headers')).toContain(
      'x-supabase-api-version',
    )
    const answer = await signIn(t.app, 'nobody@example.org', 'secret1', {
      Origin: origin,
      ...NEW_API,
    })
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin)
    expect(answer.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version')
  })
})

describe('refresh tokens', () => {
  let t: Clocked
  beforeAll(async () => {
    t = await start({ refreshTokenReuseSeconds: 10 })
    await signUp(t.app, 'rot@example.org')
  })
  afterAll(() => t.app.close())

  it('rotate: each refresh gives a new refresh token for the same session', async () => {
    const first = (await signIn(t.app, 'rot@example.org')).body
    const second = (await refresh(t.app, first.refresh_token)).body
    expect(second.refresh_token).not.toBe(first.refresh_token)
    const a = decodeJwt(first.access_token)
    const b = decodeJwt(second.access_token)
    expect(b.session_id).toBe(a.session_id)
    expect(b.amr).toEqual(a.amr)
    expect(second.user.email).toBe('rot@example.org')
  })

  it('a rotated token within the reuse interval still works (a retry); after it, it ends the session', async () => {
    const first = (await signIn(t.app, 'rot@example.org')).body
    const second = (await refresh(t.app, first.refresh_token)).body
    t.advance(5)
    const retry = await refresh(t.app, first.refresh_token)
    expect(retry.status).toBe(200)
    t.advance(6)
    const reused = await refresh(t.app, first.refresh_token, NEW_API)
    expect([reused.status, reused.body]).toEqual([
      400,
      { code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' },
    ])
    // The whole session ended: its newest token, and its access token at /user.
    const newest = await refresh(t.app, retry.body.refresh_token, NEW_API)
    expect(newest.body).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    })
    expect((await refresh(t.app, second.refresh_token)).status).toBe(400)
    const user = await call(t.app, 'GET', '/auth/v1/user', undefined, bearer(second.access_token))
    expect([user.status, user.body.error_code]).toEqual([403, 'session_not_found'])
  })

  it('refuses unknown and missing refresh tokens', async () => {
    const unknown = await refresh(t.app, 'not-a-token')
    expect(unknown.body).toEqual({
      code: 400,
      error_code: 'refresh_token_not_found',
      msg: 'Invalid Refresh Token: Refresh Token Not Found',
    })
    const missing = await call(t.app, 'POST', '/auth/v1/token?grant_type=refresh_token', {})
    expect([missing.status, missing.body]).toEqual([
      400,
      { error: 'invalid_request', error_description: 'refresh_token required' },
    ])
  })

  it('stores hashes, not tokens', async () => {
    const session = (await signIn(t.app, 'rot@example.org')).body
    const { rows } = await t.app.db.transaction((tx) =>
      tx.query(`select token_hash from auth.refresh_tokens`),
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.map((r) => r.token_hash)).not.toContain(session.refresh_token)
  })
})

describe('logout scopes', () => {
  let t: Clocked
  beforeAll(async () => {
    t = await start()
    await signUp(t.app, 'out@example.org')
  })
  afterAll(() => t.app.close())

  const three = async () => [
    (await signIn(t.app, 'out@example.org')).body,
    (await signIn(t.app, 'out@example.org')).body,
    (await signIn(t.app, 'out@example.org')).body,
  ]
  const alive = async (session: { refresh_token: string }) =>
    (await refresh(t.app, session.refresh_token)).status === 200
  const logout = (token: string, scope?: string) =>
    call(
      t.app,
      'POST',
      `/auth/v1/logout${scope ? `?scope=${scope}` : ''}`,
      undefined,
      bearer(token),
    )

  it('global (the default) ends every session of the user', async () => {
    const [a, b, c] = await three()
    const answer = await logout(a!.access_token)
    expect(answer.status).toBe(204)
    expect(answer.body).toBeNull()
    expect([await alive(a!), await alive(b!), await alive(c!)]).toEqual([false, false, false])
  })

  it('local ends this session only', async () => {
    const [a, b] = await three()
    expect((await logout(a!.access_token, 'local')).status).toBe(204)
    expect([await alive(a!), await alive(b!)]).toEqual([false, true])
  })

  it('others ends the others', async () => {
    const [a, b, c] = await three()
    expect((await logout(a!.access_token, 'others')).status).toBe(204)
    expect([await alive(a!), await alive(b!), await alive(c!)]).toEqual([true, false, false])
  })

  it('refuses an unknown scope and a missing token', async () => {
    const [a] = await three()
    const scope = await logout(a!.access_token, 'everyone')
    expect([scope.status, scope.body.msg]).toEqual([400, 'Unsupported logout scope "everyone"'])
    const none = await call(t.app, 'POST', '/auth/v1/logout')
    expect([none.status, none.body.error_code]).toEqual([401, 'no_authorization'])
  })
})

describe('email one-time codes and magic links', () => {
  let t: Clocked
  beforeAll(async () => {
    t = await start({ otpExpirySeconds: 600 })
  })
  afterAll(() => t.app.close())

  const otp = (email: string, extra: Record<string, unknown> = {}, query = '') =>
    call(t.app, 'POST', `/auth/v1/otp${query}`, { email, create_user: true, ...extra })
  const lastMail = () => t.app.mailbox.messages().at(-1)!
  const verify = (email: string, token: string, type = 'email') =>
    call(t.app, 'POST', '/auth/v1/verify', { email, token, type }, NEW_API)

  it('/otp answers {} and puts a link and a 6-digit code in the mailbox', async () => {
    const answer = await otp('New@Example.org')
    expect([answer.status, answer.body]).toEqual([200, {}])
    const mail = lastMail()
    expect(mail.to).toBe('new@example.org')
    expect(mail.code).toMatch(/^\d{6}$/)
    expect(mail.link).toMatch(
      /^http:\/\/127\.0\.0\.1:54321\/auth\/v1\/verify\?token=[\w-]{43}&type=magiclink$/,
    )
    expect(new Date(mail.sentAt).toISOString()).toBe(mail.sentAt)
  })

  it('the code signs in once, as otp; a wrong or used code is otp_expired', async () => {
    await otp('code@example.org')
    const { code } = lastMail()
    const wrong = await verify('code@example.org', code === '000000' ? '000001' : '000000')
    expect([wrong.status, wrong.body]).toEqual([
      403,
      { code: 'otp_expired', message: 'Token has expired or is invalid' },
    ])
    const ok = await verify('code@example.org', code)
    expect(ok.status).toBe(200)
    expect(ok.body.user.email).toBe('code@example.org')
    expect(decodeJwt(ok.body.access_token).amr).toMatchObject([{ method: 'otp' }])
    const again = await verify('code@example.org', code)
    expect([again.status, again.body.code]).toEqual([403, 'otp_expired'])
  })

  it('type magiclink takes the code too; token_hash takes the link token', async () => {
    await otp('hash@example.org')
    const first = lastMail()
    expect((await verify('hash@example.org', first.code, 'magiclink')).status).toBe(200)
    t.advance(61)
    await otp('hash@example.org')
    const token = new URL(lastMail().link).searchParams.get('token')!
    const ok = await call(t.app, 'POST', '/auth/v1/verify', { token_hash: token, type: 'email' })
    expect(ok.status).toBe(200)
    const again = await call(t.app, 'POST', '/auth/v1/verify', { token_hash: token, type: 'email' })
    expect([again.status, again.body.msg]).toEqual([403, 'Email link is invalid or has expired'])
  })

  it('a code expires after otpExpirySeconds, and a newer email replaces the older code', async () => {
    await otp('late@example.org')
    const old = lastMail().code
    t.advance(601)
    expect((await verify('late@example.org', old)).status).toBe(403)
    await otp('late@example.org')
    const replaced = lastMail().code
    t.advance(61)
    await otp('late@example.org')
    const newest = lastMail().code
    if (replaced !== newest) expect((await verify('late@example.org', replaced)).status).toBe(403)
    expect((await verify('late@example.org', newest)).status).toBe(200)
  })

  it('follows the magic link: 303 to the site URL with the session in the hash, once', async () => {
    await otp('link@example.org')
    const link = new URL(lastMail().link)
    const answer = await call(t.app, 'GET', link.pathname + link.search, undefined, { apikey: '' })
    expect(answer.status).toBe(303)
    const location = new URL(answer.headers.get('location')!)
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:54321/')
    const hash = new URLSearchParams(location.hash.slice(1))
    expect([...hash.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ])
    expect(hash.get('token_type')).toBe('bearer')
    expect(hash.get('type')).toBe('magiclink')
    expect(hash.get('expires_in')).toBe('3600')
    const claims = decodeJwt(hash.get('access_token')!)
    expect(claims.email).toBe('link@example.org')
    expect(String(claims.exp)).toBe(hash.get('expires_at'))
    expect((await refresh(t.app, hash.get('refresh_token')!)).status).toBe(200)

    const again = await call(t.app, 'GET', link.pathname + link.search, undefined, { apikey: '' })
    expect(again.status).toBe(303)
    const error = new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1))
    expect(Object.fromEntries(error)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    })
  })

  it('redirect_to: kept for loopback and the site, replaced by the site URL otherwise', async () => {
    const target = async (redirectTo: string) => {
      t.advance(61)
      await otp('redirect@example.org', {}, `?redirect_to=${encodeURIComponent(redirectTo)}`)
      const link = new URL(lastMail().link)
      expect(link.searchParams.get('redirect_to')).toBe(redirectTo)
      const answer = await call(t.app, 'GET', link.pathname + link.search)
      const location = answer.headers.get('location')!
      return location.slice(0, location.indexOf('#'))
    }
    expect(await target('http://localhost:5173/calendar?x=1')).toBe(
      'http://localhost:5173/calendar?x=1',
    )
    expect(await target('https://evil.example/steal')).toBe('http://127.0.0.1:54321/')
    expect(await target('javascript:alert(1)')).toBe('http://127.0.0.1:54321/')
  })

  it('GET /verify without a type or token is a JSON 400', async () => {
    const answer = await call(t.app, 'GET', '/auth/v1/verify?token=x')
    expect([answer.status, answer.body.msg]).toEqual([400, 'Verify requires a verification type'])
  })

  it.each([
    [{ type: 'email' }, 400, 'Verify requires either a token or a token hash'],
    [
      { type: 'email', token: '1', token_hash: '2' },
      400,
      'Verify requires either a token or a token hash',
    ],
    [{ token: '123456', email: 'a@example.org' }, 400, 'Verify requires a verification type'],
    [
      { token_hash: 'x', type: 'email', email: 'a@example.org' },
      400,
      'Only the token_hash and type should be provided',
    ],
    [{ token: '123456', type: 'email', email: 'not-an-email' }, 422, 'Invalid email format'],
    [
      { token: '123456', type: 'teleport', email: 'a@example.org' },
      400,
      'Unsupported verification type',
    ],
    [
      { token: '123456', type: 'recovery', email: 'a@example.org' },
      403,
      'Token has expired or is invalid',
    ],
  ])('POST /verify %j', async (body, status, message) => {
    const answer = await call(t.app, 'POST', '/auth/v1/verify', body)
    expect([answer.status, answer.body.msg]).toEqual([status, message])
  })

  it('stores hashes of the code and link, not them', async () => {
    await otp('stored@example.org')
    const { code, link } = lastMail()
    const { rows } = await t.app.db.transaction((tx) =>
      tx.query(`select code_hash, link_hash from auth.one_time_tokens`),
    )
    const text = JSON.stringify(rows)
    expect(text).not.toContain(code)
    expect(text).not.toContain(new URL(link).searchParams.get('token')!)
  })

  it('create_user: false for an unknown address is otp_disabled', async () => {
    const answer = await otp('unknown@example.org', { create_user: false })
    expect([answer.status, answer.body]).toEqual([
      422,
      { code: 422, error_code: 'otp_disabled', msg: 'Signups not allowed for otp' },
    ])
  })

  it('an account made by a magic link has no password to sign in with', async () => {
    await otp('nopass@example.org')
    const answer = await signIn(t.app, 'nopass@example.org', 'anything')
    expect(answer.body.error_code).toBe('invalid_credentials')
  })
})

describe('sign-ups closed', () => {
  let t: Clocked
  beforeAll(async () => {
    t = await start({ disableSignup: false })
    await signUp(t.app, 'member@example.org')
    await t.app.close()
    // The same database, reopened with sign-ups closed, is what --no-signup does.
  })

  it('refuses sign-ups and magic links to new addresses; members still sign in', async () => {
    const closed = await start({ disableSignup: true })
    try {
      const signup = await signUp(closed.app, 'new@example.org', 'secret1', NEW_API)
      expect([signup.status, signup.body]).toEqual([
        422,
        { code: 'signup_disabled', message: 'Signups not allowed for this instance' },
      ])
      const otp = await call(closed.app, 'POST', '/auth/v1/otp', { email: 'new@example.org' })
      expect([otp.status, otp.body.error_code]).toEqual([422, 'signup_disabled'])
      expect(closed.app.mailbox.messages()).toEqual([])
      const settings = await call(closed.app, 'GET', '/auth/v1/settings')
      expect(settings.body.disable_signup).toBe(true)
      // A member (made directly, as the SQL editor or an earlier open run would have).
      await closed.app.db.exec(
        `insert into auth.users (email, email_confirmed_at) values ('member@example.org', now())`,
      )
      expect(
        (await call(closed.app, 'POST', '/auth/v1/otp', { email: 'member@example.org' })).status,
      ).toBe(200)
    } finally {
      await closed.app.close()
    }
  })
})

describe('rate limits', () => {
  let t: Clocked
  beforeAll(async () => {
    t = await start({ rateLimits: true })
  })
  afterAll(() => t.app.close())

  it('30 sign-ins per 5 minutes per address, then over_request_rate_limit', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await signIn(t.app, 'x@example.org', 'wrong-password')).status).toBe(400)
    }
    const limited = await signIn(t.app, 'x@example.org', 'wrong-password', NEW_API)
    expect([limited.status, limited.body]).toEqual([
      429,
      { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
    ])
    // Refresh has its own count.
    expect((await refresh(t.app, 'nope')).status).toBe(400)
    t.advance(300)
    expect((await signIn(t.app, 'x@example.org', 'wrong-password')).status).toBe(400)
  })

  it('one email per address per 60 s, with the seconds left', async () => {
    expect((await call(t.app, 'POST', '/auth/v1/otp', { email: 'often@example.org' })).status).toBe(
      200,
    )
    t.advance(15)
    const again = await call(t.app, 'POST', '/auth/v1/otp', { email: 'often@example.org' }, NEW_API)
    expect([again.status, again.body]).toEqual([
      429,
      {
        code: 'over_email_send_rate_limit',
        message: 'For security purposes, you can only request this after 45 seconds.',
      },
    ])
    expect((await call(t.app, 'POST', '/auth/v1/otp', { email: 'other@example.org' })).status).toBe(
      200,
    )
    t.advance(45)
    expect((await call(t.app, 'POST', '/auth/v1/otp', { email: 'often@example.org' })).status).toBe(
      200,
    )
  })

  it('30 verify attempts per 5 minutes', async () => {
    t.advance(300)
    for (let i = 0; i < 30; i++) {
      const answer = await call(t.app, 'POST', '/auth/v1/verify', {
        email: 'often@example.org',
        token: '999999',
        type: 'email',
      })
      expect(answer.status).not.toBe(429)
    }
    const limited = await call(t.app, 'POST', '/auth/v1/verify', {})
    expect([limited.status, limited.body.error_code]).toEqual([429, 'over_request_rate_limit'])
  })
})

describe('the mailbox page', () => {
  let t: Clocked
  beforeAll(async () => {
    t = await start()
    await call(t.app, 'POST', '/auth/v1/otp', { email: 'page@example.org' })
  })
  afterAll(() => t.app.close())

  const get = (app: App, target: string, host: string) =>
    app.fetch(new Request(`http://${host}${target}`))

  it('is served on a loopback host, as HTML and JSON', async () => {
    const page = await get(t.app, '/mailbox', '127.0.0.1:54321')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await page.text()
    const mail = t.app.mailbox.messages()[0]!
    expect(html).toContain('page@example.org')
    expect(html).toContain(mail.code)
    expect(html).toContain(mail.link.replaceAll('&', '&amp;'))
    const json = await get(t.app, '/mailbox.json', 'localhost:54321')
    expect(await json.json()).toEqual([mail])
  })

  it('is not served to another host name, nor with mailboxPage off, nor without private mode', async () => {
    for (const host of ['192.168.1.20:54321', 'calendar.example.org', 'localhost.evil.example']) {
      expect((await get(t.app, '/mailbox', host)).status).toBe(404)
    }
    const off = await start({ mailboxPage: false })
    expect((await get(off.app, '/mailbox', 'localhost')).status).toBe(404)
    await off.app.close()
    const db = await openPglite('memory://')
    const open = await createApp({ db, distDir: null, migrate: false })
    expect((await get(open, '/mailbox', 'localhost')).status).toBe(404)
    expect(open.mailbox.messages()).toEqual([])
    await open.close()
  })

  it('escapes what it shows', async () => {
    t.advance(61)
    await call(t.app, 'POST', '/auth/v1/otp', { email: "o'hara@example.org" })
    const html = await (await get(t.app, '/mailbox', 'localhost')).text()
    expect(html).toContain('o&#39;hara@example.org')
  })
})

describe('schema auth', () => {
  let t: Clocked
  beforeAll(async () => {
    t = await start()
    await signUp(t.app, 'schema@example.org')
  })
  afterAll(() => t.app.close())

  it('is not reachable through /rest/v1, under any profile', async () => {
    const session = (await signIn(t.app, 'schema@example.org')).body
    const service = signHs256({ role: 'service_role' }, SECRET)
    for (const token of [t.app.anonKey, session.access_token, service]) {
      for (const table of ['users', 'sessions', 'refresh_tokens', 'one_time_tokens']) {
        const plain = await call(t.app, 'GET', `/rest/v1/${table}`, undefined, bearer(token))
        expect([plain.status, plain.body.code]).toEqual([404, 'PGRST205'])
        const profiled = await call(t.app, 'GET', `/rest/v1/${table}`, undefined, {
          ...bearer(token),
          'Accept-Profile': 'auth',
        })
        expect([profiled.status, profiled.body.code]).toEqual([406, 'PGRST106'])
      }
    }
  })

  it('grants anon and authenticated its functions but none of its tables', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const { rows } = await t.app.db.transaction((tx) =>
        tx.query(
          `select has_table_privilege($1, 'auth.users', 'select') as users,
                  has_table_privilege($1, 'auth.refresh_tokens', 'select') as tokens,
                  has_function_privilege($1, 'auth.uid()', 'execute') as uid`,
          [role],
        ),
      )
      expect(rows[0]).toEqual({ users: false, tokens: false, uid: true })
    }
  })

  it('auth.uid(), auth.role() and auth.jwt() read the request claims as on Supabase', async () => {
    const { rows } = await t.app.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: '11111111-1111-4111-8111-111111111111', role: 'authenticated' }),
      ])
      return tx.query(
        `select auth.uid()::text as uid, auth.role() as role, auth.jwt() ->> 'sub' as sub`,
      )
    })
    expect(rows[0]).toEqual({
      uid: '11111111-1111-4111-8111-111111111111',
      role: 'authenticated',
      sub: '11111111-1111-4111-8111-111111111111',
    })
    const empty = await t.app.db.transaction((tx) =>
      tx.query(`select auth.uid() as uid, auth.role() as role, auth.jwt() as jwt`),
    )
    expect(empty.rows[0]).toEqual({ uid: null, role: null, jwt: null })
  })

  it('exists without private mode too, and a second start keeps it', async () => {
    const db = await openPglite('memory://')
    const first = await createApp({ db, distDir: null, migrate: false })
    const again = await createApp({ db, distDir: null, migrate: false })
    const { rows } = await db.transaction((tx) =>
      tx.query(`select to_regprocedure('auth.uid()') is not null as uid`),
    )
    expect(rows[0]).toEqual({ uid: true })
    await again.realtime.close()
    await first.close()
  })
})

describe('the served app in private mode', () => {
  it('gets <meta name="calendar-private-mode" content="on">; without private mode, none', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'calendar-dist-'))
    try {
      await writeFile(
        path.join(dist, 'index.html'),
        '<!doctype html><html><head></head><body></body></html>',
      )
      const on = await start({}, { distDir: dist })
      const page = await (await on.app.fetch(new Request('http://localhost/'))).text()
      expect(page).toContain('<meta name="calendar-private-mode" content="on">')
      expect(page).toContain('<meta name="supabase-anon-key"')
      await on.app.close()
      const db = await openPglite('memory://')
      const off = await createApp({ db, distDir: dist, migrate: false })
      const plain = await (await off.fetch(new Request('http://localhost/'))).text()
      expect(plain).not.toContain('calendar-private-mode')
      await off.close()
    } finally {
      await rm(dist, { recursive: true, force: true })
    }
  }, 120_000)
})
