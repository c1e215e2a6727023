// PostgREST-shaped errors: {"code","details","hint","message"} with keys in that
// (alphabetical) order, compact, as aeson writes them (reference §2.2).

export interface PgrstErrorBody {
  code: string
  details: string | null
  hint: string | null
  message: string
}

/** A protocol error that the request handler turns into a response. */
export class PgrstError extends Error {
  readonly status: number
  readonly body: PgrstErrorBody
  readonly headers: Record<string, string>

  constructor(status: number, body: PgrstErrorBody, headers: Record<string, string> = {}) {
    super(body.message)
    this.status = status
    this.body = body
    this.headers = headers
  }
}

export function pgrstError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): PgrstError {
  return new PgrstError(status, { code, details, hint, message }, headers)
}

/** The response for an error: JSON body, Content-Length, and Proxy-Status (v13+). */
export function errorResponse(error: PgrstError): Response {
  const { code, details, hint, message } = error.body
  const text = JSON.stringify({ code, details, hint, message })
  return new Response(text, {
    status: error.status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(text)),
      'Proxy-Status': `PostgREST; error=${code}`,
      ...error.headers,
    },
  })
}
