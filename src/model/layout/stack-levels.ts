/**
 * Levels (lanes) for spans of columns, in the order given: each takes the lowest level free in
 * every column it covers, so no two spans that share a column share a level.
 *
 *   spans (in order)   columns 0..6          level
 *   A [1..3]           . A A A . . .          0
 *   B [0..1]           B B . . . . .          1   (A holds column 1 at level 0)
 *   C [4..6]           . . . . C C C          0
 */
export function stackLevels(spans: readonly { first: number; last: number }[]): number[] {
  const taken: boolean[][] = [] // taken[level][column]
  return spans.map(({ first, last }) => {
    for (let level = 0; ; level++) {
      const row = (taken[level] ??= [])
      let free = true
      for (let c = first; c <= last && free; c++) if (row[c]) free = false
      if (free) {
        for (let c = first; c <= last; c++) row[c] = true
        return level
      }
    }
  })
}
