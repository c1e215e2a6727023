// CORS as PostgREST sends it when a request has an Origin (`Cors.hs`, through wai-cors;
// protocol.md §6; PostgREST's CorsSpec): any origin, the request's headers allowed back plus
// Authorization, and Content-Range exposed so the browser can read counts.

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

export function preflightResponse(request: Request): Response {
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
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': ALLOW_METHODS,
      'Access-Control-Allow-Headers': allowed.join(', '),
      'Access-Control-Max-Age': '86400',
    },
  })
}

/** Adds the headers of an actual (non-preflight) cross-origin response, when Origin is set. */
export function withCors(request: Request, response: Response): Response {
  if (!request.headers.has('origin')) return response
  const headers = new Headers(response.headers)
  headers.set('Access-Control-Allow-Origin', '*')
  headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS)
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
