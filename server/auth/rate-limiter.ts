// Counts requests per key (a client address, or one key for the whole server) in a sliding
// window, as GoTrue's limiters bound them (supabase/auth internal/api/apilimiter/apilimiter.go,
// defaults in internal/conf/configuration.go; docs/auth-protocol.md, "Rate limits"). In memory:
// a restart forgets them, as a restarted GoTrue forgets its tollbooth buckets.

/** Milliseconds since the epoch; tests pass a clock of their own. */
export type Clock = () => number

export interface Limit {
  /** Requests allowed per window. */
  max: number
  windowMs: number
}

/** More keys than this and the idle ones are dropped, so many addresses cannot fill memory. */
const MAX_KEYS = 10_000

export class RateLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly limit: Limit,
    private readonly clock: Clock,
  ) {}

  /** Counts a request of `key`; false (and not counted) when the key is at its limit. */
  take(key: string): boolean {
    const now = this.clock()
    const recent = this.recent(key, now)
    if (recent.length >= this.limit.max) return false
    recent.push(now)
    this.hits.set(key, recent)
    if (this.hits.size > MAX_KEYS) this.prune(now)
    return true
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.limit.windowMs
    return (this.hits.get(key) ?? []).filter((time) => time > since)
  }

  private prune(now: number): void {
    for (const key of [...this.hits.keys()]) {
      if (this.recent(key, now).length === 0) this.hits.delete(key)
    }
  }
}

const FIVE_MINUTES = 5 * 60_000

/**
 * GoTrue's defaults: sign-up, OTP and password sign-in 30 per 5 minutes per address
 * (RateLimitOtp; hosted Supabase documents sign-in likewise), token refresh 150 per 5
 * minutes (RateLimitTokenRefresh), verify 30 per 5 minutes (RateLimitVerify), and 30 emails
 * an hour for the whole server (RateLimitEmailSent). The per-address 60 s between two emails
 * (SMTP MaxFrequency) is kept in auth.users (one-time-tokens.ts).
 */
export const DEFAULT_LIMITS = {
  signIn: { max: 30, windowMs: FIVE_MINUTES },
  refresh: { max: 150, windowMs: FIVE_MINUTES },
  verify: { max: 30, windowMs: FIVE_MINUTES },
  emailSent: { max: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>

export type LimitName = keyof typeof DEFAULT_LIMITS

/** One limiter per kind of request; `enabled: false` lets everything through (tests). */
export function rateLimiters(enabled: boolean, clock: Clock) {
  const limiters = new Map<LimitName, RateLimiter>()
  for (const [name, limit] of Object.entries(DEFAULT_LIMITS)) {
    limiters.set(name as LimitName, new RateLimiter(limit, clock))
  }
  return {
    enabled,
    take: (name: LimitName, key: string) => !enabled || limiters.get(name)!.take(key),
  }
}

export type RateLimiters = ReturnType<typeof rateLimiters>
