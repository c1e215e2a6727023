// Filter values (`eq.5`, `not.in.(1,2)`, `is.null`) and `or=(...)`/`and=(...)` logic trees,
// following PostgREST's pOpExpr and pLogicTree (QueryParams.hs, v14). Like Parsec there, a
// parse stops where the grammar is satisfied: text after a complete value is ignored.
import { field, quotedValue, skipSpaces } from './field-name.ts'
import { furthest, mismatch, ParseFailure, token, unsupported } from './parse-failure.ts'

export type SimpleOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike'
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown'

export type Operation =
  | { kind: 'op'; op: SimpleOperator; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }

export interface Filter {
  type: 'filter'
  column: string
  negate: boolean
  operation: Operation
}

export interface LogicTree {
  type: 'logic'
  negate: boolean
  operator: 'and' | 'or'
  children: Condition[]
}

export type Condition = Filter | LogicTree

const SIMPLE: readonly string[] = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike']
// Valid in PostgREST, refused here with a clear PGRST100 rather than run wrongly.
const NOT_IMPLEMENTED: readonly string[] = [
  'isdistinct', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'match', 'imatch',
  'fts', 'plfts', 'phfts', 'wfts',
] // prettier-ignore
// pSimpleOp operators: no quantifier, so nothing but a delimiter may follow them.
const SIMPLE_ONLY: readonly string[] = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj']
const IS_VALUES: readonly IsValue[] = ['null', 'not_null', 'true', 'false', 'unknown']
const OPERATOR = 'operator (eq, gt, ...)'
/**
 * Logic trees nested deeper than this are refused with PGRST100 (PostgREST has no limit). The
 * parser, the SQL builder and PostgreSQL's own parser all recurse once per level: thousands of
 * levels overflowed a stack somewhere (a 500 here, 54001 or 22P02 in one engine or the other),
 * so the refusal comes first, the same on every engine. supabase-js's own filters nest two.
 */
const MAX_LOGIC_DEPTH = 64

type ValueParser = (text: string, pos: number) => { value: string; end: number }

/** pSingleVal: the rest of a top-level filter value, quotes and all. */
export const restOfValue: ValueParser = (text, pos) => ({
  value: text.slice(pos),
  end: text.length,
})

/** pLogicSingleVal: a quoted value, a `{...}` array literal, or text up to `,` or `)`. */
const logicValue: ValueParser = (text, pos) => {
  const quoted = quotedValue(text, pos)
  if (quoted !== null && !isValueChar(text[quoted.end])) return quoted
  if (text[pos] === '{') {
    const close = text.indexOf('}', pos)
    const open = text.indexOf('{', pos + 1)
    if (close !== -1 && (open === -1 || open > close)) {
      return { value: text.slice(pos, close + 1), end: close + 1 }
    }
  }
  return plainValue(text, pos)
}

function isValueChar(c: string | undefined): boolean {
  return c !== undefined && c !== ',' && c !== ')'
}

function plainValue(text: string, pos: number): { value: string; end: number } {
  let end = pos
  while (isValueChar(text[end])) end++
  return { value: text.slice(pos, end), end }
}

/** pOpExpr: `[not.]operator.value`. */
export function opExpr(
  text: string,
  pos: number,
  valueParser: ValueParser,
): { negate: boolean; operation: Operation; end: number } {
  const negate = text.startsWith('not.', pos)
  if (!negate && text.startsWith('not', pos)) {
    throw new ParseFailure(pos + 3, token(text, pos + 3), ['delimiter (.)'])
  }
  const start = negate ? pos + 4 : pos
  const word = /^[a-z]*/.exec(text.slice(start))![0]
  const known = [...SIMPLE, ...NOT_IMPLEMENTED, 'in', 'is']
  const op = known.includes(word) ? word : longestPrefix(word, known)
  if (op === null) {
    throw new ParseFailure(
      start,
      mismatch(text, start, negate ? 'in' : 'not'),
      negate ? [OPERATOR] : ['"not"', OPERATOR],
    )
  }
  const after = start + op.length
  if (NOT_IMPLEMENTED.includes(op) && (text[after] === '.' || text[after] === '(')) {
    throw unsupported(start, `the operator ${op}`)
  }
  if (text[after] === '(' && SIMPLE.includes(op)) {
    throw unsupported(after, 'a quantifier (any)/(all)')
  }
  if (text[after] !== '.') {
    // Operators that may take `(any)`/`(all)` or a `(language)` also expect a "(" here.
    const paren = !['in', 'is', 'isdistinct', ...SIMPLE_ONLY].includes(op)
    throw new ParseFailure(after, token(text, after), [...(paren ? ['"("'] : []), 'delimiter (.)'])
  }
  const valuePos = after + 1
  if (op === 'in') {
    const { values, end } = listValue(text, valuePos)
    return { negate, operation: { kind: 'in', values }, end }
  }
  if (op === 'is') {
    const lower = text.slice(valuePos).toLowerCase()
    const value = IS_VALUES.find((v) => lower.startsWith(v))
    if (value === undefined) {
      // ciString: each character matches either case; report the first that does not.
      let i = 0
      while (i < 4 && lower[i] === 'null'[i]) i++
      throw new ParseFailure(valuePos, token(text, valuePos + i), [
        'isVal: (null, not_null, true, false, unknown)',
      ])
    }
    return { negate, operation: { kind: 'is', value }, end: valuePos + value.length }
  }
  const { value, end } = valueParser(text, valuePos)
  return { negate, operation: { kind: 'op', op: op as SimpleOperator, value }, end }
}

