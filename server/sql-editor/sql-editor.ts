// The local SQL editor: the page the setup banner's 'Open SQL Editor' opens, and the endpoint
// it posts to. It runs any SQL as the database owner, as Supabase Studio's SQL editor runs it
// as `postgres`; that is why the app serves it only on a loopback address unless told to.
import type { Database, ScriptResult } from '../db/database.ts'
import { isPgError } from '../db/database.ts'
import { SQL_EDITOR_PAGE } from './page.ts'

const json = (status: number, body: unknown) =>
  new Response(
    // bigint (int8 on some engines) has no JSON form of its own; show it as its digits.
    JSON.stringify(body, (_key, value: unknown) =>
      typeof value === 'bigint'
        ? value.toString()
        : value instanceof Uint8Array
          ? `\\x${Buffer.from(value).toString('hex')}`
          : value,
    ),
    { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } },
  )

const refuse = (status: number, message: string) => json(status, { error: { code: null, message } })

export function sqlEditorPage(): Response {
  return new Response(SQL_EDITOR_PAGE, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy':
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
    },
  })
}

const isIpLiteral = (host: string) => /^\d+\.\d+\.\d+\.\d+$/.test(host) || host.startsWith('[')

/**
 * Only a page of this server may run SQL. A foreign web page could otherwise post a "simple"
 * cross-site request (text/plain, no preflight) or reach us through DNS rebinding (a foreign
 * name resolving to 127.0.0.1), so: JSON only, same origin only, and an IP or localhost Host.
 */
function foreignRequest(request: Request): string | null {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) return 'Send Content-Type: application/json'
  const host = request.headers.get('host') ?? new URL(request.url).host
  const hostname = host.replace(/:\d+$/, '').toLowerCase()
  if (hostname !== 'localhost' && !isIpLiteral(hostname)) {
    return 'The SQL editor answers only on localhost or an IP address'
  }
  const origin = request.headers.get('origin')
  if (origin !== null && origin !== `http://${host}` && origin !== `https://${host}`) {
    return 'The SQL editor answers only its own page'
  }
  const site = request.headers.get('sec-fetch-site')
  if (site !== null && site !== 'same-origin' && site !== 'none') {
    return 'The SQL editor answers only its own page'
  }
  return null
}

interface SqlRunResult {
  columns: string[]
  rows: unknown[]
  rowCount: number | null
  statements: number
}

/** Runs a script as the owner and describes its last statement. */
async function runScript(db: Database, sql: string): Promise<SqlRunResult> {
  let results: ScriptResult[]
  if (db.script) {
    results = await db.script(sql)
  } else {
    await db.exec(sql)
    results = []
  }
  const last = results.at(-1)
  return {
    columns: last?.columns ?? [],
    rows: last?.rows ?? [],
    // Rows returned by a query, else rows touched (INSERT/UPDATE/DELETE), as psql reports.
    rowCount: !last
      ? null
      : last.columns.length > 0
        ? last.rows.length
        : (last.affectedRows ?? null),
    statements: results.length,
  }
}

/** POST /sql-editor/run with {"sql": "..."}; `afterRun` reloads the schema cache. */
export async function runSqlRequest(
  request: Request,
  db: Database,
  afterRun: () => Promise<unknown>,
): Promise<Response> {
  const foreign = foreignRequest(request)
  if (foreign) return refuse(403, foreign)
  let sql: unknown
  try {
    sql = ((await request.json()) as { sql?: unknown } | null)?.sql
  } catch {
    sql = undefined
  }
  if (typeof sql !== 'string' || sql.trim() === '') {
    return refuse(400, 'Send JSON {"sql": "<statements>"}')
  }
  try {
    const result = await runScript(db, sql)
    await afterRun()
    return json(200, result)
  } catch (error) {
    // Reload anyway: a script with its own COMMIT may have changed the schema before failing.
    await afterRun().catch(() => undefined)
    if (!isPgError(error)) throw error
    const { code, message, detail, hint } = error
    const position = (error as { position?: unknown }).position
    return json(400, {
      error: {
        code,
        message,
        details: detail ?? null,
        hint: hint ?? null,
        position: position ?? null,
      },
    })
  }
}
