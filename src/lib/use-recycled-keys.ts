import { useState } from 'react'
import { recycleKeys } from './recycle-keys'

interface Recycled {
  ids: readonly string[]
  keys: Map<string, number>
  /** The next key never given out. */
  next: number
}

function recycle(previous: Recycled | undefined, ids: readonly string[]): Recycled {
  let next = previous?.next ?? 0
  const keys = recycleKeys(previous?.keys ?? new Map(), ids, () => next++)
  return { ids, keys, next }
}

/**
 * Keys for the elements of `ids` (recycleKeys) that reuse the elements of the ids shown last
 * time. `ids` should be the same array until the list changes (memoised by the caller).
 */
export function useRecycledKeys(ids: readonly string[]): ReadonlyMap<string, number> {
  const [state, setState] = useState(() => recycle(undefined, ids))
  if (state.ids === ids) return state.keys
  // Derived from the previous render's keys: React renders this component again at once,
  // before its children (react.dev, "Storing information from previous renders").
  const next = recycle(state, ids)
  setState(next)
  return next.keys
}
