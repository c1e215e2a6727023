/** What a screen reader hears about an event cut at a day's edge (the arrows say it visually). */
export function continuesLabel(before: boolean, after: boolean): string | undefined {
  if (before && after) return 'Continues from the previous day and into the next day'
  if (before) return 'Continues from the previous day'
  if (after) return 'Continues into the next day'
  return undefined
}
