// POST /auth/v1/token?grant_type=password|refresh_token (supabase/auth internal/api/token.go
// `Token`, `ResourceOwnerPasswordGrant`; internal/tokens/service.go `RefreshTokenGrant`).
// Other grants (pkce, id_token, web3) are not served: 400 as an unknown grant is.
import { authErrors, AuthError, OAuthError } from './auth-error.ts'
import type { AuthContext, AuthRequest } from './auth-context.ts'
import { passwordMatches } from './passwords.ts'
import { readJsonBody, stringField } from './request-body.ts'
import { jsonOk, nowIso, sessionJson } from './session-json.ts'
import { createSession, rotateRefreshToken } from './sessions.ts'
import { findUserByEmail, findUserById, recordSignIn } from './users.ts'

export async function token(ctx: AuthContext, req: AuthRequest): Promise<Response> {
  const grantType = req.url.searchParams.get('grant_type')
  if (grantType === 'password') {
    if (!ctx.limits.take('signIn', req.client)) throw authErrors.overRequestRateLimit()
    return passwordGrant(ctx, req)
  }
  if (grantType === 'refresh_token') {
    if (!ctx.limits.take('refresh', req.client)) throw authErrors.overRequestRateLimit()
    return refreshGrant(ctx, req)
  }
  throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type')
}

async function passwordGrant(ctx: AuthContext, { request, url }: AuthRequest) {
  const body = await readJsonBody(request, ctx.settings.maxBodyBytes)
  const email = stringField(body, 'email')
  const phone = stringField(body, 'phone')
  const password = stringField(body, 'password')
  if (email !== '' && phone !== '') {
    throw authErrors.validation(
      'Only an email address or phone number should be provided on login.',
    )
  }
  if (email === '' && phone !== '') {
    throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled')
  }
  if (email === '') throw authErrors.validation('missing email or phone')
  // GoTrue looks the address up lower-cased, without checking its format.
  // A NUL no PostgreSQL text holds: no such user, rather than the database's error.
  const user = email.includes('\0')
    ? null
    : await ctx.db.transaction((tx) => findUserByEmail(tx, email.toLowerCase()))
  // A missing user is compared against a dummy hash: the same time as a wrong password.
  if (!(await passwordMatches(password, user?.encrypted_password ?? null)) || !user) {
    throw authErrors.invalidCredentials()
  }
  const now = nowIso(ctx)
  const session = await ctx.db.transaction(async (tx) => {
    const grant = await createSession(tx, user.id, 'password', now)
    return sessionJson(ctx, url, await recordSignIn(tx, user.id, now), grant)
  })
  return jsonOk(session)
}

async function refreshGrant(ctx: AuthContext, { request, url }: AuthRequest) {
  const body = await readJsonBody(request, ctx.settings.maxBodyBytes)
  const refreshToken = stringField(body, 'refresh_token')
  if (refreshToken === '') throw new OAuthError('invalid_request', 'refresh_token required')
  const now = nowIso(ctx)
  // A reuse ends the session; that must be committed, so the error comes after the transaction.
  const outcome = await ctx.db.transaction(async (tx) => {
    const grant = await rotateRefreshToken(
      tx,
      refreshToken,
      now,
      ctx.settings.refreshTokenReuseSeconds,
    )
    if (grant === 'reused') return 'reused' as const
    const user = await findUserById(tx, grant.userId)
    if (!user) throw authErrors.refreshTokenNotFound()
    return sessionJson(ctx, url, user, grant)
  })
  if (outcome === 'reused') throw authErrors.refreshTokenAlreadyUsed()
  return jsonOk(outcome)
}
