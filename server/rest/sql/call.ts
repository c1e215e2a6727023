// The statement of a function call, in the shape of PostgREST's callPlanToQuery and mainCall
// (QueryBuilder.hs, Statements.hs):
//
//   with pgrst_source as (<the call>)[, pgrst_source_count as (select 1 from pgrst_source ...)]
//   <the result read from pgrst_source as a table: select, filters, order, limit, offset>
//
// The call is `"public"."fn"("a" := $1::integer, ...)` with the arguments of a query string
// or form, or reads a JSON body with json_to_record(set) (its first row) into the parameters'
// types; a function with one unnamed json/jsonb parameter gets the body itself. A scalar
// result is the column `pgrst_scalar`. The function runs once, in pgrst_source.
//
// As for table reads (statements.ts), the body is built from one text per row and refused
// past the response limit before it is whole; every result row also carries the count and
// the CSV header, and a row with no `row` stands for an empty page.
import type { Routine } from '../../db/schema-cache.ts'
import { compareText } from '../../db/schema-functions.ts'
import type { QueryParams } from '../parse/query-params.ts'
import type { Page } from '../range.ts'
import type { RpcArgs } from '../rpc-request.ts'
import {
  arrayLiteral,
  conditionColumns,
  ident,
  orderClause,
  Params,
  selectList,
  whereClause,
  type Relation,
} from './fragments.ts'
import { CSV_ROW, csvHeader, rangeClause, type Statement } from './statements.ts'

export interface CallOptions {
  /** `json` an array, or the value of a function returning one; `single` vnd.pgrst.object. */
  body: 'json' | 'single' | 'csv' | 'none'
  count: boolean
  stripNulls: boolean
  page: Page
  maxRows: number
  /** Refuse a body past this many bytes (PGRST413); none: no limit. */
  maxBodyBytes?: number
}

/** The relation filters and select name: the returned row type's name, or the function's. */
function resultName(routine: Routine): string {
  return routine.returnsComposite ? routine.returnType.name : routine.name
}

/** The argument list of the call, and what the FROM clause needs before the call for it. */
function callArguments(
  routine: Routine,
  args: RpcArgs,
  keys: readonly string[],
  params: Params,
): { before: string; list: string } {
  const { params: declared } = routine
  // One unnamed parameter is passed by position: the whole body, or the arguments as JSON.
  if (declared.length === 1 && declared[0]!.name === '') {
    const value = args.kind === 'json' ? args.raw : JSON.stringify(directArgs(routine, args.pairs))
    return { before: '', list: `${params.add(value)}::${declared[0]!.type}` }
  }
  const named = declared.filter((p) => keys.includes(p.name))
  if (named.length === 0) return { before: '', list: '' }
  const variadic = (p: (typeof named)[number]) => (p.variadic ? 'VARIADIC ' : '')
  if (args.kind === 'direct') {
    const values = directArgs(routine, args.pairs)
    const list = named.map((p) => {
      const value = values[p.name] ?? ''
      const text = Array.isArray(value) ? arrayLiteral(value) : value
      return `${variadic(p)}${ident(p.name)} := ${params.add(text)}::${p.castType}`
    })
    return { before: '', list: list.join(', ') }
  }
  const reader = args.isObject ? 'json_to_record' : 'json_to_recordset'
  const fields = named.map((p) => ident(p.name)).join(', ')
  const types = named.map((p) => `${ident(p.name)} ${p.castType}`).join(', ')
  const before =
    `(select ${params.add(args.raw)}::json as json_data) pgrst_payload, ` +
    `lateral (select ${fields} from ${reader}(pgrst_payload.json_data) as _(${types}) limit 1) pgrst_body, lateral `
  const list = named.map((p) => `${variadic(p)}${ident(p.name)} := pgrst_body.${ident(p.name)}`)
  return { before, list: list.join(', ') }
}

/**
 * toRpcParams: the last value of a repeated name, except that a VARIADIC parameter takes every
 * value given for it, in order.
 */
function directArgs(
  routine: Routine,
  pairs: readonly [string, string][],
): Record<string, string | string[]> {
  const variadic = new Set(routine.params.filter((p) => p.variadic).map((p) => p.name))
  const out = new Map<string, string | string[]>()
  for (const [name, value] of pairs) {
    if (routine.hasVariadic && variadic.has(name)) {
      const previous = out.get(name)
      out.set(name, Array.isArray(previous) ? [...previous, value] : [value])
    } else {
      out.set(name, value)
    }
  }
  return Object.fromEntries(out)
}

