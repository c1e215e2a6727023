// The main statement of a request, in the shapes of PostgREST's QueryBuilder/Statements.hs:
// the body is built by PostgreSQL (`coalesce(json_agg(_postgrest_t), '[]')`), so rows are
// separated by ", \n " and timestamps end in +00:00 exactly as PostgREST answers.
import { pgrstError } from '../../shared/errors.ts'
import type { QueryParams } from '../parse/query-params.ts'
import { cappedLimit, requestedPage, type Page } from '../range.ts'
import type { Payload } from '../request-body.ts'
import type { Table } from '../../db/schema-cache.ts'
import {
  ident,
  knownColumn,
  orderClause,
  Params,
  selectList,
  tableRef,
  whereClause,
} from './fragments.ts'
import { bytesFloor } from './bytes-floor.ts'

export interface Statement {
  sql: string
  params: unknown[]
  /**
   * Set when the statement gives one result row per record (`total`, `row`, `bytes`) rather
   * than one row with the body: how to join them, the body limit, and the count statement for
   * an empty page (which has no row to carry the total).
   */
  rows?: {
    /**
     * How the rows make the body: `[` + rows + `]` (`[]` when none), the first row (`null`
     * when none), or CSV: the `header` column, a newline, then the rows. `none` counts rows.
     */
    body: 'array' | 'single' | 'csv' | 'none'
    separator: string
    maxBodyBytes: number
    count?: { sql: string; params: unknown[] }
    /** page_total when it is not the number of rows (a function returning one value: 1). */
    pageTotal?: number
  }
}

export interface Shape {
  /**
   * The body wanted: a JSON array, a single object (vnd.pgrst.object), CSV (text/csv), or
   * none.
   */
  body: 'array' | 'single' | 'csv' | 'none'
  /** Prefer: count=exact (and planned/estimated, answered exactly). */
  count: boolean
  /** Accept: ...;nulls=stripped drops null-valued keys (json_strip_nulls). */
  stripNulls?: boolean
}

/**
 * The CSV header as PostgREST writes it (SqlFragment.hs asCsvF): the keys of the first row of
 * `source` (a select), joined by `,` unquoted; '' when there is no row.
 */
export function csvHeader(source: string): string {
  return (
    `(select coalesce(string_agg(pgrst_k.k, ','), '') from (select json_object_keys(row_to_json(pgrst_h))::text as k ` +
    `from (${source} limit 1) pgrst_h) pgrst_k)`
  )
}

/** One row of CSV: the row's text form without its parentheses (record_out's quoting). */
export const CSV_ROW = 'substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2)'

// Result columns, all text: total (count or null), page_total, body, inserted (upserts).
// `source` is the select whose first row names the CSV columns.
function bodyExpr(shape: Shape, source: string): string {
  if (shape.body === 'none') return 'null'
  if (shape.body === 'csv') {
    return `${csvHeader(source)} || E'\\n' || coalesce(string_agg(${CSV_ROW}, E'\\n'), '')`
  }
  const agg = shape.stripNulls
    ? 'json_strip_nulls(json_agg(_postgrest_t))'
    : 'json_agg(_postgrest_t)'
  return shape.body === 'single' ? `coalesce(${agg}->0, 'null')` : `coalesce(${agg}, '[]')`
}

export interface ReadOptions extends Shape {
  maxRows: number
  /** The page (range.ts); by default the query's limit and offset. */
  page?: Page
  /**
   * Build the body in Node from one JSON text per row, and stop sending rows once their JSON
   * has passed this many bytes (see buildRead). Without it, PostgreSQL builds the whole body.
   */
  maxBodyBytes?: number
}

/**
 * The read. With `maxBodyBytes` and a body wanted, each row comes back as its own JSON text
 * (`row_to_json`, the same text json_agg writes for it) with the running total of their
 * bytes, and only up to the first row that passes the limit: the caller joins them as json_agg
 * would (`[` + rows joined by `, \n ` + `]`; `,` with nulls stripped) or refuses the read when the last one passed
 * it. So no body is ever built whole in the database: an unfiltered read of a few hundred
 * rows of a megabyte made one text of hundreds of megabytes there, and PGlite answered
 * 53200 out of memory (503).
 */
