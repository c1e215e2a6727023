// Which function a call means, as PostgREST's findProc (Plan.hs) chooses among overloads by
// the names of the arguments given, and its errors for no match (404 PGRST202) and for more
// than one (300 PGRST203), with their texts from Error.hs.
import type { Routine, RoutineParam, SchemaCache } from '../db/schema-cache.ts'
import { compareText } from '../db/schema-functions.ts'
import { pgrstError } from '../shared/errors.ts'

export interface Lookup {
  name: string
  /** The argument names given (a set). */
  keys: readonly string[]
  /** A POST: only then may a single unnamed parameter take the whole body. */
  post: boolean
  /** A POST with a JSON body (else a form). */
  jsonPost: boolean
}

/**
 * matchesParams: every required parameter named, and nothing named that is not a parameter.
 * A function without parameters matches no arguments only.
 */
function matchesParams(routine: Routine, keys: ReadonlySet<string>): boolean {
  const { params } = routine
  if (params.length === 0) return keys.size === 0
  const required = new Set(params.filter((p) => p.required).map((p) => p.name))
  const optional = new Set(params.filter((p) => !p.required).map((p) => p.name))
  const rest = [...keys].filter((k) => !optional.has(k))
  return rest.length === required.size && rest.every((k) => required.has(k))
}

/** One unnamed json or jsonb parameter: it takes the whole JSON body of a POST. */
function takesWholeBody(routine: Routine, lookup: Lookup): boolean {
  const [only, ...more] = routine.params
  return (
    lookup.jsonPost &&
    more.length === 0 &&
    only !== undefined &&
    only.name === '' &&
    (only.type === 'json' || only.type === 'jsonb')
  )
}

export function findRoutine(cache: SchemaCache, lookup: Lookup): Routine {
  const overloads = cache.routines.get(lookup.name) ?? []
  const keys = new Set(lookup.keys)
  const matches = overloads.filter((r) => matchesParams(r, keys))
  const fallbacks = overloads.filter((r) => !matchesParams(r, keys) && takesWholeBody(r, lookup))
  const candidates = matches.length > 0 ? matches : fallbacks
  if (candidates.length === 1) return candidates[0]!
  if (candidates.length > 1) throw ambiguous(candidates)
  throw notFound(cache, lookup)
}

/** Argument names as PostgREST lists them (a Set's order: sorted). */
const sortedKeys = (keys: readonly string[]) => [...new Set(keys)].sort(compareText)

function notFound(cache: SchemaCache, lookup: Lookup) {
  const keys = sortedKeys(lookup.keys)
  const fn = `public.${lookup.name}`
  const listed = keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`
  const searched =
    keys.length === 0
      ? ' without parameters'
      : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`
  const orBody = lookup.jsonPost ? ' or with a single unnamed json/jsonb parameter' : ''
  return pgrstError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${listed} in the schema cache`,
    `Searched for the function ${fn}${searched}${orBody}, but no matches were found in the schema cache.`,
    cache.routineHint(lookup.name, keys),
  )
}

const signature = (p: RoutineParam) => `${p.name} => ${p.type}`

function ambiguous(routines: Routine[]) {
  const list = routines
    .map((r) => `public.${r.name}(${r.params.map(signature).join(', ')})`)
    .join(', ')
  return pgrstError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${list}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  )
}

/** A function returning one value (not SETOF): a scalar, a row, or void. */
export const returnsSingle = (r: Routine) => !r.returnsSet

export const returnsVoid = (r: Routine) =>
  !r.returnsSet && r.returnType.schema === 'pg_catalog' && r.returnType.name === 'void'

/** `Allow` of OPTIONS /rpc/<fn>: GET and HEAD only for a STABLE or IMMUTABLE function. */
export const allowedMethods = (r: Routine) =>
  r.volatility === 'volatile' ? 'OPTIONS,POST' : 'OPTIONS,GET,HEAD,POST'
