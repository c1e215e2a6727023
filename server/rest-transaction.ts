// One request's transaction, as PostgREST runs it (protocol.md §3.1, Query/PreQuery.hs): BEGIN
// (READ ONLY for GET/HEAD), one set_config statement for the search path, the role, the JWT
// claims and the request, then the main statement, then COMMIT, or ROLLBACK when anything
// throws (including the singular-object and max-affected checks, so nothing is kept).
// Once committed, ctx.afterCommit hears of it (Tx.afterCommit): the seam for the after-commit
// broadcasts of the Realtime endpoint that comes next.
import type { Row, Tx } from './db.ts'
import type { RestContext } from './rest-context.ts'
import type { Statement } from './sql.ts'

export const PRELUDE_SQL =
  `select set_config('search_path', '"public"', true), set_config('role', $1, true), ` +
  `set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true), ` +
  `set_config('request.path', $4, true), set_config('request.headers', $5, true)`

export interface StatementResult {
  /** page_total: rows returned or written. */
  rows: number
  /** The exact count asked for with Prefer: count=..., if it was. */
  total?: number
  /** The JSON body PostgreSQL built, or null when none was asked for. */
  body: string | null
  /** Rows inserted (not merged) by an upsert. */
  inserted?: number
}

/** What a committed request did, for RestContext.afterCommit. */
export interface CommittedStatement {
  method: string
  /** The table as the request named it. */
  table: string
  /** The role the request ran as. */
  role: string
  result: StatementResult
}

/** Request headers as PostgREST passes them: lower-cased names, without Cookie. */
export function requestHeadersJson(headers: Headers): string {
  const out: Record<string, string> = {}
  headers.forEach((value, name) => {
    if (name !== 'cookie') out[name] = value
  })
  return JSON.stringify(out)
}

export async function runStatement(
  request: Request,
  table: string,
  ctx: RestContext,
  statement: Statement,
  check: (result: StatementResult) => void,
): Promise<StatementResult> {
  const readOnly = request.method === 'GET' || request.method === 'HEAD'
  return ctx.db.transaction(
    async (tx: Tx) => {
      await tx.query(PRELUDE_SQL, [
        ctx.role,
        JSON.stringify(ctx.claims),
        request.method,
        `/${table}`,
        requestHeadersJson(request.headers),
      ])
      await assertSwitchableRole(tx, ctx.role)
      const { rows } = await tx.query(statement.sql, statement.params)
      const result = toResult(rows[0] ?? {})
      check(result)
      const { afterCommit } = ctx
      if (afterCommit) {
        const committed = { method: request.method, table, role: ctx.role, result }
        tx.afterCommit(() => afterCommit(committed))
      }
      return result
    },
    { readOnly },
  )
}

/**
 * PostgREST connects as `authenticator` and can switch only to the roles granted to it. We
 * connect as the owner, who could become any role, so check the same membership: a token
 * signed with the secret but claiming `postgres` gets PostgreSQL's own refusal, not a superuser.
 */
async function assertSwitchableRole(tx: Tx, role: string): Promise<void> {
  const { rows } = await tx.query(`select pg_has_role('authenticator', $1, 'member')::text as ok`, [
    role,
  ])
  if (rows[0]?.ok !== 'true') {
    throw Object.assign(new Error(`permission denied to set role "${role}"`), { code: '42501' })
  }
}

function toResult(row: Row): StatementResult {
  const num = (v: unknown) => (v === null || v === undefined ? undefined : Number(v))
  return {
    rows: num(row.page_total) ?? 0,
    total: num(row.total),
    body: row.body === null || row.body === undefined ? null : String(row.body),
    inserted: num(row.inserted),
  }
}
