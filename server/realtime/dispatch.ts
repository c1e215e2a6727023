// The fan-out of one change heard from the database (trigger.ts) to the channels whose
// postgres_changes bindings match it: the row is read again once per identity (JWT role and
// claims, RLS applying, as Realtime's apply_rls does), then filtered per binding. A delete can
// no longer be read: it goes, key only, to the roles that may select from the table.
//
// Each table's columns (the payload's `columns`, which realtime-js types the row by) are kept
// between changes, and read again when the schema changes without a restart (a column added
// by the setup SQL, psql or the SQL editor): when a row read has other keys than the kept
// columns, as PostgREST notices a name its schema cache lacks (a cheap check per change, a
// catalog read only then), and on PostgREST's reload signal, `NOTIFY pgrst` (endpoint.ts),
// which also covers what the keys cannot show (a column's type changed).
import type { AuthResult } from '../shared/auth.ts'
import type { Database } from '../db/database.ts'
import { matchesFilter, type RowFilter } from './filter.ts'
import { assertSwitchableRole } from '../db/switch-role.ts'

export interface Binding {
  id: number
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'
  schema: string
  table: string
  filter?: { text: string; parsed: RowFilter }
}

export interface Channel {
  topic: string
  joinRef: string | null
  identity: AuthResult
  bindings: Binding[]
}

/** What the trigger sends: the operation and the row's primary key. */
interface Change {
  schema: string
  table: string
  type: 'INSERT' | 'UPDATE' | 'DELETE'
  id: string
  commit_timestamp: string
  /** A delete's row's `user_id` (private mode's owner), or null where there is none. */
  owner?: string | null
}

/** A joined channel and how to send it a postgres_changes payload. */
export interface Subscriber {
  channel: Channel
  send: (payload: Record<string, unknown>) => void
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

interface Columns {
  list: { name: string; type: string }[]
  names: Set<string>
}

/** Whether a row read has exactly the kept columns: not, once one was added or dropped. */
const fits = (columns: Columns, record: Record<string, unknown>) => {
  const keys = Object.keys(record)
  return keys.length === columns.names.size && keys.every((key) => columns.names.has(key))
}

/**
 * How many whole seconds ago the identity's token expired, or null while it holds (or has no
 * `exp`: an API key's role). A private mode channel hears nothing once its token has expired
 * and no new one was sent: the token's owner may have signed out everywhere since.
 */
export function secondsExpired(identity: AuthResult, now: number): number | null {
  const exp = identity.claims.exp
  if (typeof exp !== 'number' || exp * 1000 > now) return null
  return Math.floor(now / 1000 - exp)
}

export interface ChangeDispatcher {
  /** Handles one NOTIFY payload for the subscribers joined when it arrived. */
  dispatch(payload: string, subscribers: readonly Subscriber[]): Promise<void>
  /** The schema changed (`NOTIFY pgrst`): every table's columns are read again when next needed. */
  schemaChanged(): void
}

export function changeDispatcher(db: Database): ChangeDispatcher {
  const columnsCache = new Map<string, Columns>()

  async function columnsOf(schema: string, table: string, fresh = false): Promise<Columns> {
    const key = JSON.stringify([schema, table])
    const cached = columnsCache.get(key)
    if (cached && !fresh) return cached
    const { rows } = await db.transaction((tx) =>
      tx.query(
        `select a.attname::text as name, t.typname::text as type
           from pg_catalog.pg_attribute a
           join pg_catalog.pg_type t on t.oid = a.atttypid
          where a.attrelid = (quote_ident($1) || '.' || quote_ident($2))::regclass
            and a.attnum > 0 and not a.attisdropped
          order by a.attnum`,
        [schema, table],
      ),
    )
    const list = rows.map((row) => ({ name: String(row.name), type: String(row.type) }))
    const columns = { list, names: new Set(list.map((column) => column.name)) }
    columnsCache.set(key, columns)
    return columns
  }

  /** The row as `identity` may read it (its role and claims, RLS applying), or null. */
  async function readAs(identity: AuthResult, change: Change) {
    return db.transaction(
      async (tx) => {
        await assertSwitchableRole(tx, identity.role)
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
          [identity.role, JSON.stringify(identity.claims)],
        )
        const target = `${quote(change.schema)}.${quote(change.table)}`
        const { rows } = await tx.query(
          `select row_to_json(t)::text as row from ${target} t where t.id::text = $1`,
          [change.id],
        )
        return rows[0] ? (JSON.parse(String(rows[0].row)) as Record<string, unknown>) : null
      },
      { readOnly: true },
    )
  }

