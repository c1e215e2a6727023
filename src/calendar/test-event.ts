import type { CalendarEvent } from './types'

/** A test event; only the times matter to the layout functions. */
export const ev = (id: string, start: Date, end: Date): CalendarEvent => ({
  id,
  title: id,
  description: null,
  start,
  end,
  color: '#3b82f6',
})
