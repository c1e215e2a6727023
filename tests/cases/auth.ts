// Authentication and authorization, ported from PostgREST v14.12's AuthSpec, ErrorSpec and
// test/io/test_auth.py::test_jwt_errors (protocol.md §4.2 entry 38, protocol.md §2.3, protocol.md §3.1). PostgREST's
// `postgrest_test_author` is Supabase's `authenticated` here.
import { JWT_SECRET, roleKey, signJwt } from '../harness.ts'
import { pgrstError, type HttpCase } from './types.ts'

const now = () => Math.floor(Date.now() / 1000)
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const invalidToken = (message: string) => ({
  'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
})

const authenticated = await roleKey('authenticated')
const serviceRole = await roleKey('service_role')
const withExtraFields = await signJwt({ role: 'authenticated', id: 'jdoe', key1: 'value1', a: 1 })
const expired = await signJwt({ exp: 1446678149, role: 'authenticated', id: 'jdoe' })
// Signed when the request is sent: these claims are relative to the clock.
const signedNow = (claims: () => Record<string, unknown>) => async () =>
  bearer(await signJwt({ role: 'authenticated', ...claims() }))
const expNotANumber = await signJwt({ exp: 'invalid', role: 'authenticated' })
const noClaims = await signJwt({})
const noRoleClaim = await signJwt({ id: 'jdoe' })
const unknownRole = await signJwt({ role: 'not_existing' })
const wrongSecret = await signJwt({ role: 'authenticated' }, `${JWT_SECRET}-but-another-one`)
// test_auth.py: `alg: none`, built by hand (no library signs it).
const algNone =
  'eyJ0eXAiOiJKV1QiLCJhbGciOiJub25lIn0.e30.yOBhlOIqn56T-4NvyEXCjfi3UmyQZ-BzXtePMO2NgRI'
const twoParts =
  'ey9zdGdyZXN0X3Rlc3RfYXV0aG9yIiwiaWQiOiJqZG9lIn0.y4vZuu1dDdwAl0-S00MCRWRYMlJ5YAMSir6Es6WtWx0'
const garbage = 'quifquirndsjagnrgniur.fonvoienqhhdj.iuqvnvhojah'

// The Supabase CLI's opaque local keys; its gateway swaps them for the legacy JWTs (protocol.md §2.5).
const SB_PUBLISHABLE = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
const SB_SECRET = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

const denied = (table: string) => pgrstError('42501', `permission denied for table ${table}`)
const authorsRows = [{ owner: 'jdoe', secret: 'secret 1' }]

