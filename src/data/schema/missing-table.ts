/**
 * Whether a load error means the events table does not exist yet (product.md §8): Postgres'
 * 42P01, PostgREST v13+'s PGRST205 ("... in the schema cache"), or a message saying so.
 */
export function isMissingTable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (code === '42P01' || code === 'PGRST205') return true
  if (typeof message !== 'string') return false
  return ['relation', 'does not exist', 'schema cache'].some((part) => message.includes(part))
}
