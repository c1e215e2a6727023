// Hostile input against private mode's /auth/v1 over a real port, on the engine
// CONFORMANCE_ENGINE selects: malformed and abusive requests (bad JSON, huge bodies, wrong
// types, unknown grants and types, forged, expired and other-secret tokens, SQL-ish
// addresses, missing keys). None may get a 5xx; the server still answers after them, and
// the accounts table holds only what was made on purpose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANON_KEY, signJwt, startServer, type Listening, type TestServer } from './harness.ts'

let server: TestServer
let listening: Listening

beforeAll(async () => {
  server = await startServer({ fixtures: false, private: true, auth: { rateLimits: false } })
  listening = await server.listen()
})
afterAll(() => server?.close())

interface Probe {
  method: string
  path: string
  body?: string
  headers?: Record<string, string>
}

const JSON_TYPE = { 'Content-Type': 'application/json' }
const MiB = 1024 * 1024

async function send(probe: Probe): Promise<number | string> {
  const headers = new Headers({ apikey: ANON_KEY, ...JSON_TYPE, ...probe.headers })
  if (headers.get('apikey') === '') headers.delete('apikey')
  try {
    const response = await fetch(`${listening.url}${probe.path}`, {
      method: probe.method,
      headers,
      body: probe.body,
      redirect: 'manual',
    })
    await response.arrayBuffer()
    return response.status
  } catch (error) {
    return `network error: ${(error as Error).message}`
  }
}

