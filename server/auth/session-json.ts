// GoTrue's session answer (internal/tokens/service.go `AccessTokenResponse`): what /signup,
// /token and POST /verify send, and what GET /verify puts in the redirect's hash
// (`AsRedirectURL`). auth-js takes a body as a session when access_token, refresh_token and
// expires_in are set (packages/core/auth-js/src/lib/fetch.ts `_sessionResponse`).
import { signAccessToken } from './access-token.ts'
import type { AuthContext } from './auth-context.ts'
import type { SessionGrant } from './sessions.ts'
import { userJson } from './user-json.ts'
import type { UserRow } from './users.ts'

export function sessionJson(ctx: AuthContext, url: URL, user: UserRow, grant: SessionGrant) {
  const access = signAccessToken(user, grant, {
    secret: ctx.secret,
    // GoTrue's JWT_ISSUER; the Supabase CLI sets it to the API URL + /auth/v1.
    issuer: `${url.origin}/auth/v1`,
    nowSeconds: Math.floor(ctx.clock() / 1000),
    expirySeconds: ctx.settings.jwtExpirySeconds,
  })
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: grant.refreshToken,
    user: userJson(user),
  }
}

export type SessionJson = ReturnType<typeof sessionJson>

/** A JSON answer as GoTrue's sendJSON writes it. */
export function jsonOk(body: unknown, status = 200): Response {
  const text = JSON.stringify(body)
  return new Response(text, {
    status,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(text)),
    },
  })
}

/** The service's clock as the ISO time written to the database. */
export const nowIso = (ctx: AuthContext) => new Date(ctx.clock()).toISOString()
