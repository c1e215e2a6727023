// What Supabase's API gateway does before PostgREST sees a request (protocol.md §2.5), and what
// keeps a web page on another site away from a calendar on this machine:
//   - the origin: a browser request from a page on another site (its Origin, or a
//     cross-site Sec-Fetch-Site without one) is refused with 403 unless that origin is
//     allowed: loopback origins always are (the app served by this server, the dev server,
//     the benchmark's pages), others only when named with --allow-origin;
//   - the key: a request without an `apikey` (header or `?apikey=`) gets the hosted gateway's
//     401, one whose key this server did not issue its other 401. The key travels on to the
//     CLI gateway's Authorization rewrite (shared/auth.ts), taken off the query string first, as
//     Kong's key-auth (hide_credentials) does.
import type { IncomingMessage } from 'node:http'

export interface OriginPolicy {
  /** Exact origins (scheme://host[:port], lower case, default port dropped), or '*' for any. */
  allowed: readonly string[]
}

/** Lower-cased scheme://host[:port] with the default port dropped, or null if not an origin. */
export function normalizeOrigin(value: string): string | null {
  if (value === '*') return '*'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username !== '' || url.password !== '') return null
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') return null
  return url.origin
}

/** 127.0.0.0/8, ::1, localhost and *.localhost (which browsers resolve to loopback). */
function isLoopbackHostname(hostname: string): boolean {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    bare === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)
  )
}

const isIpLiteral = (hostname: string) =>
  /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) || hostname.startsWith('[')

/**
 * Whether a browser request from `origin` may reach the API. Besides the loopback and listed
 * origins, a page of this very server reached by an IP address (say, from another machine of
 * the LAN when listening on 0.0.0.0) is same-origin. Not by a host name: a name is what a DNS
 * rebinding attack controls, and its page would look same-origin too.
 */
export function originAllowed(origin: string, host: string | null, policy: OriginPolicy): boolean {
  if (policy.allowed.includes('*')) return true
  const normalized = normalizeOrigin(origin)
  if (normalized === null || normalized === '*') return false
  const { hostname } = new URL(normalized)
  if (isLoopbackHostname(hostname)) return true
  if (policy.allowed.includes(normalized)) return true
  if (host !== null && isIpLiteral(host.replace(/:\d+$/, '').toLowerCase())) {
    return (
      normalized === `http://${host.toLowerCase()}` ||
      normalized === `https://${host.toLowerCase()}`
    )
  }
  return false
}

const gatewayJson = (status: number, body: { message: string; hint?: string }) => {
  const text = JSON.stringify(body)
  return new Response(text, {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(text)),
    },
  })
}

/** The hosted gateway's answer to a request with no key (protocol.md §2.5). */
export const noApiKey = () =>
  gatewayJson(401, {
    message: 'No API key found in request',
    hint: 'No `apikey` request header or url param was found.',
  })

/** The hosted gateway's answer to a key it does not know (protocol.md §2.5). */
export const invalidApiKey = () =>
  gatewayJson(401, {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  })

/** A browser request from a page this server does not serve to; same shape as the others. */
export const originRefused = (origin: string) =>
  gatewayJson(403, {
    message: `Requests from the origin ${origin} are not allowed`,
    hint: `Start the server with --allow-origin ${origin} to allow them.`,
  })

/**
 * The Origin a browser request came from, or, for a browser request without one (a cross-site
 * <img> or <script>: Sec-Fetch-Site says so), 'null'. Null for non-browser requests.
 */
export function requestOrigin(request: Request): string | null {
  const origin = request.headers.get('origin')
  if (origin !== null) return origin
  const site = request.headers.get('sec-fetch-site')
  return site === 'cross-site' || site === 'same-site' ? 'null' : null
}

/**
 * The origin rule for a websocket handshake, which node hands over as an IncomingMessage (not
 * a fetch Request): true when a page of an origin not allowed opens it. A client that sends no
 * Origin is not a browser page, and is not refused here.
 */
export function handshakeRefused(request: IncomingMessage, policy: OriginPolicy): boolean {
  const origin = request.headers.origin
  return origin !== undefined && !originAllowed(origin, request.headers.host ?? null, policy)
}

export interface KeyedRequest {
  /** The request as PostgREST would get it: `apikey` moved from the query string to a header. */
  request: Request
  apikey: string | null
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/**
 * Finds the key in the `apikey` header or `?apikey=` (the header wins, as in Kong). The query
 * string loses only its apikey pairs; the rest stays byte for byte.
 */
export function takeApiKey(request: Request): KeyedRequest {
  const header = request.headers.get('apikey')
  const url = new URL(request.url)
  const pairs = url.search.replace(/^\?/, '').split('&')
  const isKey = (pair: string) => decode(pair.split('=')[0]!) === 'apikey'
  const keyPair = pairs.find(isKey)
  if (keyPair === undefined) return { request, apikey: header }
  const fromQuery = decode(keyPair.slice(keyPair.indexOf('=') + 1 || keyPair.length))
  const rest = pairs.filter((pair) => !isKey(pair)).join('&')
  url.search = rest === '' ? '' : `?${rest}`
  const apikey = header ?? fromQuery
  const headers = new Headers(request.headers)
  headers.set('apikey', apikey)
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : request.body
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    body,
    signal: request.signal,
  }
  if (body !== null) init.duplex = 'half'
  return { request: new Request(url, init), apikey }
}
