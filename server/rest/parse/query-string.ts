// Query-string decoding and the canonical form, as PostgREST gets them from http-types and
// HTTP.Base: pairs split on `&` and `;`, `+` is a space, a key without `=` has no value, and
// the canonical query (Content-Location) is sorted by key with repeated keys joined by `,`.

export type QueryPair = [key: string, value: string | null]

export function decodeQuery(search: string): QueryPair[] {
  const query = search.startsWith('?') ? search.slice(1) : search
  if (query === '') return []
  const parts = query.split(/[&;]/)
  // A trailing separator ends the list; empty pairs in the middle are kept, as http-types does.
  if (parts[parts.length - 1] === '') parts.pop()
  return parts.map((part) => {
    const eq = part.indexOf('=')
    return eq === -1
      ? [urlDecode(part), null]
      : [urlDecode(part.slice(0, eq)), urlDecode(part.slice(eq + 1))]
  })
}

/** Percent-decoding that leaves malformed escapes as they are, then lenient UTF-8. */
function urlDecode(text: string): string {
  const bytes: number[] = []
  const raw = new TextEncoder().encode(text.replace(/\+/g, ' '))
  for (let i = 0; i < raw.length; i++) {
    const hex = String.fromCharCode(raw[i + 1] ?? 0, raw[i + 2] ?? 0)
    if (raw[i] === 0x25 && /^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(raw[i]!)
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes))
}

export function canonicalQuery(pairs: QueryPair[]): string {
  const sorted = pairs
    .map(([key, value], index) => ({ key, value: value ?? '', index }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index))
  const parts: string[] = []
  const done = new Set<string>()
  for (const { key } of sorted) {
    if (done.has(key)) continue
    done.add(key)
    const values = sorted.filter((p) => p.key === key).map((p) => urlEncode(p.value))
    parts.push(`${urlEncode(key)}=${values.join(',')}`)
  }
  return parts.join('&')
}

function urlEncode(text: string): string {
  let out = ''
  for (const byte of new TextEncoder().encode(text)) {
    const c = String.fromCharCode(byte)
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}
