// Everything a request on /rest/v1/rpc/<fn> says before the function is looked up, checked in
// PostgREST's order (ApiRequest.hs userApiRequest): the schema profile (PGRST106), the method
// (PGRST101), the query string (PGRST100; on GET and HEAD a value without an operator is an
// argument), the range (PGRST103), then the body (PGRST102). Preferences and the media type
// are read here but checked after the function is found, as Plan.hs callReadPlan does.
import { pgrstError } from '../shared/errors.ts'
import { parsePrefer, type Preferences } from './prefer.ts'
import { parseQueryParams, type QueryParams } from './parse/query-params.ts'
import { decodeQuery } from './parse/query-string.ts'
import { requestedPage, type Page } from './range.ts'
import { checkProfile } from './request.ts'
import { parsePayload, readBody } from './request-body.ts'

export type RpcMethod = 'GET' | 'HEAD' | 'POST' | 'OPTIONS'

/**
 * The arguments: named values from the query string (GET, HEAD) or a form body (DirectArgs),
 * or a JSON body handed to PostgreSQL as it came (JsonArgs).
 */
export type RpcArgs =
  | { kind: 'direct'; pairs: [name: string, value: string][] }
  | {
      kind: 'json'
      /** The body; `[]` for a JSON scalar, '' for an empty body (PostgREST's payloads). */
      raw: string
      /** An object is one row of arguments; an array's first element is (json_to_recordset). */
      isObject: boolean
    }

export interface RpcRequest {
  method: RpcMethod
  query: QueryParams
  page: Page
  args: RpcArgs
  /**
   * The argument names the function is chosen by (findProc's argumentsKeys): the query's or
   * the form's names, the JSON body's keys (an array's first object's), or `?columns`.
   */
  keys: string[]
  /** POST with a JSON body: a function with one unnamed json or jsonb parameter may take it. */
  jsonPost: boolean
  prefs: Preferences
  accept: string | null
  /** Content-Profile of the response: set when the request chose the schema by a header. */
  profile: string | null
}

export async function parseRpcRequest(request: Request, maxBodyBytes: number): Promise<RpcRequest> {
  const method = request.method.toUpperCase()
  // The body is read first, and refused first when too large, as for tables.
  const bodyText = method === 'POST' ? await readBody(request, maxBodyBytes) : ''
  const readsProfile = method === 'GET' || method === 'HEAD' || method === 'OPTIONS'
  const profile = request.headers.get(readsProfile ? 'accept-profile' : 'content-profile')
  checkProfile(profile)
  if (!['GET', 'HEAD', 'POST', 'OPTIONS'].includes(method)) {
    throw pgrstError(405, 'PGRST101', `Cannot use the ${request.method} method on RPC`)
  }
  const rpcRead = method === 'GET' || method === 'HEAD'
  const query = parseQueryParams(new URL(request.url).search, { rpcRead })
  const page = requestedPage(
    method,
    query.limitText,
    query.offsetText,
    request.headers.get('range'),
  )
  const common = {
    method: method as RpcMethod,
    query,
    page,
    prefs: parsePrefer(request.headers.get('prefer')),
    accept: request.headers.get('accept'),
    profile,
  }
  if (method !== 'POST') {
    const pairs = query.rpcArgs
    return { ...common, args: { kind: 'direct', pairs }, keys: names(pairs), jsonPost: false }
  }
  const mime = (request.headers.get('content-type') ?? 'application/json')
    .split(';')[0]!
    .trim()
    .toLowerCase()
  if (mime === 'application/x-www-form-urlencoded') {
    const pairs = decodeQuery(bodyText).map(([k, v]): [string, string] => [k, v ?? ''])
    return { ...common, args: { kind: 'direct', pairs }, keys: names(pairs), jsonPost: false }
  }
  // PostgREST also reads CSV bodies, and passes text/plain, text/xml and
  // application/octet-stream bodies whole to a function's single unnamed parameter; this
  // server takes JSON and forms, and says so with PostgREST's text for any other type.
  if (mime !== 'application/json') {
    throw pgrstError(400, 'PGRST102', `Content-Type not acceptable: ${mime}`)
  }
  // An empty body is `{}`: a function called without arguments.
  if (bodyText === '' && query.columns === undefined) {
    return { ...common, args: { kind: 'json', raw: '', isObject: true }, keys: [], jsonPost: true }
  }
  const payload = parsePayload(bodyText, query.columns)
  return {
    ...common,
    args: { kind: 'json', raw: payload.json, isObject: payload.isObject },
    keys: payload.keys,
    jsonPost: true,
  }
}

const names = (pairs: [string, string][]) => [...new Set(pairs.map(([name]) => name))]
