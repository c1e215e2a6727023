import type { CalendarEvent } from '@/model/types'
import { useAheadEvents } from '@/data/events/use-ahead-events'
import { usePaintedValue } from '../../infra/use-painted-value'

/** A month's key among the rendered ones: its year and month. */
export const monthKey = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}`

export interface MonthAhead {
  key: string
  date: Date
  days: readonly Date[]
  events: readonly CalendarEvent[]
}

/**
 * The months kept rendered beside the shown one (month-view.tsx): the month before, the month
 * after, and the month they are around, which is the one shown until a 'next' (kept, so the
 * click unmounts nothing). They follow the shown month once it is painted (usePaintedValue),
 * so a 'next' renders none of them in its click; a month whose events are not cached yet is
 * left out until they are (useEvents fetches them after the same paint).
 */
export function useMonthsAhead(date: Date): MonthAhead[] {
  const around = usePaintedValue<Date | null>(date, null)
  return useAheadEvents('month', around).flatMap((range) =>
    range.events ? [{ ...range, key: monthKey(range.date), events: range.events }] : [],
  )
}
