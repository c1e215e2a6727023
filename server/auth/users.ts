// auth.users: the accounts. Times are read as RFC 3339 text in UTC (what GoTrue's JSON has)
// and written from the service's clock, so tests may move time.
import type { Row, Tx } from '../db/database.ts'

export interface UserRow {
  id: string
  email: string
  encrypted_password: string | null
  email_confirmed_at: string | null
  recovery_sent_at: string | null
  last_sign_in_at: string | null
  raw_app_meta_data: Record<string, unknown>
  raw_user_meta_data: Record<string, unknown>
  created_at: string
  updated_at: string
}

/** A timestamptz as Go's time.Time JSON (RFC 3339 with microseconds, UTC). */
export const isoSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

const USER_COLUMNS = `id::text as id, email, encrypted_password,
  ${isoSql('email_confirmed_at')} as email_confirmed_at,
  ${isoSql('recovery_sent_at')} as recovery_sent_at,
  ${isoSql('last_sign_in_at')} as last_sign_in_at,
  raw_app_meta_data::text as raw_app_meta_data, raw_user_meta_data::text as raw_user_meta_data,
  ${isoSql('created_at')} as created_at, ${isoSql('updated_at')} as updated_at`

function toUser(row: Row): UserRow {
  return {
    ...(row as unknown as UserRow),
    raw_app_meta_data: JSON.parse(String(row.raw_app_meta_data)) as Record<string, unknown>,
    raw_user_meta_data: JSON.parse(String(row.raw_user_meta_data)) as Record<string, unknown>,
  }
}

const first = (rows: Row[]) => (rows[0] ? toUser(rows[0]) : null)

/** The user with this (already lower-cased) address, locked for the transaction. */
export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | null> {
  const { rows } = await tx.query(
    `select ${USER_COLUMNS} from auth.users where email = $1 for update`,
    [email],
  )
  return first(rows)
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | null> {
  const { rows } = await tx.query(`select ${USER_COLUMNS} from auth.users where id = $1::uuid`, [
    id,
  ])
  return first(rows)
}

export interface NewUser {
  email: string
  passwordHash: string | null
  metadata: Record<string, unknown>
  /** ISO time of the service's clock. */
  now: string
}

/**
 * A confirmed account (the local backend confirms at once, as a project with email
 * confirmations off, the CLI's default, does), or null when the address is taken.
 */
export async function insertUser(tx: Tx, user: NewUser): Promise<UserRow | null> {
  const { rows } = await tx.query(
    `insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at,
                             created_at, updated_at)
     values ($1, $2, $3::jsonb, $4::timestamptz, $4::timestamptz, $4::timestamptz)
     on conflict (email) do nothing
     returning ${USER_COLUMNS}`,
    [user.email, user.passwordHash, JSON.stringify(user.metadata), user.now],
  )
  return first(rows)
}

/** Records a sign-in; returns the user as it now is. */
export async function recordSignIn(tx: Tx, id: string, now: string): Promise<UserRow> {
  const { rows } = await tx.query(
    `update auth.users set last_sign_in_at = $2::timestamptz, updated_at = $2::timestamptz
     where id = $1::uuid returning ${USER_COLUMNS}`,
    [id, now],
  )
  return toUser(rows[0]!)
}
