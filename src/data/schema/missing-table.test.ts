import { describe, expect, it } from 'vitest'
import { isMissingTable } from './missing-table'

describe('isMissingTable', () => {
  it.each([
    [{ code: '42P01', message: 'relation "public.events" does not exist' }, true],
    [
      { code: 'PGRST205', message: "Could not find the table 'public.events' in the schema cache" },
      true,
    ],
    [{ code: 'PGRST205', message: '' }, true],
    [{ message: 'relation "events" does not exist' }, true],
    [{ message: 'table does not exist' }, true],
    [{ message: 'not in the schema cache' }, true],
    [{ code: '42501', message: 'permission denied for table events' }, false],
    [{ code: 'PGRST301', message: 'JWSError JWSInvalidSignature' }, false],
    [{ message: 'TypeError: Failed to fetch' }, false],
    [new Error('Failed to fetch'), false],
    [null, false],
    [undefined, false],
    ['relation', false],
  ])('%j -> %s', (error, expected) => {
    expect(isMissingTable(error)).toBe(expected)
  })
})
