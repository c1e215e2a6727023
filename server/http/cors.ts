// CORS as PostgREST sends it when a request has an Origin (`Cors.hs`, through wai-cors;
// protocol.md §6; PostgREST's CorsSpec): the request's headers allowed back plus
// Authorization, and Content-Range exposed so the browser can read counts. Unlike PostgREST's
// `*`, only origins the gateway allows (gateway.ts) are named: the request's own origin is
// echoed, with `Vary: Origin`, or `*` when the server was told to allow any.

// wai-cors unions the policy's lists with the CORS-safelisted methods and headers, which is
// where HEAD and the trailing Accept, Accept-Language, Content-Language come from.
const ALLOW_METHODS = 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD'
const SIMPLE_HEADERS = ['Accept', 'Accept-Language', 'Content-Language']
const EXPOSE_HEADERS =
  'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit'

/** An OPTIONS request with Origin and Access-Control-Request-Method, answered by CORS alone. */
export function isPreflight(request: Request): boolean {
  return (
    request.method === 'OPTIONS' &&
    request.headers.has('origin') &&
    request.headers.has('access-control-request-method')
  )
}

/** `*` when any origin is allowed, else the request's own (already checked) origin. */
export type AllowOrigin = '*' | 'echo'

const allowOriginHeaders = (request: Request, allow: AllowOrigin): Record<string, string> =>
  allow === '*'
    ? { 'Access-Control-Allow-Origin': '*' }
    : { 'Access-Control-Allow-Origin': request.headers.get('origin')!, Vary: 'Origin' }

export function preflightResponse(request: Request, allow: AllowOrigin = '*'): Response {
  const requested = (request.headers.get('access-control-request-headers') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
  const allowed = ['Authorization', ...requested]
  const lower = new Set(allowed.map((name) => name.toLowerCase()))
  for (const name of SIMPLE_HEADERS) if (!lower.has(name.toLowerCase())) allowed.push(name)
  return new Response(null, {
    status: 200,
    headers: {
      ...allowOriginHeaders(request, allow),
      'Access-Control-Allow-Methods': ALLOW_METHODS,
      'Access-Control-Allow-Headers': allowed.join(', '),
      'Access-Control-Max-Age': '86400',
    },
  })
}

/**
 * Adds the headers of an actual (non-preflight) cross-origin response, when Origin is set.
 * `expose`: headers to expose besides PostgREST's (the auth service's X-Supabase-Api-Version).
 */
export function withCors(
  request: Request,
  response: Response,
  allow: AllowOrigin = '*',
  expose: readonly string[] = [],
): Response {
  if (!request.headers.has('origin')) return response
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(allowOriginHeaders(request, allow))) {
    if (name === 'Vary') headers.append(name, value)
    else headers.set(name, value)
  }
  headers.set('Access-Control-Expose-Headers', [EXPOSE_HEADERS, ...expose].join(', '))
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
