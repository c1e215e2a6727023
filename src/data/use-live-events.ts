// Live updates (decisions.md, "Live sync and conflicts"): the calendar subscribes to Supabase
// Realtime's postgres_changes on the events table and applies each change from elsewhere to
// the cached ranges, without reading them again; after a lost connection it reads the shown
// ranges once when it is back, so nothing missed stays stale.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { CalendarEvent } from '../calendar/types'
import { EVENTS_KEY, rangeOfKey } from './events-query'
import { applyLiveChange, type LiveChange } from './live-change'
import { loadSupabase } from './supabase'
import { whenWritesSettle } from './use-event-writes'

/** 'connecting' until the first join; 'off' while the connection is lost. */
export type LiveStatus = 'connecting' | 'live' | 'off'

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

export function useLiveEvents(): LiveStatus {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<LiveStatus>('connecting')

  useEffect(() => {
    let stop: (() => void) | undefined
    let stopped = false
    void loadSupabase().then((setup) => {
      if (!setup.ok || stopped) return
      let lost = false
      const channel = setup.client
        .channel('calendar-events')
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'events' },
          (payload: unknown) =>
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
      stop = () => void setup.client.removeChannel(channel)
    })
    return () => {
      stopped = true
      stop?.()
    }
  }, [queryClient])

  return status
}
