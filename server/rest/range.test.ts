import { describe, expect, it } from 'vitest'
import { PgrstError } from '../shared/errors.ts'
import { cappedLimit, requestedPage } from './range.ts'

const page = (
  limit: string | undefined,
  offset: string | undefined,
  range: string | null = null,
  method = 'GET',
) => requestedPage(method, limit, offset, range)

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof PgrstError) return [error.status, error.body.code, error.body.details]
  }
  return null
}

const LIMIT = 'Limit should be greater than or equal to zero.'
const LOWER_GT_UPPER =
  'The lower boundary must be lower than or equal to the upper boundary in the Range header.'

describe('requestedPage (PostgREST v14 getRanges)', () => {
  it.each([
    [undefined, undefined, null, { offset: 0, limit: undefined }],
    ['3', undefined, null, { offset: 0, limit: 3 }],
    [undefined, '5', null, { offset: 5, limit: undefined }],
    ['3', '5', null, { offset: 5, limit: 3 }],
    ['0', undefined, null, { offset: 0, limit: 0 }],
    ['0', '0', null, { offset: 0, limit: 0 }],
    [undefined, '-4', null, { offset: 0, limit: undefined }],
    ['10', '-4', null, { offset: 0, limit: 6 }],
    ['abc', undefined, null, { offset: 0, limit: undefined }],
    [undefined, 'abc', null, { offset: 0, limit: undefined }],
    [' 7 ', undefined, null, { offset: 0, limit: 7 }],
    [undefined, undefined, '0-9', { offset: 0, limit: 10 }],
    [undefined, undefined, '5-', { offset: 5, limit: undefined }],
    [undefined, undefined, '10-100', { offset: 10, limit: 91 }],
    ['3', undefined, '0-1', { offset: 0, limit: 2 }],
    ['5', '3', '2-4', { offset: 3, limit: 2 }],
    ['0', undefined, '3-5', { offset: 0, limit: 0 }],
    [undefined, undefined, 'bytes=0-1', { offset: 0, limit: undefined }],
    [undefined, undefined, '-5', { offset: 0, limit: undefined }],
    [undefined, undefined, '0-1, 3-4', { offset: 0, limit: undefined }],
  ])('limit %j offset %j Range %j', (limit, offset, range, expected) => {
    expect(page(limit, offset, range)).toEqual(expected)
  })

  it('reads the Range header on GET only', () => {
    for (const method of ['HEAD', 'POST', 'PATCH', 'DELETE']) {
      expect(page(undefined, undefined, '2-3', method)).toEqual({ offset: 0, limit: undefined })
      expect(refusal(() => page(undefined, undefined, '5-1', method))).toBeNull()
    }
  })

  it.each([
    ['-1', undefined, null, LIMIT],
    ['0', '5', null, LIMIT],
    ['abc', '2', null, LIMIT],
    [undefined, undefined, '1-0', LOWER_GT_UPPER],
    ['2', '5', '0-1', LIMIT],
  ])('limit %j offset %j Range %j: 416 PGRST103', (limit, offset, range, details) => {
    expect(refusal(() => page(limit, offset, range))).toEqual([416, 'PGRST103', details])
  })

  it('caps the limit at max_rows', () => {
    expect(cappedLimit({ offset: 0 }, 1000)).toBe(1000)
    expect(cappedLimit({ offset: 0, limit: 3 }, 1000)).toBe(3)
    expect(cappedLimit({ offset: 0, limit: 5000 }, 1000)).toBe(1000)
  })
})
