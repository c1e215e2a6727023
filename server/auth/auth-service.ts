// The local Auth service: GoTrue's endpoints under /auth/v1 that supabase-js's auth client
// calls (docs/auth-protocol.md), served in private mode (`--private`). http/app.ts hands it
// every /auth/v1 request after the gateway's origin and key checks. Errors are GoTrue's, in the
// shape the request's X-Supabase-Api-Version asks for (auth-error.ts); anything else thrown
// (the database gone) goes on to the app's 500.
import type { Database } from '../db/database.ts'
import { authErrorResponse, AuthError, authErrors, OAuthError } from './auth-error.ts'
import type { AuthContext, AuthRequest, AuthSettings } from './auth-context.ts'
import { logout } from './logout.ts'
import { Mailbox, type MailMessage } from './mailbox.ts'
import { otp } from './otp.ts'
import { rateLimiters, type Clock } from './rate-limiter.ts'
import { settings } from './settings.ts'
import { signup } from './signup.ts'
import { token } from './token.ts'
import { getUser } from './user.ts'
import { verifyGet, verifyPost } from './verify.ts'

export interface AuthServiceOptions {
  db: Database
  secret: string
  settings?: Partial<AuthSettings>
  /** Rate limits on (default true): off for tests that sign in many times. */
  rateLimits?: boolean
  /** Origins besides loopback and the site's that a magic link may redirect to. */
  allowedOrigins?: readonly string[]
  clock?: Clock
  /** Called with each message put in the mailbox (the CLI prints it). */
  onEmail?: (message: MailMessage) => void
}

export interface AuthService {
  /** A request under /auth/v1; `client` is the caller's address, for rate limits. */
  handle(request: Request, client?: string): Promise<Response>
  mailbox: Mailbox
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  disableSignup: false,
  jwtExpirySeconds: 3600,
  otpExpirySeconds: 3600,
  refreshTokenReuseSeconds: 10,
  emailFrequencySeconds: 60,
  siteUrl: null,
  maxBodyBytes: 1024 * 1024,
}

/** The settings given, without those given as undefined (which would hide the defaults). */
const definedOnly = (settings: Partial<AuthSettings>): Partial<AuthSettings> =>
  Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined))

type Endpoint = (ctx: AuthContext, req: AuthRequest) => Promise<Response> | Response

const ROUTES: Record<string, Partial<Record<string, Endpoint>>> = {
  '/signup': { POST: signup },
  '/token': { POST: token },
  '/otp': { POST: otp },
  '/verify': { GET: verifyGet, POST: verifyPost },
  '/logout': { POST: logout },
  '/user': { GET: getUser },
  '/settings': { GET: (ctx) => settings(ctx) },
}

export function createAuthService(options: AuthServiceOptions): AuthService {
  const clock = options.clock ?? Date.now
  const mailbox = new Mailbox(options.onEmail)
  const ctx: AuthContext = {
    db: options.db,
    secret: options.secret,
    clock,
    settings: { ...DEFAULT_AUTH_SETTINGS, ...definedOnly(options.settings ?? {}) },
    limits: rateLimiters(options.rateLimits !== false, clock),
    mailbox,
    allowedOrigins: options.allowedOrigins ?? [],
  }
  return {
    mailbox,
    async handle(request, client = 'local') {
      const url = new URL(request.url)
      const path = url.pathname.slice('/auth/v1'.length).replace(/\/$/, '')
      try {
        const methods = Object.hasOwn(ROUTES, path) ? ROUTES[path]! : null
        if (methods === null) throw authErrors.notFound()
        // HEAD of a GET route is the GET without its body, as Go's net/http answers it.
        const method = request.method === 'HEAD' ? 'GET' : request.method
        const endpoint = methods[method]
        if (!endpoint) throw authErrors.methodNotAllowed()
        const response = await endpoint(ctx, { request, url, client })
        return request.method === 'HEAD'
          ? new Response(null, { status: response.status, headers: response.headers })
          : response
      } catch (error) {
        if (error instanceof AuthError || error instanceof OAuthError) {
          return authErrorResponse(error, request)
        }
        throw error
      }
    },
  }
}
