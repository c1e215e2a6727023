import { describe, expect, it } from 'vitest'
import { hourAt } from './hour-at'

describe('hourAt', () => {
  it('reads the hour of a point from the column top, 60px an hour', () => {
    expect(hourAt(0)).toBe(0)
    expect(hourAt(59.9)).toBe(0)
    expect(hourAt(60)).toBe(1)
    expect(hourAt(9 * 60 + 30)).toBe(9)
    expect(hourAt(23 * 60 + 59)).toBe(23)
  })

  it('keeps points past either end of the day in its first and last hour', () => {
    expect(hourAt(-3)).toBe(0)
    expect(hourAt(24 * 60)).toBe(23)
    expect(hourAt(10_000)).toBe(23)
    expect(hourAt(Number.NaN)).toBe(0)
  })
})
