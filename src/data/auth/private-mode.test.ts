import { describe, expect, it } from 'vitest'
import { decidePrivateMode } from './private-mode'

describe('decidePrivateMode', () => {
  it('is off with neither the build variable nor the meta: the shared calendar', () => {
    expect(decidePrivateMode({})).toBe(false)
    expect(decidePrivateMode({ env: '', meta: null })).toBe(false)
  })

  it('is on with VITE_PRIVATE_MODE=true (a hosted build)', () => {
    expect(decidePrivateMode({ env: 'true' })).toBe(true)
    expect(decidePrivateMode({ env: ' TRUE ' })).toBe(true)
  })

  it('is on when the page the local backend served says so', () => {
    expect(decidePrivateMode({ meta: 'on' })).toBe(true)
    expect(decidePrivateMode({ env: '', meta: 'on' })).toBe(true)
  })

  it('stays off for any other value', () => {
    for (const env of ['false', '1', 'yes', 'on', 'private'])
      expect(decidePrivateMode({ env }), env).toBe(false)
    for (const meta of ['off', 'true', '']) expect(decidePrivateMode({ meta }), meta).toBe(false)
  })
})