export const authCases: HttpCase[] = [
  {
    name: 'AuthSpec › denies access to tables that anonymous does not own',
    request: { path: '/authors_only' },
    response: {
      status: 401,
      json: denied('authors_only'),
      headers: { 'WWW-Authenticate': 'Bearer', 'Content-Length': '96' },
    },
  },
  {
    name: 'AuthSpec › denies access to tables that anonymous does not own (the anon key)',
    request: {
      path: '/authors_only',
      headers: { apikey: await roleKey('anon'), ...bearer(await roleKey('anon')) },
    },
    response: {
      status: 401,
      json: denied('authors_only'),
      headers: { 'WWW-Authenticate': 'Bearer' },
    },
  },
  {
    name: 'AuthSpec › denies access to tables that postgrest_test_author does not own',
    request: { path: '/private_table', headers: bearer(authenticated) },
    response: {
      status: 403,
      json: denied('private_table'),
      headers: { 'Content-Length': '97' },
      // A 403 is for a known role: no challenge to authenticate.
      absent: ['WWW-Authenticate'],
    },
  },
  {
    name: 'AuthSpec › allows users with permissions to see their tables',
    request: { path: '/authors_only', headers: bearer(authenticated) },
    response: { status: 200, json: authorsRows },
  },
  {
    name: 'AuthSpec › works with tokens which have extra fields',
    request: { path: '/authors_only', headers: bearer(withExtraFields) },
    response: { status: 200, json: authorsRows },
  },
  {
    name: "AuthSpec › allows 'Bearer' and 'bearer' as authentication schemes",
    request: { path: '/authors_only', headers: { Authorization: `bearer ${authenticated}` } },
    response: { status: 200, json: authorsRows },
  },
  {
    name: 'Auth › service_role reads what no API role was granted (Supabase grants, protocol.md §3.2)',
    request: { path: '/private_table', headers: bearer(serviceRole) },
    response: { status: 200, json: [{ id: 1 }] },
  },
  {
    name: 'Gateway › sb_publishable_ key (apikey and Bearer, as supabase-js sends it) is anon',
    request: {
      path: '/authors_only',
      headers: { apikey: SB_PUBLISHABLE, Authorization: `Bearer ${SB_PUBLISHABLE}` },
    },
    response: { status: 401, json: denied('authors_only') },
  },
  {
    name: 'Gateway › sb_secret_ key (apikey and Bearer) is service_role',
    request: {
      path: '/private_table',
      headers: { apikey: SB_SECRET, Authorization: `Bearer ${SB_SECRET}` },
    },
    response: { status: 200, json: [{ id: 1 }] },
  },
  {
    name: 'Gateway › a caller-supplied user token wins over an sb_publishable_ apikey',
    request: {
      path: '/authors_only',
      headers: { apikey: SB_PUBLISHABLE, ...bearer(authenticated) },
    },
    response: { status: 200, json: authorsRows },
  },
  {
    name: 'Auth › a non-Bearer Authorization scheme means anonymous',
    request: { path: '/authors_only', headers: { Authorization: `Basic ${btoa('a:b')}` } },
    response: { status: 401, json: denied('authors_only') },
  },
  {
    name: 'AuthSpec › fails when auth header is sent empty',
    request: { path: '/authors_only', headers: { Authorization: 'Bearer ' } },
    response: {
      status: 401,
      json: pgrstError('PGRST301', 'Empty JWT is sent in Authorization header'),
      headers: {
        ...invalidToken('Empty JWT is sent in Authorization header'),
        'Content-Length': '100',
      },
    },
  },
  {
    name: 'AuthSpec › fails with an expired token',
    request: { path: '/authors_only', headers: bearer(expired) },
    response: {
      status: 401,
      json: pgrstError('PGRST303', 'JWT expired'),
      headers: invalidToken('JWT expired'),
    },
  },
  {
    name: 'test_auth.py › 30 s of clock skew: a token expired 10 s ago still works',
    request: { path: '/authors_only', headers: signedNow(() => ({ exp: now() - 10 })) },
    response: { status: 200, json: authorsRows },
  },
  {
    name: 'test_auth.py › JWT not yet valid (nbf 35 s ahead)',
    request: { path: '/authors_only', headers: signedNow(() => ({ nbf: now() + 35 })) },
    response: { status: 401, json: pgrstError('PGRST303', 'JWT not yet valid') },
  },
  {
    name: 'test_auth.py › JWT issued at future (iat 35 s ahead)',
    request: { path: '/authors_only', headers: signedNow(() => ({ iat: now() + 35 })) },
    response: { status: 401, json: pgrstError('PGRST303', 'JWT issued at future') },
  },
  {
    name: 'AuthSpec › fails when the exp claim is not a number',
    request: { path: '/authors_only', headers: bearer(expNotANumber) },
    response: { status: 401, json: pgrstError('PGRST303', "The JWT 'exp' claim must be a number") },
  },
  {
    name: 'AuthSpec › hides tables from users with invalid JWT (ErrorSpec › works with Jwt error)',
    request: { path: '/authors_only', headers: bearer(twoParts) },
    response: {
      status: 401,
      json: pgrstError('PGRST301', 'Expected 3 parts in JWT; got 2'),
      headers: {
        ...invalidToken('Expected 3 parts in JWT; got 2'),
        'Proxy-Status': 'PostgREST; error=PGRST301',
        'Content-Length': '89',
      },
    },
  },
  {
    name: 'AuthSpec › should fail when jwt contains no claims (anonymous, no privilege)',
    request: { path: '/authors_only', headers: bearer(noClaims) },
    response: { status: 401, json: denied('authors_only') },
  },
  {
    name: 'AuthSpec › hides tables from users with JWT that contain no claims about role',
    request: { path: '/authors_only', headers: bearer(noRoleClaim) },
    response: { status: 401, json: denied('authors_only') },
  },
  {
    name: 'test_auth.py › wrong secret: No suitable key or wrong key type',
    request: { path: '/items?id=eq.1', headers: bearer(wrongSecret) },
    response: {
      status: 401,
      json: pgrstError(
        'PGRST301',
        'No suitable key or wrong key type',
        'None of the keys was able to decode the JWT',
      ),
      headers: invalidToken('No suitable key or wrong key type'),
    },
  },
  {
    name: 'test_auth.py › a role that does not exist is 401 (v13.0.1+)',
    request: { path: '/items?id=eq.1', headers: bearer(unknownRole) },
    response: {
      status: 401,
      json: pgrstError('22023', 'role "not_existing" does not exist'),
      headers: { 'WWW-Authenticate': 'Bearer' },
    },
  },
  {
    name: 'test_auth.py › complete token but random characters',
    request: { path: '/items?id=eq.1', headers: bearer(garbage) },
    response: { status: 401, json: pgrstError('PGRST301', 'JWT cryptographic operation failed') },
  },
  {
    name: 'test_auth.py › token with algorithm "none"',
    request: { path: '/items?id=eq.1', headers: bearer(algNone) },
    response: {
      status: 401,
      json: pgrstError(
        'PGRST301',
        'Wrong or unsupported encoding algorithm',
        "JWT is unsecured but expected 'alg' was not 'none'",
      ),
    },
  },
]
