// The rows a read asks for, from `limit`/`offset` and the `Range` header, as PostgREST v14
// computes them (ApiRequest.hs getRanges, QueryParams.hs `ranges`, RangeQuery.hs) with the
// Ranged-sets package's integer ranges: a range is [lower, upper] and empty when upper < lower.
//
// - `limit=n` is [0, n-1] (`limit=0` is the special "limit zero" range [0, -1]); `offset=o` is
//   [o, ∞); both are [o, o+n-1]. A value that is not an integer counts as absent, except that
//   next to the other it stands for 0. The last of repeated keys wins.
// - `Range: a-b` or `Range: a-` (GET only: it is ignored on every other method, RFC 9110) is
//   intersected with that, so a header and `limit` both narrow the page. Any other text in the
//   header (`bytes=0-9`, `-5`) is ignored. `Range-Unit` is not read.
// - An empty result is 416 PGRST103, "The lower boundary must be lower than or equal to the
//   upper boundary in the Range header." when the header's range is itself empty, else "Limit
//   should be greater than or equal to zero." (which is also what `limit=0&offset=5` gets).
// - A negative offset is clamped to 0 by the intersection with [0, ∞).
import { pgrstError } from '../shared/errors.ts'

/** Inclusive bounds; upper may be Infinity. */
interface Bounds {
  lower: number
  upper: number
}

/** The Ranged-sets `emptyRange`; other empty ranges are Bounds with upper < lower. */
type Range = Bounds | null

const ALL: Bounds = { lower: 0, upper: Infinity }
const LIMIT_ZERO: Bounds = { lower: 0, upper: -1 }

const isEmpty = (r: Range): boolean => r === null || r.upper < r.lower

function intersect(a: Range, b: Range): Range {
  if (a === null || b === null || isEmpty(a) || isEmpty(b)) return null
  return { lower: Math.max(a.lower, b.lower), upper: Math.min(a.upper, b.upper) }
}

const hasLimitZero = (r: Range) => r !== null && r.upper === -1

/** rangeLimit: the number of rows of a bounded range, or undefined for an open one. */
const rangeLimit = (r: Bounds) => (Number.isFinite(r.upper) ? 1 + r.upper - r.lower : undefined)

/** Haskell's `readMaybe :: Maybe Integer`: optional surrounding spaces, an optional minus. */
function readInteger(text: string): number | undefined {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : undefined
}

/** The top-level page: skip `offset` rows, then at most `limit` (none: no LIMIT). */
export interface Page {
  offset: number
  limit?: number
}

const rangeNotSatisfiable = (details: string) =>
  pgrstError(416, 'PGRST103', 'Requested range not satisfiable', details)

/** rangeParse: `^([0-9]+)-([0-9]*)$`, else the whole range. */
function headerRange(header: string | null): Range {
  const match = header === null ? null : /^([0-9]+)-([0-9]*)$/.exec(header)
  if (match === null) return ALL
  const lower = Number(match[1])
  const upper = match[2] === '' ? Infinity : Number(match[2])
  return { lower, upper }
}

/**
 * The page a request asks for. `limitText`/`offsetText` are the raw values of the last
 * `limit`/`offset` parameters (undefined when absent); `rangeHeader` is read for GET only.
 */
export function requestedPage(
  method: string,
  limitText: string | undefined,
  offsetText: string | undefined,
  rangeHeader: string | null,
): Page {
  const limit = limitText === undefined ? undefined : readInteger(limitText)
  const offset = offsetText === undefined ? undefined : readInteger(offsetText)
  const limitRange: Bounds | undefined =
    limitText === undefined ? undefined : limit === undefined ? ALL : { lower: 0, upper: limit - 1 }
  const offsetRange: Bounds | undefined =
    offsetText === undefined
      ? undefined
      : offset === undefined
        ? ALL
        : { lower: offset, upper: Infinity }
  let params: Bounds = limitRange ?? offsetRange ?? ALL
  if (limitRange !== undefined && offsetRange !== undefined) {
    const l = rangeLimit(limitRange) ?? 0
    const o = offsetRange.lower
    params = { lower: o, upper: o + l - 1 }
  }
  const header = method === 'GET' ? headerRange(rangeHeader) : ALL
  const top = hasLimitZero(params) ? LIMIT_ZERO : intersect(header, params)
  if (top === null || isEmpty(top)) {
    if (!hasLimitZero(params)) {
      throw rangeNotSatisfiable(
        isEmpty(header)
          ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
          : 'Limit should be greater than or equal to zero.',
      )
    }
  }
  const page = top ?? LIMIT_ZERO
  return { offset: page.lower, limit: rangeLimit(page) }
}

/** The LIMIT of the statement: the page's, capped by max_rows (db-max-rows). */
export function cappedLimit(page: Page, maxRows: number): number {
  return Math.min(page.limit ?? Infinity, maxRows)
}
