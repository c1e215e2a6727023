import { describe, expect, it } from 'vitest'
import { isMissingColumn } from './missing-column'

describe('isMissingColumn', () => {
  it.each([
    [{ code: '42703', message: 'column events.all_day does not exist' }, true],
    [{ code: '42703', message: 'column events_by_span.all_day does not exist' }, true],
    [{ code: '42703', message: 'column events_by_span.span_class does not exist' }, false],
    [{ code: '42P01', message: 'relation "public.events" does not exist' }, false],
    [null, false],
    ['all_day', false],
  ])('%j -> %s', (error, expected) => {
    expect(isMissingColumn(error, 'all_day')).toBe(expected)
  })
})
