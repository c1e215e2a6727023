// Who a request runs as: PostgREST's JWT rules (v14, `Auth.hs` / `Auth/Jwt.hs`, protocol.md §3.1)
// behind the Supabase CLI gateway's apikey mapping (protocol.md §2.5). Errors carry PostgREST's
// exact texts, because supabase-js hands them to the app unchanged.
import { createHmac } from 'node:crypto'
import { errors as joseErrors, jwtVerify } from 'jose'
import { pgrstError, PgrstError } from './errors.ts'

/** The Supabase CLI's local demo secret (`apps/cli-go/pkg/config/apikeys.go`). */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
/**
 * The CLI's opaque local keys for the demo secret; the gateway swaps them for the legacy JWTs.
 * Another secret has keys of its own (opaqueKey), so these open nothing there.
 */
export const SB_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const SB_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

/** Seconds of clock skew PostgREST allows on exp, nbf and iat (`allowedSkewSeconds`). */
const SKEW = 30

export type Claims = Record<string, unknown>

export interface AuthResult {
  /** The database role: the `role` claim, or `anon`. */
  role: string
  /** The JWT claims with `role` set, for `request.jwt.claims`. */
  claims: Claims
}

export interface SupabaseKeys {
  anonKey: string
  serviceRoleKey: string
  publishableKey: string
  secretKey: string
}

/**
 * HS256-signs claims in their insertion order, with the header the CLI uses, so the
 * default secret reproduces the well-known keys byte for byte.
 */
