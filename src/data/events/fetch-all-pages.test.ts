import { describe, expect, it } from 'vitest'
import { fetchAllPages } from './fetch-all-pages'

// A stand-in for PostgREST's Range paging over an in-memory list: this tests the paging loop,
// not the database (the conformance and browser suites do that against a real one).
const pager = (total: number, { counts = false } = {}) => {
  const calls: [number, number][] = []
  const rows = Array.from({ length: total }, (_, i) => i)
  const fetchPage = async (from: number, to: number, count: boolean) => {
    calls.push([from, to])
    const page = rows.slice(from, to + 1)
    if (!counts) return page
    return { rows: page, total: count ? rows.length : null }
  }
  return { calls, fetchPage }
}

const pages = (...starts: number[]) => starts.map((from) => [from, from + 999])

describe('fetchAllPages', () => {
  it.each([
    [0, pages(0)],
    [1, pages(0)],
    [999, pages(0)],
    [1000, pages(0, 1000)],
    [2500, pages(0, 1000, 2000)],
  ])('%i rows take pages %j, one after another without a count', async (total, expected) => {
    const { calls, fetchPage } = pager(total)
    const rows = await fetchAllPages(fetchPage)
    expect(rows).toEqual(Array.from({ length: total }, (_, i) => i))
    expect(calls).toEqual(expected)
  })

  it.each([
    [999, pages(0)],
    [1000, pages(0)],
    [2000, pages(0, 1000)],
    [5933, pages(0, 1000, 2000, 3000, 4000, 5000)],
  ])('%i counted rows: the first page, then the others together', async (total, expected) => {
    const { calls, fetchPage } = pager(total, { counts: true })
    let inFlight = 0
    let most = 0
    const rows = await fetchAllPages(async (from, to, count) => {
      inFlight++
      most = Math.max(most, inFlight)
      await new Promise((resolve) => setTimeout(resolve, 1))
      inFlight--
      return fetchPage(from, to, count)
    })
    expect(rows).toEqual(Array.from({ length: total }, (_, i) => i))
    expect(calls).toEqual(expected)
    expect(most).toBe(Math.max(1, expected.length - 1))
  })

  it('reads on past a full last page when the server gave no count', async () => {
    const { calls, fetchPage } = pager(3000, { counts: true })
    const rows = await fetchAllPages(async (from, to) => ({
      rows: ((await fetchPage(from, to, false)) as { rows: number[] }).rows,
      total: null,
    }))
    expect(rows).toHaveLength(3000)
    expect(calls).toEqual(pages(0, 1000, 2000, 3000))
  })

  it.each([
    [0, pages(0, 1000)],
    [999, pages(0, 1000)],
    [1065, pages(0, 1000)],
    // Uncounted, two full pages are followed by an empty one.
    [2000, pages(0, 1000, 2000)],
    [3500, pages(0, 1000, 2000, 3000)],
  ])(
    '%i rows, a page read ahead: the first two together, uncounted, then the rest',
    async (total, expected) => {
      const { calls, fetchPage } = pager(total, { counts: true })
      let inFlight = 0
      let most = 0
      const counted: number[] = []
      const rows = await fetchAllPages(
        async (from, to, count) => {
          if (count) counted.push(from)
          inFlight++
          most = Math.max(most, inFlight)
          await new Promise((resolve) => setTimeout(resolve, 1))
          inFlight--
          return fetchPage(from, to, count)
        },
        1000,
        1,
      )
      expect(rows).toEqual(Array.from({ length: total }, (_, i) => i))
      expect(calls).toEqual(expected)
      // The read-ahead goes with the first page: two at once, never one after the other.
      expect(most).toBe(2)
      expect(counted).toEqual([])
    },
  )

  it('a page read ahead, without a count: on past its full page', async () => {
    const { calls, fetchPage } = pager(2000)
    const rows = await fetchAllPages(fetchPage, 1000, 1)
    expect(rows).toHaveLength(2000)
    expect(calls).toEqual(pages(0, 1000, 2000))
  })

  it('passes a failure through', async () => {
    await expect(fetchAllPages(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
  })
})
