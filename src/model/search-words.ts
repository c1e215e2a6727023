/** At most this many words are searched for, each of MIN_WORD to MAX_WORD characters. */
const MAX_WORDS = 8
const MAX_WORD = 64
/**
 * Shorter words are left out: the trigram index finds nothing to look up for them, and a
 * search for one would read every row (docs/performance.md, "Search").
 */
export const MIN_WORD = 3

/**
 * The words of a search, as the database's search text holds them (event_search_text in
 * supabase/migrations/20261125000000_event_search.sql): lower case, accents removed (NFD, then
 * the combining marks dropped, as unaccent does for Latin letters), split on spaces and on
 * `*`, which PostgREST reads as a wildcard. Repeated words once; words under MIN_WORD letters
 * left out.
 *
 *   'Café  CRÈME*brûlée at 9'  ->  ['cafe', 'creme', 'brulee']
 */
export function searchWords(query: string): string[] {
  const plain = query.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  const words = plain.split(/[\s*]+/).filter((word) => [...word].length >= MIN_WORD)
  return [...new Set(words.map((word) => word.slice(0, MAX_WORD)))].slice(0, MAX_WORDS)
}

/** An ilike pattern finding `word` anywhere: %, _ and \ in it are matched as themselves. */
export const containsPattern = (word: string): string => `%${word.replace(/[\\%_]/g, '\\$&')}%`
