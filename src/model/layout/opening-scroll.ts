import { GRID } from './grid-metrics'

/** The working morning the grid opens on when the shown days have no timed event: 8:00. */
export const WORKING_MORNING = 8

/**
 * The header is sticky inside the scroller, so row `hour` sits just below it at
 * hour * 60px; this much less keeps that hour's label (centred on its line) clear of it.
 */
const LABEL_ROOM = 8

interface Started {
  top: number
  continuesBefore: boolean
}

/**
 * Where the week and day grids open (scrollTop, px): the hour line an hour before the earliest
 * timed event that starts on a shown day, so the day's first events are in sight with a little
 * of the morning before them, or the working morning when there is none (issue 33). An event
 * running on from the day before starts at the column's midnight, not where the day's own
 * events begin, so it does not count; nor do all-day bars, which are not in the grid. `days`
 * are the columns' blocks (timeGridLayout), tops in px from midnight.
 */
export function openingScrollTop(days: readonly { blocks: readonly Started[] }[]): number {
  let earliest = Infinity
  // The shown blocks are enough: a block hidden in a '+N' never starts before the shown ones
  // of its crowded run.
  for (const day of days) {
    for (const block of day.blocks) {
      if (!block.continuesBefore) earliest = Math.min(earliest, block.top)
    }
  }
  const hour =
    earliest === Infinity
      ? WORKING_MORNING
      : Math.max(0, Math.floor(earliest / GRID.hourHeight) - 1)
  return Math.max(0, hour * GRID.hourHeight - LABEL_ROOM)
}
