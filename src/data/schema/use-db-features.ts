import { useSyncExternalStore } from 'react'
import { getDbFeatures, subscribeDbFeatures, type DbFeatures } from './db-features'

/** The database's optional features; undefined until the first read has answered. */
export function useDbFeatures(): DbFeatures | undefined {
  return useSyncExternalStore(subscribeDbFeatures, getDbFeatures)
}
