import { navigate } from '@/calendar/navigate'
import { visibleRange } from '@/calendar/range'
import type { DateRange, ViewMode } from '@/calendar/types'

/**
 * The ranges one 'previous' and one 'next' away, fetched ahead so navigation is instant.
 * Stepped from the shown date, not from the range's first day: a month grid starts in the
 * previous month (Sunday before the 1st), and a month from there is this month again.
 */
export function neighbourRanges(view: ViewMode, date: Date): DateRange[] {
  return ([-1, 1] as const).map((direction) => visibleRange(view, navigate(view, date, direction)))
}
