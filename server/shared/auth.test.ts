import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  bearerToken,
  createAuthenticator,
  DEFAULT_JWT_SECRET,
  gatewayAuthorization,
  SB_PUBLISHABLE_KEY,
  SB_SECRET_KEY,
  signHs256,
  supabaseKeys,
} from './auth.ts'
import { PgrstError } from './errors.ts'

// The keys `supabase start` prints (protocol.md §3.2).
const WELL_KNOWN_ANON =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
const WELL_KNOWN_SERVICE_ROLE_SIGNATURE = 'EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

const NOW = new Date('2026-01-01T00:00:00Z')
const now = NOW.getTime() / 1000
const auth = createAuthenticator()
const sign = (claims: Record<string, unknown>, secret = DEFAULT_JWT_SECRET) =>
  signHs256(claims, secret)
const b64 = (value: string) => Buffer.from(value).toString('base64url')

async function run(headers: Record<string, string>) {
  try {
    return { ok: await auth.authenticate(new Headers(headers), NOW) }
  } catch (error) {
    if (!(error instanceof PgrstError)) throw error
    return { status: error.status, body: error.body, headers: error.headers }
  }
}

describe('the Supabase CLI keys', () => {
  it('reproduces the well-known anon and service_role keys from the default secret', () => {
    const keys = supabaseKeys(DEFAULT_JWT_SECRET)
    expect(keys.anonKey).toBe(WELL_KNOWN_ANON)
    expect(keys.serviceRoleKey.split('.')[2]).toBe(WELL_KNOWN_SERVICE_ROLE_SIGNATURE)
    expect(
      JSON.parse(Buffer.from(keys.serviceRoleKey.split('.')[1]!, 'base64url').toString()),
    ).toEqual({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 })
  })

  it('derives other keys from another secret', () => {
    const keys = supabaseKeys('another-secret-that-is-at-least-32-characters')
    expect(keys.anonKey).not.toBe(WELL_KNOWN_ANON)
    expect(keys.anonKey.split('.')[1]).toBe(WELL_KNOWN_ANON.split('.')[1])
  })
})

describe('bearerToken (Wai.extractBearerAuth)', () => {
  it.each([
    [null, null],
    ['Basic dXNlcjpwYXNz', null],
    ['Token abc', null],
    ['Bearer abc', 'abc'],
    ['bearer abc', 'abc'],
    ['BEARER   abc', 'abc'],
    ['Bearer ', ''],
    ['Bearer', ''],
  ])('%s -> %s', (header, token) => {
    expect(bearerToken(header)).toBe(token)
  })
})

describe('gatewayAuthorization (the CLI Kong rewrite)', () => {
  const keys = supabaseKeys(DEFAULT_JWT_SECRET)
  it.each([
    ['no headers', {}, null],
    ['caller Authorization kept', { authorization: 'Bearer x.y.z', apikey: 'k' }, 'Bearer x.y.z'],
    ['non-Bearer Authorization kept', { authorization: 'Basic abc' }, 'Basic abc'],
    ['sb_ bearer replaced by the apikey', { authorization: 'Bearer sb_abc', apikey: 'k' }, 'k'],
    ['publishable apikey', { apikey: SB_PUBLISHABLE_KEY }, `Bearer ${keys.anonKey}`],
    ['secret apikey', { apikey: SB_SECRET_KEY }, `Bearer ${keys.serviceRoleKey}`],
    [
      'publishable as both',
      { apikey: SB_PUBLISHABLE_KEY, authorization: `Bearer ${SB_PUBLISHABLE_KEY}` },
      `Bearer ${keys.anonKey}`,
    ],
    ['legacy JWT apikey alone is copied as is', { apikey: 'a.b.c' }, 'a.b.c'],
  ])('%s', (_name, headers, expected) => {
    expect(gatewayAuthorization(new Headers(headers), keys)).toBe(expected)
  })
})

describe('authenticate: roles', () => {
  const keys = supabaseKeys(DEFAULT_JWT_SECRET)
  it.each([
    ['no header', {}, 'anon', { role: 'anon' }],
    ['non-Bearer scheme', { authorization: 'Basic abc' }, 'anon', { role: 'anon' }],
    ['anon key', { authorization: `Bearer ${WELL_KNOWN_ANON}` }, 'anon', undefined],
    ['lower-case bearer', { authorization: `bearer ${WELL_KNOWN_ANON}` }, 'anon', undefined],
    [
      'service_role key',
      { authorization: `Bearer ${keys.serviceRoleKey}` },
      'service_role',
      undefined,
    ],
    ['sb_publishable apikey', { apikey: SB_PUBLISHABLE_KEY }, 'anon', undefined],
    ['sb_secret apikey', { apikey: SB_SECRET_KEY }, 'service_role', undefined],
    [
      'sb_secret as bearer too',
      { apikey: SB_SECRET_KEY, authorization: `Bearer ${SB_SECRET_KEY}` },
      'service_role',
      undefined,
    ],
    [
      'no role claim',
      { authorization: `Bearer ${sign({ sub: 'u1' })}` },
      'anon',
      { sub: 'u1', role: 'anon' },
    ],
    [
      'user token',
      { authorization: `Bearer ${sign({ sub: 'u1', role: 'authenticated', exp: now + 3600 })}` },
      'authenticated',
      { sub: 'u1', role: 'authenticated', exp: now + 3600 },
    ],
    [
      'within the 30 s skew',
      { authorization: `Bearer ${sign({ exp: now - 20, nbf: now + 20, iat: now + 20 })}` },
      'anon',
      undefined,
    ],
  ])('%s', async (_name, headers, role, claims) => {
    const result = await run(headers)
    expect(result.ok?.role).toBe(role)
    expect(result.ok?.claims.role).toBe(role)
    if (claims) expect(result.ok?.claims).toEqual(claims)
  })
})

