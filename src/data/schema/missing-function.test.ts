import { describe, expect, it } from 'vitest'
import { isMissingFunction } from './missing-function'

describe('isMissingFunction', () => {
  it.each([
    [
      {
        code: 'PGRST202',
        message:
          'Could not find the function public.restore_events(event_rows, versions) in the schema cache',
      },
      true,
    ],
    [
      { code: '42883', message: 'function public.restore_events(jsonb, jsonb) does not exist' },
      true,
    ],
    // Raised inside the function: not a missing function.
    [{ code: '42883', message: 'operator does not exist: uuid = text' }, false],
    [{ code: 'PT409', message: 'This event was changed in another window or device.' }, false],
    [{ code: 'PGRST205', message: "Could not find the table 'public.events'" }, false],
    [null, false],
    ['PGRST202', false],
  ])('%j -> %s', (error, expected) => {
    expect(isMissingFunction(error, 'restore_events')).toBe(expected)
  })
})
