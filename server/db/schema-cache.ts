// The tables, views and functions of schema `public`, read from pg_catalog, as PostgREST's
// schema cache holds them: columns in ordinal order with their types, and the primary key;
// functions with their parameters and return types (schema-functions.ts). The protocol code
// checks every identifier a request names against it before any SQL is built.
import type { Database } from './database.ts'
import { FUNCTION_MIN_SCORE, fuzzyPick, PARAMS_MIN_SCORE } from './function-hint.ts'
import { closestName } from './fuzzy-hint.ts'
import { compareRoutines, compareText, loadRoutines, type Routine } from './schema-functions.ts'

export type { Routine, RoutineParam } from './schema-functions.ts'

export interface Column {
  name: string
  /** format_type() of the column: the type json_to_record() parses a body value into. */
  type: string
  nullable: boolean
  default: string | null
}

export interface Table {
  name: string
  /** pg_class.relkind: r table, p partitioned table, v view, m materialized view, f foreign table. */
  kind: string
  columns: Column[]
  primaryKey: string[]
}

/** A role's own settings (ALTER ROLE ... SET), applied to each of its requests. */
export type RoleSettings = ReadonlyMap<string, readonly (readonly [string, string])[]>

export interface SchemaCache {
  readonly tables: ReadonlyMap<string, Table>
  /**
   * The settings of the roles a request may run as, as PostgREST v12+ reads them
   * (`queryRoleSettings` in Config/Database.hs): each role granted to authenticator, its own
   * `rolconfig`, only settings a user may set, values lower-cased, and
   * default_transaction_isolation left out. Supabase's are statement_timeout: 3s for anon and
   * 8s for authenticated (bootstrap.ts).
   */
  readonly roleSettings: RoleSettings
  table(name: string): Table | undefined
  /** PGRST205's hint: "Perhaps you meant the table 'public.events'", or null. */
  tableHint(name: string): string | null
  /** The functions of public by name, overloads in PostgREST's order (fewest params first). */
  readonly routines: ReadonlyMap<string, readonly Routine[]>
  /**
   * PGRST202's hint: with no function of that name, the closest name ("Perhaps you meant to
   * call the function public.sayhello"); otherwise the overload whose parameter names are
   * closest to `args` ("... public.sayhello(name)"). Null when nothing is close enough.
   */
  routineHint(name: string, args: readonly string[]): string | null
}

const SCHEMA_CACHE_SQL = `
select c.relname::text as name,
       c.relkind::text as kind,
       coalesce((
         select json_agg(json_build_object(
                  'name', a.attname,
                  'type', format_type(a.atttypid, a.atttypmod),
                  'nullable', not a.attnotnull,
                  'default', pg_get_expr(d.adbin, d.adrelid)) order by a.attnum)
         from pg_attribute a
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       ), '[]')::text as columns,
       coalesce((
         select json_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum))
         from pg_index i
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
         where i.indrelid = c.oid and i.indisprimary
       ), '[]')::text as primary_key
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
order by c.relname`

const ROLE_SETTINGS_SQL = `
with role_setting as (
  select r.rolname, unnest(r.rolconfig) as setting
  from pg_auth_members m
  join pg_roles r on r.oid = m.roleid
  join pg_roles a on a.oid = m.member and a.rolname = 'authenticator'
),
kv_settings as (
  select rolname,
         substr(setting, 1, strpos(setting, '=') - 1) as key,
         lower(substr(setting, strpos(setting, '=') + 1)) as value
  from role_setting
)
select kv.rolname::text as role, kv.key::text as key, kv.value::text as value
from kv_settings kv
join pg_settings ps on ps.name = kv.key
  and (ps.context = 'user' or has_parameter_privilege('authenticator', ps.name, 'set'))
where kv.key <> 'default_transaction_isolation'
order by 1, 2`

/** "(a, b)": parameter names sorted, as PostgREST compares them (noRpcHint's listToText). */
const paramList = (names: readonly string[]) => `(${[...names].sort(compareText).join(', ')})`

export function schemaCacheFromTables(
  tables: Table[],
  roleSettings: RoleSettings = new Map(),
  routines: readonly Routine[] = [],
): SchemaCache {
  const byName = new Map(tables.map((t) => [t.name, t]))
  const routinesByName = new Map<string, Routine[]>()
  for (const routine of routines) {
    routinesByName.set(routine.name, [...(routinesByName.get(routine.name) ?? []), routine])
  }
  for (const overloads of routinesByName.values()) overloads.sort(compareRoutines)
  return {
    tables: byName,
    roleSettings,
    routines: routinesByName,
    routineHint: (name, args) => {
      const overloads = routinesByName.get(name)
      if (overloads === undefined) {
        const match = fuzzyPick(name, [...routinesByName.keys()], FUNCTION_MIN_SCORE)
        return match === null ? null : `Perhaps you meant to call the function public.${match}`
      }
      const lists = overloads.map((r) => paramList(r.params.map((p) => p.name)))
      const match = fuzzyPick(paramList(args), lists, PARAMS_MIN_SCORE)
      return match === null ? null : `Perhaps you meant to call the function public.${name}${match}`
    },
    table: (name) => byName.get(name),
    // PostgREST: "Perhaps you meant the table '<schema>.<name>'" when a fuzzy match scores
    // at least 0.75 (Error.hs tableNotFoundHint).
    tableHint: (name) => {
      const match = closestName(name, [...byName.keys()])
      return match === null ? null : `Perhaps you meant the table 'public.${match}'`
    },
  }
}

export async function loadSchemaCache(db: Database): Promise<SchemaCache> {
  const [tables, settings, routines] = await db.transaction(
    async (tx) =>
      [
        (await tx.query(SCHEMA_CACHE_SQL)).rows,
        (await tx.query(ROLE_SETTINGS_SQL)).rows,
        await loadRoutines(tx),
      ] as const,
    { readOnly: true },
  )
  const roleSettings = new Map<string, [string, string][]>()
  for (const row of settings) {
    const role = String(row.role)
    roleSettings.set(role, [
      ...(roleSettings.get(role) ?? []),
      [String(row.key), String(row.value)],
    ])
  }
  return schemaCacheFromTables(
    tables.map((row) => ({
      name: String(row.name),
      kind: String(row.kind),
      columns: JSON.parse(String(row.columns)) as Column[],
      primaryKey: JSON.parse(String(row.primary_key)) as string[],
    })),
    roleSettings,
    routines,
  )
}
