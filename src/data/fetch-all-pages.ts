/**
 * Fetches pages [from, to] (inclusive, as PostgREST's Range) until a short page, so nothing is
 * silently cut at the server's row cap (1,000 rows by default on Supabase).
 */
export async function fetchAllPages<T>(
  fetchPage: (from: number, to: number) => Promise<T[]>,
  pageSize = 1000,
): Promise<T[]> {
  const all: T[] = []
  for (let from = 0; ; from += pageSize) {
    const page = await fetchPage(from, from + pageSize - 1)
    all.push(...page)
    if (page.length < pageSize) return all
  }
}
