// Loaded on demand at boot (device-cache-start.ts), beside the first read: restores the device's
// copy of the query cache, then keeps it up to date (TanStack's persistQueryClientRestore and
// persistQueryClientSubscribe, as its PersistQueryClientProvider does), and follows whether the
// network is there (connectivity.ts).
import type { QueryClient } from '@tanstack/react-query'
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
} from '@tanstack/react-query-persist-client'
import { isNetworkFailure } from './network-failure'
import { devicePersister, forgetOtherOwners } from './device-cache'
import { pageBusy } from './page-busy'
import type { WriteSender } from '../events/send-write'
import { startWriteReplay } from './write-replay'
import { CACHE_BUSTER, CACHE_MAX_AGE, shouldPersistQuery } from './persisted-queries'

export { watchConnectivity } from './connectivity'

/** The queries' staleTime (main.tsx): a restored answer is made older than it. */
const STALE_AFTER_MS = 30_000

/**
 * The device's copy without the queries the server has already refused (an error that is not
 * the network's): hydrate puts an older copy over a query whose answer is newer only by its
 * data's time, and an error has none. A read refused first (the table dropped: the setup
 * banner) would otherwise be replaced by the device's events, as if it had succeeded. A read
 * that failed for want of a network is what the copy is for.
 */
async function notAnswered(
  queryClient: QueryClient,
  persister: ReturnType<typeof devicePersister>,
): Promise<PersistedClient | undefined> {
  const client = await persister.restoreClient()
  if (!client) return client
  const cache = queryClient.getQueryCache()
  const stale = Date.now() - STALE_AFTER_MS - 1
  const queries = client.clientState.queries
    .filter(({ queryHash }) => {
      const state = cache.get(queryHash)?.state
      return !state || state.error === null || isNetworkFailure(state.error)
    })
    // Painted from the device, then read from the network (issue 29): restored as stale, so a
    // query mounted with it reads again. A copy younger than staleTime would otherwise stand
    // for the server's answer on a reopen seconds after a change elsewhere (or a dropped table).
    .map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: Math.min(query.state.dataUpdatedAt, stale) },
    }))
  return { ...client, clientState: { ...client.clientState, queries } }
}

/**
 * Restores `owner`'s copy into `queryClient` (a copy older than CACHE_MAX_AGE, of another
 * buster, or unreadable is removed instead), then saves the cache as it changes, and restores the
 * writes made offline (write-replay.ts, sent with `sender`). Resolves, once
 * restored, to the way to stop saving.
 */
export async function restoreAndPersist(
  queryClient: QueryClient,
  owner: string,
  sender: WriteSender,
): Promise<() => void> {
  const persister = devicePersister(owner, pageBusy(queryClient))
  const options = { queryClient, persister, buster: CACHE_BUSTER }
  try {
    await persistQueryClientRestore({
      ...options,
      persister: { ...persister, restoreClient: () => notAnswered(queryClient, persister) },
      maxAge: CACHE_MAX_AGE,
    })
  } finally {
    void forgetOtherOwners(owner).catch(() => {})
    // The changes made offline and not yet sent, shown again over the copy, then sent.
    void startWriteReplay(queryClient, sender, owner).catch(() => {})
  }
  return persistQueryClientSubscribe({
    ...options,
    dehydrateOptions: {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: () => false,
    },
  })
}
