// A text with web addresses in it, as pieces to draw: plain text, and links for http and https
// addresses only. Other schemes (javascript:, data:, file:, mailto:) stay text: a description
// can come from anyone who shares an .ics file, and a link must never run or embed anything.
// Drawn as React elements by the caller, never as HTML.

export type LinkToken =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

/**
 * An address starts at http:// or https:// (any case) and a host (not a third slash, which the
 * URL parser would read past), and runs to a space or a bracket of markup.
 */
const ADDRESS = /\bhttps?:\/\/[^\s<>"/][^\s<>"]*/gi

/** Punctuation that ends a sentence rather than the address ('see https://x.org.'). */
const TRAILING = /[.,;:!?'*]+$/

/**
 * The address as written, less what follows it in prose: trailing punctuation, and closing
 * brackets that close one opened before the address ('(https://x.org/a)') rather than inside it
 * ('https://en.wikipedia.org/wiki/Mercury_(planet)').
 */
function trimEnd(address: string): string {
  let end = address
  for (;;) {
    const trimmed = end.replace(TRAILING, '')
    const last = trimmed.at(-1)
    const pair = last === ')' ? '(' : last === ']' ? '[' : last === '}' ? '{' : null
    if (pair && count(trimmed, pair) < count(trimmed, last!)) end = trimmed.slice(0, -1)
    else if (trimmed === end) return end
    else end = trimmed
  }
}

const count = (text: string, char: string) => text.split(char).length - 1

/** Whether the address parses as a web address with a host (never another scheme). */
function webAddress(address: string): string | null {
  try {
    const url = new URL(address)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
      ? url.href
      : null
  } catch {
    return null
  }
}

/** The text cut into plain pieces and links; joined, the pieces' texts are the text itself. */
export function linkTokens(text: string): LinkToken[] {
  const tokens: LinkToken[] = []
  let at = 0
  const pushText = (to: number) => {
    if (to > at) tokens.push({ kind: 'text', text: text.slice(at, to) })
  }
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimEnd(match[0])
    const href = webAddress(address)
    if (!href) continue
    pushText(match.index)
    tokens.push({ kind: 'link', text: address, href })
    at = match.index + address.length
  }
  if (at < text.length) {
    const last = tokens.at(-1)
    if (last?.kind === 'text') last.text += text.slice(at)
    else tokens.push({ kind: 'text', text: text.slice(at) })
  }
  return tokens
}
