// Live updates (decisions.md, "Live sync and conflicts"): the calendar subscribes to Supabase
// Realtime's postgres_changes on the events table and applies each change from elsewhere to
// the cached ranges, without reading them again; after a lost connection it reads the shown
// ranges once when it is back, so nothing missed stays stale. The subscription's code
// (live-subscription.ts) loads with supabase-js, after the first paint.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { loadSupabase } from '../client/supabase'
// Only the type: the subscription's code itself is loaded below, after the first paint.
import type { LiveStatus } from './live-subscription'

export type { LiveStatus }

export function useLiveEvents(): LiveStatus {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<LiveStatus>('connecting')

  useEffect(() => {
    let stop: (() => void) | undefined
    let stopped = false
    void Promise.all([loadSupabase(), import('./live-subscription')]).then(
      ([setup, { subscribeLive }]) => {
        if (!setup.ok || stopped) return
        stop = subscribeLive(setup.client, queryClient, setStatus)
      },
    )
    return () => {
      stopped = true
      stop?.()
    }
  }, [queryClient])

  return status
}