export function buildRead(table: Table, q: QueryParams, opts: ReadOptions): Statement {
  const params = new Params()
  const from = tableRef(table)
  const where = whereClause(table, q.conditions, params)
  const range = rangeClause(
    opts.page ?? requestedPage('POST', q.limitText, q.offsetText, null),
    opts.maxRows,
    params,
  )
  const total = opts.count ? `(select pg_catalog.count(*) from ${from}${where})::text` : 'null'
  if (opts.maxBodyBytes !== undefined && opts.body !== 'none') {
    const row =
      opts.body === 'csv'
        ? CSV_ROW
        : opts.stripNulls
          ? 'json_strip_nulls(row_to_json(_postgrest_t))::text'
          : 'row_to_json(_postgrest_t)::text'
    const header = opts.body === 'csv' ? csvHeader('select * from pgrst_source') : 'null'
    const limit = params.add(opts.maxBodyBytes)
    const floor = bytesFloor(table, q.select, '_postgrest_t')
    // With a floor (bytes-floor.ts), its sum over the page is worked out first, from stored
    // lengths alone: past the limit, no row is written and one row of bytes says so; within
    // it, the rows are written and cut by their exact bytes as without one.
    const floorTotal =
      floor === null
        ? ''
        : `, pgrst_floor as (select coalesce(sum(${floor}), 0) as total from pgrst_source _postgrest_t)`
    const source =
      floor === null
        ? '(select * from pgrst_source) _postgrest_t'
        : `(select * from pgrst_source where (select total from pgrst_floor) <= ${limit}) _postgrest_t`
    const refusal =
      floor === null
        ? ''
        : ` union all select null, null, null, total::text from pgrst_floor where total > ${limit}`
    const sql =
      `with pgrst_source as (select ${selectList(table, q.select, from)} from ${from}${where}` +
      `${orderClause(table, q.order)}${range})${floorTotal} ` +
      `select ${total} as total, ${header} as header, _pgrst_rows.pgrst_row as row, _pgrst_rows.pgrst_bytes::text as bytes ` +
      `from (select pgrst_row, sum(octet_length(pgrst_row)) over (rows between unbounded preceding and current row) as pgrst_bytes ` +
      `from (select ${row} as pgrst_row from ${source}) _pgrst_json) _pgrst_rows ` +
      `where _pgrst_rows.pgrst_bytes - octet_length(_pgrst_rows.pgrst_row) <= ${limit}${refusal}`
    const countParams = new Params()
    const countWhere = whereClause(table, q.conditions, countParams)
    const count = opts.count
      ? {
          sql: `select (select pg_catalog.count(*) from ${from}${countWhere})::text as total`,
          params: countParams.values,
        }
      : undefined
    return {
      sql,
      params: params.values,
      rows: {
        body: opts.body,
        // json_strip_nulls writes the array compact: rows joined by ',' alone.
        separator: opts.body === 'csv' ? '\n' : opts.stripNulls ? ',' : ', \n ',
        maxBodyBytes: opts.maxBodyBytes,
        count,
      },
    }
  }
  const sql =
    `with pgrst_source as (select ${selectList(table, q.select, from)} from ${from}${where}` +
    `${orderClause(table, q.order)}${range}) ` +
    `select ${total} as total, pg_catalog.count(_postgrest_t)::text as page_total, ` +
    `${bodyExpr(opts, 'select * from pgrst_source')}::text as body from (select * from pgrst_source) _postgrest_t`
  return { sql, params: params.values }
}

/**
 * LIMIT and OFFSET of a page, max_rows capping the limit as PostgREST's db-max-rows does:
 * limit = min(limit, max_rows). No OFFSET for 0.
 */
export function rangeClause(page: Page, maxRows: number, params: Params): string {
  const limit = cappedLimit(page, maxRows)
  return (
    (Number.isFinite(limit) ? ` limit ${params.add(limit)}` : '') +
    (page.offset !== 0 ? ` offset ${params.add(page.offset)}` : '')
  )
}

export interface InsertOptions extends Shape {
  /** ON CONFLICT target and action, for Prefer: resolution=... */
  conflict?: { columns: string[]; action: 'merge' | 'ignore' }
}

export function buildInsert(
  table: Table,
  q: QueryParams,
  payload: Payload,
  opts: InsertOptions,
): Statement {
  const params = new Params()
  checkKeys(table, payload.keys)
  const cols = payload.keys.map(ident)
  const target = cols.length === 0 ? '' : `(${cols.join(', ')})`
  const picked = payload.keys.map((k) => `"pgrst_body".${ident(k)}`).join(', ')
  let conflict = ''
  if (opts.conflict) {
    const on = opts.conflict.columns.map((c) => ident(knownColumn(table, c))).join(', ')
    const merge = cols.map((c) => `${c} = excluded.${c}`).join(', ')
    conflict =
      opts.conflict.action === 'merge' && cols.length > 0
        ? ` on conflict (${on}) do update set ${merge}`
        : ` on conflict (${on}) do nothing`
  }
  // xmax is 0 on a freshly inserted row version: it tells inserted rows from merged ones.
  const extra = opts.conflict ? ', (xmax = 0) as pgrst_inserted' : ''
  const mutation =
    `insert into ${tableRef(table)}${target} select ${picked} ` +
    `${jsonBody(table, payload, params)}${conflict}`
  return mutationStatement(table, q, mutation, params, opts, extra)
}

