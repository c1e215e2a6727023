import { isMissingTable } from './missing-table'

/**
 * Whether reading the events_by_span view failed because the database predates it (set up
 * with the first setup SQL only): the view is missing (PGRST205, 42P01), or a view of that
 * name lacks span_class (42703) or is not granted (42501). The table then answers instead.
 */
export function isMissingSpanView(error: unknown): boolean {
  if (isMissingTable(error)) return true
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null
  return code === '42703' || code === '42501'
}
