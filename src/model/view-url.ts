// The view and the selected date in the page's address (`/?view=week&date=2026-11-26`), so a
// reload keeps them, a link opens them and Back/Forward move between them (issue 33;
// docs/decisions.md, "The view and date in the address"). Pure: the provider reads and writes
// the address, this only turns its query string into state and back.
import { isValid } from 'date-fns'
import { formatDate } from './time/formats'
import { DEFAULT_VIEW, VIEW_MODES, type ViewMode } from './views'

export interface ViewState {
  view: ViewMode
  /** A local midnight, or the `today` given to parseViewUrl when the address has no date. */
  date: Date
}

const isViewMode = (value: string | null): value is ViewMode =>
  value !== null && (VIEW_MODES as readonly string[]).includes(value)

/**
 * A `yyyy-MM-dd` calendar date as the local midnight of that day, or null when it is not one
 * (wrong shape, a 13th month, a February 30th: Date would roll those into the next month).
 */
export function parseDay(text: string | null): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '')
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  // new Date(y, m, d) takes a year below 100 as 19xx; a year set apart keeps it.
  date.setFullYear(year, month - 1, day)
  const same =
    isValid(date) &&
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day
  return same ? date : null
}

/**
 * The view and date a query string (`?view=week&date=2026-11-26`, with or without its '?')
 * asks for. What is missing or not understood falls back on its own, without an error: the
 * default view (product.md §4: month), and `today`.
 */
export function parseViewUrl(search: string, today: Date): ViewState {
  const params = new URLSearchParams(search)
  const view = params.get('view')
  return {
    view: isViewMode(view) ? view : DEFAULT_VIEW,
    date: parseDay(params.get('date')) ?? today,
  }
}

/**
 * The query string for a view and date, '?view=week&date=2026-11-26'; other parameters of
 * `search` are kept as they were. The date is the local calendar day of `date`, so the same
 * address opens the same day in every time zone.
 */
export function formatViewUrl(state: ViewState, search = ''): string {
  const params = new URLSearchParams(search)
  params.set('view', state.view)
  params.set('date', formatDate.key(state.date))
  return `?${params.toString()}`
}

/** Whether two states are the same page: the same view on the same calendar day. */
export function sameViewState(a: ViewState, b: ViewState): boolean {
  return a.view === b.view && formatDate.key(a.date) === formatDate.key(b.date)
}
