import type { CalendarEvent } from '@/model/types'

/** A month drag in progress: the event and the day it would land on (its new times). */
export interface MonthGhost {
  event: CalendarEvent
  /** The cell under the pointer (yyyy-MM-dd), highlighted. */
  date: string
  start: Date
  end: Date
}