async function probes(): Promise<Probe[]> {
  const now = Math.floor(Date.now() / 1000)
  const user = {
    sub: '6f1c1c1e-3c3a-4c6e-9a43-5b1f8f3d6a10',
    role: 'authenticated',
    aud: 'authenticated',
  }
  const tokens = [
    await signJwt({ ...user, exp: now - 60, iat: now - 120 }),
    await signJwt({ ...user, exp: now + 60 }, 'another-secret-that-is-long-enough-32+'),
    await signJwt({ ...user, sub: "'; drop table auth.users; --", exp: now + 60 }),
    await signJwt({ ...user, session_id: 'not-a-uuid', exp: now + 60 }),
    await signJwt({ ...user, session_id: '00000000-0000-4000-8000-000000000000', exp: now + 60 }),
    await signJwt({ ...user, sub: 42, exp: now + 60 }),
    await signJwt({ role: 'service_role', exp: now + 60 }),
    await signJwt({ ...user, exp: 'tomorrow' }),
    'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    'not.a.jwt',
    'a'.repeat(20_000),
    '',
  ]
  const bodies = [
    '{',
    '[]',
    '"text"',
    '42',
    'null',
    '{"email":{"$ne":null},"password":"x"}',
    '{"email":["a@b.c"],"password":"secret1"}',
    '{"email":"a@b.c","password":123456}',
    '{"email":"x\' or 1=1 --@evil.test","password":"secret1"}',
    `{"email":"${'a'.repeat(300)}@example.org","password":"secret1"}`,
    '{"email":"robert\'); drop table auth.users;--@example.org","password":"secret1"}',
    '{"email":"\\u0000@example.org","password":"secret1"}',
    '{"email":"ok@example.org","password":"\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000"}',
    '{"email":"ok@example.org","password":"secret1","data":"not an object"}',
    '{"email":"ok@example.org","password":"secret1","data":{"deep":' +
      '['.repeat(500) +
      ']'.repeat(500) +
      '}}',
    '{"refresh_token":{"a":1}}',
    '{"refresh_token":"' + 'r'.repeat(10_000) + '"}',
    '{"type":"email","token":123456,"email":"a@b.c"}',
    '{"type":["email"],"token":"1","email":"a@b.c"}',
    '{"type":"email","token_hash":"\' or \'1\'=\'1"}',
    '{"create_user":"yes","email":"a@b.c"}',
    '{"email":"a@b.c","phone":"+1555"}',
    '\uFEFF{"email":"a@b.c"}',
    '{"email":"nul@example.org","password":"secret1","data":{"name":"\\u0000"}}',
    '{"email":"nul2@example.org","password":"secret1","data":{"\\u0000":1}}',
  ]
  const list: Probe[] = []
  for (const path of [
    '/auth/v1/signup',
    '/auth/v1/token?grant_type=password',
    '/auth/v1/token?grant_type=refresh_token',
    '/auth/v1/otp',
    '/auth/v1/verify',
  ]) {
    for (const body of bodies) list.push({ method: 'POST', path, body })
  }
  for (const token of tokens) {
    for (const [method, path] of [
      ['GET', '/auth/v1/user'],
      ['POST', '/auth/v1/logout'],
      ['POST', '/auth/v1/logout?scope=%00'],
    ] as const) {
      list.push({ method, path, headers: { Authorization: `Bearer ${token}` } })
    }
  }
  for (const grant of [
    '',
    'PASSWORD',
    'pkce',
    'id_token',
    'web3',
    '%27',
    'password&grant_type=x',
  ]) {
    list.push({ method: 'POST', path: `/auth/v1/token?grant_type=${grant}`, body: '{}' })
  }
  for (const query of [
    'token=x&type=magiclink',
    'token=&type=magiclink',
    'token=x',
    `token=${'x'.repeat(8000)}&type=magiclink`,
    'token=x&type=magiclink&redirect_to=javascript:alert(1)',
    'token=x&type=magiclink&redirect_to=%E0%A4%A',
    'token=x&type=signup&redirect_to=http://[::1',
    'token=%00&type=%00',
  ]) {
    list.push({ method: 'GET', path: `/auth/v1/verify?${query}`, headers: { apikey: '' } })
  }
  for (const path of ['/auth/v1/signup', '/auth/v1/otp', '/auth/v1/user', '/auth/v1/settings']) {
    list.push({ method: 'GET', path, headers: { apikey: '' } })
    list.push({ method: 'POST', path, headers: { apikey: 'sb_publishable_wrong' }, body: '{}' })
    list.push({ method: 'PUT', path, body: '{}' })
    list.push({ method: 'PATCH', path: `${path}/../../rest/v1/events`, body: '{}' })
  }
  list.push({ method: 'POST', path: '/auth/v1/signup', body: 'x'.repeat(2 * MiB) })
  list.push({
    method: 'POST',
    path: '/auth/v1/otp',
    body: JSON.stringify({ email: 'big@example.org', data: { blob: 'y'.repeat(2 * MiB) } }),
  })
  list.push({
    method: 'POST',
    path: '/auth/v1/signup',
    body: '{}',
    headers: { 'Content-Type': 'text/plain' },
  })
  list.push({
    method: 'POST',
    path: '/auth/v1/signup',
    body: '{}',
    headers: { 'X-Supabase-Api-Version': '9999-99-99' },
  })
  list.push({ method: 'GET', path: '/auth/v1/%2e%2e/rest/v1/events' })
  list.push({ method: 'GET', path: '/auth/v1/user/../../mailbox' })
  return list
}

describe('hostile auth requests', () => {
  it('get no 5xx, and the server still serves a sign-up after them', async () => {
    const list = await probes()
    expect(list.length).toBeGreaterThanOrEqual(100)
    const failures: string[] = []
    for (const probe of list) {
      const status = await send(probe)
      if (typeof status !== 'number' || status >= 500) {
        failures.push(
          `${probe.method} ${probe.path.slice(0, 80)} ${probe.body?.slice(0, 60) ?? ''} -> ${status}`,
        )
      }
    }
    expect(failures).toEqual([])

    const ok = await send({
      method: 'POST',
      path: '/auth/v1/signup',
      body: JSON.stringify({ email: 'after@example.org', password: 'secret1' }),
    })
    expect(ok).toBe(200)
    const { rows } = await server.db.transaction((tx) =>
      tx.query(`select email from auth.users order by email`),
    )
    // Only well-formed addresses became accounts; no statement text reached SQL.
    for (const row of rows) expect(String(row.email)).toMatch(/^[^\s'";]+@[a-z0-9.-]+$/)
    expect(rows.map((row) => row.email)).toContain('after@example.org')
  })
})
