// Access tokens: GoTrue's claims (internal/tokens/service.go `AccessTokenClaims`,
// `GenerateAccessToken`), HS256 with the server's JWT secret, the one the anon key is signed
// with, so /rest/v1 and Realtime verify them as any token (shared/auth.ts) and run the request
// as role authenticated with these claims, which auth.uid() reads.
// And their check at /user and /logout (GoTrue's internal/api/auth.go `parseJWTClaims`,
// `maybeLoadUserOrSession`), with its codes and texts.
import { errors as joseErrors, jwtVerify } from 'jose'
import { signHs256, type Claims } from '../shared/auth.ts'
import { authErrors } from './auth-error.ts'
import type { SessionGrant } from './sessions.ts'
import type { UserRow } from './users.ts'

export interface IssuedAccessToken {
  token: string
  /** Unix seconds. */
  expiresAt: number
  expiresIn: number
}

export function signAccessToken(
  user: UserRow,
  grant: SessionGrant,
  options: { secret: string; issuer: string; nowSeconds: number; expirySeconds: number },
): IssuedAccessToken {
  const { nowSeconds, expirySeconds } = options
  const expiresAt = nowSeconds + expirySeconds
  // GoTrue's field order; `aud` a plain string (service.go sets
  // jwt.MarshalSingleStringAsArray = false).
  const claims: Claims = {
    iss: options.issuer,
    sub: user.id,
    aud: 'authenticated',
    exp: expiresAt,
    iat: nowSeconds,
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: grant.method, timestamp: grant.startedAt }],
    session_id: grant.sessionId,
    is_anonymous: false,
  }
  return { token: signHs256(claims, options.secret), expiresAt, expiresIn: expirySeconds }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What a bearer token says, once its signature and times hold. */
export interface VerifiedToken {
  sub: string
  sessionId: string | null
  aud: unknown
}

/** golang-jwt's wording for why a token failed, after GoTrue's "invalid JWT: ..." prefix. */
function reason(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'token has invalid claims: token is expired'
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    return `token has invalid claims: ${error.message}`
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
    return 'token signature is invalid: signature is invalid'
  }
  if (error instanceof joseErrors.JOSEAlgNotAllowed) {
    return 'token is unverifiable: signing method is invalid'
  }
  return 'token is malformed: could not base64 decode or parse the token'
}

export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<VerifiedToken> {
  let claims: Record<string, unknown>
  try {
    // No clock skew: golang-jwt's parser as GoTrue configures it allows none.
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      currentDate: now,
    })
    claims = payload
  } catch (error) {
    throw authErrors.badJwt(`invalid JWT: unable to parse or verify signature, ${reason(error)}`)
  }
  const sub = claims.sub
  if (typeof sub !== 'string' || sub === '') {
    throw authErrors.badJwt('invalid claim: missing sub claim')
  }
  if (!UUID.test(sub)) throw authErrors.badJwt('invalid claim: sub claim must be a UUID', 400)
  const session = claims.session_id
  let sessionId: string | null = null
  if (typeof session === 'string' && session !== '' && !/^0{8}-(0{4}-){3}0{12}$/.test(session)) {
    if (!UUID.test(session)) {
      throw authErrors.badJwt('invalid claim: session_id claim must be a UUID')
    }
    sessionId = session
  }
  return { sub, sessionId, aud: claims.aud }
}
