import type { CalendarEvent, DateRange } from '@/model/types'

/** What a drag in progress shows: the new place of an event, or of the event being made. */
export interface TimeGridGhost extends DateRange {
  kind: 'create' | 'move' | 'resize'
  event?: CalendarEvent
}
