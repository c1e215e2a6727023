// The "Perhaps you meant ..." suggestion of PGRST205. PostgREST uses the fuzzyset package with
// a minimum score of 0.75 (Error.hs getFuzzyHint); fuzzyset's final score is the normalised
// Levenshtein similarity of the lower-cased names, which is what this computes.
const MIN_SCORE = 0.75

export function similarity(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  const longest = Math.max(x.length, y.length)
  return longest === 0 ? 1 : 1 - levenshtein(x, y) / longest
}

/** The best-scoring candidate with a score of at least 0.75, or null. */
export function closestName(name: string, candidates: readonly string[]): string | null {
  let best: string | null = null
  let bestScore = MIN_SCORE
  for (const candidate of candidates) {
    const score = similarity(name, candidate)
    if (score >= bestScore && (best === null || score > bestScore)) {
      best = candidate
      bestScore = score
    }
  }
  return best
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost))
    }
    previous = row
  }
  return previous[b.length]!
}