  /**
   * Whether `identity` may hear of a deleted row, which can no longer be read: its role may
   * select from the table, and, where the row had an owner (private mode), it is that owner
   * or a role that bypasses row-level security (service_role). Supabase's own Realtime sends
   * deletes without RLS (its docs: Postgres cannot check a deleted row); private mode's
   * policies are `user_id = auth.uid()`, so the owner is the one check they would make.
   */
  async function mayHearDelete(identity: AuthResult, change: Change) {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `select has_table_privilege($1::name, (quote_ident($2) || '.' || quote_ident($3))::regclass, 'SELECT')::text as ok,
                (select rolbypassrls from pg_catalog.pg_roles where rolname = $1::name)::text as bypass`,
        [identity.role, change.schema, change.table],
      )
      if (rows[0]?.ok !== 'true') return false
      if (change.owner === null || change.owner === undefined) return true
      return rows[0]?.bypass === 'true' || identity.claims.sub === change.owner
    })
  }

  async function dispatch(payload: string, subscribers: readonly Subscriber[]) {
    let change: Change
    try {
      change = JSON.parse(payload) as Change
    } catch {
      return
    }
    const matching = (binding: Binding) =>
      binding.schema === change.schema &&
      binding.table === change.table &&
      (binding.event === '*' || binding.event === change.type)
    const now = Date.now()
    const targets = subscribers.filter(
      ({ channel }) =>
        channel.bindings.some(matching) && secondsExpired(channel.identity, now) === null,
    )
    if (targets.length === 0) return
    let columns = await columnsOf(change.schema, change.table)
    // A delete's record is its key only: nothing to check the kept columns against.
    let checked = change.type === 'DELETE'
    // One read per identity (role and claims), however many channels share it.
    const byIdentity = new Map<string, typeof targets>()
    for (const target of targets) {
      const key = JSON.stringify([target.channel.identity.role, target.channel.identity.claims])
      byIdentity.set(key, [...(byIdentity.get(key) ?? []), target])
    }
    for (const group of byIdentity.values()) {
      const identity = group[0]!.channel.identity
      let record: Record<string, unknown> | null
      try {
        record =
          change.type === 'DELETE'
            ? (await mayHearDelete(identity, change))
              ? { id: change.id }
              : null
            : await readAs(identity, change)
      } catch {
        // A role that cannot be switched to, or lost its grants: it is sent nothing.
        record = null
      }
      if (record === null) continue
      if (!checked) {
        checked = true
        if (!fits(columns, record)) columns = await columnsOf(change.schema, change.table, true)
      }
      // With RLS on (events has it), old_record holds the primary key only (apply_rls.sql).
      const data: Record<string, unknown> = {
        schema: change.schema,
        table: change.table,
        commit_timestamp: change.commit_timestamp,
        type: change.type,
        columns: columns.list,
        errors: null,
      }
      if (change.type !== 'DELETE') data.record = record
      if (change.type !== 'INSERT') data.old_record = { id: change.id }
      for (const { channel, send } of group) {
        const ids = channel.bindings
          .filter(
            (binding) =>
              matching(binding) &&
              (!binding.filter || matchesFilter(binding.filter.parsed, record)),
          )
          .map((binding) => binding.id)
        if (ids.length === 0) continue
        send({ ids, data })
      }
    }
  }

  return {
    dispatch,
    schemaChanged: () => columnsCache.clear(),
  }
}
