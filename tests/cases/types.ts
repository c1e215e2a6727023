// The shape of a shared raw-HTTP case: a request and what PostgREST v14 answers to it,
// written like an hspec-wai `shouldRespondWith` (protocol.md §4.1).

export interface RequestSpec {
  /** GET unless given. */
  method?: string
  /** Relative to /rest/v1, as PostgREST sees it behind the gateway: `/items?id=eq.5`. */
  path: string
  /** Or a function, for tokens whose claims depend on the time the request is sent. */
  headers?: Record<string, string> | (() => Promise<Record<string, string>>)
  /** A string is sent byte for byte; anything else as JSON. */
  body?: unknown
}

export interface ExpectedResponse {
  status: number
  /** Compared as decoded JSON (hspec-wai `[json|..|]`); error bodies also byte for byte. */
  json?: unknown
  /** Compared byte for byte (hspec-wai string bodies such as `""` or `"[]"`). */
  text?: string
  /** Headers that must be present with exactly these values. */
  headers?: Record<string, string>
  /** Headers that must be absent (`matchHeaderAbsent`). */
  absent?: string[]
}

export interface HttpCase {
  /** "Spec › context › it", as in PostgREST's suite, or what the case shows. */
  name: string
  request: RequestSpec
  response: ExpectedResponse
  /** Follow-up requests that show a write happened, or did not. */
  then?: { request: RequestSpec; response: ExpectedResponse }[]
}

export interface ErrorBody {
  code: string
  details: string | null
  hint: string | null
  message: string
}

/** A PostgREST error body (protocol.md §2.2). */
export const pgrstError = (
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): ErrorBody => ({ code, details, hint, message })

export const PREFER_REP = { Prefer: 'return=representation' }
export const SINGULAR = { Accept: 'application/vnd.pgrst.object+json' }
export const JSON_TYPE = 'application/json; charset=utf-8'
export const SINGULAR_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8'

/** `[{"id":1},{"id":2}]` for items ids. */
export const ids = (...values: number[]) => values.map((id) => ({ id }))

/** The columns of jsonb type: PostgreSQL writes their values with a space after ':' and ','. */
const JSONB_COLUMNS = new Set(['reminders'])

/** A value as PostgreSQL's jsonb output writes it ('{"kind": "before", "minutes": 10}'). */
const jsonbText = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(jsonbText).join(', ')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.entries(value)
          .map(([key, item]) => `${JSON.stringify(key)}: ${jsonbText(item)}`)
          .join(', ')}}`
      : JSON.stringify(value)

/** A row as json_agg writes it: JSON.stringify's form, a jsonb column's value in its own. */
export function rowText(row: object): string {
  const jsonb: string[] = []
  const text = JSON.stringify(row, (key, value: unknown) => {
    if (!JSONB_COLUMNS.has(key) || value === null) return value
    jsonb.push(jsonbText(value))
    return `\u0000jsonb${jsonb.length - 1}`
  })
  return text.replace(/"\\u0000jsonb(\d+)"/g, (_, i: string) => jsonb[Number(i)]!)
}

/** json_agg's layout: compact rows joined by ", \n " (protocol.md §2.1, checked on PG 15). */
export const jsonAgg = (rows: object[]) => `[${rows.map(rowText).join(', \n ')}]`

/** Rows as decoded JSON and byte for byte as PostgreSQL writes them. */
export const exactly = (rows: object[]) => ({ json: rows, text: jsonAgg(rows) })
