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
  /** Past `maxColumns`, the block is not drawn; it is listed in its cluster's overflow. */
  hidden: boolean
}

export interface Overflow extends Interval {
  column: number
  columns: number
  /** Indices (into the input) of the hidden blocks, in start order. */
  indices: number[]
}

/**
 * Side-by-side columns for overlapping blocks of one day (issue 4). Blocks are taken by top,
 * then longer first; each takes the lowest free column of its cluster (a run of blocks linked
 * by overlaps); then each widens to the right over columns free for its whole height:
 *
 *   A 9:00-11:00  B 9:30-10:00  C 10:00-12:00  D 11:00-12:00
 *   | A | B |      A in column 0; B in column 1
 *   | A | C |      C reuses column 1 once B ended
 *   | D | C |      D reuses column 0 once A ended
 *
 * When a cluster needs more than `maxColumns`, the last visible column holds one '+N' overflow
 * listing the rest, and nothing widens into it. O(n log n): two heaps for the sweep, a binary
 * search per widening step, at most `maxColumns` steps per block.
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
    hidden: false,
  }))
  const overflows: Overflow[] = []

  let cluster: number[] = []
  let columnCount = 0
  const active = new MinHeap<number>((a, b) => at(a).bottom < at(b).bottom)
  let free = new MinHeap<number>((a, b) => a < b)

  const finish = () => {
    if (cluster.length === 0) return
    finishCluster(cluster, columnCount, maxColumns, items, placements, overflows)
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

function finishCluster(
  cluster: number[],
  columnCount: number,
  maxColumns: number,
  items: readonly Interval[],
  placements: Placement[],
  overflows: Overflow[],
): void {
  const crowded = columnCount > maxColumns
  const columns = crowded ? maxColumns : columnCount
  const lastFree = crowded ? maxColumns - 1 : columnCount
  const byColumn: Interval[][] = Array.from({ length: columnCount }, () => [])
  for (const i of cluster) byColumn[(placements[i] as Placement).column]?.push(items[i] as Interval)

  const hidden: number[] = []
  for (const i of cluster) {
    const placement = placements[i] as Placement
    placement.columns = columns
    if (placement.column >= lastFree) {
      placement.hidden = true
      hidden.push(i)
      continue
    }
    let span = 1
    while (
      placement.column + span < lastFree &&
      !overlapsAny(byColumn[placement.column + span] ?? [], items[i] as Interval)
    ) {
      span++
    }
    placement.span = span
  }
  if (hidden.length > 0) {
    overflows.push({
      top: Math.min(...hidden.map((i) => (items[i] as Interval).top)),
      bottom: Math.max(...hidden.map((i) => (items[i] as Interval).bottom)),
      column: lastFree,
      columns,
      indices: hidden,
    })
  }
}

/** Whether `item` overlaps any of a column's blocks (sorted by top, never overlapping). */
function overlapsAny(column: readonly Interval[], item: Interval): boolean {
  let lo = 0
  let hi = column.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((column[mid] as Interval).top < item.bottom) lo = mid + 1
    else hi = mid
  }
  const before = column[lo - 1]
  return before !== undefined && before.bottom > item.top
}