export function signHs256(claims: Claims, secret: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`
  const signature = createHmac('sha256', secret).update(input).digest('base64url')
  return `${input}.${signature}`
}

/**
 * An opaque key of the form the CLI prints (`sb_publishable_` + 22 characters + `_` + 8), made
 * from the secret, so that only someone who knows the secret can know it.
 */
function opaqueKey(prefix: 'sb_publishable_' | 'sb_secret_', secret: string): string {
  const digest = (label: string) =>
    createHmac('sha256', secret).update(`calendar-local-${label}`).digest('base64url')
  return `${prefix}${digest(prefix).slice(0, 22)}_${digest(`${prefix}check`).slice(0, 8)}`
}

/**
 * The keys of a secret. The legacy JWTs are the CLI's (`{"iss":"supabase-demo","role":...,
 * "exp":1983812996}` signed with the secret). The opaque keys are the CLI's well-known ones
 * for the demo secret only; any other secret gets its own, so the published demo keys open
 * nothing on a server started with a secret of its own.
 */
export function supabaseKeys(secret: string): SupabaseKeys {
  const key = (role: string) => signHs256({ iss: 'supabase-demo', role, exp: 1983812996 }, secret)
  const demo = secret === DEFAULT_JWT_SECRET
  return {
    anonKey: key('anon'),
    serviceRoleKey: key('service_role'),
    publishableKey: demo ? SB_PUBLISHABLE_KEY : opaqueKey('sb_publishable_', secret),
    secretKey: demo ? SB_SECRET_KEY : opaqueKey('sb_secret_', secret),
  }
}

/**
 * The Authorization header PostgREST receives behind the CLI's Kong (`internal/start/start.go`,
 * `BearerToken`): the caller's own Authorization unless it starts with `Bearer sb_`; else the
 * service_role or anon JWT for the sb_ secret or publishable apikey; else the apikey as is.
 */
export function gatewayAuthorization(headers: Headers, keys: SupabaseKeys): string | null {
  const authorization = headers.get('authorization')
  const apikey = headers.get('apikey')
  if (authorization !== null && !authorization.startsWith('Bearer sb_')) return authorization
  if (apikey === keys.secretKey) return `Bearer ${keys.serviceRoleKey}`
  if (apikey === keys.publishableKey) return `Bearer ${keys.anonKey}`
  return apikey
}

/** `Wai.extractBearerAuth`: the token after a case-insensitive `Bearer`, or null (anonymous). */
export function bearerToken(authorization: string | null): string | null {
  if (authorization === null) return null
  const match = /^(\S*)(.*)$/s.exec(authorization)
  if (!match || match[1]!.toLowerCase() !== 'bearer') return null
  return match[2]!.replace(/^\s+/, '')
}

function invalidToken(
  code: 'PGRST301' | 'PGRST303',
  message: string,
  details: string | null = null,
) {
  return pgrstError(401, code, message, details, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  })
}

const decodeError = (message: string, details: string | null = null) =>
  invalidToken('PGRST301', message, details)
const claimsError = (message: string) => invalidToken('PGRST303', message)
const badCrypto = () => decodeError('JWT cryptographic operation failed')

// Algorithms a JOSE parser knows but an HMAC secret cannot verify: jose-jwt finds no key.
const ASYMMETRIC_ALGS = /^(RS|PS|ES)(256|384|512)$|^ES256K$|^EdDSA$|^Ed25519$|^Ed448$/

/** The header checks jose-jwt's `decode` makes before any signature is tried. */
function checkHeader(token: string): PgrstError | null {
  let header: unknown
  try {
    header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'))
  } catch {
    return badCrypto()
  }
  const alg = (header as { alg?: unknown } | null)?.alg
  if (typeof alg !== 'string') return badCrypto()
  if (alg === 'none') {
    return decodeError(
      'Wrong or unsupported encoding algorithm',
      "JWT is unsecured but expected 'alg' was not 'none'",
    )
  }
  if (ASYMMETRIC_ALGS.test(alg)) {
    return decodeError(
      'No suitable key or wrong key type',
      'No suitable key was found to decode the JWT',
    )
  }
  // PostgREST would also take HS384/HS512 with the same secret; Supabase signs HS256 only.
  if (alg !== 'HS256') return decodeError('Wrong or unsupported encoding algorithm')
  return null
}

/** `checkForErrors` in `Auth/Jwt.hs`: exp, then nbf, then iat, then aud; 30 s of skew. */
function checkClaims(claims: Claims, nowSeconds: number): PgrstError | null {
  const seconds = (value: number) => (Number.isSafeInteger(value) ? value : 0)
  const timeChecks: [string, (t: number) => boolean, string][] = [
    ['exp', (t) => nowSeconds - SKEW > t, 'JWT expired'],
    ['nbf', (t) => nowSeconds + SKEW < t, 'JWT not yet valid'],
    ['iat', (t) => nowSeconds + SKEW < t, 'JWT issued at future'],
  ]
  for (const [name, failed, message] of timeChecks) {
    const value = claims[name]
    if (value === undefined || value === null) continue
    if (typeof value !== 'number') return claimsError(`The JWT '${name}' claim must be a number`)
    if (failed(seconds(value))) return claimsError(message)
  }
  const aud = claims.aud
  const audOk =
    aud === undefined ||
    aud === null ||
    typeof aud === 'string' ||
    (Array.isArray(aud) && aud.every((a) => typeof a === 'string'))
  if (!audOk) return claimsError("The JWT 'aud' claim must be a string or an array of strings")
  return null
}

/** Verifies a bearer token (signature first, then claims) and returns its claims. */
async function verifyToken(token: string, key: Uint8Array, now: Date): Promise<Claims> {
  if (token === '') throw decodeError('Empty JWT is sent in Authorization header')
  const parts = token.split('.').length
  if (parts !== 3) throw decodeError(`Expected 3 parts in JWT; got ${parts}`)
  const headerError = checkHeader(token)
  if (headerError) throw headerError

  let claims: Claims
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      clockTolerance: SKEW,
      currentDate: now,
    })
    claims = payload as Claims
  } catch (error) {
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
      throw decodeError(
        'No suitable key or wrong key type',
        'None of the keys was able to decode the JWT',
      )
    }
    // The signature was good; PostgREST's own claim rules (below) decide, in its order.
    if (
      error instanceof joseErrors.JWTClaimValidationFailed ||
      error instanceof joseErrors.JWTExpired
    ) {
      claims = error.payload as Claims
    } else if (error instanceof joseErrors.JWTInvalid) {
      throw claimsError('Parsing claims failed')
    } else {
      throw badCrypto()
    }
  }
  const claimError = checkClaims(claims, Math.floor(now.getTime() / 1000))
  if (claimError) throw claimError
  return claims
}

/** `parseClaims`: role from the `role` claim (JSON-encoded if not a string), else anon. */
function roleOf(claims: Claims): AuthResult {
  const claim = claims.role
  const role =
    claim === undefined ? 'anon' : typeof claim === 'string' ? claim : JSON.stringify(claim)
  return { role, claims: { ...claims, role } }
}

export interface Authenticator {
  keys: SupabaseKeys
  /** Throws a PgrstError (401, PGRST301/303) for a bad token. */
  authenticate(headers: Headers, now?: Date): Promise<AuthResult>
  /**
   * What the gateway makes of an `apikey` (protocol.md §2.5): one of this server's opaque
   * keys, or a JWT whose signature and times hold under the configured secret (the anon and
   * service_role keys, or any token minted with the secret). Anything else is refused.
   */
  isValidApiKey(apikey: string, now?: Date): Promise<boolean>
}

export function createAuthenticator(secret: string = DEFAULT_JWT_SECRET): Authenticator {
  const keys = supabaseKeys(secret)
  const key = new TextEncoder().encode(secret)
  return {
    keys,
    async authenticate(headers, now = new Date()) {
      const token = bearerToken(gatewayAuthorization(headers, keys))
      if (token === null) return roleOf({})
      return roleOf(await verifyToken(token, key, now))
    },
    async isValidApiKey(apikey, now = new Date()) {
      if (apikey === keys.publishableKey || apikey === keys.secretKey) return true
      if (apikey.startsWith('sb_')) return false
      try {
        await verifyToken(apikey, key, now)
        return true
      } catch (error) {
        if (error instanceof PgrstError) return false
        throw error
      }
    },
  }
}
