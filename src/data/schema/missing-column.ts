/**
 * Whether a read failed because a column the app asks for is not in the database yet (set up
 * with older SQL): PostgreSQL's 42703 'column events.all_day does not exist', as PostgREST passes it.
 */
export function isMissingColumn(error: unknown, column: string): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  return code === '42703' && typeof message === 'string' && message.includes(column)
}
