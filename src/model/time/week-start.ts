// The week's shape, in one place: its first day (Sunday by default, product.md §9) and whether
// Saturday and Sunday are shown. Both are the person's settings (issue 27): the settings store
// (data/settings/settings-store.ts) sets them here before the page renders a change, and the
// ranges, grids and keys read them. Module state, not a parameter through every view, because
// VIEWS' range and days are read in many places (loading, fetching ahead, print, the sidebar);
// each function that uses them still takes an explicit value, so its tests pass one.

/** date-fns' weekStartsOn: 0 is Sunday, 1 Monday ... 6 Saturday. */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6

/** The first day of the week now (a live binding: importers read the current value). */
export let WEEK_START: WeekStart = 0

let weekends = true

/** Applies the settings: called by the settings store on every change, before React renders. */
export function setWeekShape(weekStartsOn: WeekStart, showWeekends: boolean): void {
  WEEK_START = weekStartsOn
  weekends = showWeekends
}

/** Whether the week view and the month grid show Saturday and Sunday. */
export const showsWeekends = (): boolean => weekends

/** Saturday or Sunday. */
export const isWeekend = (day: Date): boolean => day.getDay() === 0 || day.getDay() === 6

/** `days` without Saturdays and Sundays when weekends are hidden (`show` false). */
export const shownDays = (days: Date[], show: boolean = weekends): Date[] =>
  show ? days : days.filter((day) => !isWeekend(day))

/**
 * Where a keyboard move lands when it lands on a hidden weekend: the next shown day forward
 * for 'Home' and 'ArrowRight', else the one before (End, ArrowLeft); Monday or Friday.
 */
export function shownTarget(day: Date, key: string, show: boolean = weekends): Date {
  if (show || !isWeekend(day)) return day
  const forward = key === 'Home' || key === 'ArrowRight'
  const step = forward ? (day.getDay() === 6 ? 2 : 1) : day.getDay() === 0 ? -2 : -1
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + step)
}
