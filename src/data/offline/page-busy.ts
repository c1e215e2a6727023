// Whether the page is in the middle of something a write of the device's copy would slow down.
// The copy of a busy month (10,000 events at 50,000 a year) is cloned for IndexedDB on the
// page's thread, 30-40 ms; written while a read was answering, it held the year view's answer
// back by as much (docs/performance.md, "Year view counts").
import type { QueryClient } from '@tanstack/react-query'

/** A person clicking or typing in the last this long is still at it. */
const INPUT_QUIET_MS = 1000

let lastInput = -Infinity
let listening = false

function listen() {
  if (listening || typeof window === 'undefined') return
  listening = true
  const seen = () => {
    lastInput = performance.now()
  }
  for (const type of ['pointerdown', 'keydown', 'wheel'] as const) {
    window.addEventListener(type, seen, { capture: true, passive: true })
  }
}

/**
 * A test of whether `queryClient` is reading or writing, or the person used the page in the
 * last second. Starts following the person's input when made.
 */
export function pageBusy(queryClient: QueryClient): () => boolean {
  listen()
  return () =>
    queryClient.isFetching() > 0 ||
    queryClient.isMutating() > 0 ||
    performance.now() - lastInput < INPUT_QUIET_MS
}
