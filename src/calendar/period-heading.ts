import { format } from 'date-fns'
import type { ViewMode } from './types'

/** Spec §9: 'MMMM d, yyyy' in day view, 'MMMM yyyy' in week and month views. */
export function periodHeading(view: ViewMode, date: Date): string {
  return format(date, view === 'day' ? 'MMMM d, yyyy' : 'MMMM yyyy')
}
