// product.md §9: the time grid is 24 hours of 60px; an event block is at least 30px high.
export const GRID = {
  hours: 24,
  hourHeight: 60,
  dayHeight: 24 * 60,
  minBlockHeight: 30,
} as const

/**
 * The height of the time grid's sticky header in px, what block titles stay below: the day
 * headers (week: py-1.5, a 16px weekday line and a 28px date; day: py-2.5 and a 20px line),
 * their 1px border, and the all-day strip's rows when it has any (1px border, py-1, 24px rows
 * 2px apart). Worked out, not measured: reading offsetHeight in the commit forced a layout of
 * the whole new week inside every 'next' click. e2e/time-grid.spec.ts checks it against the
 * page.
 */
export function gridHeaderHeight(single: boolean, stripRows: number): number {
  const days = single ? 10 + 20 + 10 : 6 + 16 + 28 + 6
  const strip = stripRows > 0 ? 1 + 4 + stripRows * 24 + (stripRows - 1) * 2 + 4 : 0
  return days + 1 + strip
}
