// The device's copy of the query cache, from the page's side (docs/decisions.md, "Offline"): its
// code is a chunk of its own (the first load's budget), asked for at boot beside supabase-js,
// and the copy is restored as soon as it arrives, while React draws the first screen. Queries
// do not wait for it (PersistQueryClientProvider's isRestoring would have them wait): the first
// read goes out at once, and the copy, restored before the network answers, is painted
// meanwhile (hydrate never puts an older answer over a newer one). A cold open thus waits for
// nothing, and on a device whose IndexedDB hangs the calendar reads from the network as before.
import type { QueryClient } from '@tanstack/react-query'
import type { AuthState } from '../auth/auth-state'
import { authStore } from '../auth/auth-store'
import { isPrivateMode } from '../auth/is-private'
import { writeSender } from '../events/send-write'

/**
 * Whose copy the device keeps: 'shared' outside private mode; in it the signed-in person's (and
 * still theirs while their ended session's calendar stays mounted), none while signed out.
 */
function cacheOwner(auth: AuthState): string | null {
  if (!isPrivateMode) return 'shared'
  if (auth.status === 'signed-in') return auth.userId
  return auth.status === 'signed-out' && auth.ended ? (auth.userId ?? null) : null
}

/**
 * Restores the owner's copy into `queryClient` and keeps it saved, for the page's life, and
 * follows the network (connectivity.ts). Another person signed in: their copy instead; signed
 * out: none. A copy that cannot be read restores nothing and is not kept up to date.
 */
export function startDeviceCache(queryClient: QueryClient): void {
  const code = import('./persist-cache')
  code.then(({ watchConnectivity }) => watchConnectivity(queryClient)).catch(() => {})
  let owner: string | null = null
  let stop: (() => void) | undefined
  let turn = 0
  const follow = () => {
    const next = cacheOwner(authStore.get())
    if (next === owner) return
    owner = next
    stop?.()
    stop = undefined
    const mine = ++turn
    if (next === null) return
    code
      .then(({ restoreAndPersist }) => restoreAndPersist(queryClient, next, writeSender))
      .then((unsubscribe) => {
        if (mine === turn) stop = unsubscribe
        else unsubscribe()
      })
      .catch(() => {})
  }
  authStore.subscribe(follow)
  follow()
}
