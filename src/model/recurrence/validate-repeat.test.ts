import { describe, expect, it } from 'vitest'
import { defaultCustom, repeatOptions, type CustomRepeat, type RepeatValue } from './presets'
import { repeatError } from './validate-repeat'
import { local, zone } from '@/test/zone'

// Starts are local wall times (new Date(y, m, d, h)): the local date is what the choices read,
// so every expectation holds in every zone the unit tests run in.
const custom = (start: Date, fields: Partial<CustomRepeat>): RepeatValue => ({
  preset: 'custom',
  custom: { ...defaultCustom(start), ...fields },
})

describe(`repeatError (${zone})`, () => {
  const start = local(2026, 11, 10, 23, 30)
  const error = (fields: Partial<CustomRepeat>) => repeatError(custom(start, fields), start)

  it('accepts every preset, and a sound custom value', () => {
    for (const option of repeatOptions(start)) {
      if (option.value !== 'custom') {
        const value = { preset: option.value, custom: { ...defaultCustom(start), interval: 0 } }
        expect(repeatError(value, start)).toBeNull()
      }
    }
    expect(error({})).toBeNull()
    expect(error({ interval: 999, ends: { kind: 'after', count: 999 } })).toBeNull()
    expect(error({ ends: { kind: 'on', date: '2026-11-10' } })).toBeNull()
  })

  it('rejects an interval that is not a whole number from 1 to 999', () => {
    for (const interval of [0, -1, 1.5, 1000, Number.NaN]) {
      expect(error({ interval })).toBe('Repeat every must be a whole number from 1 to 999')
    }
  })

  it('rejects a weekly repeat on no day; other units need none', () => {
    expect(error({ weekdays: [] })).toBe('Choose at least one day to repeat on')
    expect(error({ freq: 'MONTHLY', weekdays: [] })).toBeNull()
  })

  it('rejects a count that is not a whole number from 1 to 999', () => {
    for (const count of [0, 2.5, 1000, Number.NaN]) {
      expect(error({ ends: { kind: 'after', count } })).toBe(
        'Occurrences must be a whole number from 1 to 999',
      )
    }
  })

  it('rejects a missing end date, or one before the start date', () => {
    for (const date of ['', '2026-02-30', '12/31/2026']) {
      expect(error({ ends: { kind: 'on', date } })).toBe('Choose the date the event ends on')
    }
    expect(error({ ends: { kind: 'on', date: '2026-11-09' } })).toBe(
      'The end date cannot be before the start date',
    )
  })
})