function longestPrefix(word: string, candidates: readonly string[]): string | null {
  const matches = candidates.filter((c) => word.startsWith(c))
  return matches.sort((a, b) => b.length - a.length)[0] ?? null
}

/** pListVal: `(a,"b,c",d)`; quoted elements lose their quotes. */
function listValue(text: string, pos: number): { values: string[]; end: number } {
  let at = skipSpaces(text, pos)
  if (text[at] !== '(') throw new ParseFailure(at, token(text, at), ['"("'])
  at = skipSpaces(text, at + 1)
  const values: string[] = []
  for (;;) {
    const quoted = quotedValue(text, at)
    const element =
      quoted !== null && !isValueChar(text[quoted.end]) ? quoted : plainValue(text, at)
    values.push(element.value)
    at = element.end
    if (text[at] !== ',') break
    at++
  }
  at = skipSpaces(text, at)
  if (text[at] !== ')') throw new ParseFailure(at, token(text, at), ['","', '")"'])
  return { values, end: skipSpaces(text, at + 1) }
}

/** pLogicTree on `op + value`, e.g. `or(id.eq.1,and(a.gt.0,b.is.null))`. */
export function logicTree(text: string, pos: number, depth = 0): { tree: Condition; end: number } {
  let filterFailure: ParseFailure
  try {
    const name = field(text, pos)
    if (text[name.end] !== '.') {
      throw new ParseFailure(name.end, token(text, name.end), ['delimiter (.)'])
    }
    const { negate, operation, end } = opExpr(text, name.end + 1, logicValue)
    return { tree: { type: 'filter', column: name.name, negate, operation }, end }
  } catch (error) {
    if (!(error instanceof ParseFailure)) throw error
    if (error.note !== undefined) throw error
    filterFailure = error
  }
  try {
    return logicExpr(text, pos, depth)
  } catch (error) {
    if (!(error instanceof ParseFailure)) throw error
    throw furthest(filterFailure, error)
  }
}

function logicExpr(text: string, pos: number, depth: number): { tree: LogicTree; end: number } {
  if (depth >= MAX_LOGIC_DEPTH) {
    throw unsupported(pos, `a logic tree nested more than ${MAX_LOGIC_DEPTH} levels deep`)
  }
  const negate = text.startsWith('not.', pos)
  const at = negate ? pos + 4 : pos
  const operator = text.startsWith('and', at) ? 'and' : text.startsWith('or', at) ? 'or' : null
  if (operator === null) {
    const expecting = negate
      ? ['logic operator (and, or)']
      : ['negation operator (not)', 'logic operator (and, or)']
    throw new ParseFailure(at, mismatch(text, at, 'and'), expecting)
  }
  let cursor = skipSpaces(text, at + operator.length)
  if (text[cursor] !== '(') throw new ParseFailure(cursor, token(text, cursor), ['"("'])
  cursor = skipSpaces(text, cursor + 1)
  const children: Condition[] = []
  for (;;) {
    const child = logicTree(text, cursor, depth + 1)
    children.push(child.tree)
    cursor = skipSpaces(text, child.end)
    if (text[cursor] !== ',') break
    cursor = skipSpaces(text, cursor + 1)
  }
  if (text[cursor] !== ')') throw new ParseFailure(cursor, token(text, cursor), ['","', '")"'])
  return { tree: { type: 'logic', negate, operator, children }, end: skipSpaces(text, cursor + 1) }
}
