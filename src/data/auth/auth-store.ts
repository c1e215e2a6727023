// Who is signed in (auth-state.ts), as the whole page reads it: the session gate, the live
// subscription, 'Sign out'. Kept apart from what fills it (use-session.ts, supabase-js's auth
// events), which only private mode loads: the shared calendar's first paint carries this alone.
import { useSyncExternalStore } from 'react'
import { createStore } from '@/lib/store'
import type { AuthState } from './auth-state'
import { isPrivateMode } from './is-private'

/** The state before supabase-js has told anything. Here, not in auth-state.ts, whose
 *  transitions only private mode loads. */
const INITIAL_AUTH: AuthState = { status: 'loading', epoch: 0 }

export const authStore = createStore<AuthState>(INITIAL_AUTH)

/** The auth state, rendered again when it changes. */
export const useAuthSnapshot = () => useSyncExternalStore(authStore.subscribe, authStore.get)

/**
 * What the live subscription is made for: 'shared' outside private mode; in it, the user and
 * the sign-in (a new one after a session ended re-makes it with the new token), or null while
 * nobody is signed in (a channel on the anon key would be answered nothing).
 */
export function useLiveAuthKey(): string | null {
  const state = useAuthSnapshot()
  if (!isPrivateMode) return 'shared'
  return state.status === 'signed-in' ? `${state.userId}#${state.epoch}` : null
}
