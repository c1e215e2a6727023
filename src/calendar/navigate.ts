import { addDays, addMonths, addWeeks } from 'date-fns'
import type { ViewMode } from './types'

/** One step back (-1) or forward (1): a day, a week or a month, in calendar (wall-clock) terms. */
export function navigate(view: ViewMode, date: Date, direction: -1 | 1): Date {
  if (view === 'day') return addDays(date, direction)
  if (view === 'week') return addWeeks(date, direction)
  return addMonths(date, direction)
}
