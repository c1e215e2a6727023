// Everything a table request says before the database is asked, checked in PostgREST's order
// (ApiRequest.hs userApiRequest): method, schema profile (PGRST106), query string (PGRST100),
// range (PGRST103), body (PGRST102), then preferences (PGRST122) and media type (PGRST107).
import { pgrstError } from '../shared/errors.ts'
import { checkStrict, parsePrefer, type Preferences } from './prefer.ts'
import { parseQueryParams, type QueryParams } from './parse/query-params.ts'
import { requestedPage, type Page } from './range.ts'
import { parsePayload, readBody, type Payload } from './request-body.ts'
import { negotiate, type Negotiated } from './response.ts'

export type Method = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE'

export interface RestRequest {
  method: Method
  query: QueryParams
  /** The top-level page: limit/offset and, on GET, the Range header (range.ts). */
  page: Page
  prefs: Preferences
  negotiated: Negotiated
  /** Content-Profile of the response: set when the request chose the schema by a header. */
  profile: string | null
  /** POST and PATCH only. */
  payload?: Payload
}

const METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']
/** This server exposes one schema (Supabase exposes public and graphql_public). */
const EXPOSED_SCHEMAS = ['public']

/** 406 PGRST106 for an Accept-Profile or Content-Profile naming a schema not exposed. */
export function checkProfile(profile: string | null): void {
  if (profile !== null && !EXPOSED_SCHEMAS.includes(profile)) {
    throw pgrstError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${EXPOSED_SCHEMAS.join(', ')}`,
    )
  }
}

export async function parseRestRequest(
  request: Request,
  maxBodyBytes: number,
): Promise<RestRequest> {
  const method = request.method.toUpperCase()
  if (!METHODS.includes(method)) {
    throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`)
  }
  const reads = method === 'GET' || method === 'HEAD'
  const writesBody = method === 'POST' || method === 'PATCH'
  // PostgREST reads the whole body before anything else; refuse an oversized one first.
  const bodyText = writesBody ? await readBody(request, maxBodyBytes) : ''
  const profile = request.headers.get(reads ? 'accept-profile' : 'content-profile')
  checkProfile(profile)
  const query = parseQueryParams(new URL(request.url).search)
  const page = requestedPage(
    method,
    query.limitText,
    query.offsetText,
    request.headers.get('range'),
  )
  let payload: Payload | undefined
  if (writesBody) {
    checkContentType(request.headers.get('content-type'))
    payload = parsePayload(bodyText, query.columns)
  }
  const prefs = parsePrefer(request.headers.get('prefer'))
  checkStrict(prefs)
  const negotiated = negotiate(request.headers.get('accept'))
  return {
    method: method as Method,
    query,
    page,
    prefs,
    negotiated,
    profile: profile === null ? null : profile,
    payload,
  }
}

/**
 * PostgREST also takes CSV and form bodies; this server takes JSON only, and says so with
 * PostgREST's text for a body type it cannot use.
 */
function checkContentType(header: string | null): void {
  const mime = (header ?? 'application/json').split(';')[0]!.trim().toLowerCase()
  if (mime !== 'application/json') {
    throw pgrstError(400, 'PGRST102', `Content-Type not acceptable: ${mime}`)
  }
}
