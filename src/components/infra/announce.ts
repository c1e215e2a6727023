// The page's polite live region (Announcer) as a tiny store, so that code outside React's tree
// of it (a key handler, a write's result) can say something to screen readers.

type Listener = (text: string) => void
let listener: Listener | null = null

/**
 * Says `text` to screen readers through the page's polite live region, for a change that has
 * no visible words of its own: a keyboard move ("Team standup moved to Tuesday 10:15 AM").
 */
export function announce(text: string) {
  listener?.(text)
}

/** The Announcer's subscription; one at a time. Returns the unsubscribe. */
export function onAnnounce(next: Listener): () => void {
  listener = next
  return () => {
    if (listener === next) listener = null
  }
}
