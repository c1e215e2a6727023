import { describe, expect, it } from 'vitest'
import { PgrstError } from '../shared/errors.ts'
import {
  contentRange,
  negotiate,
  offsetOutOfBounds,
  rangeStatus,
  singularityError,
  toResponse,
  withBody,
} from './response.ts'

// RangeQuery.hs: `*` for the range when it is empty or the total is 0; `*` total without count.
describe('contentRange and rangeStatus', () => {
  it.each([
    [0, 0, undefined, '0-0/*', 200],
    [0, 13, undefined, '0-13/*', 200],
    [0, -1, undefined, '*/*', 200],
    [0, 9, 25, '0-9/25', 206],
    [2, 4, 15, '2-4/15', 206],
    [0, 14, 15, '0-14/15', 200],
    [0, -1, 0, '*/0', 200],
    [100, 99, 15, '*/15', 416],
    [1, 0, undefined, '*/*', 200], // inserts and deletes: contentRangeH 1 0
    [1, 0, 3, '*/3', 206],
  ])('%i-%i of %s', (lower, upper, total, header, status) => {
    expect(contentRange(lower, upper, total)).toBe(header)
    expect(rangeStatus(lower, upper, total)).toBe(status)
  })
})

describe('negotiate', () => {
  it.each([
    [null, 'json', 'application/json; charset=utf-8'],
    ['*/*', 'json', 'application/json; charset=utf-8'],
    ['application/json', 'json', 'application/json; charset=utf-8'],
    [
      'application/vnd.pgrst.object+json',
      'single',
      'application/vnd.pgrst.object+json; charset=utf-8',
    ],
    [
      'ApplicatIon/vnd.PgRsT.object+json',
      'single',
      'application/vnd.pgrst.object+json; charset=utf-8',
    ],
    [
      'application/vnd.pgrst.object+json;nulls=stripped',
      'single',
      'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8',
    ],
    ['text/csv;q=0.5, application/json', 'json', 'application/json; charset=utf-8'],
    ['text/csv', 'csv', 'text/csv; charset=utf-8'],
    ['text/csv; version=1, application/json', 'csv', 'text/csv; charset=utf-8'],
  ])('%s', (accept, media, contentType) => {
    expect(negotiate(accept)).toMatchObject({ media, contentType })
  })

  it('answers PGRST107 when nothing acceptable can be produced', () => {
    expect(() => negotiate('text/xml')).toThrow(PgrstError)
    try {
      negotiate('text/plain, text/xml')
    } catch (error) {
      expect((error as PgrstError).status).toBe(406)
      expect((error as PgrstError).body.message).toBe(
        'None of these media types are available: text/plain, text/xml',
      )
    }
  })
})

describe('errors', () => {
  it('PGRST116 has the v13+ texts', () => {
    expect(singularityError(0).body).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    })
  })

  it('PGRST103 for an offset past the end carries Content-Range */total', () => {
    const error = offsetOutOfBounds(100, 15)
    expect(error.status).toBe(416)
    expect(error.body.details).toBe('An offset of 100 was requested, but there are only 15 rows.')
    expect(error.headers['Content-Range']).toBe('*/15')
  })
})

describe('toResponse', () => {
  const meta = { contentType: 'application/json; charset=utf-8', profile: 'public' }

  it('a body brings Content-Type, Content-Profile and Content-Length', async () => {
    const response = toResponse(
      withBody({ status: 200, headers: {}, body: null }, '[{"a":"é"}]', meta),
    )
    const headers: Record<string, string> = {}
    response.headers.forEach((value, name) => {
      headers[name] = value
    })
    expect(headers).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'content-profile': 'public',
      'content-length': '12',
    })
    expect(await response.text()).toBe('[{"a":"é"}]')
  })

  it('an empty 201 has Content-Length: 0 and no Content-Type', () => {
    const response = toResponse({
      status: 201,
      headers: { 'Content-Range': '*/*' },
      body: null,
      emptyLength: true,
    })
    expect(response.headers.get('content-length')).toBe('0')
    expect(response.headers.get('content-type')).toBeNull()
  })

  it('a 204 has neither Content-Type nor Content-Length', () => {
    const response = toResponse({ status: 204, headers: { 'Content-Range': '0-0/*' }, body: null })
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('content-type')).toBeNull()
  })

  it('HEAD keeps the headers and drops the body', async () => {
    const reply = withBody({ status: 200, headers: {}, body: null }, '[]', meta, false)
    const response = toResponse(reply, true)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('content-length')).toBeNull()
    expect(await response.text()).toBe('')
  })
})
