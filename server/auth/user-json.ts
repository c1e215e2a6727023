// GoTrue's User JSON (supabase/auth internal/models/user.go, its json tags; the identity of
// internal/models/identity.go), as /user, /signup and every session carry it.
import { sha256 } from './secrets.ts'
import type { UserRow } from './users.ts'

/** A uuid made from the user's id: GoTrue gives the email identity a uuid of its own. */
function identityId(userId: string): string {
  const hex = sha256(`identity:${userId}`)
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

export function userJson(user: UserRow) {
  const identityData = {
    email: user.email,
    email_verified: user.email_confirmed_at !== null,
    phone_verified: false,
    sub: user.id,
  }
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    ...(user.email_confirmed_at ? { email_confirmed_at: user.email_confirmed_at } : {}),
    phone: '',
    ...(user.email_confirmed_at ? { confirmed_at: user.email_confirmed_at } : {}),
    ...(user.recovery_sent_at ? { recovery_sent_at: user.recovery_sent_at } : {}),
    ...(user.last_sign_in_at ? { last_sign_in_at: user.last_sign_in_at } : {}),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [
      {
        identity_id: identityId(user.id),
        id: user.id,
        user_id: user.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: user.last_sign_in_at ?? user.created_at,
        created_at: user.created_at,
        updated_at: user.updated_at,
        email: user.email,
      },
    ],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  }
}

export type UserJson = ReturnType<typeof userJson>
