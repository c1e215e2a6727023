// GET /auth/v1/user (supabase/auth internal/api/user.go `UserGet`): the signed-in user, after
// requireAuthentication; a token for another audience is 400 validation_failed.
import { authErrors } from './auth-error.ts'
import type { AuthContext, AuthRequest } from './auth-context.ts'
import { requireUser } from './require-user.ts'
import { jsonOk } from './session-json.ts'
import { userJson } from './user-json.ts'

export async function getUser(ctx: AuthContext, { request }: AuthRequest) {
  const { user, token } = await requireUser(ctx, request)
  const audience = Array.isArray(token.aud) ? (token.aud as unknown[])[0] : token.aud
  if (audience !== 'authenticated') {
    throw authErrors.validation("Token audience doesn't match request audience")
  }
  return jsonOk(userJson(user))
}
