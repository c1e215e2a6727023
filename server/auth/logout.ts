// POST /auth/v1/logout?scope=global|local|others (supabase/auth internal/api/logout.go):
// ends every session of the user (global, the default and auth-js's), this token's session
// (local), or all but it (others); 204 with no body. The access tokens already issued keep
// working at /rest/v1 until they expire, as on Supabase; at /auth/v1/user they stop at once.
import { authErrors } from './auth-error.ts'
import type { AuthContext, AuthRequest } from './auth-context.ts'
import { requireUser } from './require-user.ts'
import { endSessions } from './sessions.ts'

export async function logout(ctx: AuthContext, { request, url }: AuthRequest) {
  const { user, token } = await requireUser(ctx, request)
  const scope = url.searchParams.get('scope') ?? ''
  if (!['', 'global', 'local', 'others'].includes(scope)) {
    throw authErrors.validation(`Unsupported logout scope ${JSON.stringify(scope)}`)
  }
  await ctx.db.transaction(async (tx) => {
    if (token.sessionId !== null && scope === 'local') {
      await endSessions(tx, { sessionId: token.sessionId })
    } else if (token.sessionId !== null && scope === 'others') {
      await endSessions(tx, { userId: user.id, except: token.sessionId })
    } else {
      await endSessions(tx, { userId: user.id })
    }
  })
  return new Response(null, { status: 204 })
}
