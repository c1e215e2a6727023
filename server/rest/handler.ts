// A request on /rest/v1/<table>, answered as PostgREST v14 answers it: parse and check the
// request, find the table (reloading the schema cache once when it is not known), build one
// parameterised statement, run it in the request's transaction, shape the response.
import { DatabaseUnavailable, isPgError } from '../db/database.ts'
import { clientGone, errorResponse, fromPgError, pgrstError, PgrstError } from '../shared/errors.ts'
import { checkMaxAffected, preferenceApplied } from './prefer.ts'
import type { RestContext } from './context.ts'
import { parseRestRequest, type RestRequest } from './request.ts'
import { runStatement, type StatementResult } from './transaction.ts'
import {
  contentRange,
  offsetOutOfBounds,
  rangeStatus,
  singularityError,
  toResponse,
  withBody,
  type Reply,
} from './response.ts'
import type { SchemaCache, Table } from '../db/schema-cache.ts'
import {
  buildDelete,
  buildInsert,
  buildRead,
  buildUpdate,
  type Shape,
  type Statement,
} from './sql/statements.ts'

export async function handleRest(
  request: Request,
  table: string,
  ctx: RestContext,
): Promise<Response> {
  const arrived = performance.now()
  try {
    const req = await parseRestRequest(request, ctx.maxBodyBytes)
    const { found, statement } = await plan(req, table, ctx, arrived)
    const result = await runStatement(request, table, ctx, statement, (r) => check(req, r))
    return toResponse(reply(req, found, result), req.method === 'HEAD')
  } catch (error) {
    if (request.signal.aborted) return clientGone(request)
    return errorResponseFor(error, ctx)
  }
}

/** The answer for anything a request handler threw (PostgREST's Error.hs shapes). */
export function errorResponseFor(error: unknown, ctx: RestContext): Response {
  if (error instanceof PgrstError) return errorResponse(error)
  if (isPgError(error)) return errorResponse(fromPgError(error, ctx.role !== 'anon'))
  if (error instanceof DatabaseUnavailable) {
    const code = { connect: 'PGRST000', lost: 'PGRST001', 'pool-timeout': 'PGRST003' }[error.kind]
    const status = error.kind === 'pool-timeout' ? 504 : 503
    const details = error.kind === 'pool-timeout' ? null : error.details
    console.error(`calendar-server: ${error.message} (${error.details})`)
    return errorResponse(pgrstError(status, code, error.message, details))
  }
  console.error('rest-handler: unexpected error:', error)
  return errorResponse(pgrstError(500, 'XX000', 'Internal server error'))
}

/**
 * The table and the statement. A table or column the cache does not know may have been
 * created since it was loaded: reload (see SchemaCacheStore) and try once more.
 */
async function plan(req: RestRequest, name: string, ctx: RestContext, arrived: number) {
  const attempt = (cache: SchemaCache) => {
    const found = cache.table(name)
    if (found === undefined) {
      throw pgrstError(
        404,
        'PGRST205',
        `Could not find the table 'public.${name}' in the schema cache`,
        null,
        cache.tableHint(name),
      )
    }
    return { found, statement: build(req, found, ctx) }
  }
  try {
    return attempt(ctx.schema.get())
  } catch (error) {
    const miss =
      error instanceof PgrstError && ['PGRST205', 'PGRST204', '42703'].includes(error.body.code)
    if (!miss) throw error
    return attempt(await ctx.schema.refreshSince(arrived))
  }
}

function shape(req: RestRequest, wantsBody: boolean): Shape {
  const { media } = req.negotiated
  const body = !wantsBody ? 'none' : media === 'json' ? 'array' : media
  return { body, count: req.prefs.count !== undefined, stripNulls: req.negotiated.stripNulls }
}

