// Follows the network for the offline badge (online-status.ts) and reads the shown ranges again
// when it is back (docs/decisions.md, "Offline"): the device's online and offline events, and
// the reads themselves, since a device can say it is online with no server within reach.
import type { QueryClient } from '@tanstack/react-query'
import { calendarKeys, dayCountKeys, eventKeys } from '../events/query-keys'
import { offlineStore } from './online-status'
import { isNetworkFailure } from './network-failure'

/** What is read again once the network is back: what the calendar shows. */
const REREAD = [eventKeys.all, dayCountKeys.all, calendarKeys.all]

/** Starts following the network for `queryClient`'s reads; returns the way to stop. */
export function watchConnectivity(queryClient: QueryClient): () => void {
  let readsFailing = false
  const update = () => offlineStore.set(!navigator.onLine || readsFailing)
  const offline = () => update()
  const online = () => {
    readsFailing = false
    update()
    // Realtime does not replay what it missed: the shown ranges are read again, once. A read
    // TanStack already resumed (paused while offline) is joined, not started again.
    for (const queryKey of REREAD)
      void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false })
  }
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return
    const { action } = event
    if (action.type === 'error' && isNetworkFailure(action.error)) readsFailing = true
    else if (action.type === 'success' && !action.manual) readsFailing = false
    else return
    update()
  })
  addEventListener('online', online)
  addEventListener('offline', offline)
  update()
  return () => {
    unsubscribe()
    removeEventListener('online', online)
    removeEventListener('offline', offline)
  }
}
