/**
 * The horizontal place of a block or a '+N' among side-by-side columns of a day: `span`
 * columns from `column`, of `columns`, with a 1px gap on the left and 2px on the right (the
 * element's COLUMN_GAPS margins). Percentages, not calc(): a calc() set through the style
 * property made the browser's style recalculation of a busy week's blocks about 2.5 times
 * slower (10-17 ms against 4 for 672 elements; docs/performance.md).
 */
export function columnStyle(column: number, span: number, columns: number) {
  return {
    left: `${(column / columns) * 100}%`,
    right: `${((columns - column - span) / columns) * 100}%`,
  }
}

/** The gaps columnStyle leaves, as classes of the element it places. */
export const COLUMN_GAPS = 'ml-px mr-[2px]'

/** The same place in pixels, in a day column `width` px wide: where the canvas draws it. */
export function columnBox(column: number, span: number, columns: number, width: number) {
  return { x: (column / columns) * width + 1, width: (span / columns) * width - 3 }
}
