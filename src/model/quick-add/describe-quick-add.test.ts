// The quick-add preview in both time formats (issue 27): 12-hour is the spec's 'h:mm a' and the
// default, 24-hour is 'HH:mm'; dates are the same in both. Wall times, so every zone agrees.
import { describe, expect, it } from 'vitest'
import { describeQuickAdd } from './describe-quick-add'
import { parseQuickAdd } from './parse-quick-add'

const now = () => new Date(2026, 10, 20, 10, 0)
const when = (phrase: string, timeFormat?: '12h' | '24h') =>
  describeQuickAdd(parseQuickAdd(phrase, now()), now(), timeFormat).when

describe('describeQuickAdd in both time formats', () => {
  it("says the spec's 12-hour times by default and when chosen", () => {
    expect(when('Lunch tomorrow 1pm')).toBe('Sat, Nov 21, 1:00 PM – 2:00 PM')
    expect(when('Lunch tomorrow 1pm', '12h')).toBe('Sat, Nov 21, 1:00 PM – 2:00 PM')
  })

  it('says 24-hour times when chosen', () => {
    expect(when('Lunch tomorrow 1pm', '24h')).toBe('Sat, Nov 21, 13:00 – 14:00')
    expect(when('Standup Tue 9:30 for 15 min', '24h')).toBe('Tue, Nov 24, 09:30 – 09:45')
  })

  it('says both days, with their years outside this one, in 24-hour time', () => {
    expect(when('Night shift Dec 31 10pm for 8 hours', '24h')).toBe(
      'Thu, Dec 31, 22:00 – Fri, Jan 1, 2027, 06:00',
    )
  })

  it('says no time for all-day events, whatever the format', () => {
    expect(when('Holiday Dec 24', '24h')).toBe('Thu, Dec 24, all day')
  })
})
