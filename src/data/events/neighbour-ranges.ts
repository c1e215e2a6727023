import type { DateRange } from '@/model/types'
import { VIEWS, type ViewMode } from '@/model/views'

/** The dates one 'previous' and one 'next' away. */
export function neighbourDates(view: ViewMode, date: Date): Date[] {
  return ([-1, 1] as const).map((direction) => VIEWS[view].step(date, direction))
}

/**
 * The ranges one 'previous' and one 'next' away, fetched ahead so navigation is instant.
 * Stepped from the shown date, not from the range's first day: a month grid starts in the
 * previous month (Sunday before the 1st), and a month from there is this month again.
 */
export function neighbourRanges(view: ViewMode, date: Date): DateRange[] {
  return neighbourDates(view, date).map(VIEWS[view].range)
}
