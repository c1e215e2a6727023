// auth.one_time_tokens: a magic link and its 6-digit code, as GoTrue's sendMagicLink makes
// them (supabase/auth internal/api/mail.go): one pair per user at a time (a new email
// replaces the last one's), valid for otpExpirySeconds, single use. Only hashes are kept: the
// link token's SHA-256, and the code's with its address (GoTrue's GenerateTokenHash).
import type { Tx } from '../db/database.ts'
import { codeHash, randomToken, sha256, sixDigitCode } from './secrets.ts'

export interface IssuedOneTimeToken {
  code: string
  linkToken: string
}

/** Replaces the user's earlier link and code with new ones; notes the send time. */
export async function issueOneTimeToken(
  tx: Tx,
  user: { id: string; email: string },
  now: string,
  expirySeconds: number,
): Promise<IssuedOneTimeToken> {
  const code = sixDigitCode()
  const linkToken = randomToken()
  await tx.query(`delete from auth.one_time_tokens where user_id = $1::uuid`, [user.id])
  await tx.query(
    `insert into auth.one_time_tokens (user_id, code_hash, link_hash, created_at, expires_at)
     values ($1::uuid, $2, $3, $4::timestamptz,
             $4::timestamptz + make_interval(secs => $5::float8))`,
    [user.id, codeHash(user.email, code), sha256(linkToken), now, expirySeconds],
  )
  await tx.query(`update auth.users set recovery_sent_at = $2::timestamptz where id = $1::uuid`, [
    user.id,
    now,
  ])
  return { code, linkToken }
}

/**
 * Uses up the user's token if `code` is its code, or `linkToken` its link, and it has not
 * expired: returns the user's id, or null. A used or expired token is gone either way.
 */
export async function consumeOneTimeToken(
  tx: Tx,
  which: { email: string; code: string } | { linkToken: string },
  now: string,
): Promise<string | null> {
  const { rows } =
    'linkToken' in which
      ? await tx.query(
          `delete from auth.one_time_tokens where link_hash = $1
           returning user_id::text as user_id, (expires_at > $2::timestamptz)::text as valid`,
          [sha256(which.linkToken), now],
        )
      : await tx.query(
          `delete from auth.one_time_tokens t using auth.users u
            where u.id = t.user_id and u.email = $1 and t.code_hash = $2
           returning t.user_id::text as user_id, (t.expires_at > $3::timestamptz)::text as valid`,
          [which.email, codeHash(which.email, which.code), now],
        )
  const row = rows[0]
  // Booleans as text: node-postgres here hands over every value as text (database.ts).
  return row && row.valid === 'true' ? String(row.user_id) : null
}
