// `order=col[.asc|.desc][.nullsfirst|.nullslast],...`, following PostgREST's pOrder. The error
// positions and texts match its doctests, e.g. `id.asc.nullslasttt` fails at column 17 with
// `unexpected 't' expecting "," or end of input`.
import { field, fieldName, skipSpaces } from './field-name.ts'
import { mismatch, ParseFailure, quotedChar, unsupported } from './parse-failure.ts'

export interface OrderTerm {
  column: string
  direction?: 'asc' | 'desc'
  nulls?: 'nullsfirst' | 'nullslast'
}

const END = ['","', 'end of input']

export function parseOrder(text: string): OrderTerm[] {
  const terms: OrderTerm[] = []
  let pos = 0
  for (;;) {
    const { term, end } = orderTerm(text, pos)
    terms.push(term)
    if (text[end] !== ',') return terms
    pos = end + 1
  }
}

function orderTerm(text: string, pos: number): { term: OrderTerm; end: number } {
  const start = skipSpaces(text, pos)
  const relation = tryFieldName(text, start)
  if (relation !== null && text[relation] === '(')
    throw unsupported(relation, 'ordering by an embedded resource')
  const name = field(text, start)
  const term: OrderTerm = { column: name.name }
  let at = name.end
  const direction = word(text, at, ['asc', 'desc'])
  if (direction !== null) {
    term.direction = direction as OrderTerm['direction']
    at += direction.length + 1
  }
  const nulls = word(text, at, ['nullsfirst', 'nullslast'])
  if (nulls !== null) {
    term.nulls = nulls as OrderTerm['nulls']
    at += nulls.length + 1
  }
  const end = skipSpaces(text, at)
  if (end >= text.length || text[end] === ',') return { term, end }
  if (text[at] === '.') {
    // A delimiter followed by something that is not a direction or nulls option.
    const expected = term.direction === undefined && term.nulls === undefined
    const options = expected
      ? ['asc', 'desc', 'nullsfirst', 'nullslast']
      : ['nullsfirst', 'nullslast']
    if (term.nulls === undefined) {
      throw new ParseFailure(
        at + 1,
        mismatch(text, at + 1, options[0]!),
        options.map((o) => JSON.stringify(o)),
      )
    }
  }
  const expecting =
    term.nulls !== undefined
      ? END
      : term.direction !== undefined
        ? ['delimiter (.)', ...END]
        : ['letter', 'digit', '"-"', '"->>"', '"->"', 'delimiter (.)', ...END]
  throw new ParseFailure(end, quotedChar(text, end), expecting)
}

/** `.word` at `pos` for one of `words`, or null. */
function word(text: string, pos: number, words: string[]): string | null {
  if (text[pos] !== '.') return null
  return words.find((w) => text.startsWith(w, pos + 1)) ?? null
}

function tryFieldName(text: string, pos: number): number | null {
  try {
    return fieldName(text, pos).end
  } catch {
    return null
  }
}
