// SQL pieces shared by the statements: quoted identifiers (only names the schema cache knows),
// WHERE conditions with every value a bound parameter of unknown type, select lists, ORDER BY.
// Binding values untyped (`$1`, not `$1::text`) lets PostgreSQL cast them to the column type
// and raise 22P02/22007/22008 itself, as PostgREST's unknownLiteral does (SqlFragment.hs).
import { pgrstError } from '../../shared/errors.ts'
import type { Condition, Filter, OrderTerm, SelectItem } from '../parse/query-params.ts'
import type { Table } from '../../db/schema-cache.ts'

/**
 * What names are checked against: a table of the schema cache, or a function's result, whose
 * columns are not checked (`columns: null`): PostgREST leaves unknown names in a function's
 * select, filters and order to PostgreSQL (42703).
 */
export interface Relation {
  name: string
  columns: readonly { name: string }[] | null
}

/** Collects the parameters of one statement. */
export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

export function ident(name: string): string {
  // PostgreSQL reads statement text up to a NUL byte: never let one into an identifier.
  if (name.includes('\0')) throw pgrstError(400, 'PGRST100', 'Identifiers cannot contain NUL')
  return `"${name.replace(/"/g, '""')}"`
}

export function tableRef(table: Table): string {
  return `"public".${ident(table.name)}`
}

/** The name, checked against the cache: PostgreSQL's own 42703 text when unknown. */
export function knownColumn(table: Relation, name: string): string {
  if (table.columns !== null && !table.columns.some((c) => c.name === name)) {
    throw pgrstError(400, '42703', `column ${table.name}.${name} does not exist`)
  }
  return name
}

function column(table: Relation, name: string, qualifier: string): string {
  return `${qualifier}.${ident(knownColumn(table, name))}`
}

const SQL_OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
} as const

/** The columns conditions name, nested ones included (PostgREST's getFilterFieldNames). */
export function conditionColumns(conditions: Condition[]): string[] {
  return conditions.flatMap((c) =>
    c.type === 'filter' ? [c.column] : conditionColumns(c.children),
  )
}

/** AND of all conditions, or '' when there are none. */
export function whereClause(
  table: Relation,
  conditions: Condition[],
  params: Params,
  qualifier = `"public".${ident(table.name)}`,
): string {
  if (conditions.length === 0) return ''
  return ` where ${conditions.map((c) => condition(table, c, params, qualifier)).join(' and ')}`
}

function condition(table: Relation, c: Condition, params: Params, qualifier: string): string {
  if (c.type === 'filter') return filter(table, c, params, qualifier)
  const children = c.children.map((child) => condition(table, child, params, qualifier))
  return `${c.negate ? 'not ' : ''}(${children.join(` ${c.operator} `)})`
}

function filter(table: Relation, f: Filter, params: Params, qualifier: string): string {
  const col = column(table, f.column, qualifier)
  const not = f.negate ? 'not ' : ''
  const { operation } = f
  switch (operation.kind) {
    case 'is':
      return `${not}${col} is ${operation.value.replace('_', ' ')}`
    case 'in':
      // PostgREST: `= ANY('{}')` for `in.()`, else `= ANY(<array literal>)`.
      if (operation.values.length === 1 && operation.values[0] === '') {
        return `${not}${col} = any('{}')`
      }
      return `${not}${col} = any(${params.add(arrayLiteral(operation.values))})`
    case 'op': {
      const like = operation.op === 'like' || operation.op === 'ilike'
      const value = like ? operation.value.replace(/\*/g, '%') : operation.value
      return `${not}${col} ${SQL_OPERATORS[operation.op]} ${params.add(value)}`
    }
  }
}

/** pgBuildArrayLiteral: every element double-quoted, `\` and `"` escaped, NULs dropped. */
export function arrayLiteral(values: string[]): string {
  const quoted = values.map(
    (v) => `"${v.replace(/\0/g, '').replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  )
  return `{${quoted.join(',')}}`
}

/**
 * The select list. `expandStar` lists the columns instead of `*`, for a source that carries
 * extra columns (the upsert's inserted flag).
 */
export function selectList(
  table: Relation,
  items: SelectItem[],
  qualifier: string,
  expandStar = false,
): string {
  return items
    .flatMap((item) => {
      if (item.column !== '*') {
        const col = column(table, item.column, qualifier)
        return [item.alias === undefined ? col : `${col} as ${ident(item.alias)}`]
      }
      if (!expandStar || table.columns === null) return [`${qualifier}.*`]
      return table.columns.map((c) => `${qualifier}.${ident(c.name)}`)
    })
    .join(', ')
}

export function orderClause(
  table: Relation,
  terms: OrderTerm[],
  qualifier = `"public".${ident(table.name)}`,
): string {
  if (terms.length === 0) return ''
  const parts = terms.map((t) =>
    [
      column(table, t.column, qualifier),
      t.direction,
      t.nulls === undefined ? undefined : t.nulls === 'nullsfirst' ? 'nulls first' : 'nulls last',
    ]
      .filter(Boolean)
      .join(' '),
  )
  return ` order by ${parts.join(', ')}`
}
