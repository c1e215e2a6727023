// POST /auth/v1/otp with an email (supabase/auth internal/api/otp.go `Otp`, magic_link.go
// `MagicLink`, mail.go `sendMagicLink`): a magic link and a 6-digit code go to the address,
// here into the mailbox. An unknown address gets an account first (create_user, true by
// default and what auth-js sends), unless sign-ups are closed: then 422 signup_disabled
// ('Signups not allowed for this instance', from the sign-up GoTrue runs), or 422 otp_disabled
// ('Signups not allowed for otp') when create_user is false. Otherwise 200 {} whether the
// address had an account or not.
import { authErrors, AuthError } from './auth-error.ts'
import type { AuthContext, AuthRequest } from './auth-context.ts'
import { validateEmail } from './email-address.ts'
import type { MailMessage } from './mailbox.ts'
import { issueOneTimeToken } from './one-time-tokens.ts'
import { booleanField, objectField, readJsonBody, stringField } from './request-body.ts'
import { jsonOk, nowIso } from './session-json.ts'
import { findUserByEmail, insertUser } from './users.ts'

export async function otp(ctx: AuthContext, { request, url, client }: AuthRequest) {
  if (!ctx.limits.take('signIn', client)) throw authErrors.overRequestRateLimit()
  const body = await readJsonBody(request, ctx.settings.maxBodyBytes)
  const email = stringField(body, 'email')
  const phone = stringField(body, 'phone')
  const createUser = booleanField(body, 'create_user', true)
  const data = objectField(body, 'data')
  if (email !== '' && phone !== '') {
    throw authErrors.validation('Only an email address or phone number should be provided')
  }
  if (phone !== '')
    throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider')
  if (email === '') throw authErrors.validation('One of email or phone must be set')
  const address = validateEmail(email)
  const now = nowIso(ctx)
  const nowMs = Date.parse(now)

  const message = await ctx.db.transaction(async (tx): Promise<MailMessage> => {
    let user = await findUserByEmail(tx, address)
    if (!user) {
      if (!createUser) throw authErrors.otpDisabled()
      if (ctx.settings.disableSignup) throw authErrors.signupDisabled()
      user =
        (await insertUser(tx, { email: address, passwordHash: null, metadata: data, now })) ??
        (await findUserByEmail(tx, address))!
    }
    if (ctx.limits.enabled && user.recovery_sent_at !== null) {
      // mail.go validateSentWithinFrequencyLimit; the seconds left, truncated as Go divides.
      const left = Date.parse(user.recovery_sent_at) + ctx.settings.emailFrequencySeconds * 1000
      if (left > nowMs) throw authErrors.emailSendFrequency(Math.floor((left - nowMs) / 1000))
    }
    if (!ctx.limits.take('emailSent', 'server')) throw authErrors.emailSendCap()
    const issued = await issueOneTimeToken(tx, user, now, ctx.settings.otpExpirySeconds)
    const link = new URL('/auth/v1/verify', url.origin)
    link.searchParams.set('token', issued.linkToken)
    link.searchParams.set('type', 'magiclink')
    const redirectTo = url.searchParams.get('redirect_to')
    if (redirectTo) link.searchParams.set('redirect_to', redirectTo)
    return {
      to: address,
      subject: 'Your Magic Link',
      link: link.toString(),
      code: issued.code,
      sentAt: now,
    }
  })
  // After the commit: a message in the mailbox always has a token in the database.
  ctx.mailbox.add(message)
  return jsonOk({})
}
