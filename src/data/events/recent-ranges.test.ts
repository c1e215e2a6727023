import { describe, expect, it } from 'vitest'
import { recentRanges } from './recent-ranges'

describe('recentRanges', () => {
  it('puts the used keys first and keeps the most recent others up to the limit', () => {
    expect(recentRanges([['b'], ['c'], ['d']], [['a'], ['c']], 3)).toEqual({
      recent: [['a'], ['c'], ['b']],
      evicted: [['d']],
    })
  })

  it('evicts nothing while under the limit', () => {
    expect(recentRanges([], [['a'], ['b'], ['c']], 5)).toEqual({
      recent: [['a'], ['b'], ['c']],
      evicted: [],
    })
  })

  it('paging forward for ever keeps the count at the limit', () => {
    let recent: number[][] = []
    for (let month = 0; month < 50; month++) {
      recent = recentRanges(recent, [[month], [month - 1], [month + 1]], 5).recent
    }
    expect(recent).toEqual([[49], [48], [50], [47], [46]])
  })
})
