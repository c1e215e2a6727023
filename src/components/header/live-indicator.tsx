import { CloudOff } from 'lucide-react'
import { memo, useEffect, useState } from 'react'
import type { LiveStatus } from '@/data/live/use-live-events'
import { offlineLabel, useOffline, useWaitingChanges } from '@/data/offline/online-status'

/** A lost connection shows after this long: a reconnect within it goes unnoticed. */
const GRACE_MS = 2_000

/**
 * A quiet sign, under the header's first line, that changes made elsewhere are not arriving (the
 * live connection is lost and being retried). Nothing shows while connecting or connected; no
 * toast. Offline (no network, or reads failing for want of one), it says 'Offline' instead, at
 * once, and how many changes made offline wait to be sent: live updates are then paused as a matter of course. Out of the header's flow (absolute, in the gap below it), so its showing moves none of
 * the header's controls, at any width (issue #33).
 */
// memo, as the search box: a 'next' does not draw it again (issue 32).
export const LiveIndicator = memo(function LiveIndicator({ status }: { status: LiveStatus }) {
  // Which loss has lasted the grace period: a count per 'off', so a new loss starts unseen.
  const [losses, setLosses] = useState({ started: 0, lasted: -1 })
  const [seenStatus, setSeenStatus] = useState(status)
  if (seenStatus !== status) {
    // Adjusting state while rendering (React's documented pattern) instead of in an effect.
    setSeenStatus(status)
    if (status === 'off') setLosses((l) => ({ ...l, started: l.started + 1 }))
  }
  const loss = losses.started
  useEffect(() => {
    if (status !== 'off') return
    const timer = setTimeout(() => setLosses((l) => ({ ...l, lasted: loss })), GRACE_MS)
    return () => clearTimeout(timer)
  }, [status, loss])
  const shown = status === 'off' && losses.lasted === loss
  const offline = useOffline()
  const waiting = useWaitingChanges()
  return (
    // The header is `relative`: this sits in the gap under it, left-aligned, one line high.
    <p
      role="status"
      className="pointer-events-none absolute top-full left-0 flex h-4 items-center gap-1 text-xs leading-4 whitespace-nowrap text-muted-foreground empty:hidden"
    >
      {(offline || shown) && (
        <>
          <CloudOff aria-hidden className="size-3.5" />
          {offline ? offlineLabel(waiting) : 'Live updates paused'}
        </>
      )}
    </p>
  )
})
