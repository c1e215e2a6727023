import { GRID } from './grid-metrics'

/**
 * The hour a point `y` px below a day column's top lies in (0-23): what a click on the
 * column's empty part opens, read from the pointer, since the hours are one drawn column, not
 * 24 elements (docs/performance.md, "The hour slots as the column's background"). A point on
 * the line between two hours is the later hour's, as the slot below the line was.
 */
export function hourAt(y: number): number {
  if (!Number.isFinite(y)) return 0
  return Math.min(GRID.hours - 1, Math.max(0, Math.floor(y / GRID.hourHeight)))
}
