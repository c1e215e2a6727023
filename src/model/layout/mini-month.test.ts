import { describe, expect, it } from 'vitest'
import { format } from 'date-fns'
import { miniMonthWeeks } from './mini-month'
import { local, zone } from '@/test/zone'

const labels = (weeks: Date[][]) => weeks.map((week) => week.map((d) => format(d, 'M/d')))

describe(`the sidebar's mini month (${zone})`, () => {
  it('draws November 2026 from Sunday Nov 1 in six weeks, with December after it', () => {
    const weeks = labels(miniMonthWeeks(local(2026, 11, 26), 0))
    expect(weeks).toHaveLength(6)
    expect(weeks[0]).toEqual(['11/1', '11/2', '11/3', '11/4', '11/5', '11/6', '11/7'])
    expect(weeks[5]).toEqual(['12/6', '12/7', '12/8', '12/9', '12/10', '12/11', '12/12'])
  })

  it('starts on Monday: March 2026 (a DST month in New York and London) from Feb 23', () => {
    const weeks = miniMonthWeeks(local(2026, 3, 15), 1)
    expect(labels(weeks)[0]).toEqual(['2/23', '2/24', '2/25', '2/26', '2/27', '2/28', '3/1'])
    expect(labels(weeks)[5]).toEqual(['3/30', '3/31', '4/1', '4/2', '4/3', '4/4', '4/5'])
    // Every day is a local midnight, the short and long days included.
    for (const day of weeks.flat()) expect([day.getHours(), day.getMinutes()]).toEqual([0, 0])
  })

  it('starts on Saturday: October 2026 (Lord Howe changes on Oct 4) from Sep 26', () => {
    const weeks = miniMonthWeeks(local(2026, 10, 1), 6)
    expect(labels(weeks)[0]).toEqual(['9/26', '9/27', '9/28', '9/29', '9/30', '10/1', '10/2'])
    const days = weeks.flat()
    for (let i = 1; i < days.length; i++) {
      expect(format(days[i]!, 'yyyy-MM-dd')).not.toBe(format(days[i - 1]!, 'yyyy-MM-dd'))
      expect(days[i]!.getHours()).toBe(0)
    }
  })
})
