// The query string of a table request, parsed as PostgREST's QueryParams.parse does: reserved
// `select`, `columns`, `on_conflict`; keys ending in `order`, `limit`, `offset`, `and`, `or`;
// every other key a filter. Errors are PGRST100, reported in PostgREST's order (order, logic,
// columns, select, filters, on_conflict). On a function read (GET or HEAD /rpc/<fn>) a
// "filter" whose value has no operator is an argument of the function instead.
import { field, fieldName, skipSpaces } from './field-name.ts'
import { logicTree, opExpr, restOfValue, type Condition, type LogicTree } from './filter-parser.ts'
import { parseOrder, type OrderTerm } from './order-parser.ts'
import { ParseFailure, toPgrstError, token, unsupported } from './parse-failure.ts'
import { parseSelect, type SelectItem } from './select-parser.ts'
import { canonicalQuery, decodeQuery } from './query-string.ts'

export type { Condition, Filter, LogicTree, Operation } from './filter-parser.ts'
export type { OrderTerm } from './order-parser.ts'
export type { SelectItem } from './select-parser.ts'

export interface QueryParams {
  select: SelectItem[]
  /** Top-level filters and logic trees, all ANDed. */
  conditions: Condition[]
  order: OrderTerm[]
  /** From `limit`; negative values are refused with PGRST103. */
  limit?: number
  offset?: number
  /** The raw values of the last `limit` and `offset` (range.ts reads them as PostgREST does). */
  limitText?: string
  offsetText?: string
  /** A function read's arguments (`?name=value` with no operator), in order; else empty. */
  rpcArgs: [name: string, value: string][]
  columns?: string[]
  onConflict?: string[]
  /** The query sorted by key, for Content-Location (PostgREST's qsCanonical). */
  canonical: string
}

const RESERVED = ['select', 'columns', 'on_conflict']
const RESERVED_LAST = ['order', 'limit', 'offset', 'and', 'or']

export interface ParseOptions {
  /** GET or HEAD on /rpc/<fn>: values without an operator are arguments (isRpcRead). */
  rpcRead?: boolean
}

export function parseQueryParams(search: string, options: ParseOptions = {}): QueryParams {
  const pairs = decodeQuery(search)
  // PostgREST's nonemptyParams: `?id` (no `=`) is not a filter; `?id=` is, and fails.
  const entries = pairs.filter((p): p is [string, string] => p[1] !== null)
  const last = (key: string) => key.split('.').pop()!
  const ofKind = (kind: string[]) => entries.filter(([k]) => kind.includes(last(k)))
  const single = (key: string) => pairs.find(([k]) => k === key)?.[1] ?? undefined

  const order = ofKind(['order']).flatMap(([k, v]) => {
    refuseEmbedded(k, 'order')
    return parsing('order', v, () => parseOrder(v))
  })
  const logic = ofKind(['and', 'or']).map(([k, v]) => parseLogicParam(k, v))
  const columnsText = single('columns')
  const columns =
    columnsText === undefined
      ? undefined
      : parsing('columns parameter', columnsText, () => columnList(columnsText))
  const selectText = single('select') ?? '*'
  const select = parsing('select parameter', selectText, () => parseSelect(selectText))
  const rpcArgs: [string, string][] = []
  const filters = entries
    .filter(([k]) => !RESERVED.includes(k) && !RESERVED_LAST.includes(last(k)))
    .flatMap(([k, v]) => {
      const parsed = parseFilterParam(k, v, options.rpcRead === true)
      if (parsed.type === 'argument') {
        rpcArgs.push([parsed.name, parsed.value])
        return []
      }
      return [parsed]
    })
  const onConflictText = single('on_conflict')
  const onConflict =
    onConflictText === undefined
      ? undefined
      : parsing('on_conflict parameter', onConflictText, () => columnList(onConflictText))
  for (const [k] of ofKind(['limit', 'offset'])) refuseEmbedded(k, last(k))
  const lastValue = (key: string) => entries.findLast(([k]) => k === key)?.[1]

  return {
    select,
    conditions: [...filters, ...logic],
    order,
    limit: integer(single('limit')),
    offset: integer(single('offset')),
    limitText: lastValue('limit'),
    offsetText: lastValue('offset'),
    rpcArgs,
    columns,
    onConflict,
    canonical: canonicalQuery(pairs),
  }
}

function parsing<T>(what: string, input: string, parse: () => T): T {
  try {
    return parse()
  } catch (error) {
    if (error instanceof ParseFailure) throw toPgrstError(what, input, error)
    throw error
  }
}

function refuseEmbedded(key: string, what: string): void {
  if (key !== what) {
    throw toPgrstError('tree path', key, unsupported(0, `${what} on an embedded resource`))
  }
}

interface Argument {
  type: 'argument'
  name: string
  value: string
}

function parseFilterParam(key: string, value: string, rpcRead: boolean): Condition | Argument {
  const column = parsing('tree path', key, () => {
    const name = field(key, 0)
    if (key[name.end] === '.') throw unsupported(name.end, 'a filter on an embedded resource')
    if (name.end < key.length) {
      throw new ParseFailure(name.end, token(key, name.end), ['delimiter (.)', 'end of input'])
    }
    return name.name
  })
  if (rpcRead && !isFilterValue(value)) return { type: 'argument', name: column, value }
  return parsing('filter', value, () => {
    const { negate, operation } = opExpr(value, 0, restOfValue)
    return { type: 'filter', column, negate, operation }
  })
}

/**
 * On a function read PostgREST parses a value as `pOpExpr pSingleVal <|> pure (NoOpExpr v)`:
 * an argument when the operator parser fails without consuming input. It consumes input (and
 * its error is then PGRST100) past `not.`, `in.` and `is.`; every other operator is tried
 * under `try`. An operator this server refuses on purpose is still a filter (and refused).
 */
function isFilterValue(value: string): boolean {
  if (['not.', 'in.', 'is.'].some((prefix) => value.startsWith(prefix))) return true
  try {
    opExpr(value, 0, restOfValue)
    return true
  } catch (error) {
    if (!(error instanceof ParseFailure)) throw error
    return error.note !== undefined
  }
}

// pLogicPath: `or`, `and`, `not.or`, `not.and`; the tree is parsed from `op + value`.
function parseLogicParam(key: string, value: string): LogicTree {
  const path = key.split('.')
  const op = path[path.length - 1]!
  const rest = path.slice(0, -1).filter((p) => p !== 'not')
  if (rest.length > 0) {
    throw toPgrstError('logic path', key, unsupported(0, 'a logic tree on an embedded resource'))
  }
  const text = (path.includes('not') ? 'not.' : '') + op + value
  return parsing('logic tree', value, () => {
    const { tree } = logicTree(text, 0)
    if (tree.type === 'filter') throw unsupported(0, 'a logic key without a (...) list')
    return tree
  })
}

// pColumns: field names separated by commas; like Parsec, stops at the first non-match.
function columnList(text: string): string[] {
  const names: string[] = []
  let pos = skipSpaces(text, 0)
  for (;;) {
    const name = fieldName(text, pos)
    names.push(name.name)
    const next = skipSpaces(text, name.end)
    if (text[next] !== ',') return names
    pos = skipSpaces(text, next + 1)
  }
}

/** Haskell's readMaybe for Integer: PostgREST ignores a limit or offset it cannot read. */
function integer(text: string | undefined): number | undefined {
  if (text === undefined || !/^\s*-?\d+\s*$/.test(text)) return undefined
  return Number(text)
}
