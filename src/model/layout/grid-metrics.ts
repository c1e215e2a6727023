// product.md §9: the time grid is 24 hours of 60px; an event block is at least 30px high.
export const GRID = {
  hours: 24,
  hourHeight: 60,
  dayHeight: 24 * 60,
  minBlockHeight: 30,
} as const

/**
 * The height of the time grid's sticky header, what block titles stay below, as a CSS length:
 * the day headers (week: py-1.5, a 1rem weekday line and a size-7 date; day: py-2.5 and a
 * 1.25rem line), their 1px border, and the all-day strip's rows when it has any (1px border,
 * py-1, 24px rows 0.125rem apart). In rem where the page's classes are, so it follows a larger
 * default font size. Worked out, not measured: reading offsetHeight in the commit forced a
 * layout of the whole new week inside every 'next' click. e2e/time-grid.spec.ts checks it
 * against the page.
 */
export function gridHeaderHeight(single: boolean, stripRows: number): string {
  const days = single ? 1.25 + 1.25 : 0.75 + 1 + 1.75
  if (stripRows === 0) return `calc(${days}rem + 1px)`
  const strip = `1px + ${0.5 + (stripRows - 1) * 0.125}rem + ${stripRows * 24}px`
  return `calc(${days}rem + 1px + ${strip})`
}
