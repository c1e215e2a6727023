import type { CalendarEvent } from '../types'

/**
 * `layout(events, days)` remembered per events array (weakly: a range evicted from the query
 * cache takes its layouts with it) and per days, by value. So a view's layout can be worked
 * out while its range is fetched ahead, after the current one is painted, and the click that
 * shows it finds it done: the days then are other Date objects of the same days. A write makes
 * a new events array, so nothing stale is found.
 */
export function memoByEvents<R>(
  layout: (events: readonly CalendarEvent[], days: readonly Date[]) => R,
): (events: readonly CalendarEvent[], days: readonly Date[]) => R {
  const cache = new WeakMap<readonly CalendarEvent[], Map<string, R>>()
  return (events, days) => {
    const key = `${days[0]?.getTime()}+${days.length}`
    let byDays = cache.get(events)
    if (!byDays) cache.set(events, (byDays = new Map()))
    let result = byDays.get(key)
    if (result === undefined) {
      result = layout(events, days)
      byDays.set(key, result)
    }
    return result
  }
}
