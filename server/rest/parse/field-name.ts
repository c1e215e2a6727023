// PostgREST's `pFieldName` (QueryParams.hs): a double-quoted name with backslash escapes, or
// identifiers of letters, digits, `_`, `$` and spaces joined by `-` (a `-` before `>` starts a
// JSON path), trimmed. Names are only ever used after a schema-cache check, double-quoted.
import { ParseFailure, token, unsupported } from './parse-failure.ts'

export const FIELD_NAME = 'field name (* or [a..z0..9_$])'

const identifierChar = /[\p{L}0-9_ $]/u

export function skipSpaces(text: string, pos: number): number {
  while (text[pos] === ' ' || text[pos] === '\t') pos++
  return pos
}

/** A double-quoted value: `"a\"b"` is `a"b`. Returns null when `pos` holds no complete one. */
export function quotedValue(text: string, pos: number): { value: string; end: number } | null {
  if (text[pos] !== '"') return null
  let value = ''
  for (let i = pos + 1; i < text.length; i++) {
    const c = text[i]!
    if (c === '"') return { value, end: i + 1 }
    if (c === '\\' && i + 1 < text.length) i++
    value += text[i]
  }
  return null
}

/** A field name at `pos` (no surrounding spaces skipped). Throws ParseFailure if none. */
export function fieldName(text: string, pos: number): { name: string; end: number } {
  const quoted = quotedValue(text, pos)
  if (quoted !== null) return { name: quoted.value, end: quoted.end }
  let end = pos
  for (;;) {
    const start = end
    while (end < text.length && identifierChar.test(text[end]!)) end++
    if (end === start) throw new ParseFailure(end, token(text, end), [FIELD_NAME])
    if (text[end] === '-' && text[end + 1] !== '>') end++
    else break
  }
  const name = text
    .slice(pos, end)
    .split('-')
    .map((part) => part.trim())
    .join('-')
  return { name, end }
}

/** PostgREST's `pField`: spaces, a field name, refusing a JSON path (`->`, `->>`), spaces. */
export function field(text: string, pos: number): { name: string; end: number } {
  const { name, end } = fieldName(text, skipSpaces(text, pos))
  if (text.startsWith('->', end)) throw unsupported(end, 'a JSON path (->, ->>)')
  return { name, end: skipSpaces(text, end) }
}
