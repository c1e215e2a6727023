import type { CalendarEvent } from '@/model/types'
import type { ViewMode } from '@/model/views'
import { useAheadEvents } from '@/data/events/use-ahead-events'
import { usePaintedValue } from '../../infra/use-painted-value'

export interface PageAhead {
  /** The page's key among the rendered ones (DetachedPages). */
  key: string
  date: Date
  days: readonly Date[]
  events: readonly CalendarEvent[]
}

/**
 * The pages kept rendered beside the shown one (DetachedPages; the month and the time grid):
 * the range one 'previous' away, the one 'next' away, and the one they are around, which is
 * the one shown until a 'next' (kept, so the click unmounts nothing). They follow the shown
 * date once it is painted (usePaintedValue), so a 'next' renders none of them in its click; a
 * range whose events are not cached yet is left out until they are (useEvents fetches them
 * after the same paint). `keyOf` names a range's page from its date and days; `shownKey` is
 * the shown range's (`date`, `days`), and `ahead` holds the others.
 */
export function usePagesAhead(
  view: ViewMode,
  date: Date,
  days: readonly Date[],
  keyOf: (date: Date, days: readonly Date[]) => string,
): { shownKey: string; ahead: PageAhead[] } {
  const around = usePaintedValue<Date | null>(date, null)
  const shownKey = keyOf(date, days)
  const ahead = useAheadEvents(view, around).flatMap((range) => {
    const key = keyOf(range.date, range.days)
    return range.events && key !== shownKey ? [{ ...range, key, events: range.events }] : []
  })
  return { shownKey, ahead }
}
