import { addDays } from 'date-fns'
import type { DateRange } from '../types'

/** The local midnights of [start, end): whole days, so a 23- or 25-hour day is one day. */
export function daysOfRange({ start, end }: DateRange): Date[] {
  const days: Date[] = []
  for (let day = start; day < end; day = addDays(day, 1)) days.push(day)
  return days
}
