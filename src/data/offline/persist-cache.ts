// Loaded on demand at boot (device-cache-start.ts), beside the first read: restores the device's
// copy of the query cache, then keeps it up to date (TanStack's persistQueryClientRestore and
// persistQueryClientSubscribe, as its PersistQueryClientProvider does), and follows whether the
// network is there (connectivity.ts).
import type { QueryClient } from '@tanstack/react-query'
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client'
import { devicePersister, forgetOtherOwners } from './device-cache'
import { CACHE_BUSTER, CACHE_MAX_AGE, shouldPersistQuery } from './persisted-queries'

export { watchConnectivity } from './connectivity'

/**
 * Restores `owner`'s copy into `queryClient` (a copy older than CACHE_MAX_AGE, of another
 * buster, or unreadable is removed instead), then saves the cache as it changes. Resolves, once
 * restored, to the way to stop saving.
 */
export async function restoreAndPersist(
  queryClient: QueryClient,
  owner: string,
): Promise<() => void> {
  const persister = devicePersister(owner)
  const options = { queryClient, persister, buster: CACHE_BUSTER }
  try {
    await persistQueryClientRestore({ ...options, maxAge: CACHE_MAX_AGE })
  } finally {
    void forgetOtherOwners(owner).catch(() => {})
  }
  return persistQueryClientSubscribe({
    ...options,
    dehydrateOptions: {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: () => false,
    },
  })
}
