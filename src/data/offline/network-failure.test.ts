import { describe, expect, it } from 'vitest'
import { isNetworkFailure } from './network-failure'

describe('isNetworkFailure', () => {
  it("is fetch's own failure, bare or as postgrest-js reports it", () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true)
    expect(
      isNetworkFailure({ message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' }),
    ).toBe(true)
    expect(isNetworkFailure({ message: 'FetchError: network down', code: '' })).toBe(true)
  })

  it("is not the server's answer, nor anything else", () => {
    expect(isNetworkFailure({ message: 'permission denied for table events', code: '42501' })).toBe(
      false,
    )
    expect(isNetworkFailure({ message: 'TypeError: x', code: 'PGRST205' })).toBe(false)
    expect(isNetworkFailure(new Error('Failed to fetch'))).toBe(false)
    expect(isNetworkFailure(null)).toBe(false)
    expect(isNetworkFailure('TypeError: Failed to fetch')).toBe(false)
  })
})
