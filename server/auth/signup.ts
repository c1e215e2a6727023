// POST /auth/v1/signup (supabase/auth internal/api/signup.go `Signup`, routed in api.go):
// email and password; the account is confirmed at once (the Supabase CLI's default,
// enable_confirmations = false, i.e. GoTrue's MAILER_AUTOCONFIRM), so the answer is a session.
// An address already registered is 422 user_already_exists, as GoTrue answers with autoconfirm
// on (with confirmations on it hides it; there are none here).
import { authErrors, AuthError } from './auth-error.ts'
import type { AuthContext, AuthRequest } from './auth-context.ts'
import { validateEmail } from './email-address.ts'
import { checkPasswordStrength, hashPassword } from './passwords.ts'
import { objectField, readJsonBody, stringField } from './request-body.ts'
import { jsonOk, nowIso, sessionJson } from './session-json.ts'
import { createSession } from './sessions.ts'
import { insertUser, recordSignIn } from './users.ts'

export async function signup(ctx: AuthContext, { request, url, client }: AuthRequest) {
  const body = await readJsonBody(request, ctx.settings.maxBodyBytes)
  const email = stringField(body, 'email')
  const phone = stringField(body, 'phone')
  const password = stringField(body, 'password')
  const data = objectField(body, 'data')
  if (email === '' && phone === '') {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  }
  // api.go: the Signups limiter (RateLimitOtp, 30 per 5 minutes) after the anonymous branch.
  if (!ctx.limits.take('signIn', client)) throw authErrors.overRequestRateLimit()
  if (ctx.settings.disableSignup) throw authErrors.signupDisabled()
  if (password === '') throw authErrors.validation('Signup requires a valid password')
  checkPasswordStrength(password)
  if (email !== '' && phone !== '') {
    throw authErrors.validation(
      'Only an email address or phone number should be provided on signup.',
    )
  }
  if (phone !== '')
    throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled')
  const address = validateEmail(email)
  // bcrypt before the transaction: PGlite runs one transaction at a time.
  const passwordHash = await hashPassword(password)
  const now = nowIso(ctx)
  const session = await ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, { email: address, passwordHash, metadata: data, now })
    if (!user) throw authErrors.userAlreadyExists()
    const grant = await createSession(tx, user.id, 'password', now)
    return sessionJson(ctx, url, await recordSignIn(tx, user.id, now), grant)
  })
  return jsonOk(session)
}
