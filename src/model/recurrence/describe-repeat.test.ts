import { describe, expect, it } from 'vitest'
import { describeRepeat } from './describe-repeat'
import { local, zone } from '@/test/zone'

// Starts are local wall times (new Date(y, m, d, h)): the local date is what the choices read,
// so every expectation holds in every zone the unit tests run in.
/** An instant written as a UTC UNTIL, e.g. 20261116T135959Z. */
const utc = (instant: Date) => instant.toISOString().replace(/[-:]|\.\d+/g, '')

describe(`describeRepeat (${zone})`, () => {
  const monday = local(2026, 11, 2, 9)
  it.each([
    ['FREQ=WEEKLY;BYDAY=MO', monday, 'Repeats weekly on Monday'],
    ['FREQ=WEEKLY', monday, 'Repeats weekly on Monday'],
    ['FREQ=DAILY', monday, 'Repeats daily'],
    ['FREQ=DAILY;INTERVAL=3', monday, 'Repeats every 3 days'],
    [
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20261231',
      monday,
      'Repeats every 2 weeks on Monday, Thursday, until December 31, 2026',
    ],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', monday, 'Repeats every weekday'],
    [
      'FREQ=MONTHLY;BYMONTHDAY=31;COUNT=10',
      local(2026, 12, 31, 9),
      'Repeats monthly on day 31, 10 times',
    ],
    ['FREQ=MONTHLY;BYDAY=2TU', local(2026, 11, 10, 9), 'Repeats monthly on the second Tuesday'],
    [
      'FREQ=MONTHLY;BYDAY=-2TU',
      local(2026, 11, 10, 9),
      'Repeats monthly on the second to last Tuesday',
    ],
    [
      'FREQ=MONTHLY;BYDAY=-1FR;COUNT=1',
      local(2026, 10, 30, 9),
      'Repeats monthly on the last Friday, once',
    ],
    ['FREQ=MONTHLY', monday, 'Repeats monthly on day 2'],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', local(2028, 2, 29), 'Repeats annually on February 29'],
    ['FREQ=YEARLY;INTERVAL=2', local(2028, 2, 29), 'Repeats every 2 years on February 29'],
  ])('%s -> %s', (rule, start, text) => {
    expect(describeRepeat(rule, start)).toBe(text)
  })

  it('says a UTC UNTIL as the date readRepeat reads', () => {
    const rule = `FREQ=WEEKLY;BYDAY=MO;UNTIL=${utc(new Date(local(2026, 11, 16, 9).getTime() - 1000))}`
    expect(describeRepeat(rule, monday)).toBe('Repeats weekly on Monday, until November 15, 2026')
  })
})
