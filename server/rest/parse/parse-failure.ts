// PostgREST parses query parameters with Parsec and reports PGRST100 with Parsec's position
// and message, e.g. message `"failed to parse filter (0)" (line 1, column 1)` and details
// `unexpected "0" expecting "not" or operator (eq, gt, ...)` (QueryParams.hs mapError). These
// helpers reproduce that shape for the hand-written parsers of this server.
import { pgrstError, type PgrstError } from '../../shared/errors.ts'

/** A parse error inside one parameter value: 0-based position plus Parsec-style messages. */
export class ParseFailure extends Error {
  constructor(
    readonly pos: number,
    readonly unexpected: string,
    readonly expecting: string[],
    /** Replaces Parsec's text, for features this server refuses on purpose. */
    readonly note?: string,
  ) {
    super(`unexpected ${unexpected}`)
  }
}

/** Parsec's `showErrorMessages`, with its newlines replaced by spaces as PostgREST does. */
function details(failure: ParseFailure): string {
  if (failure.note !== undefined) return failure.note
  const expecting = [...new Set(failure.expecting)]
  const unexpected = `unexpected ${failure.unexpected}`
  if (expecting.length === 0) return unexpected
  const list =
    expecting.length === 1
      ? expecting[0]
      : `${expecting.slice(0, -1).join(', ')} or ${expecting[expecting.length - 1]}`
  return `${unexpected} expecting ${list}`
}

/** Parsec keeps the error that got furthest, and merges the expectations of equal ones. */
export function furthest(a: ParseFailure, b: ParseFailure): ParseFailure {
  if (a.note !== undefined || b.note !== undefined) return a.note !== undefined ? a : b
  if (a.pos !== b.pos) return a.pos > b.pos ? a : b
  return new ParseFailure(a.pos, a.unexpected, [...a.expecting, ...b.expecting])
}

/** `"c"` as Parsec shows a token from `string`/`char`, or `end of input`. */
export function token(text: string, pos: number): string {
  return pos >= text.length ? 'end of input' : JSON.stringify(text[pos])
}

/** `'c'` as Parsec shows the token that `eof`/`notFollowedBy` refused. */
export function quotedChar(text: string, pos: number): string {
  return pos >= text.length ? 'end of input' : `'${text[pos]}'`
}

/** Where `text` (from `pos`) stops matching `word`: how Parsec's `string` reports a mismatch. */
export function mismatch(text: string, pos: number, word: string): string {
  let i = 0
  while (i < word.length && text[pos + i] === word[i]) i++
  return token(text, pos + i)
}

/** The PGRST100 error for a failed parse of parameter `what` with value `input`. */
export function toPgrstError(what: string, input: string, failure: ParseFailure): PgrstError {
  return pgrstError(
    400,
    'PGRST100',
    `"failed to parse ${what} (${input})" (line 1, column ${failure.pos + 1})`,
    details(failure),
  )
}

/** Something PostgREST accepts but this server does not implement: say so, don't pretend. */
export function unsupported(pos: number, feature: string): ParseFailure {
  return new ParseFailure(pos, '', [], `${feature} is not supported by this server`)
}