function build(req: RestRequest, table: Table, ctx: RestContext): Statement {
  const { query, prefs } = req
  const representation = prefs.return === 'representation'
  switch (req.method) {
    case 'GET':
    case 'HEAD':
      return buildRead(table, query, {
        ...shape(req, req.method === 'GET'),
        page: req.page,
        maxRows: ctx.maxRows,
        maxBodyBytes: ctx.maxResponseBytes,
      })
    case 'POST': {
      const target = conflictTarget(req, table)
      const conflict =
        prefs.resolution && target
          ? {
              columns: target,
              action:
                prefs.resolution === 'merge-duplicates' ? ('merge' as const) : ('ignore' as const),
            }
          : undefined
      return buildInsert(table, query, req.payload!, { ...shape(req, representation), conflict })
    }
    case 'PATCH':
      refuseRange(req)
      return buildUpdate(table, query, req.payload!, shape(req, representation))
    case 'DELETE':
      refuseRange(req)
      return buildDelete(table, query, shape(req, representation))
  }
}

/** on_conflict columns, else the primary key; none means resolution does not apply. */
function conflictTarget(req: RestRequest, table: Table): string[] | null {
  if (req.query.onConflict !== undefined) return req.query.onConflict
  return table.primaryKey.length > 0 ? table.primaryKey : null
}

/** PostgREST v14 limits an UPDATE/DELETE by limit+order; this server does not, so it refuses. */
function refuseRange(req: RestRequest): void {
  if (req.query.limit !== undefined || req.query.offset !== undefined) {
    throw pgrstError(
      400,
      'PGRST100',
      'limit and offset on PATCH and DELETE are not supported by this server',
    )
  }
}

/** Checks that roll the transaction back when they fail. */
function check(req: RestRequest, result: StatementResult): void {
  if (req.method === 'PATCH' || req.method === 'DELETE') checkMaxAffected(req.prefs, result.rows)
  if (req.negotiated.media === 'single' && result.rows !== 1) throw singularityError(result.rows)
}

function reply(req: RestRequest, table: Table, result: StatementResult): Reply {
  const { prefs, query } = req
  const count = prefs.count !== undefined
  const applied = preferenceApplied(prefs, {
    resolution: req.method === 'POST' && conflictTarget(req, table) !== null,
    return: req.method === 'POST' || req.method === 'PATCH' || req.method === 'DELETE',
    maxAffected: req.method === 'PATCH' || req.method === 'DELETE',
  })
  const headers: Record<string, string> = {}
  const meta = { contentType: req.negotiated.contentType, profile: req.profile }
  const representation = prefs.return === 'representation' && result.body !== null
  const total = count
    ? req.method === 'GET' || req.method === 'HEAD'
      ? result.total
      : result.rows
    : undefined

  switch (req.method) {
    case 'GET':
    case 'HEAD': {
      const lower = req.page.offset
      const upper = lower + result.rows - 1
      const status = rangeStatus(lower, upper, total)
      headers['Content-Range'] = contentRange(lower, upper, total)
      headers['Content-Location'] =
        `/${table.name}${query.canonical === '' ? '' : `?${query.canonical}`}`
      if (applied !== null) headers['Preference-Applied'] = applied
      const body =
        status === 416 ? JSON.stringify(offsetOutOfBounds(lower, total!).body) : (result.body ?? '')
      return withBody({ status, headers, body: null }, body, meta, req.method === 'GET')
    }
    case 'POST': {
      headers['Content-Range'] = contentRange(1, 0, total)
      if (applied !== null) headers['Preference-Applied'] = applied
      const merged = prefs.resolution === 'merge-duplicates' && result.inserted !== undefined
      const status = merged && result.inserted! <= 0 ? 200 : 201
      if (representation) return withBody({ status, headers, body: null }, result.body!, meta)
      return { status, headers, body: null, emptyLength: true }
    }
    case 'PATCH':
    case 'DELETE': {
      headers['Content-Range'] =
        req.method === 'PATCH' ? contentRange(0, result.rows - 1, total) : contentRange(1, 0, total)
      if (applied !== null) headers['Preference-Applied'] = applied
      if (representation) return withBody({ status: 200, headers, body: null }, result.body!, meta)
      return { status: 204, headers, body: null }
    }
  }
}
