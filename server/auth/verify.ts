// /auth/v1/verify (supabase/auth internal/api/verify.go): POST with {email, token, type} (the
// 6-digit code: auth-js verifyOtp) or {token_hash, type} answers a session; GET with
// ?token=&type=magiclink (the link in the email) answers 303 to redirect_to (default: the
// site URL) with the session in the hash, as `AccessTokenResponse.AsRedirectURL` writes it
// (keys in url.Values.Encode's sorted order, then auth-js's detectSessionInUrl reads it), or
// with error, error_code and error_description there (`prepErrorRedirectURL`).
// Types: email and magiclink are what this server issues; signup, invite, recovery,
// email_change, sms and phone_change are GoTrue's others, of which it issues none, so
// their tokens are never valid (403 otp_expired); any other type is 400.
import { authErrors, AuthError } from './auth-error.ts'
import type { AuthContext, AuthRequest } from './auth-context.ts'
import { validateEmail } from './email-address.ts'
import { consumeOneTimeToken } from './one-time-tokens.ts'
import { redirectTarget, siteUrl } from './redirect-target.ts'
import { readJsonBody, stringField } from './request-body.ts'
import { jsonOk, nowIso, sessionJson, type SessionJson } from './session-json.ts'
import { createSession } from './sessions.ts'
import { recordSignIn } from './users.ts'

const ISSUED = ['email', 'magiclink']
const KNOWN = [...ISSUED, 'signup', 'invite', 'recovery', 'email_change', 'sms', 'phone_change']
const LINK_INVALID = 'Email link is invalid or has expired'

/** Signs in the owner of a valid code or link, or throws otp_expired. */
async function signInWith(
  ctx: AuthContext,
  url: URL,
  which: { email: string; code: string } | { linkToken: string },
  type: string,
  expired: string,
): Promise<SessionJson> {
  if (!KNOWN.includes(type)) throw authErrors.validation('Unsupported verification type')
  if (!ISSUED.includes(type)) throw authErrors.otpExpired(expired)
  const now = nowIso(ctx)
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, which, now)
    if (userId === null) throw authErrors.otpExpired(expired)
    const grant = await createSession(tx, userId, 'otp', now)
    return sessionJson(ctx, url, await recordSignIn(tx, userId, now), grant)
  })
}

export async function verifyPost(ctx: AuthContext, { request, url, client }: AuthRequest) {
  if (!ctx.limits.take('verify', client)) throw authErrors.overRequestRateLimit()
  const body = await readJsonBody(request, ctx.settings.maxBodyBytes)
  const type = stringField(body, 'type')
  const token = stringField(body, 'token')
  const tokenHash = stringField(body, 'token_hash')
  const email = stringField(body, 'email')
  const phone = stringField(body, 'phone')
  const redirectTo = stringField(body, 'redirect_to')
  if (type === '') throw authErrors.validation('Verify requires a verification type')
  if ((token === '') === (tokenHash === '')) {
    throw authErrors.validation('Verify requires either a token or a token hash')
  }
  if (tokenHash !== '') {
    if (email !== '' || phone !== '' || redirectTo !== '') {
      throw authErrors.validation('Only the token_hash and type should be provided')
    }
    return jsonOk(await signInWith(ctx, url, { linkToken: tokenHash }, type, LINK_INVALID))
  }
  if (phone !== '' && email === '') {
    // No phone sign-in here: no user has a phone, so no code is valid (verifyUserAndToken).
    throw authErrors.otpExpired()
  }
  if (email === '' || phone !== '') {
    throw authErrors.validation(
      'Only an email address or phone number should be provided on verify',
    )
  }
  let address: string
  try {
    address = validateEmail(email)
  } catch {
    throw new AuthError(422, 'validation_failed', 'Invalid email format')
  }
  const which = { email: address, code: token }
  return jsonOk(await signInWith(ctx, url, which, type, 'Token has expired or is invalid'))
}

/** GoTrue's oauthErrorMap: the OAuth `error` for a status. */
const OAUTH_ERROR: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
}

/** The redirect: Location with an absolute URL, no body (Go's http.Redirect writes a short
 *  HTML one for GET; browsers never show it). */
const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location } })

export async function verifyGet(ctx: AuthContext, { url, client }: AuthRequest) {
  if (!ctx.limits.take('verify', client)) throw authErrors.overRequestRateLimit()
  const token = url.searchParams.get('token') ?? ''
  const type = url.searchParams.get('type') ?? ''
  if (type === '') throw authErrors.validation('Verify requires a verification type')
  if (token === '') throw authErrors.validation('Verify requires a token or a token hash')
  const target = redirectTarget(
    url.searchParams.get('redirect_to'),
    siteUrl(ctx.settings.siteUrl, url),
    ctx.allowedOrigins,
  )
  const hash = new URLSearchParams()
  try {
    const session = await signInWith(ctx, url, { linkToken: token }, type, LINK_INVALID)
    hash.set('access_token', session.access_token)
    hash.set('expires_at', String(session.expires_at))
    hash.set('expires_in', String(session.expires_in))
    hash.set('refresh_token', session.refresh_token)
    hash.set('sb', '')
    hash.set('token_type', session.token_type)
    hash.set('type', 'magiclink')
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    const oauth = OAUTH_ERROR[error.status]
    if (oauth) hash.set('error', oauth)
    hash.set('error_code', error.code)
    hash.set('error_description', error.message)
    hash.set('sb', '')
    hash.sort()
  }
  return seeOther(`${target}#${hash.toString()}`)
}
