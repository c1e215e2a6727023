import { describe, expect, it } from 'vitest'
import { isMissingSpanView } from './missing-span-view'

describe('isMissingSpanView', () => {
  it.each([
    [
      {
        code: 'PGRST205',
        message: "Could not find the table 'public.events_by_span' in the schema cache",
      },
      true,
    ],
    [{ code: '42P01', message: 'relation "public.events_by_span" does not exist' }, true],
    [{ code: '42703', message: 'column events_by_span.span_class does not exist' }, true],
    [{ code: '42501', message: 'permission denied for view events_by_span' }, true],
    [{ code: 'PGRST100', message: 'failed to parse logic tree' }, false],
    [{ code: '', message: 'TypeError: Failed to fetch' }, false],
    [null, false],
  ])('%j -> %s', (error, expected) => {
    expect(isMissingSpanView(error)).toBe(expected)
  })
})
