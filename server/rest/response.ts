// Status codes and headers of successful responses, as PostgREST v14's Response.hs and
// RangeQuery.hs build them (protocol.md §2.1): Content-Range, Content-Location on reads,
// Content-Type and Content-Profile only with a body, Content-Length (0 on an empty 201), and
// nothing of the sort on a 204.
import { pgrstError } from '../shared/errors.ts'

export type MediaType = 'json' | 'single' | 'csv'

export interface Negotiated {
  media: MediaType
  /** `;nulls=stripped`: null-valued keys are dropped (json_strip_nulls). */
  stripNulls: boolean
  /** The Content-Type PostgREST answers with. */
  contentType: string
}

/** The media type to answer with, from Accept (MediaType.hs, PGRST107 when none fits). */
export function negotiate(accept: string | null): Negotiated {
  const ranges = (accept ?? '*/*')
    .split(',')
    .map((part, index) => {
      const [type = '', ...rest] = part.split(';').map((s) => s.trim())
      const params = Object.fromEntries(rest.map((p) => p.split('=').map((s) => s.trim())))
      const q = params.q === undefined ? 1 : Number(params.q)
      return { type, mime: part.trim(), params, q: Number.isNaN(q) ? 1 : q, index }
    })
    .filter((r) => r.type !== '' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  if (ranges.length === 0) return fromType('json', false)
  for (const { type, params } of ranges) {
    const strip = params.nulls === 'stripped'
    switch (type.toLowerCase()) {
      case '*/*':
      case 'application/json':
        return fromType('json', false)
      case 'application/vnd.pgrst.array+json':
      case 'application/vnd.pgrst.array':
        return fromType('json', strip)
      case 'application/vnd.pgrst.object+json':
      case 'application/vnd.pgrst.object':
        return fromType('single', strip)
      case 'text/csv':
        return fromType('csv', false)
    }
  }
  throw pgrstError(
    406,
    'PGRST107',
    `None of these media types are available: ${ranges.map((r) => r.mime).join(', ')}`,
  )
}

function fromType(media: MediaType, stripNulls: boolean): Negotiated {
  if (media === 'csv') return { media, stripNulls, contentType: 'text/csv; charset=utf-8' }
  const mime =
    media === 'single'
      ? `application/vnd.pgrst.object+json${stripNulls ? ';nulls=stripped' : ''}`
      : stripNulls
        ? 'application/vnd.pgrst.array+json;nulls=stripped'
        : 'application/json'
  return { media, stripNulls, contentType: `${mime}; charset=utf-8` }
}

/** `lower-upper/total`: `*` for the range when it is empty or the total is 0. */
export function contentRange(lower: number, upper: number, total?: number): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*'
  return `${range}/${total ?? '*'}`
}

/** 200 without a count; with one, 416 past the end and 206 for a partial page. */
export function rangeStatus(lower: number, upper: number, total?: number): 200 | 206 | 416 {
  if (total === undefined) return 200
  if (lower > total) return 416
  if (upper - lower + 1 < total) return 206
  return 200
}

/** PGRST116 for a single-object request that found 0 or several rows (v13+ texts). */
export function singularityError(rows: number) {
  return pgrstError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  )
}

/** PGRST103 for an offset past the last row (with `Prefer: count=exact`). */
export function offsetOutOfBounds(offset: number, total: number) {
  return pgrstError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total} rows.`,
    null,
    { 'Content-Range': contentRange(offset, offset - 1, total) },
  )
}

export interface Reply {
  status: number
  headers: Record<string, string>
  /** null: no body, and then no Content-Type either. */
  body: string | null
  /** Content-Length even without a body (PostgREST's empty 201: `Content-Length: 0`). */
  emptyLength?: boolean
}

export interface BodyHeaders {
  contentType: string
  /** Content-Profile: public, when the request chose the schema with a profile header. */
  profile: string | null
}

/** Adds Content-Type, Content-Profile and Content-Length for a body. */
export function withBody(reply: Reply, body: string, meta: BodyHeaders, length = true): Reply {
  const headers: Record<string, string> = { ...reply.headers, 'Content-Type': meta.contentType }
  if (meta.profile !== null) headers['Content-Profile'] = meta.profile
  if (length) headers['Content-Length'] = String(Buffer.byteLength(body))
  return { ...reply, headers, body }
}

export function toResponse(reply: Reply, head = false): Response {
  const headers = new Headers(reply.headers)
  if (reply.body === null && reply.emptyLength) headers.set('Content-Length', '0')
  return new Response(head || reply.body === null ? null : reply.body, {
    status: reply.status,
    headers,
  })
}
