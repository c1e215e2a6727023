// A postgres_changes filter, `column=op.value` (realtime-js RealtimePostgresChangesFilter):
// eq, neq, lt, lte, gt, gte and in.(a,b,c), as Realtime's server takes them. Matched against
// the row as the subscriber may read it; values compare as numbers when both are numbers,
// else as text (a timestamptz compares as the text PostgreSQL writes, which sorts in time only
// within one offset: the server writes UTC).

export interface RowFilter {
  column: string
  op: 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in'
  values: string[]
}

const OPS = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'])

/** The filter, or an Error with the message for the join's refusal. */
export function parseFilter(filter: string): RowFilter | Error {
  const match = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(filter)
  if (!match || !OPS.has(match[2]!)) {
    return new Error(
      `Invalid filter ${JSON.stringify(filter)}: use column=eq.value (eq, neq, lt, lte, gt, gte, in)`,
    )
  }
  const op = match[2] as RowFilter['op']
  const value = match[3]!
  if (op === 'in') {
    const list = /^\((.*)\)$/s.exec(value)
    if (!list) return new Error(`Invalid filter ${JSON.stringify(filter)}: in takes (a,b,c)`)
    return {
      column: match[1]!,
      op,
      values: list[1]!.split(',').map((v) => v.trim().replace(/^"(.*)"$/s, '$1')),
    }
  }
  return { column: match[1]!, op, values: [value] }
}

const asText = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)

function compare(a: string, b: string): number {
  const x = Number(a)
  const y = Number(b)
  if (a.trim() !== '' && b.trim() !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y
  return a < b ? -1 : a > b ? 1 : 0
}

/** Whether the row passes; a column the row does not have never matches (as SQL's NULL). */
export function matchesFilter(filter: RowFilter, row: Record<string, unknown>): boolean {
  const value = asText(row[filter.column])
  if (value === null) return false
  const [first] = filter.values as [string]
  switch (filter.op) {
    case 'eq':
      return compare(value, first) === 0
    case 'neq':
      return compare(value, first) !== 0
    case 'lt':
      return compare(value, first) < 0
    case 'lte':
      return compare(value, first) <= 0
    case 'gt':
      return compare(value, first) > 0
    case 'gte':
      return compare(value, first) >= 0
    case 'in':
      return filter.values.some((v) => compare(value, v) === 0)
  }
}
