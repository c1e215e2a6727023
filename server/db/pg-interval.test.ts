import { describe, expect, it } from 'vitest'
import { timeoutMs } from './pg-interval.ts'

describe('timeoutMs', () => {
  it.each([
    ['8000', 8000],
    ['3s', 3000],
    ['1min', 60_000],
    ['2h', 7_200_000],
    ['1d', 86_400_000],
    ['250ms', 250],
    ['500us', 0.5],
    ['1.5s', 1500],
    [' 8 s ', 8000],
  ])('reads %j as %d ms', (value, ms) => {
    expect(timeoutMs(value)).toBe(ms)
  })

  it.each(['0', '0s', ''])('takes %j, no timeout, as none', (value) => {
    expect(timeoutMs(value)).toBeUndefined()
  })

  it.each(['abc', '3 seconds', '-1s', '1e3', 's'])('does not read %j', (value) => {
    expect(timeoutMs(value)).toBeUndefined()
  })
})
