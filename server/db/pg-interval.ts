// PostgreSQL's time settings as text (statement_timeout and the like), read as PostgreSQL reads
// them: a number and an optional unit, milliseconds when there is none.

/** Milliseconds in a statement_timeout value as PostgreSQL reads it ('3s', '8000', '1min'). */
export function timeoutMs(value: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/i.exec(value)
  if (!match) return undefined
  const units: Record<string, number> = {
    us: 0.001,
    ms: 1,
    s: 1000,
    min: 60_000,
    h: 3_600_000,
    d: 86_400_000,
  }
  const ms = Number(match[1]) * units[(match[2] ?? 'ms').toLowerCase()]!
  return ms > 0 ? ms : undefined
}
