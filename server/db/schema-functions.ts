// The functions of schema `public`, read from pg_proc for the schema cache as PostgREST's
// `allFunctions` (SchemaCache.hs) reads them: the input parameters with their names, types,
// defaults and VARIADIC, the return type (a scalar, a composite or a set of either), and the
// volatility. Only what PostgREST can call is kept: plain functions (prokind 'f'), not
// triggers, and no unnamed parameter unless it is the first and its type is json, jsonb,
// text, xml or bytea (the "single unnamed parameter" functions).
import type { Tx } from './database.ts'

export interface RoutineParam {
  /** '' for an unnamed parameter. */
  name: string
  /** The parameter's type as the catalog names it (regtype), e.g. `integer`, `text[]`. */
  type: string
  /**
   * The type arguments are read into: `type`, except that `character` and `bit` (and their
   * arrays) become `character varying` and `bit varying`, so a value is never padded or cut
   * before the function sees it (PostgREST's ppTypeMaxLength).
   */
  castType: string
  /** No DEFAULT: a call must name it. */
  required: boolean
  variadic: boolean
}

export interface Routine {
  name: string
  /** COMMENT ON FUNCTION, which PostgREST sorts overloads by (after the number of params). */
  description: string | null
  /** Input parameters (IN, INOUT, VARIADIC), in order. */
  params: RoutineParam[]
  /** The return type's schema and name (the relation's for a table's row type). */
  returnType: { schema: string; name: string }
  returnsSet: boolean
  /** A row type, a domain over one, or OUT/INOUT/TABLE parameters: the result is an object. */
  returnsComposite: boolean
  /**
   * json_agg writes ", \n " between elements of array or composite types and ", " between
   * others: how the rows of a set of scalars are joined.
   */
  structuredScalar: boolean
  volatility: 'volatile' | 'stable' | 'immutable'
  hasVariadic: boolean
}

// Input arguments are IN ('i'), INOUT ('b') and VARIADIC ('v'); proargmodes is null when all
// are IN. proallargtypes is null then too, and proargtypes lists them.
const FUNCTIONS_SQL = `
with base_types as (
  select t.oid,
         coalesce(nullif(t.typbasetype, 0), t.oid) as base
  from pg_type t
)
select p.proname::text as name,
       obj_description(p.oid, 'pg_proc') as description,
       coalesce((
         select json_agg(json_build_object(
                  'name', coalesce(a.name, ''),
                  'type', a.type::regtype::text,
                  'castType', case a.type
                                when 'bit'::regtype then 'bit varying'
                                when 'bit[]'::regtype then 'bit varying[]'
                                when 'character'::regtype then 'character varying'
                                when 'character[]'::regtype then 'character varying[]'
                                else a.type::regtype::text
                              end,
                  'required', a.input <= p.pronargs - p.pronargdefaults,
                  'variadic', coalesce(a.mode = 'v', false)) order by a.input)
         from (
           select arg.type, arg.name, arg.mode,
                  row_number() over (order by arg.idx) as input
           from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]),
                       coalesce(p.proargnames, '{}'::text[]),
                       coalesce(p.proargmodes, '{}'::"char"[]))
                  with ordinality as arg(type, name, mode, idx)
           where arg.type is not null and coalesce(arg.mode, 'i') in ('i', 'b', 'v')
         ) a
       ), '[]')::text as params,
       rn.nspname::text as return_schema,
       coalesce(rc.relname, rt.typname)::text as return_name,
       p.proretset as returns_set,
       (rt.typtype = 'c'
        or coalesce(p.proargmodes::text[] && '{t,b,o}', false)) as returns_composite,
       (rt.typcategory = 'A' or rt.typtype = 'c' or rt.oid = 'record'::regtype) as structured,
       p.provolatile::text as volatility,
       p.provariadic <> 0 as has_variadic
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join base_types b on b.oid = p.prorettype
join pg_type rt on rt.oid = b.base
join pg_namespace rn on rn.oid = rt.typnamespace
left join pg_class rc on rc.oid = rt.typrelid
where n.nspname = 'public'
  and p.prokind = 'f'
  and rt.oid <> 'trigger'::regtype
order by p.proname, p.oid`

interface Row {
  name: unknown
  description: unknown
  params: unknown
  return_schema: unknown
  return_name: unknown
  returns_set: unknown
  returns_composite: unknown
  structured: unknown
  volatility: unknown
  has_variadic: unknown
}

const VOLATILITY = { v: 'volatile', s: 'stable', i: 'immutable' } as const
/** The types a single unnamed parameter may have (PostgREST's `callable`). */
const UNNAMED_TYPES = ['bytea', 'json', 'jsonb', 'text', 'xml']

/** Both engines give booleans; a text 't'/'f' would be PostgreSQL's text protocol. */
const bool = (value: unknown) => value === true || value === 't' || value === 'true'

export async function loadRoutines(tx: Tx): Promise<Routine[]> {
  const { rows } = await tx.query(FUNCTIONS_SQL)
  return (rows as unknown as Row[])
    .map((row): Routine => ({
      name: String(row.name),
      description: row.description === null ? null : String(row.description),
      params: JSON.parse(String(row.params)) as RoutineParam[],
      returnType: { schema: String(row.return_schema), name: String(row.return_name) },
      returnsSet: bool(row.returns_set),
      // `returns record` without OUT parameters is a scalar for PostgREST (pseudo-type 'p'),
      // passed on as a value: it still comes out as an object.
      returnsComposite: bool(row.returns_composite),
      structuredScalar: bool(row.structured),
      volatility: VOLATILITY[String(row.volatility) as keyof typeof VOLATILITY] ?? 'volatile',
      hasVariadic: bool(row.has_variadic),
    }))
    .filter(callable)
}

/**
 * PostgREST's `callable`: no unnamed parameter, or exactly one while the first parameter's
 * type is one a whole body can be passed as.
 */
function callable(routine: Routine): boolean {
  const unnamed = routine.params.filter((p) => p.name === '').length
  if (unnamed === 0) return true
  return unnamed === 1 && UNNAMED_TYPES.includes(routine.params[0]!.type)
}

/**
 * Overloads in PostgREST's order (Routine's Ord instance): fewer parameters first, then by
 * description (none first) and parameters, field by field.
 */
export function compareRoutines(a: Routine, b: Routine): number {
  if (a.params.length !== b.params.length) return a.params.length - b.params.length
  if (a.description !== b.description) {
    if (a.description === null) return -1
    if (b.description === null) return 1
    return compareText(a.description, b.description)
  }
  for (let i = 0; i < a.params.length; i++) {
    const x = a.params[i]!
    const y = b.params[i]!
    const order =
      compareText(x.name, y.name) ||
      compareText(x.type, y.type) ||
      compareText(x.castType, y.castType) ||
      Number(x.required) - Number(y.required) ||
      Number(x.variadic) - Number(y.variadic)
    if (order !== 0) return order
  }
  return 0
}

/** Haskell's Text order: by code point. */
export function compareText(a: string, b: string): number {
  const x = [...a]
  const y = [...b]
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!
    if (d !== 0) return d
  }
  return x.length - y.length
}
