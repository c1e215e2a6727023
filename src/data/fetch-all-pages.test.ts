import { describe, expect, it } from 'vitest'
import { fetchAllPages } from './fetch-all-pages'

// A stand-in for PostgREST's Range paging over an in-memory list: this tests the paging loop,
// not the database (the conformance and browser suites do that against a real one).
const pager = (total: number, cap = Infinity) => {
  const calls: [number, number][] = []
  const rows = Array.from({ length: total }, (_, i) => i)
  const fetchPage = async (from: number, to: number) => {
    calls.push([from, to])
    return rows.slice(from, Math.min(to + 1, from + cap))
  }
  return { calls, fetchPage }
}

describe('fetchAllPages', () => {
  it.each([
    [0, [[0, 999]]],
    [1, [[0, 999]]],
    [999, [[0, 999]]],
    [
      1000,
      [
        [0, 999],
        [1000, 1999],
      ],
    ],
    [
      2500,
      [
        [0, 999],
        [1000, 1999],
        [2000, 2999],
      ],
    ],
  ])('%i rows take pages %j', async (total, expectedCalls) => {
    const { calls, fetchPage } = pager(total)
    const rows = await fetchAllPages(fetchPage)
    expect(rows).toHaveLength(total)
    expect(rows.at(-1)).toBe(total === 0 ? undefined : total - 1)
    expect(calls).toEqual(expectedCalls)
  })

  it('passes a failure through', async () => {
    await expect(fetchAllPages(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
  })
})
