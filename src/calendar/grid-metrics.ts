// product.md §9: the time grid is 24 hours of 60px; an event block is at least 30px high.
export const GRID = {
  hours: 24,
  hourHeight: 60,
  dayHeight: 24 * 60,
  minBlockHeight: 30,
} as const
