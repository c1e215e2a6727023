// One tab of several does a job (the reminders' schedule): the one holding a Web Lock. The
// others wait in the lock's queue; when the holder's tab closes (or crashes, or navigates away),
// the browser releases its lock and the next tab in line takes over, with no heartbeat of ours.

/**
 * Calls `onLead` once this tab holds the lock `name`, which it keeps until the returned stop is
 * called. Without Web Locks (an old browser) every tab leads: a reminder may then show in each.
 */
export function leadTabs(name: string, onLead: () => void): () => void {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) {
    onLead()
    return () => {}
  }
  const waiting = new AbortController()
  let release: (() => void) | undefined
  let stopped = false
  navigator.locks
    .request(name, { signal: waiting.signal }, () => {
      if (stopped) return undefined
      onLead()
      return new Promise<void>((resolve) => {
        release = resolve
      })
    })
    .catch(() => {
      // Aborted while waiting in line: stopped before this tab's turn.
    })
  return () => {
    stopped = true
    waiting.abort()
    release?.()
  }
}
