/**
 * What a screen reader hears about an event cut at the edge of what shows it (the arrows say it
 * visually): a day's column or cell, or a row of days (a month week row, the week's strip).
 */
export function continuesLabel(
  before: boolean,
  after: boolean,
  unit: 'day' | 'week' = 'day',
): string | undefined {
  if (before && after) return `Continues from the previous ${unit} and into the next ${unit}`
  if (before) return `Continues from the previous ${unit}`
  if (after) return `Continues into the next ${unit}`
  return undefined
}
