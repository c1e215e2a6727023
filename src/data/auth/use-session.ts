// The page's auth state (auth-state.ts), kept from supabase-js's onAuthStateChange. A module, as
// the client is: the session gate, the live subscription and 'Sign out' read the same one.
// Started by the first useAuthState, which only private mode renders.
import { useEffect, useSyncExternalStore } from 'react'
import { createStore } from '@/lib/store'
import { loadSupabase } from '../client/supabase'
import {
  INITIAL_AUTH,
  nextAuthState,
  sessionChange,
  signedOutByUser,
  type AuthEvent,
} from './auth-state'
import { isPrivateMode } from './is-private'

export type { AuthState } from './auth-state'

const store = createStore(INITIAL_AUTH)
type SessionChange = NonNullable<ReturnType<typeof sessionChange>>
const changeListeners = new Set<(change: SessionChange) => void>()
let listening: Promise<void> | undefined

function listen(): Promise<void> {
  listening ??= loadSupabase().then(
    (setup) => {
      if (!setup.ok) return
      // supabase-js says INITIAL_SESSION once it has read the stored session and any session
      // in the URL (a sign-in link's #access_token=...), so nothing is decided before that.
      setup.client.auth.onAuthStateChange((event, session) => {
        const before = store.get()
        const after = nextAuthState(before, event as AuthEvent, session?.user.id ?? null)
        // Before the state changes, so the calendar is never drawn from the other's cache.
        const change = sessionChange(before, after)
        if (change) for (const listener of changeListeners) listener(change)
        store.set(after)
      })
    },
    // The library's code did not arrive: the gate mounted next asks again.
    () => void (listening = undefined),
  )
  return listening
}

/** Who is signed in; 'loading' until supabase-js has told. */
export function useAuthState() {
  useEffect(() => void listen(), [])
  return useSyncExternalStore(store.subscribe, store.get)
}

/**
 * Calls `onChange` when someone signs in over a mounted calendar (auth-state.ts, sessionChange),
 * before the new state is rendered.
 */
export function useSessionChange(onChange: (change: SessionChange) => void): void {
  useEffect(() => {
    changeListeners.add(onChange)
    return () => void changeListeners.delete(onChange)
  }, [onChange])
}

/** 'Sign out' (sign-out.ts): signed out at once, and the SIGNED_OUT after it is no ending. */
export function markSignedOutByUser(): void {
  store.set(signedOutByUser(store.get()))
}

/**
 * What the live subscription is made for: 'shared' outside private mode; in it, the user and
 * the sign-in (a new one after a session ended re-makes it with the new token), or null while
 * nobody is signed in (a channel on the anon key would be answered nothing).
 */
export function useLiveAuthKey(): string | null {
  const state = useSyncExternalStore(store.subscribe, store.get)
  if (!isPrivateMode) return 'shared'
  return state.status === 'signed-in' ? `${state.userId}#${state.epoch}` : null
}
