// The live subscription itself (use-live-events.ts loads it with supabase-js): one channel on
// the events table; each change applied to the cached ranges (held while this tab's own writes
// are in flight), and after a lost connection the ranges read again when it is back.
import type { QueryClient } from '@tanstack/react-query'
import type { SupabaseClient } from '@supabase/supabase-js'
import { dayCountKeys, eventKeys, searchKeys, updateRangeCaches } from '../events/query-keys'
import { applyLiveChange, type LiveChange } from './live-change'
import { writeLedgerFor } from '../events/write-ledger'
import { subscribeCalendarsLive } from '../calendars/calendars-live'

/** 'connecting' until the first join; 'off' while the connection is lost. */
export type LiveStatus = 'connecting' | 'live' | 'off'

/** Subscribes; returns the unsubscribe. */
export function subscribeLive(
  client: SupabaseClient,
  queryClient: QueryClient,
  setStatus: (status: LiveStatus) => void,
): () => void {
  let lost = false
  const channel = client
    .channel('calendar-events')
    .on('postgres_changes', { event: '*', schema: 'public', table: 'events' }, (payload: unknown) =>
      writeLedgerFor(queryClient).whenWritesSettle(() => {
        const change = payload as LiveChange
        // Applied to every cached range; one it cannot be applied to reads them all again.
        updateRangeCaches(queryClient, (events, range) => applyLiveChange(events, range, change))
        // A search's results may hold the changed event: asked again when next shown.
        void queryClient.invalidateQueries({ queryKey: searchKeys.all, refetchType: 'none' })
        // The year view's counts: read again if shown, without cancelling a read under way (a
        // burst of changes would otherwise restart it at each one and never let it finish).
        void queryClient.invalidateQueries({ queryKey: dayCountKeys.all }, { cancelRefetch: false })
      }),
    )
    .subscribe((state) => {
      if (state === 'SUBSCRIBED') {
        // Back after a loss: what changed meanwhile was not sent; read what is shown.
        if (lost) void queryClient.invalidateQueries({ queryKey: eventKeys.all })
        lost = false
        setStatus('live')
      } else {
        lost = true
        setStatus('off')
      }
    })
  // The calendars' changes, on a channel of their own (calendars-live.ts).
  const stopCalendars = subscribeCalendarsLive(client, queryClient)
  return () => {
    stopCalendars()
    void client.removeChannel(channel)
  }
}
