// Which database roles a request may run as: the REST transaction (rest/transaction.ts) and
// the Realtime fan-out (realtime/dispatch.ts) both check before they switch.
import type { Tx } from './database.ts'

/**
 * PostgREST connects as `authenticator` and can switch only to the roles granted to it. We
 * connect as the owner, who could become any role, so check the same membership, before the
 * switch: a token signed with the secret but claiming `postgres` gets PostgreSQL's own
 * refusal, not a superuser. A role that does not exist gets PostgreSQL's 22023, as
 * set_config would give; this includes `none`, which set_config would take as RESET ROLE,
 * that is, as the owner.
 */
export async function assertSwitchableRole(tx: Tx, role: string): Promise<void> {
  const { rows } = await tx.query(
    `select (r.oid is not null)::text as found,
            coalesce(pg_has_role('authenticator', r.oid, 'member'), false)::text as ok
       from (select $1::text as name) n left join pg_catalog.pg_roles r on r.rolname = n.name`,
    [role],
  )
  if (rows[0]?.found !== 'true') {
    throw Object.assign(new Error(`role "${role}" does not exist`), { code: '22023' })
  }
  if (rows[0]?.ok !== 'true') {
    throw Object.assign(new Error(`permission denied to set role "${role}"`), { code: '42501' })
  }
}
