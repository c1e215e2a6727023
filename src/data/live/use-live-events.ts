// Live updates (decisions.md, "Live sync and conflicts"): the calendar subscribes to Supabase
// Realtime's postgres_changes on the events table and applies each change from elsewhere to
// the cached ranges, without reading them again; after a lost connection it reads the shown
// ranges once when it is back, so nothing missed stays stale. The subscription's code
// (live-subscription.ts) loads with supabase-js, after the first paint. In private mode it is
// made for each sign-in, with the person's token, and there is none while nobody is signed in.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { loadSupabase } from '../client/supabase'
import { useLiveAuthKey } from '../auth/auth-store'
// Only the type: the subscription's code itself is loaded below, after the first paint.
import type { LiveStatus } from './live-subscription'

export type { LiveStatus }

export function useLiveEvents(): LiveStatus {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<LiveStatus>('connecting')
  const authKey = useLiveAuthKey()

  useEffect(() => {
    if (authKey === null) return
    let stop: (() => void) | undefined
    let stopped = false
    void Promise.all([loadSupabase(), import('./live-subscription')]).then(
      async ([setup, { subscribeLive }]) => {
        if (!setup.ok || stopped) return
        // The channel's join carries the socket's token as it is then: read from the session
        // now, so that it is the person's, never the anon key the socket may still hold.
        if (authKey !== 'shared') await setup.client.realtime.setAuth()
        if (stopped) return
        stop = subscribeLive(setup.client, queryClient, setStatus)
      },
    )
    return () => {
      stopped = true
      stop?.()
    }
  }, [queryClient, authKey])

  return status
}
