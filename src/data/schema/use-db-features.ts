import { useSyncExternalStore } from 'react'
import { getDbFeatures, subscribeDbFeatures, type DbFeatures } from './db-features'

/** The database's optional features; undefined until the first read has answered. */
export function useDbFeatures(): DbFeatures | undefined {
  return useSyncExternalStore(subscribeDbFeatures, getDbFeatures)
}

/**
 * One fact `select`ed from the features: the component renders again only when it changes. The
 * calendar's screen reads two; learning another (the year view's counts, on its first read)
 * re-rendered the whole screen, 6-10 ms at 50,000 events a year, in the middle of the read.
 */
export function useDbFeature<T extends boolean | string | number | undefined>(
  select: (features: DbFeatures | undefined) => T,
): T {
  return useSyncExternalStore(subscribeDbFeatures, () => select(getDbFeatures()))
}