export function buildUpdate(
  table: Table,
  q: QueryParams,
  payload: Payload,
  opts: Shape,
): Statement {
  const params = new Params()
  checkKeys(table, payload.keys)
  if (payload.keys.length === 0) {
    // PostgREST: no columns means no UPDATE (it would be invalid), just an empty result.
    return mutationStatement(table, q, `select * from ${tableRef(table)} where false`, params, opts)
  }
  const set = payload.keys.map((k) => `${ident(k)} = "pgrst_body".${ident(k)}`).join(', ')
  const body = jsonBody(table, payload, params)
  const where = requireWhere('UPDATE', whereClause(table, q.conditions, params))
  const mutation = `update ${tableRef(table)} set ${set} ${body}${where}`
  return mutationStatement(table, q, mutation, params, opts)
}

export function buildDelete(table: Table, q: QueryParams, opts: Shape): Statement {
  const params = new Params()
  const where = requireWhere('DELETE', whereClause(table, q.conditions, params))
  return mutationStatement(table, q, `delete from ${tableRef(table)}${where}`, params, opts)
}

/** PGRST204 for a body key or ?columns entry that is not a column. */
function checkKeys(table: Table, keys: string[]): void {
  const unknown = keys.find((k) => !table.columns.some((c) => c.name === k))
  if (unknown !== undefined) {
    throw pgrstError(
      400,
      'PGRST204',
      `Could not find the '${unknown}' column of '${table.name}' in the schema cache`,
    )
  }
}

/**
 * Supabase loads pg-safeupdate for PostgREST's connections: an UPDATE or DELETE without a
 * WHERE clause fails with 21000 "<UPDATE|DELETE> requires a WHERE clause".
 */
function requireWhere(command: 'UPDATE' | 'DELETE', where: string): string {
  if (where === '') throw pgrstError(400, '21000', `${command} requires a WHERE clause`)
  return where
}

/** fromJsonBodyF: the payload as rows typed like the table's columns. */
function jsonBody(table: Table, payload: Payload, params: Params): string {
  const json = `(select ${params.add(payload.json)}::json as json_data) pgrst_payload`
  if (payload.keys.length === 0) {
    // `{}` is one row of defaults; `[{}, {}]` one per element.
    const rows = payload.isObject
      ? '(values (1)) _'
      : 'json_array_elements(pgrst_payload.json_data) _'
    return `from ${json}, lateral (select from ${rows}) pgrst_body`
  }
  const types = payload.keys.map((k) => {
    const col = table.columns.find((c) => c.name === k)!
    return `${ident(k)} ${col.type}`
  })
  const fn = payload.isObject ? 'json_to_record' : 'json_to_recordset'
  const fields = payload.keys.map(ident).join(', ')
  return (
    `from ${json}, lateral (select ${fields} from ${fn}(pgrst_payload.json_data) ` +
    `as _(${types.join(', ')})) pgrst_body`
  )
}

/**
 * WITH pgrst_source AS (<mutation> RETURNING ...) and the representation selected from it.
 * Without a representation PostgREST returns `1` per row, only to count them.
 */
function mutationStatement(
  table: Table,
  q: QueryParams,
  mutation: string,
  params: Params,
  shape: Shape,
  extra = '',
): Statement {
  const returning = shape.body === 'none' && extra === '' ? '1' : `${tableRef(table)}.*${extra}`
  const source = mutation.startsWith('select ') ? mutation : `${mutation} returning ${returning}`
  const alias = '"pgrst_source"'
  const selected = `select ${selectList(table, q.select, alias, extra !== '')} from pgrst_source as ${alias}`
  const body =
    shape.body === 'none'
      ? 'null'
      : `(select ${bodyExpr(shape, selected)} from (${selected}) _postgrest_t)`
  const inserted =
    extra === ''
      ? 'null'
      : `(select pg_catalog.count(*) from pgrst_source where pgrst_inserted)::text`
  const sql =
    `with pgrst_source as (${source}) select ` +
    `(select pg_catalog.count(*) from pgrst_source)::text as page_total, ` +
    `${body}::text as body, ${inserted} as inserted`
  return { sql, params: params.values }
}
