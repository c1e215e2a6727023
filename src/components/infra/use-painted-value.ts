import { startTransition, useEffect, useState } from 'react'
import { afterPaint } from '@/lib/after-paint'

/**
 * `value` as it was at the last paint: it follows `value` once the frame showing the render
 * that brought it has been painted, as a transition (`initial` until the first). For work done
 * ahead of the user's next step (the pages one 'next' away: DetachedPages), which must not be
 * done in the click that moved them: it would hold that click's paint.
 */
export function usePaintedValue<T>(value: T, initial: T): T {
  const [painted, setPainted] = useState(initial)
  useEffect(() => {
    const task = afterPaint(() => startTransition(() => setPainted(value)))
    return task.cancel
  }, [value])
  return painted
}
