// GoTrue's errors and the two shapes it answers them in (supabase/auth
// internal/api/errors.go `HandleResponseError`, internal/api/apierrors/apierrors.go
// `HTTPError`, internal/api/apiversions.go): with a request header X-Supabase-Api-Version of
// 2024-01-01 or a later date, that version is echoed and the body is {code, message}; without
// it (or with one that is not a date) the legacy {code: <status>, error_code, msg}. auth-js's
// handleError (packages/core/auth-js/src/lib/fetch.ts) reads `code` only when the response
// carries the header, `error_code` otherwise, so both must be right.

/** The header auth-js sends on every request (`API_VERSION_HEADER_NAME`, lib/constants.ts). */
export const API_VERSION_HEADER = 'X-Supabase-Api-Version'

/**
 * `DetermineClosestAPIVersion`: a YYYY-MM-DD date from 2024-01-01 on is 2024-01-01; anything
 * else (absent, earlier, not a date) the initial version, null here.
 */
export function apiVersion(header: string | null): '2024-01-01' | null {
  if (header === null || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return null
  const date = new Date(`${header}T00:00:00Z`)
  // Go's time.Parse refuses 2024-02-30; Date rolls it over, so compare it back.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== header) return null
  return header >= '2024-01-01' ? '2024-01-01' : null
}

export class AuthError extends Error {
  constructor(
    readonly status: number,
    /** GoTrue's error code (apierrors/errorcode.go). */
    readonly code: string,
    message: string,
    /** weak_password's reasons (password.go `WeakPasswordError`). */
    readonly reasons?: readonly string[],
  ) {
    super(message)
  }
}

/**
 * An OAuth2-shaped error, which GoTrue sends as {error, error_description} in either version
 * and without x-sb-error-code (errors.go `handleResponseErrorOAuth`): only a refresh grant
 * without a refresh_token gets one here (tokens/service.go `RefreshTokenGrant`).
 */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description)
  }
}

const badRequest = (code: string, message: string) => new AuthError(400, code, message)

export const authErrors = {
  invalidCredentials: () => badRequest('invalid_credentials', 'Invalid login credentials'),
  validation: (message: string) => badRequest('validation_failed', message),
  badJson: (message: string) => badRequest('bad_json', message),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  signupDisabled: () =>
    new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  otpDisabled: () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp'),
  weakPassword: (minLength: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, [
      'length',
    ]),
  otpExpired: (message = 'Token has expired or is invalid') =>
    new AuthError(403, 'otp_expired', message),
  refreshTokenNotFound: () =>
    badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  emailSendFrequency: (seconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  emailSendCap: () => new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded'),
  overRequestRateLimit: () =>
    new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (message: string, status = 403) => new AuthError(status, 'bad_jwt', message),
  userNotFound: () =>
    new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  notFound: () => new AuthError(404, 'not_found', 'Not Found'),
  methodNotAllowed: () => new AuthError(405, 'method_not_allowed', 'Method Not Allowed'),
  tooLarge: (limit: number) =>
    new AuthError(413, 'request_entity_too_large', `Request body too large (max ${limit} bytes)`),
}

function jsonResponse(status: number, body: unknown, headers: Headers): Response {
  const text = JSON.stringify(body)
  headers.set('Content-Type', 'application/json')
  headers.set('Content-Length', String(Buffer.byteLength(text)))
  return new Response(text, { status, headers })
}

/** The response for an error, in the shape the request's API version asks for. */
export function authErrorResponse(error: AuthError | OAuthError, request: Request): Response {
  const version = apiVersion(request.headers.get(API_VERSION_HEADER))
  const headers = new Headers()
  if (version !== null) headers.set(API_VERSION_HEADER, version)
  if (error instanceof OAuthError) {
    return jsonResponse(400, { error: error.error, error_description: error.description }, headers)
  }
  // GoTrue leaves x-sb-error-code off a weak_password error in the 2024-01-01 shape
  // (`handleResponseErrorWeakPassword`); it is sent here always, which auth-js ignores.
  headers.set('x-sb-error-code', error.code)
  const weak = error.reasons ? { weak_password: { reasons: error.reasons } } : {}
  const body =
    version !== null
      ? { code: error.code, message: error.message, ...weak }
      : { code: error.status, error_code: error.code, msg: error.message, ...weak }
  return jsonResponse(error.status, body, headers)
}
