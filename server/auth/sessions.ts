// auth.sessions and auth.refresh_tokens: a sign-in is a session; its refresh tokens rotate.
// Each refresh revokes the token it used and issues a child (GoTrue's
// `models.GrantRefreshTokenSwap`, internal/tokens/service.go `RefreshTokenGrant`). A revoked
// token used again within the reuse interval (a client retrying a refresh whose answer it
// lost) gets a fresh child too; after it, the reuse is taken for a stolen token: the whole
// session is ended and the answer is refresh_token_already_used (GoTrue revokes the token
// family, `models.RevokeTokenFamily`; here the session goes, so its access tokens also stop
// working at /auth/v1/user). Only SHA-256 hashes of the tokens are stored.
import type { Tx } from '../db/database.ts'
import { authErrors } from './auth-error.ts'
import { randomToken, sha256 } from './secrets.ts'

export interface SessionGrant {
  sessionId: string
  userId: string
  refreshToken: string
  /** How the session began, and when (unix seconds): the access token's amr. */
  method: string
  startedAt: number
}

async function issueRefreshToken(
  tx: Tx,
  sessionId: string,
  parentHash: string | null,
  now: string,
): Promise<string> {
  const token = randomToken()
  await tx.query(
    `insert into auth.refresh_tokens (token_hash, session_id, parent_hash, created_at, updated_at)
     values ($1, $2::uuid, $3, $4::timestamptz, $4::timestamptz)`,
    [sha256(token), sessionId, parentHash, now],
  )
  return token
}

/** A new session for the user, with its first refresh token. */
export async function createSession(
  tx: Tx,
  userId: string,
  method: 'password' | 'otp',
  now: string,
): Promise<SessionGrant> {
  const { rows } = await tx.query(
    `insert into auth.sessions (user_id, amr_method, created_at, updated_at)
     values ($1::uuid, $2, $3::timestamptz, $3::timestamptz) returning id::text as id`,
    [userId, method, now],
  )
  const sessionId = String(rows[0]!.id)
  return {
    sessionId,
    userId,
    refreshToken: await issueRefreshToken(tx, sessionId, null, now),
    method,
    startedAt: Math.floor(Date.parse(now) / 1000),
  }
}

/**
 * Trades a refresh token for its child. Throws refresh_token_not_found (no such token, or its
 * session ended) or refresh_token_already_used (reused after the interval: the session is
 * ended, which the caller must commit).
 */
export async function rotateRefreshToken(
  tx: Tx,
  token: string,
  now: string,
  reuseSeconds: number,
): Promise<SessionGrant | 'reused'> {
  const hash = sha256(token)
  const { rows } = await tx.query(
    `select t.session_id::text as session_id, t.revoked::text as revoked, s.user_id::text as user_id,
            s.amr_method, floor(extract(epoch from s.created_at))::bigint::text as started_at,
            extract(epoch from ($2::timestamptz - t.updated_at))::float8 as revoked_for
       from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
      where t.token_hash = $1
      for update of t, s`,
    [hash, now],
  )
  const row = rows[0]
  if (!row) throw authErrors.refreshTokenNotFound()
  const sessionId = String(row.session_id)
  // Values as text, the same on both engines (node-postgres hands over text, database.ts).
  if (row.revoked === 'true' && Number(row.revoked_for) >= reuseSeconds) {
    await endSessions(tx, { sessionId })
    return 'reused'
  }
  await tx.query(
    `update auth.refresh_tokens set revoked = true, updated_at = $2::timestamptz
      where token_hash = $1 and not revoked`,
    [hash, now],
  )
  await tx.query(`update auth.sessions set updated_at = $2::timestamptz where id = $1::uuid`, [
    sessionId,
    now,
  ])
  return {
    sessionId,
    userId: String(row.user_id),
    refreshToken: await issueRefreshToken(tx, sessionId, hash, now),
    method: String(row.amr_method),
    startedAt: Number(row.started_at),
  }
}

/** Whether the session still exists (not signed out, not ended by a reuse). */
export async function sessionExists(tx: Tx, sessionId: string): Promise<boolean> {
  const { rows } = await tx.query(`select 1 from auth.sessions where id = $1::uuid`, [sessionId])
  return rows.length > 0
}

/**
 * Ends sessions, their refresh tokens with them (on delete cascade): one session, or every
 * session of a user, or every one but one (GoTrue's `models.LogoutSession`, `Logout`,
 * `LogoutAllExceptMe`).
 */
export async function endSessions(
  tx: Tx,
  which: { sessionId: string } | { userId: string; except?: string },
): Promise<void> {
  if ('sessionId' in which) {
    await tx.query(`delete from auth.sessions where id = $1::uuid`, [which.sessionId])
  } else {
    await tx.query(
      `delete from auth.sessions where user_id = $1::uuid and ($2::uuid is null or id <> $2::uuid)`,
      [which.userId, which.except ?? null],
    )
  }
}
