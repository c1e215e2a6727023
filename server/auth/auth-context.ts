// What every endpoint of the auth service is handed: the database, the secret, the clock and
// the settings (createApp's `auth` options, documented in docs/auth-protocol.md).
import type { Database } from '../db/database.ts'
import type { Mailbox } from './mailbox.ts'
import type { Clock, RateLimiters } from './rate-limiter.ts'

export interface AuthSettings {
  /** Refuse new accounts (GoTrue's DISABLE_SIGNUP): sign-up, and a magic link to a new address. */
  disableSignup: boolean
  /** Access tokens' lifetime, exp - iat (GoTrue's JWT_EXP, default 3600). */
  jwtExpirySeconds: number
  /** A magic link's and its code's lifetime (default 3600; GoTrue's MAILER_OTP_EXP). */
  otpExpirySeconds: number
  /**
   * How long a rotated refresh token may still be used (GoTrue's
   * REFRESH_TOKEN_REUSE_INTERVAL, default 10): a client that lost the answer to its refresh
   * may retry. After it, a reuse revokes the session.
   */
  refreshTokenReuseSeconds: number
  /** The least time between two emails to one address (GoTrue's SMTP_MAX_FREQUENCY, 60 s). */
  emailFrequencySeconds: number
  /** Where a magic link lands without redirect_to; null: the origin the request came to. */
  siteUrl: string | null
  /** Request bodies larger than this get 413. */
  maxBodyBytes: number
}

export interface AuthContext {
  db: Database
  /** The HS256 secret of the anon key: REST and Realtime verify the tokens issued here. */
  secret: string
  clock: Clock
  settings: AuthSettings
  limits: RateLimiters
  mailbox: Mailbox
  /** Origins other than loopback ones and the site's that redirect_to may name. */
  allowedOrigins: readonly string[]
}

/** One request as an endpoint sees it. */
export interface AuthRequest {
  request: Request
  url: URL
  /** The client's address (for rate limits), or 'local' when unknown. */
  client: string
}
