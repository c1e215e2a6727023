// `select=*` or `select=col,alias:col,...`, the part of PostgREST's pFieldForest this server
// implements. Embedded resources, spreads, JSON paths, casts and aggregates are valid
// PostgREST but are refused here with PGRST100 instead of being half-done.
import { field, FIELD_NAME, fieldName, skipSpaces } from './field-name.ts'
import { ParseFailure, quotedChar, token, unsupported } from './parse-failure.ts'

export interface SelectItem {
  /** A column name, or `*`. */
  column: string
  alias?: string
}

/** An empty `select=` gives all columns, as in PostgREST v14 ("empty root select"). */
export function parseSelect(text: string): SelectItem[] {
  if (text.trim() === '') return [{ column: '*' }]
  const items: SelectItem[] = []
  let pos = 0
  for (;;) {
    const { item, end } = selectItem(text, pos)
    items.push(item)
    if (end >= text.length) return items
    if (text[end] !== ',') {
      throw new ParseFailure(end, quotedChar(text, end), ['letter', 'digit', '","', 'end of input'])
    }
    pos = end + 1
  }
}

function selectItem(text: string, pos: number): { item: SelectItem; end: number } {
  const start = skipSpaces(text, pos)
  if (text.startsWith('...', start)) throw unsupported(start, 'a spread relation (...)')
  if (text[start] === '*') {
    const end = skipSpaces(text, start + 1)
    refuseSuffix(text, end)
    return { item: { column: '*' }, end }
  }
  if (start >= text.length || text[start] === ',') {
    throw new ParseFailure(start, token(text, start), [FIELD_NAME])
  }
  let alias: string | undefined
  const first = fieldName(text, start)
  let at = start
  if (text[first.end] === ':' && text[first.end + 1] !== ':') {
    alias = first.name
    at = first.end + 1
  }
  const name = field(text, at)
  refuseSuffix(text, name.end)
  return {
    item: alias === undefined ? { column: name.name } : { column: name.name, alias },
    end: name.end,
  }
}

function refuseSuffix(text: string, pos: number): void {
  if (text.startsWith('::', pos)) throw unsupported(pos, 'a cast (::)')
  if (text[pos] === '(' || text[pos] === '!') throw unsupported(pos, 'embedding a resource')
  if (text[pos] === '.') throw unsupported(pos, 'an aggregate function')
}
