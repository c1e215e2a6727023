// 'Sign out' (decisions.md, "Private mode"): the next person at a shared computer finds nothing
// of this one's calendar, in memory or on the device.
import type { QueryClient } from '@tanstack/react-query'
import type { SupabaseClient } from '@supabase/supabase-js'
import { forgetWriteLedger } from '../events/write-ledger'
import { forgetDeviceCache } from '../offline/device-cache'
import { markSignedOutByUser } from './use-session'

export interface SignOutOptions {
  /** localStorage keys that hold nothing personal and stay (the theme choice). */
  keep?: readonly string[]
}

/**
 * Signs out this device's session and forgets what it showed: the query cache (events,
 * searches), the write ledger, the app's storage, and the copy of the cache kept for offline use
 * (IndexedDB). The sign-in screen shows at once and the app's own storage goes with it; the
 * server's answer is not waited for before that, and a server that cannot be reached does not
 * keep the session here (it is taken from storage below all the same).
 */
export async function signOut(
  client: SupabaseClient,
  queryClient: QueryClient,
  { keep = [] }: SignOutOptions = {},
): Promise<void> {
  markSignedOutByUser()
  // What the app keeps goes at once, before the server is asked: a slow answer must not leave
  // the person's events or reminder log behind the sign-in screen. supabase-js's session
  // stays until then, as signOut reads it to revoke it at the server.
  forgetEvents(queryClient)
  clearStorage(keep, { keepSession: true })
  try {
    // 'local': this device's session, revoked at the server too; the person's other devices
    // stay signed in (supabase-js's default, 'global', would end them all).
    await client.auth.signOut({ scope: 'local' })
  } finally {
    forgetEvents(queryClient)
    clearStorage(keep)
    await forgetDeviceCache()
  }
}

/**
 * The app keeps nothing personal in storage of its own; supabase-js keeps the session there.
 * Everything but `keep` goes, so a personal key added later cannot be forgotten here.
 */
function clearStorage(keep: readonly string[], { keepSession = false } = {}) {
  try {
    sessionStorage.clear()
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i)
      if (key === null || keep.includes(key)) continue
      // supabase-js's keys (the session, a sign-in's code verifier): `sb-<project>-auth-token…`.
      if (keepSession && key.startsWith('sb-')) continue
      localStorage.removeItem(key)
    }
  } catch {
    // Storage that cannot be read (blocked cookies) held nothing either.
  }
}

/** Forgets the events a signed-in person was shown: another one signed in (session-gate.tsx). */
export function forgetEvents(queryClient: QueryClient): void {
  queryClient.clear()
  forgetWriteLedger(queryClient)
}
