// Asserts one response against a case's expectation, plus what every PostgREST v14 response
// obeys (protocol.md §2.1-protocol.md §2.2): no 5xx for client input, Content-Length on every body, no
// Content-Type or Content-Length on 204, and errors as compact {code,details,hint,message}
// with Proxy-Status.
import { expect } from 'vitest'
import type { ExpectedResponse } from './cases/types.ts'
import type { HttpResult } from './harness.ts'

/** True when the value holds no vitest asymmetric matcher, so it has one exact encoding. */
function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true
  if (typeof (value as { asymmetricMatch?: unknown }).asymmetricMatch === 'function') return false
  return Object.values(value as object).every(isPlainJson)
}

export function describeResult(result: HttpResult): string {
  const lines: string[] = []
  result.headers.forEach((value, name) => lines.push(`${name}: ${value}`))
  const headers = lines.join('\n  ')
  return `HTTP ${result.status}\n  ${headers}\n${result.text}`
}

export function checkInvariants(result: HttpResult, method = 'GET'): void {
  const where = describeResult(result)
  expect(result.status, `no 5xx for client input\n${where}`).toBeLessThan(500)
  if (result.status === 204) {
    expect(result.text, where).toBe('')
    expect(result.headers.get('content-type'), `204 has no Content-Type\n${where}`).toBeNull()
    expect(result.headers.get('content-length'), `204 has no Content-Length\n${where}`).toBeNull()
  }
  if (result.text !== '' && method !== 'HEAD') {
    expect(result.headers.get('content-type'), `a body has a Content-Type\n${where}`).toBeTruthy()
    expect(result.headers.get('content-length'), `Content-Length matches the body\n${where}`).toBe(
      String(Buffer.byteLength(result.text)),
    )
  }
  if (result.status >= 400) {
    expect(result.headers.get('content-type'), where).toBe('application/json; charset=utf-8')
    const body = result.json as Record<string, unknown> | undefined
    expect(body, `error body is JSON\n${where}`).toBeTypeOf('object')
    expect(Object.keys(body ?? {}), `error keys\n${where}`).toEqual([
      'code',
      'details',
      'hint',
      'message',
    ])
    // A 416 for an offset past a counted total is built by the read path (Response.hs), which
    // adds no Proxy-Status; every other error goes through Error.hs, which does.
    const countedRange =
      result.status === 416 && /^\*\/\d+$/.test(result.headers.get('content-range') ?? '')
    if (!countedRange) {
      expect(result.headers.get('proxy-status'), where).toBe(`PostgREST; error=${body?.code}`)
    }
  }
  if (result.status === 401) {
    expect(result.headers.get('www-authenticate'), `401 has WWW-Authenticate\n${where}`).toMatch(
      /^Bearer/,
    )
  }
}

export function checkResponse(result: HttpResult, expected: ExpectedResponse, method = 'GET') {
  const where = describeResult(result)
  expect(result.status, where).toBe(expected.status)
  if (expected.json !== undefined) {
    expect(result.json, where).toEqual(expected.json)
    // Error bodies come out compact with sorted keys (aeson): byte for byte (protocol.md §2.2).
    if (expected.status >= 400 && isPlainJson(expected.json)) {
      expect(result.text, where).toBe(JSON.stringify(expected.json))
    }
  }
  if (expected.text !== undefined) expect(result.text, where).toBe(expected.text)
  for (const [name, value] of Object.entries(expected.headers ?? {})) {
    expect(result.headers.get(name), `header ${name}\n${where}`).toBe(value)
  }
  for (const name of expected.absent ?? []) {
    expect(result.headers.get(name), `header ${name} absent\n${where}`).toBeNull()
  }
  checkInvariants(result, method)
}
