import { MinHeap } from './min-heap'

export interface Interval {
  top: number
  bottom: number
}

export interface Placement {
  /** Leftmost column of the block, its width in columns, and the columns of its cluster. */
  column: number
  span: number
  columns: number
  /**
   * The column no block of the cluster widens into: `columns`, or the last one when it is
   * shared with '+N's (a crowded cluster).
   */
  limit: number
  /** Past `maxColumns`, the block is not drawn; it is listed in an overflow. */
  hidden: boolean
}

/** A crowded stretch gets one '+N' per this many pixels (an hour of the grid). */
const OVERFLOW_CUT = 60

export interface Overflow extends Interval {
  column: number
  columns: number
  /** Indices (into the input) of the hidden blocks, by top, then longer first. */
  indices: number[]
}

/**
 * Side-by-side columns for overlapping blocks of one day (docs/decisions.md, "Overlapping events"). Blocks are taken by top,
 * then longer first; each takes the LOWEST FREE column of its cluster (a run of blocks linked
 * by overlaps); then each widens to the right over the columns free for its whole height:
 *
 *   A 9:00-11:00  B 9:30-10:00  C 10:00-12:00  D 11:00-12:00
 *   | A | B |      A in column 0; B in column 1
 *   | A | C |      C reuses column 1 once B ended
 *   | D | C |      D reuses column 0 once A ended
 *
 * A cluster that needs more than `maxColumns` keeps `maxColumns`; the last one shows the
 * blocks that fit in it, and a '+N' overflow (one per run of overlapping hidden blocks, cut
 * hourly) where more would be needed. Nothing widens into that last column. No two boxes cover each other here;
 * overlapReach then lets a block reach under the later ones beside it.
 * O(n log n): two heaps for the sweep, binary searches for widening and crowding.
 */
export function overlapColumns(
  items: readonly Interval[],
  maxColumns = 4,
): { placements: Placement[]; overflows: Overflow[] } {
  const at = (i: number) => items[i] as Interval
  const order = items
    .map((_, i) => i)
    .sort((a, b) => at(a).top - at(b).top || at(b).bottom - at(a).bottom)
  const placements: Placement[] = items.map(() => ({
    column: 0,
    span: 1,
    columns: 1,
    limit: 1,
    hidden: false,
  }))
  const overflows: Overflow[] = []

  let cluster: number[] = []
  let columnCount = 0
  const active = new MinHeap<number>((a, b) => at(a).bottom < at(b).bottom)
  let free = new MinHeap<number>((a, b) => a < b)

  const finish = () => {
    if (cluster.length === 0) return
    const max = Math.max(1, maxColumns)
    overflows.push(...finishCluster(cluster, columnCount, max, items, placements))
    cluster = []
    columnCount = 0
    free = new MinHeap<number>((a, b) => a < b)
  }

  for (const i of order) {
    while (active.size > 0 && at(active.peek() as number).bottom <= at(i).top) {
      free.push((placements[active.pop() as number] as Placement).column)
    }
    if (active.size === 0) finish()
    const column = free.size > 0 ? (free.pop() as number) : columnCount++
    ;(placements[i] as Placement).column = column
    active.push(i)
    cluster.push(i)
  }
  finish()
  return { placements, overflows }
}

/** Widths and overflows of one cluster; `cluster` is in sweep order (by top). */
function finishCluster(
  cluster: number[],
  columnCount: number,
  maxColumns: number,
  items: readonly Interval[],
  placements: Placement[],
): Overflow[] {
  const crowded = columnCount > maxColumns
  const columns = crowded ? maxColumns : columnCount
  // In a crowded cluster the last visible column is shared by its own blocks and the '+N's.
  const last = crowded ? maxColumns - 1 : columnCount
  const byColumn: Interval[][] = Array.from({ length: columnCount }, () => [])
  const beyond: Interval[] = [] // blocks in columns past the last visible one, by top
  for (const i of cluster) {
    const { column } = placements[i] as Placement
    byColumn[column]?.push(items[i] as Interval)
    if (crowded && column > last) beyond.push(items[i] as Interval)
  }
  const crowding = reachOf(beyond)
  const reach = byColumn.map((column) => reachOf(column))

  const hidden: number[] = []
  for (const i of cluster) {
    const placement = placements[i] as Placement
    const item = items[i] as Interval
    placement.columns = columns
    placement.limit = last
    if (crowded && placement.column >= last) {
      // A block of the last column stays when nothing past it runs at the same time.
      if (placement.column > last || crowding(item)) {
        placement.hidden = true
        hidden.push(i)
      }
      continue
    }
    let span = 1
    while (placement.column + span < last && !reach[placement.column + span]?.(item)) span++
    placement.span = span
  }
  return runsOf(hidden, items).map((run) => ({ ...run, column: last, columns }))
}

/**
 * Whether an interval overlaps any of `sorted` (sorted by top): the intervals starting before
 * it ends, found by binary search, reach into it when the latest bottom among them does.
 */
function reachOf(sorted: readonly Interval[] = []): (item: Interval) => boolean {
  const maxBottom: number[] = []
  sorted.forEach((s, i) => maxBottom.push(Math.max(s.bottom, maxBottom[i - 1] ?? -Infinity)))
  return (item) => {
    let lo = 0
    let hi = sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((sorted[mid] as Interval).top < item.bottom) lo = mid + 1
      else hi = mid
    }
    return lo > 0 && (maxBottom[lo - 1] as number) > item.top
  }
}

/**
 * Hidden blocks (by top) grouped into '+N's: a run linked by overlaps, cut every hour so a
 * long crowded stretch gives one '+N' per hour (each listing the events starting in it) rather
 * than one box for the whole day. A box cut short ends where the next begins.
 */
function runsOf(hidden: readonly number[], items: readonly Interval[]) {
  const runs: (Interval & { indices: number[] })[] = []
  for (const i of hidden) {
    const item = items[i] as Interval
    const run = runs.at(-1)
    if (run && item.top < run.bottom && item.top < run.top + OVERFLOW_CUT) {
      run.indices.push(i)
      run.bottom = Math.max(run.bottom, item.bottom)
    } else {
      if (run && item.top < run.bottom) run.bottom = item.top
      runs.push({ top: item.top, bottom: item.bottom, indices: [i] })
    }
  }
  return runs
}
