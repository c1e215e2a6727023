// The live subscription itself (use-live-events.ts loads it with supabase-js): one channel on
// the events table; each change applied to the cached ranges (held while this tab's own writes
// are in flight), and after a lost connection the ranges read again when it is back.
import type { QueryClient } from '@tanstack/react-query'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { CalendarEvent } from '@/model/types'
import { EVENTS_KEY, rangeOfKey } from '../events/events-query'
import { applyLiveChange, type LiveChange } from './live-change'
import { whenWritesSettle } from '../events/use-event-writes'
import type { LiveStatus } from './use-live-events'

/** A range read's key is ['events', start, end]; other keys under 'events' are not ranges. */
const isRangeKey = (key: readonly unknown[]) => key.length === 3

function applyToCaches(queryClient: QueryClient, change: LiveChange) {
  const updates: [readonly unknown[], readonly CalendarEvent[]][] = []
  for (const [key, events] of queryClient.getQueriesData<readonly CalendarEvent[]>({
    queryKey: EVENTS_KEY,
  })) {
    if (!events || !isRangeKey(key)) continue
    const next = applyLiveChange(events, rangeOfKey(key), change)
    if (next === 'reread') {
      void queryClient.invalidateQueries({ queryKey: EVENTS_KEY })
      return
    }
    if (next !== events) updates.push([key, next])
  }
  for (const [key, next] of updates) queryClient.setQueryData(key, next)
}

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
      whenWritesSettle(queryClient, () => {
        applyToCaches(queryClient, payload as LiveChange)
        // A search's results may hold the changed event: asked again when next shown.
        void queryClient.invalidateQueries({ queryKey: ['search'], refetchType: 'none' })
      }),
    )
    .subscribe((state) => {
      if (state === 'SUBSCRIBED') {
        // Back after a loss: what changed meanwhile was not sent; read what is shown.
        if (lost) void queryClient.invalidateQueries({ queryKey: EVENTS_KEY })
        lost = false
        setStatus('live')
      } else {
        lost = true
        setStatus('off')
      }
    })
  return () => void client.removeChannel(channel)
}
