import { describe, expect, it } from 'vitest'
import { recycleKeys } from './recycle-keys'

function counter(from: number) {
  let n = from
  return () => n++
}

const map = (entries: [string, number][]) => new Map(entries)

describe('recycleKeys', () => {
  it('keeps the key of an id that stays, and gives the keys that left to the ids that came', () => {
    const keys = recycleKeys(
      map([
        ['a', 0],
        ['b', 1],
        ['c', 2],
      ]),
      ['b', 'd', 'e', 'f'],
      counter(3),
    )
    expect([...keys]).toEqual([
      ['b', 1],
      ['d', 0],
      ['e', 2],
      ['f', 3],
    ])
  })

  it('on a list of all new ids, gives the old keys in their old order (nothing moves)', () => {
    const previous = map([
      ['a', 7],
      ['b', 3],
      ['c', 9],
    ])
    expect([...recycleKeys(previous, ['x', 'y'], counter(10)).values()]).toEqual([7, 3])
    expect([...recycleKeys(previous, ['x', 'y', 'z', 'w'], counter(10)).values()]).toEqual([
      7, 3, 9, 10,
    ])
  })

  it('gives every id a key of its own, also when an id comes twice', () => {
    const keys = recycleKeys(map([['a', 0]]), ['b', 'b', 'c'], counter(1))
    expect([...keys]).toEqual([
      ['b', 0],
      ['c', 1],
    ])
    expect(new Set(keys.values()).size).toBe(keys.size)
  })

  it('starts from nothing', () => {
    expect([...recycleKeys(new Map(), ['a', 'b'], counter(0))]).toEqual([
      ['a', 0],
      ['b', 1],
    ])
  })
})
