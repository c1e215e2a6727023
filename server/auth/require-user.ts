// GoTrue's `requireAuthentication` (internal/api/auth.go), before /user and /logout: a bearer
// token (401 no_authorization), signed with the secret and in date (403 bad_jwt), naming a
// user that exists (403 user_not_found) and a session that was not ended (403
// session_not_found, which auth-js turns into AuthSessionMissingError).
import { gatewayAuthorization, supabaseKeys } from '../shared/auth.ts'
import { verifyAccessToken, type VerifiedToken } from './access-token.ts'
import { authErrors } from './auth-error.ts'
import type { AuthContext } from './auth-context.ts'
import { sessionExists } from './sessions.ts'
import { findUserById, type UserRow } from './users.ts'

/** GoTrue's bearerRegexp: `^(?:B|b)earer (\S+$)`. */
const BEARER = /^[Bb]earer (\S+)$/

export interface Authenticated {
  user: UserRow
  token: VerifiedToken
}

export async function requireUser(ctx: AuthContext, request: Request): Promise<Authenticated> {
  // The CLI's gateway swaps an `sb_` key for its JWT here too (shared/auth.ts).
  const authorization = gatewayAuthorization(request.headers, supabaseKeys(ctx.secret))
  const match = BEARER.exec(authorization ?? '')
  if (!match) throw authErrors.noAuthorization()
  const token = await verifyAccessToken(match[1]!, ctx.secret, new Date(ctx.clock()))
  return ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, token.sub)
    if (!user) throw authErrors.userNotFound()
    if (token.sessionId !== null && !(await sessionExists(tx, token.sessionId))) {
      throw authErrors.sessionNotFound()
    }
    return { user, token }
  })
}
