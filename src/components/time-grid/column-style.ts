/**
 * The horizontal place of a block or a '+N' among side-by-side columns of a day: `span`
 * columns from `column`, of `columns`, with a 1px gap on the left and 2px on the right.
 */
export function columnStyle(column: number, span: number, columns: number) {
  return {
    left: `calc(${(column / columns) * 100}% + 1px)`,
    width: `calc(${(span / columns) * 100}% - 3px)`,
  }
}
