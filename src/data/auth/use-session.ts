// The page's auth state (auth-store.ts), kept from supabase-js's onAuthStateChange. Started by
// the first useAuthState, which only private mode's gate renders (a chunk loaded on demand).
import { useEffect } from 'react'
import { loadSupabase } from '../client/supabase'
import { nextAuthState, sessionChange, signedOutByUser, type AuthEvent } from './auth-state'
import { authStore, useAuthSnapshot } from './auth-store'

export type { AuthState } from './auth-state'

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
        const before = authStore.get()
        const after = nextAuthState(before, event as AuthEvent, session?.user.id ?? null)
        // Before the state changes, so the calendar is never drawn from the other's cache.
        const change = sessionChange(before, after)
        if (change) for (const listener of changeListeners) listener(change)
        authStore.set(after)
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
  return useAuthSnapshot()
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
  authStore.set(signedOutByUser(authStore.get()))
}
