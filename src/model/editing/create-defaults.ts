import { setHours, startOfDay } from 'date-fns'
import { addRealTime } from '../time/display-time'
import type { DateRange } from '../types'

/**
 * Start and end of a new event (product.md §4): the given day (today when none) at the
 * given hour (the current hour when none), minutes zero; the end is one hour later.
 * A slot click passes its day and hour; a month-day click passes only its day. `zone`: the
 * display zone the times are display times of (display-time.ts): its real hour, not the device's.
 */
export function createDefaults(
  day: Date | undefined,
  now: Date,
  hour?: number,
  zone: string | null = null,
): DateRange {
  const start = setHours(startOfDay(day ?? now), hour ?? now.getHours())
  return { start, end: addRealTime(start, 3_600_000, zone) }
}
