import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * One function for the component's life that calls the latest `handler`: for an event handler
 * handed to a memoised part (the time grid's pages), which must not render again only because
 * the handler closes over new values. For events, never during render.
 */
export function useStableHandler<A extends unknown[], R>(
  handler: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(handler)
  useLayoutEffect(() => {
    latest.current = handler
  })
  return useCallback((...args: A) => latest.current(...args), [])
}
