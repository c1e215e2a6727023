// One request's transaction, as PostgREST runs it (protocol.md §3.1, Query/PreQuery.hs): BEGIN
// (READ ONLY for GET/HEAD), one set_config statement for the search path, the role's own
// settings (statement_timeout: 3s for anon, 8s for authenticated, as on Supabase), the role,
// the JWT claims and the request, then the main statement, then COMMIT, or ROLLBACK when
// anything throws (including the singular-object and max-affected checks, so nothing is kept).
// Before any of it, the role is checked: only a role granted to authenticator is switched to.
import type { Row, Tx } from '../db/database.ts'
import { pgrstError } from '../shared/errors.ts'
import { timeoutMs } from '../db/pg-interval.ts'
import { assertSwitchableRole } from '../db/switch-role.ts'
import type { RestContext } from './context.ts'
import type { Statement } from './sql/statements.ts'

/**
 * The set_config statement. The role's settings come before the role itself, as in
 * PostgREST's txVarQuery (so that a setting granted to authenticator can be set).
 */
function preludeSql(roleSettings: number): string {
  const settings = Array.from(
    { length: roleSettings },
    (_, i) => `set_config($${7 + 2 * i}, $${8 + 2 * i}, true), `,
  ).join('')
  return (
    `select set_config('search_path', '"public"', true), ${settings}set_config('role', $1, true), ` +
    `set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true), ` +
    `set_config('request.path', $4, true), set_config('request.headers', $5, true), ` +
    `set_config('request.cookies', $6, true)`
  )
}

export interface StatementResult {
  /** page_total: rows returned or written (1 for a function returning one value). */
  rows: number
  /** The exact count asked for with Prefer: count=..., if it was. */
  total?: number
  /** The JSON body PostgreSQL built, or null when none was asked for. */
  body: string | null
  /** Rows inserted (not merged) by an upsert. */
  inserted?: number
}

/** Request headers as PostgREST passes them: lower-cased names, without Cookie. */
function requestHeadersJson(headers: Headers): string {
  const out: Record<string, string> = {}
  headers.forEach((value, name) => {
    if (name !== 'cookie') out[name] = value
  })
  return JSON.stringify(out)
}

/**
 * The Cookie header as a JSON object (Web.Cookie's parseCookies): pairs split on `;`, names
 * and values trimmed of spaces, the last of a repeated name kept.
 */
function requestCookiesJson(header: string | null): string {
  const out: Record<string, string> = {}
  for (const pair of (header ?? '').split(';')) {
    const part = pair.replace(/^ +| +$/g, '')
    if (part === '') continue
    const eq = part.indexOf('=')
    const name = eq === -1 ? part : part.slice(0, eq)
    out[name] = eq === -1 ? '' : part.slice(eq + 1)
  }
  return JSON.stringify(out)
}

export interface RunOptions {
  /** request.path: `/<table>` or `/rpc/<function>`. */
  path: string
  /** READ ONLY: by default for GET and HEAD (a function call also by its volatility). */
  readOnly?: boolean
}

export async function runStatement(
  request: Request,
  target: string | RunOptions,
  ctx: RestContext,
  statement: Statement,
  check: (result: StatementResult) => void,
): Promise<StatementResult> {
  const options = typeof target === 'string' ? { path: `/${target}` } : target
  const readOnly = options.readOnly ?? (request.method === 'GET' || request.method === 'HEAD')
  const settings = ctx.schema.get().roleSettings.get(ctx.role) ?? []
  const timeout = settings.find(([key]) => key === 'statement_timeout')?.[1]
  return ctx.db.transaction(
    async (tx: Tx) => {
      await assertSwitchableRole(tx, ctx.role)
      await tx.query(preludeSql(settings.length), [
        ctx.role,
        JSON.stringify(ctx.claims),
        request.method,
        options.path,
        requestHeadersJson(request.headers),
        requestCookiesJson(request.headers.get('cookie')),
        ...settings.flat(),
      ])
      const { rows } = await tx.query(statement.sql, statement.params)
      const result = statement.rows
        ? await fromRecordRows(tx, rows, statement.rows)
        : toResult(rows[0] ?? {})
      check(result)
      return result
    },
    { readOnly, statementTimeoutMs: timeout === undefined ? undefined : timeoutMs(timeout) },
  )
}

/** PGRST413 for a read whose body would pass the limit (docs/decisions.md, "Response limit"). */
function responseTooLarge(limit: number) {
  return pgrstError(
    413,
    'PGRST413',
    'Response too large',
    `The response would be larger than the limit of ${limit} bytes`,
    'Ask for fewer rows (limit) or fewer columns (select)',
  )
}

/**
 * A read in rows mode (sql/statements.ts buildRead, sql/call.ts): the body joined as json_agg
 * (or PostgREST's CSV) writes it. Each result row carries `total` and the CSV `header`; a row
 * whose `row` is null only carries them, for an empty page.
 */
async function fromRecordRows(
  tx: Tx,
  rows: Row[],
  shape: NonNullable<Statement['rows']>,
): Promise<StatementResult> {
  const last = rows.at(-1)
  if (last !== undefined && last.bytes !== null && Number(last.bytes) > shape.maxBodyBytes) {
    throw responseTooLarge(shape.maxBodyBytes)
  }
  const texts = rows.filter((row) => row.row !== null).map((row) => String(row.row))
  let total: number | undefined
  if (shape.count) {
    const source = last ?? (await tx.query(shape.count.sql, shape.count.params)).rows[0]
    total = source?.total === null || source?.total === undefined ? undefined : Number(source.total)
  } else if (last !== undefined && last.total !== null && last.total !== undefined) {
    total = Number(last.total)
  }
  const header = last?.header === null || last?.header === undefined ? '' : String(last.header)
  const body =
    shape.body === 'none'
      ? null
      : shape.body === 'single'
        ? (texts[0] ?? 'null')
        : shape.body === 'csv'
          ? `${header}\n${texts.join(shape.separator)}`
          : texts.length === 0
            ? '[]'
            : `[${texts.join(shape.separator)}]`
  return { rows: shape.pageTotal ?? texts.length, total, body }
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
