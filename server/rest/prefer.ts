// The Prefer header, as PostgREST's Preferences.fromHeaders reads it: values split on `,` and
// trimmed (supabase-js joins several with ", "), the first value of each kind wins, and
// anything unknown is ignored unless `handling=strict` (then PGRST122).
import { pgrstError } from '../shared/errors.ts'

export interface Preferences {
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default' | 'null'
  return?: 'representation' | 'minimal' | 'headers-only'
  /** planned and estimated are answered with an exact count here. */
  count?: 'exact' | 'planned' | 'estimated'
  handling?: 'strict' | 'lenient'
  maxAffected?: number
  /** Values PostgREST does not accept, in the order sent. */
  invalid: string[]
}

const KINDS = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  handling: ['strict', 'lenient'],
} as const

// Accepted but not used: Supabase does not allow the transaction override (db-tx-end).
const ACCEPTED_UNUSED = ['tx=commit', 'tx=rollback']

export function parsePrefer(header: string | null): Preferences {
  const values = (header ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '')
  const prefs: Preferences = { invalid: [] }
  const record = prefs as unknown as Record<string, string | undefined>
  for (const value of values) {
    const [kind, option] = splitOnce(value)
    if (
      kind in KINDS &&
      (KINDS[kind as keyof typeof KINDS] as readonly string[]).includes(option)
    ) {
      record[kind] ??= option
    } else if (kind === 'max-affected' && /^\s*-?\d+\s*$/.test(option)) {
      prefs.maxAffected ??= Number(option)
    } else if (!ACCEPTED_UNUSED.includes(value)) {
      // timezone= is only valid for names in pg_timezone_names; this server does not apply it.
      prefs.invalid.push(value)
    }
  }
  return prefs
}

function splitOnce(value: string): [string, string] {
  const eq = value.indexOf('=')
  return eq === -1 ? [value, ''] : [value.slice(0, eq), value.slice(eq + 1)]
}

/** PGRST122 when `handling=strict` was sent with values PostgREST does not accept. */
export function checkStrict(prefs: Preferences): void {
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
    throw pgrstError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.invalid.join(', ')}`,
    )
  }
}

/** PGRST124 when `handling=strict, max-affected=n` was sent and the statement touched more rows. */
export function checkMaxAffected(prefs: Preferences, rows: number): void {
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && rows > prefs.maxAffected) {
    throw pgrstError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows} rows`,
    )
  }
}

/** Which preferences the request's plan honoured (Response.hs responsePreferences). */
export interface Applicable {
  /** An insert into a table with a primary key, or with on_conflict. */
  resolution: boolean
  /** Any write (POST, PATCH, DELETE). */
  return: boolean
  /** PATCH or DELETE (max-affected is applied with handling=strict only). */
  maxAffected: boolean
}

/**
 * Preference-Applied: only what the client sent, in PostgREST's order (resolution, missing,
 * return, count, tx, handling, timezone, max-affected), joined by ", ". `missing` is not
 * and `return=headers-only` are not implemented here, so they are never reported as applied.
 */
export function preferenceApplied(prefs: Preferences, applicable: Applicable): string | null {
  const applied = [
    applicable.resolution && prefs.resolution && `resolution=${prefs.resolution}`,
    // headers-only (a Location header) is answered as minimal, so it is not reported.
    applicable.return &&
      prefs.return !== 'headers-only' &&
      prefs.return &&
      `return=${prefs.return}`,
    prefs.count && `count=${prefs.count}`,
    prefs.handling && `handling=${prefs.handling}`,
    applicable.maxAffected &&
      prefs.handling === 'strict' &&
      prefs.maxAffected !== undefined &&
      `max-affected=${prefs.maxAffected}`,
  ].filter((v): v is string => typeof v === 'string')
  return applied.length === 0 ? null : applied.join(', ')
}
