/**
 * Orders two versions (updated_at as PostgreSQL writes it, `2026-11-20T11:15:00.123456+00:00`,
 * trailing zeros of the fraction left out) to the microsecond, which a Date cannot: negative
 * when `a` is older. NaN when either cannot be read (the caller then does not order them).
 */
export function compareVersions(a: string, b: string): number {
  const x = micros(a)
  const y = micros(b)
  if (x === null || y === null) return NaN
  return x.seconds - y.seconds || x.micros - y.micros
}

function micros(version: string): { seconds: number; micros: number } | null {
  const match = /^(.+T\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?(Z|[+-]\d\d(?::?\d\d)?)$/.exec(version.trim())
  if (!match) return null
  const offset = match[3] === 'Z' ? 'Z' : match[3]!.length === 3 ? `${match[3]}:00` : match[3]!
  const ms = Date.parse(`${match[1]}${offset}`)
  if (Number.isNaN(ms)) return null
  return { seconds: ms / 1000, micros: Number((match[2] ?? '').padEnd(6, '0')) }
}
