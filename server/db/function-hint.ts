// The "Perhaps you meant to call the function ..." hint of PGRST202, as PostgREST picks it
// (Error.hs noRpcHint) with the fuzzyset package (0.2, its defaults): an entry that equals the
// query ignoring case wins outright; otherwise the entries that share an n-gram with the
// query (trigrams first, then bigrams, of the text lower-cased, stripped to letters, digits,
// spaces and commas, and framed by '-') are ranked by cosine similarity, the best 50 scored
// again by Levenshtein similarity (1 - distance / longer length, of the lower-cased texts),
// and the best at or above the minimum score is the hint. Function names need 0.75, lists of
// parameter names 0.33 (fuzzyset's default; PostgREST deems parameter names no secret).
import { similarity } from './fuzzy-hint.ts'

export const FUNCTION_MIN_SCORE = 0.75
export const PARAMS_MIN_SCORE = 0.33

function normalized(text: string): string {
  return [...text.toLowerCase()].filter((c) => /[\p{L}\p{N}\s,]/u.test(c)).join('')
}

function gramVector(text: string, size: number): Map<string, number> {
  const chars = [...`-${normalized(text)}-`]
  const grams = new Map<string, number>()
  for (let i = 0; i + size <= chars.length; i++) {
    const gram = chars.slice(i, i + size).join('')
    grams.set(gram, (grams.get(gram) ?? 0) + 1)
  }
  return grams
}

const magnitude = (vector: Map<string, number>) =>
  Math.sqrt([...vector.values()].reduce((sum, n) => sum + n * n, 0))

/**
 * The entry closest to `query`, or null. Ties keep fuzzyset's order, in which later entries
 * of the list come first.
 */
export function fuzzyPick(
  query: string,
  entries: readonly string[],
  minScore: number,
): string | null {
  const key = query.toLowerCase()
  // fuzzyset keeps one entry per lower-cased text, the first added (the list's last).
  const byKey = new Map<string, string>()
  for (const entry of [...entries].reverse()) {
    if (!byKey.has(entry.toLowerCase())) byKey.set(entry.toLowerCase(), entry)
  }
  const exact = byKey.get(key)
  if (exact !== undefined) return exact
  const items = [...byKey.keys()]
  for (const size of [3, 2]) {
    const queryVector = gramVector(key, size)
    const queryMagnitude = magnitude(queryVector)
    const scored = items
      .map((item) => {
        const vector = gramVector(item, size)
        let dot = 0
        for (const [gram, count] of queryVector) dot += count * (vector.get(gram) ?? 0)
        return { item, cosine: dot === 0 ? 0 : dot / (queryMagnitude * magnitude(vector)) }
      })
      .filter((s) => s.cosine > 0)
      .sort((a, b) => b.cosine - a.cosine)
      .slice(0, 50)
      .map((s) => ({ item: s.item, score: similarity(key, s.item) }))
      .sort((a, b) => b.score - a.score)
      .filter((s) => s.score >= minScore)
    if (scored.length > 0) return byKey.get(scored[0]!.item)!
  }
  return null
}
