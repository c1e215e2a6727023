/**
 * Whether a call failed because the database has no such function yet (set up with older SQL):
 * PostgREST's 404 PGRST202 'Could not find the function public.<name>(...) in the schema
 * cache' (v10 and later), or PostgreSQL's 42883 naming it (older PostgREST).
 */
export function isMissingFunction(error: unknown, name: string): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (code === 'PGRST202') return true
  return code === '42883' && typeof message === 'string' && message.includes(name)
}
