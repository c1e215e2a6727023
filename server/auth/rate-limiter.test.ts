import { describe, expect, it } from 'vitest'
import { RateLimiter, rateLimiters } from './rate-limiter.ts'

describe('RateLimiter', () => {
  it('allows max requests per window per key, then refuses until the oldest leaves it', () => {
    let now = 1_000_000
    const limiter = new RateLimiter({ max: 3, windowMs: 60_000 }, () => now)
    expect(limiter.take('a')).toBe(true)
    now += 10_000
    expect([limiter.take('a'), limiter.take('a')]).toEqual([true, true])
    expect(limiter.take('a')).toBe(false)
    expect(limiter.take('b')).toBe(true)
    now += 49_999
    expect(limiter.take('a')).toBe(false)
    now += 1
    // The first left the window; the two later ones have not.
    expect(limiter.take('a')).toBe(true)
    expect(limiter.take('a')).toBe(false)
  })

  it('does not count refused requests', () => {
    let now = 0
    const limiter = new RateLimiter({ max: 1, windowMs: 1000 }, () => now)
    expect(limiter.take('a')).toBe(true)
    for (let i = 0; i < 10; i++) {
      now += 50
      expect(limiter.take('a')).toBe(false)
    }
    now = 1001
    expect(limiter.take('a')).toBe(true)
  })

  it('forgets idle keys when there are very many', () => {
    let now = 0
    const limiter = new RateLimiter({ max: 1, windowMs: 10 }, () => now)
    for (let i = 0; i < 10_001; i++) limiter.take(`k${i}`)
    now = 100
    expect(limiter.take('k0')).toBe(true)
  })
})

describe('rateLimiters', () => {
  it("has GoTrue's defaults: 30 sign-ins per 5 minutes per address", () => {
    let now = 0
    const limits = rateLimiters(true, () => now)
    for (let i = 0; i < 30; i++) expect(limits.take('signIn', '10.0.0.1')).toBe(true)
    expect(limits.take('signIn', '10.0.0.1')).toBe(false)
    expect(limits.take('signIn', '10.0.0.2')).toBe(true)
    expect(limits.take('refresh', '10.0.0.1')).toBe(true)
    now += 5 * 60_000
    expect(limits.take('signIn', '10.0.0.1')).toBe(true)
  })

  it('150 refreshes per 5 minutes', () => {
    const limits = rateLimiters(true, () => 0)
    for (let i = 0; i < 150; i++) expect(limits.take('refresh', 'a')).toBe(true)
    expect(limits.take('refresh', 'a')).toBe(false)
  })

  it('lets everything through when off', () => {
    const limits = rateLimiters(false, () => 0)
    for (let i = 0; i < 1000; i++) expect(limits.take('verify', 'a')).toBe(true)
  })
})