describe('authenticate: PostgREST v14 JWT errors', () => {
  const header = (alg: string) => b64(JSON.stringify({ alg, typ: 'JWT' }))
  const goodToken = sign({ role: 'anon' })
  const [, goodPayload, goodSignature] = goodToken.split('.')
  const rsaHeaded = `${header('RS256')}.${goodPayload}.${goodSignature}`
  const cases: [string, string, string, string, string | null][] = [
    ['empty bearer', 'Bearer ', 'PGRST301', 'Empty JWT is sent in Authorization header', null],
    ['two parts', 'Bearer abc.def', 'PGRST301', 'Expected 3 parts in JWT; got 2', null],
    ['one part', 'Bearer abc', 'PGRST301', 'Expected 3 parts in JWT; got 1', null],
    ['four parts', 'Bearer a.b.c.d', 'PGRST301', 'Expected 3 parts in JWT; got 4', null],
    [
      'wrong secret',
      `Bearer ${sign({ role: 'anon' }, 'some-other-secret-with-at-least-32-characters')}`,
      'PGRST301',
      'No suitable key or wrong key type',
      'None of the keys was able to decode the JWT',
    ],
    [
      'tampered payload',
      `Bearer ${header('HS256')}.${b64('{"role":"service_role"}')}.${goodSignature}`,
      'PGRST301',
      'No suitable key or wrong key type',
      'None of the keys was able to decode the JWT',
    ],
    [
      'alg none, hand-built',
      `Bearer ${b64('{"alg":"none","typ":"JWT"}')}.${b64('{"role":"service_role"}')}.`,
      'PGRST301',
      'Wrong or unsupported encoding algorithm',
      "JWT is unsecured but expected 'alg' was not 'none'",
    ],
    [
      'alg HS512',
      `Bearer ${header('HS512')}.${goodPayload}.${goodSignature}`,
      'PGRST301',
      'Wrong or unsupported encoding algorithm',
      null,
    ],
    [
      'alg RS256 against an HMAC secret',
      `Bearer ${rsaHeaded}`,
      'PGRST301',
      'No suitable key or wrong key type',
      'No suitable key was found to decode the JWT',
    ],
    [
      'garbage (test_auth.py)',
      'Bearer quifquirndsjagnrgniur.fonvoienqhhdj.iuqvnvhojah',
      'PGRST301',
      'JWT cryptographic operation failed',
      null,
    ],
    ['expired', `Bearer ${sign({ role: 'anon', exp: now - 31 })}`, 'PGRST303', 'JWT expired', null],
    ['not yet valid', `Bearer ${sign({ nbf: now + 31 })}`, 'PGRST303', 'JWT not yet valid', null],
    [
      'issued at future',
      `Bearer ${sign({ iat: now + 31 })}`,
      'PGRST303',
      'JWT issued at future',
      null,
    ],
    [
      'exp checked before nbf',
      `Bearer ${sign({ nbf: now + 100, exp: now - 100 })}`,
      'PGRST303',
      'JWT expired',
      null,
    ],
    [
      'exp not a number',
      `Bearer ${sign({ exp: 'tomorrow' })}`,
      'PGRST303',
      "The JWT 'exp' claim must be a number",
      null,
    ],
    [
      'aud not a string',
      `Bearer ${sign({ aud: 1 })}`,
      'PGRST303',
      "The JWT 'aud' claim must be a string or an array of strings",
      null,
    ],
    [
      'claims not an object',
      `Bearer ${signedRaw('[1,2]')}`,
      'PGRST303',
      'Parsing claims failed',
      null,
    ],
  ]

  it.each(cases)('%s', async (_name, authorization, code, message, details) => {
    const result = await run({ authorization })
    expect(result.status).toBe(401)
    expect(result.body).toEqual({ code, details, hint: null, message })
    expect(result.headers).toEqual({
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    })
  })

  it('treats a raw apikey copied by the gateway as no Bearer credential', async () => {
    const result = await run({ apikey: 'x.y', authorization: 'Bearer sb_whatever' })
    // Kong copies the raw apikey, which is not a Bearer credential: anonymous.
    expect(result.ok?.role).toBe('anon')
  })
})

/** A token whose payload is the given raw text, correctly signed with the default secret. */
function signedRaw(payload: string): string {
  const input = `${b64('{"alg":"HS256","typ":"JWT"}')}.${b64(payload)}`
  return `${input}.${createHmac('sha256', DEFAULT_JWT_SECRET).update(input).digest('base64url')}`
}