/** The call, as the pgrst_source CTE: the returned columns, or `pgrst_scalar`. */
function callSource(
  routine: Routine,
  args: RpcArgs,
  keys: readonly string[],
  q: QueryParams,
  params: Params,
): string {
  const fn = `"public".${ident(routine.name)}`
  const { before, list } = callArguments(routine, args, keys, params)
  if (!routine.returnsComposite) {
    return `select pgrst_call.pgrst_scalar from ${before}(select ${fn}(${list}) pgrst_scalar) pgrst_call`
  }
  // The selected and filtered columns, sorted (a Set's order), or all of them.
  const wanted = q.select.map((item) => item.column)
  const returned = wanted.includes('*')
    ? 'pgrst_call.*'
    : [...new Set([...wanted, ...conditionColumns(q.conditions)])]
        .sort(compareText)
        .map((c) => `pgrst_call.${ident(c)}`)
        .join(', ')
  return `select ${returned} from ${before}${fn}(${list}) pgrst_call`
}

/** The JSON text of one result row, as json_agg writes an element. */
function jsonRow(routine: Routine, opts: CallOptions): string {
  const scalar = !routine.returnsComposite && !(opts.body === 'single' && routine.returnsSet)
  const value = scalar ? 'to_json(_postgrest_t.pgrst_scalar)' : 'row_to_json(_postgrest_t)'
  return `coalesce(${opts.stripNulls ? `json_strip_nulls(${value})` : value}::text, 'null')`
}

export function buildCall(
  routine: Routine,
  args: RpcArgs,
  keys: readonly string[],
  q: QueryParams,
  opts: CallOptions,
): Statement {
  const params = new Params()
  const source = callSource(routine, args, keys, q, params)
  const name = resultName(routine)
  const relation: Relation = { name, columns: null }
  const alias = ident(name)
  const page =
    `select ${selectList(relation, q.select, alias)} from pgrst_source as ${alias}` +
    `${whereClause(relation, q.conditions, params, alias)}${orderClause(relation, q.order, alias)}` +
    rangeClause(opts.page, opts.maxRows, params)
  const count = opts.count
    ? `, pgrst_source_count as (select 1 from pgrst_source as ${alias}` +
      `${whereClause(relation, q.conditions, params, alias)})`
    : ''
  const total = opts.count ? '(select pg_catalog.count(*) from pgrst_source_count)::text' : 'null'
  const header = opts.body === 'csv' ? csvHeader('select * from pgrst_source') : 'null'
  const row = opts.body === 'csv' ? CSV_ROW : opts.body === 'none' ? "''" : jsonRow(routine, opts)
  // Rows up to the first that passes the limit, so that the caller can tell a body too large.
  const limit =
    opts.maxBodyBytes === undefined
      ? ''
      : `where _pgrst_rows.pgrst_n is null or _pgrst_rows.pgrst_bytes - octet_length(_pgrst_rows.pgrst_row) <= ${params.add(opts.maxBodyBytes)} `
  const sql =
    `with pgrst_source as (${source})${count} ` +
    `select ${total} as total, ${header} as header, _pgrst_rows.pgrst_row as row, _pgrst_rows.pgrst_bytes::text as bytes ` +
    `from (select 1) _pgrst_meta left join (` +
    `select pgrst_row, row_number() over pgrst_w as pgrst_n, sum(octet_length(pgrst_row)) over pgrst_w as pgrst_bytes ` +
    `from (select ${row} as pgrst_row from (${page}) _postgrest_t) _pgrst_json ` +
    `window pgrst_w as (rows between unbounded preceding and current row)) _pgrst_rows on true ` +
    `${limit}order by _pgrst_rows.pgrst_n`
  const single = !routine.returnsSet
  // json_agg puts ", \n " between arrays or rows and ", " between other values;
  // json_strip_nulls writes the array compact.
  const separator =
    opts.body === 'csv'
      ? '\n'
      : opts.stripNulls
        ? ','
        : routine.returnsComposite || routine.structuredScalar || opts.body === 'single'
          ? ', \n '
          : ', '
  return {
    sql,
    params: params.values,
    rows: {
      body:
        opts.body === 'none' || opts.body === 'csv'
          ? opts.body
          : opts.body === 'single' || single
            ? 'single'
            : 'array',
      separator,
      maxBodyBytes: opts.maxBodyBytes ?? Infinity,
      pageTotal: single ? 1 : undefined,
    },
  }
}
