import { addHours, setHours, startOfDay } from 'date-fns'
import type { DateRange } from '../types'

/**
 * Start and end of a new event (product.md §4): the given day (today when none) at the
 * given hour (the current hour when none), minutes zero; the end is one hour later.
 * A slot click passes its day and hour; a month-day click passes only its day.
 */
export function createDefaults(day: Date | undefined, now: Date, hour?: number): DateRange {
  const start = setHours(startOfDay(day ?? now), hour ?? now.getHours())
  return { start, end: addHours(start, 1) }
}
