/**
 * The range keys to keep cached, most recent first, and the ones to let go. Each navigation
 * uses the shown range and its two neighbours; ranges not used in the last few navigations are
 * dropped from the cache, so paging through years of a busy calendar keeps memory flat (at
 * 50,000 events a year a month is about 2 MB of events). Keys are compared as JSON.
 */
export function recentRanges<K>(
  recent: readonly K[],
  used: readonly K[],
  limit: number,
): { recent: K[]; evicted: K[] } {
  const id = (key: K) => JSON.stringify(key)
  const usedIds = new Set(used.map(id))
  const next = [...used, ...recent.filter((key) => !usedIds.has(id(key)))]
  return { recent: next.slice(0, limit), evicted: next.slice(limit) }
}
