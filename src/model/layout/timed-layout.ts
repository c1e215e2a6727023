import { daySegment, type DaySegment } from './day-segment'
import { overlapColumns } from './overlap-columns'
import { overlapReach } from './overlap-reach'
import type { CalendarEvent } from '../types'

export interface TimedBlock<T> extends DaySegment {
  event: T
  column: number
  /** Columns its box covers: some may lie under later blocks (overlapReach). */
  span: number
  /** Columns it has to itself: what stays in sight below a block lying over it. */
  ownSpan: number
  columns: number
  /** Pixels from its top that no later block covers: where its text goes. */
  clear: number
  /** Paint order: it is painted over the blocks of lower layers it overlaps. */
  layer: number
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
 * it, placed by wall-clock time, and set side by side when events overlap (a later one lying
 * over an earlier one's right part when it starts well below it: overlapReach). `dayEvents` are the
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
  const reaches = overlapReach(intervals, placements)
  const blocks: TimedBlock<T>[] = []
  dayEvents.forEach((event, i) => {
    const placement = placements[i]
    const segment = segments[i]
    const reach = reaches[i]
    if (!placement || !segment || !reach || placement.hidden) return
    const { column, columns } = placement
    const { span, ownSpan, clear, layer } = reach
    blocks.push({ ...segment, event, column, span, ownSpan, columns, clear, layer })
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
