// A request on /rest/v1/rpc/<fn>, answered as PostgREST v14 answers it (Plan.hs callReadPlan,
// MainTx.hs, Response.hs): parse the request, find the function by the names of the arguments
// (reloading the schema cache once when it is not known), negotiate the media type, run the
// call in the request's transaction as the request's role (READ ONLY for GET and HEAD, and
// for a STABLE or IMMUTABLE function), and answer with its result read as a table:
// Content-Range, 200/206/416 with a count, 204 for a void function.
import type { Routine } from '../db/schema-cache.ts'
import { clientGone, pgrstError, PgrstError } from '../shared/errors.ts'
import type { RestContext } from './context.ts'
import { errorResponseFor } from './handler.ts'
import { checkMaxAffected, checkStrict, preferenceApplied } from './prefer.ts'
import {
  contentRange,
  negotiate,
  offsetOutOfBounds,
  rangeStatus,
  singularityError,
  toResponse,
  withBody,
  type Negotiated,
  type Reply,
} from './response.ts'
import { allowedMethods, findRoutine, returnsSingle, returnsVoid } from './rpc-plan.ts'
import { parseRpcRequest, type RpcRequest } from './rpc-request.ts'
import { buildCall } from './sql/call.ts'
import { runStatement, type StatementResult } from './transaction.ts'

export async function handleRpc(
  request: Request,
  name: string,
  ctx: RestContext,
): Promise<Response> {
  const arrived = performance.now()
  try {
    const req = await parseRpcRequest(request, ctx.maxBodyBytes)
    const routine = await lookup(req, name, ctx, arrived)
    if (req.method === 'OPTIONS') {
      return new Response(null, {
        status: 200,
        headers: { Allow: allowedMethods(routine), 'Content-Length': '0' },
      })
    }
    const negotiated = negotiate(req.accept)
    checkStrict(req.prefs)
    refuseMaxAffectedOnSingle(req, routine)
    const media = negotiated.media
    const statement = buildCall(routine, req.args, req.keys, req.query, {
      body: req.method === 'HEAD' ? 'none' : media,
      count: req.prefs.count !== undefined,
      stripNulls: negotiated.stripNulls,
      page: req.page,
      maxRows: ctx.maxRows,
      maxBodyBytes: ctx.maxResponseBytes,
    })
    const readOnly = req.method !== 'POST' || routine.volatility !== 'volatile'
    const result = await runStatement(
      request,
      { path: `/rpc/${name}`, readOnly },
      ctx,
      statement,
      (r) => check(req, negotiated, r),
    )
    return toResponse(reply(req, routine, negotiated, result), req.method === 'HEAD')
  } catch (error) {
    if (request.signal.aborted) return clientGone(request)
    return errorResponseFor(error, ctx)
  }
}

/** The function; a name or overload the cache does not know may be new: reload, look again. */
async function lookup(req: RpcRequest, name: string, ctx: RestContext, arrived: number) {
  const args = { name, keys: req.keys, post: req.method === 'POST', jsonPost: req.jsonPost }
  try {
    return findRoutine(ctx.schema.get(), args)
  } catch (error) {
    if (!(error instanceof PgrstError) || error.body.code !== 'PGRST202') throw error
    return findRoutine(await ctx.schema.refreshSince(arrived), args)
  }
}

/** failMaxAffectedRpcReturnsSingle: max-affected needs a set to count (PGRST128). */
function refuseMaxAffectedOnSingle(req: RpcRequest, routine: Routine): void {
  if (req.prefs.handling === 'strict' && req.prefs.maxAffected !== undefined) {
    if (returnsSingle(routine)) {
      throw pgrstError(
        400,
        'PGRST128',
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      )
    }
  }
}

/** Checks that roll the transaction back when they fail. */
function check(req: RpcRequest, negotiated: Negotiated, result: StatementResult): void {
  if (negotiated.media === 'single' && result.rows !== 1) throw singularityError(result.rows)
  checkMaxAffected(req.prefs, result.rows)
}

function reply(
  req: RpcRequest,
  routine: Routine,
  negotiated: Negotiated,
  result: StatementResult,
): Reply {
  const total = req.prefs.count !== undefined ? result.total : undefined
  const lower = req.page.offset
  const upper = lower + result.rows - 1
  const headers: Record<string, string> = { 'Content-Range': contentRange(lower, upper, total) }
  const applied = preferenceApplied(req.prefs, {
    resolution: false,
    return: false,
    maxAffected: true,
  })
  if (applied !== null) headers['Preference-Applied'] = applied
  if (returnsVoid(routine)) return { status: 204, headers, body: null }
  const status = rangeStatus(lower, upper, total)
  const body =
    status === 416 ? JSON.stringify(offsetOutOfBounds(lower, total!).body) : (result.body ?? '')
  const meta = { contentType: negotiated.contentType, profile: req.profile }
  return withBody({ status, headers, body: null }, body, meta, req.method !== 'HEAD')
}
