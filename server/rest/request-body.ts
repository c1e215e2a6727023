// The request body of a write: read with a size cap, then checked as PostgREST's
// ApiRequest/Payload.hs does (PGRST102 for empty or invalid JSON, and for an array whose
// objects have different keys when no ?columns is given).
import { pgrstError } from '../shared/errors.ts'

export interface Payload {
  /** The JSON text handed to json_to_record(set) as a parameter. */
  json: string
  /** The columns to write: ?columns if given, else the body's keys. */
  keys: string[]
  /** An object body is one row (json_to_record); anything else is rows (json_to_recordset). */
  isObject: boolean
}

/**
 * Not a PostgREST code: PostgREST leaves body limits to the proxy in front of it. The body
 * has PostgREST's shape so supabase-js reports it like any other error.
 */
function payloadTooLarge(limit: number) {
  return pgrstError(
    413,
    'PGRST413',
    'Payload too large',
    `The request body is larger than the limit of ${limit} bytes`,
  )
}

/** The body as text, refusing with 413 as soon as it passes `limit` bytes. */
export async function readBody(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > limit) throw payloadTooLarge(limit)
  if (request.body === null) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw payloadTooLarge(limit)
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

const invalidBody = (message: string, details: string | null = null) =>
  pgrstError(400, 'PGRST102', message, details)

/**
 * Bodies nested deeper than this are refused (PostgREST passes them on): PostgreSQL's JSON
 * parser recurses once per level and, with PGlite's smaller stack, failed with a 500 on
 * 10,000 levels while PostgreSQL took them; refused first, the same on both engines.
 */
const MAX_JSON_DEPTH = 128

/** True when `text` opens more than `max` arrays or objects inside each other. */
function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) {
      inString = true
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true
    } else if (c === 0x5d || c === 0x7d) {
      depth--
    }
  }
  return false
}

export function parsePayload(body: string, columns: string[] | undefined): Payload {
  if (jsonDepthExceeds(body, MAX_JSON_DEPTH)) {
    throw invalidBody(
      'Empty or invalid json',
      `The JSON is nested more than ${MAX_JSON_DEPTH} levels deep, more than this server reads`,
    )
  }
  const isObject = body.trimStart().startsWith('{')
  // With ?columns PostgREST passes the body to PostgreSQL unparsed (RawJSON): invalid JSON
  // then fails there with 22P02.
  if (columns !== undefined) return { json: body, keys: [...new Set(columns)], isObject }
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    // PostgREST drops the parser's message for a generic one (postgrest#2344).
    throw invalidBody('Empty or invalid json')
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return { json: '[]', keys: [], isObject: false }
    const keys = objectKeys(value[0])
    const same = (item: unknown) => {
      const k = objectKeys(item)
      return (
        k !== null && keys !== null && k.length === keys.length && k.every((x) => keys.includes(x))
      )
    }
    if (keys === null || !value.every(same)) throw invalidBody('All object keys must match')
    return { json: body, keys, isObject: false }
  }
  const keys = objectKeys(value)
  // Any other JSON value is taken as an empty array, as PostgREST does.
  if (keys === null) return { json: '[]', keys: [], isObject: false }
  return { json: body, keys, isObject: true }
}

function objectKeys(value: unknown): string[] | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null
  return Object.keys(value)
}
