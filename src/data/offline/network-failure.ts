// Told apart from the server's answers by the reads that fall back on the device's copy, in a
// module of its own: the first load's cached-subset.ts needs it, and not the rest of
// connectivity.ts (the first load's budget, e2e/bundle-budget.spec.ts).

/**
 * Whether a read failed for want of a network (no answer at all), not by the server's answer:
 * fetch's TypeError, or postgrest-js's error made of it (`TypeError: Failed to fetch`, no code).
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true
  if (typeof error !== 'object' || error === null) return false
  const { message, code } = error as { message?: unknown; code?: unknown }
  return typeof message === 'string' && /^(TypeError|FetchError): /.test(message) && !code
}
