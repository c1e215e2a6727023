// The sidebar's small month (issue 27): always six weeks, so the sidebar does not change height
// from month to month, with the days of the months around it (drawn muted), as Google's.
import { addDays, startOfMonth, startOfWeek } from 'date-fns'
import type { WeekStart } from '../time/week-start'

export const MINI_MONTH_WEEKS = 6

/** `month`'s weeks, each of seven local days starting on `weekStartsOn`, six of them. */
export function miniMonthWeeks(month: Date, weekStartsOn: WeekStart): Date[][] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn })
  // addDays keeps local midnights across a daylight-saving change (not 24 h steps).
  return Array.from({ length: MINI_MONTH_WEEKS }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => addDays(first, w * 7 + d)),
  )
}
