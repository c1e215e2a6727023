import { describe, expect, it } from 'vitest'
import { PgrstError } from '../shared/errors.ts'
import {
  checkMaxAffected,
  checkStrict,
  parsePrefer,
  preferenceApplied,
  type Applicable,
} from './prefer.ts'

const write: Applicable = { resolution: true, return: true, maxAffected: true }
const read: Applicable = { resolution: false, return: false, maxAffected: false }

describe('parsePrefer', () => {
  it.each([
    [null, { invalid: [] }],
    ['return=representation', { return: 'representation', invalid: [] }],
    // supabase-js joins several values with ", " (Headers.append).
    [
      'count=exact, return=representation',
      { count: 'exact', return: 'representation', invalid: [] },
    ],
    ['count=exact,return=minimal', { count: 'exact', return: 'minimal', invalid: [] }],
    ['resolution=merge-duplicates', { resolution: 'merge-duplicates', invalid: [] }],
    // The first value of a kind wins (Preferences.hs).
    ['return=minimal, return=representation', { return: 'minimal', invalid: [] }],
    ['handling=strict, max-affected=5', { handling: 'strict', maxAffected: 5, invalid: [] }],
    ['tx=commit', { invalid: [] }],
    ['nonsense, count=weird', { invalid: ['nonsense', 'count=weird'] }],
  ])('%s', (header, prefs) => {
    expect(parsePrefer(header)).toEqual(prefs)
  })
})

describe('checkStrict', () => {
  it('ignores unknown preferences unless handling=strict', () => {
    expect(() => checkStrict(parsePrefer('foo'))).not.toThrow()
  })

  it('answers PGRST122 with handling=strict', () => {
    let caught: unknown
    try {
      checkStrict(parsePrefer('handling=strict, foo, bar=1'))
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(PgrstError)
    expect((caught as PgrstError).body).toEqual({
      code: 'PGRST122',
      details: 'Invalid preferences: foo, bar=1',
      hint: null,
      message: 'Invalid preferences given with handling=strict',
    })
  })
})

describe('preferenceApplied', () => {
  it.each([
    ['', write, null],
    ['return=minimal', write, 'return=minimal'],
    // PostgREST's order: resolution, missing, return, count, tx, handling, timezone.
    ['count=exact, return=representation', write, 'return=representation, count=exact'],
    [
      'return=representation, resolution=merge-duplicates',
      write,
      'resolution=merge-duplicates, return=representation',
    ],
    ['resolution=merge-duplicates', { ...write, resolution: false }, null],
    ['return=representation, count=exact', read, 'count=exact'],
    ['handling=lenient, count=exact', read, 'count=exact, handling=lenient'],
    ['handling=strict, max-affected=3', write, 'handling=strict, max-affected=3'],
    ['max-affected=3', write, null],
    // Not implemented here, so never reported as applied.
    ['missing=default, return=headers-only', write, null],
  ])('%s', (header, applicable, applied) => {
    expect(preferenceApplied(parsePrefer(header), applicable)).toBe(applied)
  })
})

describe('checkMaxAffected', () => {
  it('refuses more rows than max-affected under handling=strict, with PGRST124', () => {
    const strict = parsePrefer('handling=strict, max-affected=1')
    expect(() => checkMaxAffected(strict, 1)).not.toThrow()
    let error: unknown
    try {
      checkMaxAffected(strict, 2)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(PgrstError)
    expect((error as PgrstError).status).toBe(400)
    expect((error as PgrstError).body).toMatchObject({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 2 rows',
    })
  })

  it('lets any number through without handling=strict', () => {
    expect(() => checkMaxAffected(parsePrefer('max-affected=1'), 5)).not.toThrow()
  })
})
