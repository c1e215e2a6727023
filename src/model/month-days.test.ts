import { describe, expect, it } from 'vitest'
import { format } from 'date-fns'
import { VIEWS } from './views'
import { local, zone } from '@/test/zone'

/** The month view's days (VIEWS.month.days) as rows of seven, as the grid lays them out. */
function monthGrid(date: Date): Date[][] {
  const days = VIEWS.month.days(date)
  return Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7))
}

const days = (date: Date) => monthGrid(date).map((week) => week.map((d) => format(d, 'M/d')))

describe(`the month view's days (${zone})`, () => {
  it('covers November 2026 (starting on a Sunday) in whole Sunday-first weeks', () => {
    expect(days(local(2026, 11, 21))).toEqual([
      ['11/1', '11/2', '11/3', '11/4', '11/5', '11/6', '11/7'],
      ['11/8', '11/9', '11/10', '11/11', '11/12', '11/13', '11/14'],
      ['11/15', '11/16', '11/17', '11/18', '11/19', '11/20', '11/21'],
      ['11/22', '11/23', '11/24', '11/25', '11/26', '11/27', '11/28'],
      ['11/29', '11/30', '12/1', '12/2', '12/3', '12/4', '12/5'],
    ])
  })

  it.each([
    [local(2026, 2, 1), 4, '2/1', '2/28'], // starts on Sunday, ends on Saturday
    [local(2026, 3, 15), 5, '3/1', '4/4'], // spring-forward month
    [local(2026, 8, 31), 6, '7/26', '9/5'],
    [local(2027, 1, 1), 6, '12/27', '2/6'],
  ])('%s: %i weeks from %s to %s', (date, weeks, first, last) => {
    const grid = days(date)
    expect(grid).toHaveLength(weeks)
    expect(grid[0]?.[0]).toBe(first)
    expect(grid.at(-1)?.[6]).toBe(last)
  })

  it('gives local midnights, Sunday to Saturday, with no day skipped or repeated', () => {
    for (const date of [local(2026, 3, 1), local(2026, 11, 1)]) {
      const flat = monthGrid(date).flat()
      flat.forEach((day, i) => {
        expect(day.getHours()).toBe(0)
        expect(day.getDay()).toBe(i % 7)
        if (i > 0) expect(format(day, 'yyyy-MM-dd') > format(flat[i - 1] as Date, 'yyyy-MM-dd'))
      })
      expect(new Set(flat.map((d) => format(d, 'yyyy-MM-dd'))).size).toBe(flat.length)
    }
  })
})
