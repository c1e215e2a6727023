import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * The one tab stop of a grid (WAI-ARIA's roving tabindex): which cell is tabbable, and moving
 * the focus to a cell, also one that is shown only after a period change (the cell is
 * focused once it is painted). `key` names a cell; `find` finds its element.
 */
export function useGridFocus<K>(
  initial: K,
  find: (key: K) => HTMLElement | null,
): { active: K; setActive: (key: K) => void; focus: (key: K) => void } {
  const [active, setActive] = useState(initial)
  const pending = useRef(false)
  const focus = useCallback((key: K) => {
    pending.current = true
    setActive(key)
  }, [])
  useEffect(() => {
    if (!pending.current) return
    const element = find(active)
    if (!element) return
    pending.current = false
    element.focus()
    element.scrollIntoView?.({ block: 'nearest' })
  })
  return { active, setActive, focus }
}
