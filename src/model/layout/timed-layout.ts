import { daySegment, type DaySegment } from './day-segment'
import { overlapColumns } from './overlap-columns'
import type { CalendarEvent } from '../types'

export interface TimedBlock<T> extends DaySegment {
  event: T
  column: number
  span: number
  columns: number
  /** The column it may not widen into (overlapColumns' limit): for overlapReach. */
  limit: number
}

export interface TimedOverflow<T> {
  events: T[]
  top: number
  height: number
  column: number
  columns: number
}

/**
 * Everything a day column of the week or day view draws: each of the day's events clipped to
 * it, placed by wall-clock time, and set side by side when events overlap (the time grid then
 * lets a later one lie over an earlier one's right part: overlapReach). `dayEvents` are the
 * events touching the day in compareEvents' order, as eventsByDay gives them (the grid buckets
 * the range once; this does not filter or sort again).
 */
export function timedLayout<T extends CalendarEvent>(
  dayEvents: readonly T[],
  day: Date,
  maxColumns = 4,
): { blocks: TimedBlock<T>[]; overflows: TimedOverflow<T>[] } {
  const segments = dayEvents.map((event) => daySegment(event, day))
  const intervals = segments.map((s) => ({ top: s.top, bottom: s.top + s.height }))
  const { placements, overflows } = overlapColumns(intervals, maxColumns)
  const blocks: TimedBlock<T>[] = []
  dayEvents.forEach((event, i) => {
    const placement = placements[i]
    const segment = segments[i]
    if (!placement || !segment || placement.hidden) return
    const { column, span, columns, limit } = placement
    blocks.push({ ...segment, event, column, span, columns, limit })
  })
  return {
    blocks,
    overflows: overflows.map((o) => ({
      events: o.indices.map((i) => dayEvents[i] as T),
      top: o.top,
      height: o.bottom - o.top,
      column: o.column,
      columns: o.columns,
    })),
  }
}
