import type { Interval, Placement } from './overlap-columns'
import type { TimedBlock, TimedOverflow } from './timed-layout'
import type { CalendarEvent } from '../types'

/**
 * A later block may lie over an earlier one's right part only when it starts at least this far
 * (px, half an hour) below the earlier one's top: the earlier title's line stays in sight.
 * Blocks starting closer together stay side by side.
 */
export const OVERLAP_ROOM = 30

export interface Reach {
  /** Columns the block's box covers from its column: its span, or more where it lies under. */
  span: number
  /** Columns it has to itself (overlapColumns' span): what stays in sight where it is covered. */
  ownSpan: number
  /**
   * Pixels from the block's top that no other block covers: where its title and times may be
   * drawn at the box's whole width. Its height when nothing covers it.
   */
  clear: number
  /** Paint order: a block is painted after (over) every block of a lower layer it overlaps. */
  layer: number
}

/**
 * Lets blocks reach right under the blocks that start later, as Google Calendar and
 * FullCalendar's timegrid (`slotEventOverlap`) do, instead of keeping every block to its own
 * narrow column: after overlapColumns has set each block side by side and widened it over the
 * columns free for its whole span, a block takes up to twice that span (at most half of it is
 * then covered; FullCalendar's rule), over each next column whose blocks running at the same
 * time all start OVERLAP_ROOM or more below its top. Those later blocks are painted over it,
 * so every title stays in sight, and the block's text keeps to the part above the first of
 * them (`clear`). Nothing reaches into the last column of a crowded cluster (its '+N's).
 *
 *   A 9:00-12:00  B 10:00-12:00  C 11:00-12:00, three columns:
 *   | A ----- |         A reaches under B's column (B starts an hour later)
 *   | A | B ----- |     B under C's; C, in the last column, keeps its third
 *   | A | B | C |
 *
 * `placements` are overlapColumns' for `items`; hidden ones get their placement unchanged.
 */
export function overlapReach(
  items: readonly Interval[],
  placements: readonly Placement[],
): Reach[] {
  const reach: Reach[] = placements.map((p, i) => ({
    span: p.span,
    ownSpan: p.span,
    clear: height(items[i] as Interval),
    layer: 0,
  }))
  // Each column's visible blocks by top: within a column blocks never overlap, so the ones
  // running during an interval are a run found by binary search.
  const columns = new Map<number, number[]>()
  const order = items
    .map((_, i) => i)
    .filter((i) => !(placements[i] as Placement).hidden)
    .sort(
      (a, b) =>
        (items[a] as Interval).top - (items[b] as Interval).top ||
        (placements[a] as Placement).column - (placements[b] as Placement).column,
    )
  for (const i of order) {
    const column = (placements[i] as Placement).column
    const list = columns.get(column)
    if (list) list.push(i)
    else columns.set(column, [i])
  }

  // By top: a block's layer is settled before the blocks after it, which may lie over it.
  for (const i of order) {
    const item = items[i] as Interval
    const p = placements[i] as Placement
    const target = Math.min(p.limit, p.column + 2 * p.span)
    const own = reach[i] as Reach
    let right = p.column + p.span
    const over: number[] = []
    while (right < target) {
      const running = runningIn(columns.get(right) ?? [], items, item)
      if (running.some((j) => (items[j] as Interval).top < item.top + OVERLAP_ROOM)) break
      over.push(...running)
      right++
    }
    own.span = right - p.column
    for (const j of over) {
      own.clear = Math.min(own.clear, (items[j] as Interval).top - item.top)
      const above = reach[j] as Reach
      above.layer = Math.max(above.layer, own.layer + 1)
    }
  }
  return reach
}

const height = (item: Interval) => item.bottom - item.top

/** The blocks of one column (by top) running at some time during `item`. */
function runningIn(column: readonly number[], items: readonly Interval[], item: Interval) {
  let lo = 0
  let hi = column.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((items[column[mid] as number] as Interval).bottom <= item.top) lo = mid + 1
    else hi = mid
  }
  const running: number[] = []
  for (let k = lo; k < column.length; k++) {
    const j = column[k] as number
    if ((items[j] as Interval).top >= item.bottom) break
    running.push(j)
  }
  return running
}

/** A time-grid block with its reach: its box's span, the part left clear, its layer. */
export type ReachedBlock<T> = TimedBlock<T> & Reach

interface DayLayout<T> {
  blocks: TimedBlock<T>[]
  overflows: TimedOverflow<T>[]
}

const reached = new WeakMap<object, { blocks: ReachedBlock<never>[]; overflows: unknown[] }>()

/**
 * A day column's layout (timedLayout) with overlapReach applied to its blocks, remembered per
 * layout, so a column drawn again gets the same arrays. Applied by the time grid itself, not in
 * timedLayout: the layout is worked out in the entry script (for the ranges fetched ahead),
 * and this belongs to the time grid's chunk (docs/performance.md, "Bundle budget").
 */
export function reachedLayout<T extends CalendarEvent>(
  layout: DayLayout<T>,
): { blocks: ReachedBlock<T>[]; overflows: TimedOverflow<T>[] } {
  const known = reached.get(layout)
  if (known) return known as unknown as { blocks: ReachedBlock<T>[]; overflows: TimedOverflow<T>[] }
  const items = layout.blocks.map((b) => ({ top: b.top, bottom: b.top + b.height }))
  const placements = layout.blocks.map((b) => ({ ...b, hidden: false }))
  const reaches = overlapReach(items, placements)
  const blocks = layout.blocks.map((b, i) => ({ ...b, ...(reaches[i] as Reach) }))
  const result = { blocks, overflows: layout.overflows }
  reached.set(layout, result as never)
  return result
}
