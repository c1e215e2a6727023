// The times are shown in a named zone, so the text is the same whichever zone the test runs in.
import { describe, expect, it } from 'vitest'
import { notificationBody, startsInWords, startsOnWords, timesWords } from './notification-body'
import { zone } from '@/test/zone'

const NY = 'America/New_York'
const MINUTE = 60_000
const at = (iso: string) => Date.parse(iso)
const timed = (start: string, end: string) => ({ start: at(start), end: at(end), allDay: false })
const allDay = (first: string, days = 1) => {
  const start = at(`${first}T00:00:00Z`)
  return { start, end: start + days * 86_400_000, allDay: true }
}

describe(`notification body (run in ${zone})`, () => {
  it("says the reminder's offset at its time", () => {
    const start = at('2026-06-10T14:00:00Z')
    expect(startsInWords(start, start)).toBe('Now')
    expect(startsInWords(start, start - 10 * MINUTE)).toBe('In 10 minutes')
    expect(startsInWords(start, start - 60 * MINUTE)).toBe('In 1 hour')
    expect(startsInWords(start, start - 2 * 1440 * MINUTE)).toBe('In 2 days')
    expect(startsInWords(start, start - 10080 * MINUTE)).toBe('In 1 week')
  })

  it('says what is left for a late or snoozed one, to the nearest minute', () => {
    const start = at('2026-06-10T14:00:00Z')
    expect(startsInWords(start, start - 5 * MINUTE)).toBe('In 5 minutes')
    expect(startsInWords(start, start - 85 * MINUTE)).toBe('In 1 hour 25 minutes')
    expect(startsInWords(start, start - 1435 * MINUTE)).toBe('In 23 hours 55 minutes')
    // A timer 300 ms late is still '10 minutes'; one under half a minute early is 'Now'.
    expect(startsInWords(start, start - 10 * MINUTE + 300)).toBe('In 10 minutes')
    expect(startsInWords(start, start - 20_000)).toBe('Now')
    // Under way: 'Now'.
    expect(startsInWords(start, start + 15 * MINUTE)).toBe('Now')
  })

  it("says an all-day event's day from today's in the zone", () => {
    const event = allDay('2026-11-02')
    // 11 PM on Oct 31 in New York is Nov 1 in UTC: two days ahead there, tomorrow in UTC.
    expect(startsOnWords(event.start, at('2026-11-01T03:00:00Z'), NY)).toBe('In 2 days')
    expect(startsOnWords(event.start, at('2026-11-01T03:00:00Z'), 'UTC')).toBe('Tomorrow')
    expect(startsOnWords(event.start, at('2026-11-02T14:00:00Z'), NY)).toBe('Today')
    expect(startsOnWords(event.start, at('2026-11-03T14:00:00Z'), NY)).toBe('Today')
    expect(startsOnWords(event.start, at('2026-10-26T13:00:00Z'), NY)).toBe('In 1 week')
  })

  it('shows the times in the zone and the time format', () => {
    const meeting = timed('2026-06-10T17:00:00Z', '2026-06-10T18:00:00Z')
    expect(timesWords(meeting, NY, '12h')).toBe('1:00 PM – 2:00 PM')
    expect(timesWords(meeting, NY, '24h')).toBe('13:00 – 14:00')
    expect(timesWords(meeting, 'Asia/Kolkata', '24h')).toBe('22:30 – 23:30')
    // Ending at midnight is still one day's range; across midnight names the weekdays.
    expect(timesWords(timed('2026-06-11T03:00:00Z', '2026-06-11T04:00:00Z'), NY, '12h')).toBe(
      '11:00 PM – 12:00 AM',
    )
    expect(timesWords(timed('2026-06-11T03:00:00Z', '2026-06-11T05:00:00Z'), NY, '12h')).toBe(
      'Wed 11:00 PM – Thu 1:00 AM',
    )
    expect(timesWords(allDay('2026-06-10'), NY, '12h')).toBe('All day')
  })

  it('shows times across a clock change as the zone reads them', () => {
    // 1:30 AM EDT to 1:30 AM EST on Nov 1: an hour of real time, the same wall times.
    expect(timesWords(timed('2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z'), NY, '24h')).toBe(
      '01:30 – 01:30',
    )
    // 1:30 AM to 3:30 AM on Mar 8: an hour.
    expect(timesWords(timed('2026-03-08T06:30:00Z', '2026-03-08T07:30:00Z'), NY, '12h')).toBe(
      '1:30 AM – 3:30 AM',
    )
  })

  it('joins when and the times', () => {
    const meeting = timed('2026-06-10T17:00:00Z', '2026-06-10T18:00:00Z')
    expect(notificationBody(meeting, meeting.start - 10 * MINUTE, NY, '12h')).toBe(
      'In 10 minutes · 1:00 PM – 2:00 PM',
    )
    expect(notificationBody(meeting, meeting.start, NY, '24h')).toBe('Now · 13:00 – 14:00')
    expect(notificationBody(allDay('2026-06-11'), at('2026-06-10T13:00:00Z'), NY, '12h')).toBe(
      'Tomorrow · All day',
    )
  })
})
