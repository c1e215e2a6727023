// PostgREST-shaped errors: {"code","details","hint","message"} with keys in that
// (alphabetical) order, compact, as aeson writes them (protocol.md §2.2).

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

/**
 * The HTTP status PostgREST v14 gives a PostgreSQL error (Error.hs pgErrorStatus, reference
 * protocol.md §2.3). `authenticated` means the request's role is not the anonymous role.
 */
function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42883': message.startsWith('function xmlagg(') ? 406 : 404,
    '42P01': 404,
    '42P17': 500,
    '42501': authenticated ? 403 : 401,
    // pg-safeupdate's error is the client's fault; other cardinality errors are the server's.
    '21000': message.endsWith('requires a WHERE clause') ? 400 : 500,
    // A JWT naming a role that does not exist (v13.0.1+, postgrest#3601).
    '22023': message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400,
  }
  if (code in exact) return exact[code]!
  const prefix: Record<string, number> = {
    '08': 503, '09': 500, '0L': 403, '0P': 403, '25': 500, '28': 403, '2D': 500, '38': 500,
    '39': 500, '3B': 500, '40': 500, '53': 503, '54': 500, '55': 500, '57': 500, '58': 500,
    F0: 500, HV: 500, P0: 500, XX: 500,
  } // prettier-ignore
  const head = code.slice(0, 2)
  if (head in prefix) return prefix[head]!
  if (head === 'PT') {
    const status = Number(code.slice(2))
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500
  }
  return 400
}

/** A PostgreSQL error as PostgREST answers it: SQLSTATE, detail and hint passed through. */
export function fromPgError(
  error: { code: string; message: string; detail?: string; hint?: string },
  authenticated: boolean,
): PgrstError {
  if (error.code === 'PGRST') return raisedPgrst(error.message, error.detail)
  const status = statusForSqlState(error.code, error.message, authenticated)
  // Every 401 carries WWW-Authenticate: Bearer (Error.hs, instance PgrstError PgError).
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}
  return pgrstError(
    status,
    error.code,
    error.message,
    error.detail || null,
    error.hint || null,
    headers,
  )
}

/**
 * `RAISE SQLSTATE 'PGRST' USING MESSAGE = '<json>', DETAIL = '<json>'` (PostgREST v12+,
 * Error.hs parseRaisePGRST): the function decides the whole answer. MESSAGE is an object
 * with `code` and `message` (strings) and optional `details` and `hint`; DETAIL an object
 * with `status` (an integer), `headers` (an object of strings) and optional `status_text`
 * (a reason phrase, which this server does not send). Anything else is 500 PGRST121.
 * A status outside 200-599, or a header name or value HTTP cannot carry, is not used: the
 * status is then 500 and the header left out.
 */
function raisedPgrst(message: string, detail: string | undefined): PgrstError {
  const parsed = (text: string) => {
    try {
      const value: unknown = JSON.parse(text)
      return value !== null && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : null
    } catch {
      return null
    }
  }
  const optionalText = (value: unknown) =>
    value === undefined || value === null || typeof value === 'string'
  const body = parsed(message)
  if (
    body === null ||
    typeof body.code !== 'string' ||
    typeof body.message !== 'string' ||
    !optionalText(body.details) ||
    !optionalText(body.hint)
  ) {
    return raiseParseError(
      `Invalid JSON value for MESSAGE: '${message}'`,
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    )
  }
  const detailHint =
    "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'."
  if (detail === undefined || detail === '') {
    return raiseParseError('DETAIL is missing in the RAISE statement', detailHint)
  }
  const options = parsed(detail)
  const headers = options?.headers
  if (
    options === null ||
    !Number.isInteger(options.status) ||
    !optionalText(options.status_text) ||
    headers === null ||
    typeof headers !== 'object' ||
    Array.isArray(headers) ||
    !Object.values(headers).every((v) => typeof v === 'string')
  ) {
    return raiseParseError(`Invalid JSON value for DETAIL: '${detail}'`, detailHint)
  }
  const status = options.status as number
  const sendable = Object.entries(headers as Record<string, string>).filter(
    ([name, value]) =>
      /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) && /^[\t\x20-\x7e\x80-\xff]*$/.test(value),
  )
  return pgrstError(
    status >= 200 && status <= 599 ? status : 500,
    body.code,
    body.message,
    (body.details as string | null | undefined) ?? null,
    (body.hint as string | null | undefined) ?? null,
    Object.fromEntries(sendable),
  )
}

const raiseParseError = (details: string, hint: string) =>
  pgrstError(
    500,
    'PGRST121',
    `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
    details,
    hint,
  )

/**
 * The client went away before its answer was ready (its connection closed): one line in the
 * log, not an error with a stack, and an answer nobody will read.
 */
export function clientGone(request: Request): Response {
  if (!told.has(request)) {
    told.add(request)
    const { pathname } = new URL(request.url)
    console.error(
      `calendar-server: the client closed the connection before the answer (${request.method} ${pathname})`,
    )
  }
  return new Response(null, { status: 499 })
}

/** Requests already reported by clientGone: one line each, however many layers notice. */
const told = new WeakSet<Request>()
