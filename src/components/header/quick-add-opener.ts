// The `q` key's way to the quick add field (use-shortcuts.ts), which on a phone is behind a
// button and so cannot simply be focused: the mounted field registers how it opens.
let opener: (() => void) | null = null

/** Registers the mounted field's opener; returns the unregistering. */
export function registerQuickAdd(open: () => void): () => void {
  opener = open
  return () => {
    if (opener === open) opener = null
  }
}

/** Shows the quick add field (on a phone, behind its button) and gives it the focus. */
export const openQuickAdd = () => opener?.()
