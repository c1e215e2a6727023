import type { CalendarEvent } from '@/model/types'

/** A test event; only the times matter to the layout functions. */
export const ev = (id: string, start: Date, end: Date): CalendarEvent => ({
  id,
  title: id,
  description: null,
  start,
  end,
  color: '#3b82f6',
  allDay: false,
})

/** An all-day test event from its first to its last date, inclusive (local midnights). */
export const allDay = (id: string, first: Date, last: Date): CalendarEvent => ({
  ...ev(id, first, new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1)),
  allDay: true,
})
