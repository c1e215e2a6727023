import { describe, expect, it } from 'vitest'
import {
  REMINDER_REACH_MS,
  alarmKey,
  alarmsOf,
  remindersOfOccurrence,
  type ReminderOccurrence,
} from './alarms'
import { before, onDay } from './reminder'
import { zone } from '@/test/zone'

const NY = 'America/New_York'
const at = (iso: string) => Date.parse(iso)
const iso = (ms: number) => new Date(ms).toISOString()
const HOUR = 3_600_000

describe(`alarms (run in ${zone})`, () => {
  it('keys an alarm by event, occurrence, reminder and fire time', () => {
    expect(alarmKey('e1', 1000, before(10), 400)).toBe('e1|1000|b10|400')
    expect(alarmKey('e1', 1000, onDay(1), 400)).toBe('e1|1000|d1@540|400')
  })

  it("takes a changed occurrence's own reminders, the series' when it has none of its own", () => {
    const series = [before(10)]
    expect(remindersOfOccurrence(series, null)).toBe(series)
    expect(remindersOfOccurrence(series, undefined)).toBe(series)
    expect(remindersOfOccurrence(series, [])).toEqual([])
    expect(remindersOfOccurrence(series, [before(60)])).toEqual([before(60)])
  })

  it('lists the alarms of a series across a clock change, with an exception of its own', () => {
    // A daily 10:00 AM (New York) series around the spring change, as the expansion gives it:
    // Mar 7 is EST, Mar 8 and 9 EDT. Mar 8 was moved to 11:00 with its own '1 hour before';
    // Mar 9 is an ordinary occurrence with the series' '10 minutes before' and '1 day before'.
    const series = [before(1440), before(10)]
    const occurrence = (
      start: string,
      reminders: ReminderOccurrence['reminders'],
      original = start,
    ): ReminderOccurrence => ({
      eventId: original === start ? 'daily' : 'daily-mar-8',
      occurrenceStart: at(original),
      start: at(start),
      end: at(start) + HOUR,
      allDay: false,
      reminders,
    })
    const occurrences = [
      occurrence('2026-03-07T15:00:00Z', series),
      occurrence(
        '2026-03-08T15:00:00Z',
        remindersOfOccurrence(series, [before(60)]),
        '2026-03-08T14:00:00Z',
      ),
      occurrence('2026-03-09T14:00:00Z', remindersOfOccurrence(series, null)),
    ]
    const alarms = alarmsOf(occurrences, NY)
    expect(alarms.map((a) => [iso(a.fireAt), a.occurrence.eventId])).toEqual([
      ['2026-03-06T15:00:00.000Z', 'daily'],
      ['2026-03-07T14:50:00.000Z', 'daily'],
      // '1 day before' Mar 9's 10:00 EDT is 10:00 EDT on Mar 8, as the moved one's '1 hour
      // before': a tie, in key order (the same in every tab).
      ['2026-03-08T14:00:00.000Z', 'daily-mar-8'],
      ['2026-03-08T14:00:00.000Z', 'daily'],
      ['2026-03-09T13:50:00.000Z', 'daily'],
    ])
    const moved = alarms.find((a) => a.occurrence.eventId === 'daily-mar-8')!
    expect(moved.key).toBe(`daily-mar-8|${at('2026-03-08T14:00:00Z')}|b60|${moved.fireAt}`)
    expect(moved.startsAt).toBe(at('2026-03-08T15:00:00Z'))
    expect(moved.endsAt).toBe(at('2026-03-08T16:00:00Z'))
  })

  it('leaves out reminders that do not fit, counts duplicates once', () => {
    const alarms = alarmsOf(
      [
        {
          eventId: 'e',
          occurrenceStart: at('2026-06-10T14:00:00Z'),
          start: at('2026-06-10T14:00:00Z'),
          end: at('2026-06-10T15:00:00Z'),
          allDay: false,
          reminders: [before(10), onDay(1), before(10)],
        },
      ],
      NY,
    )
    expect(alarms.map((a) => a.reminder)).toEqual([before(10)])
  })

  it('places all-day alarms in the zone and ends the event at its midnight there', () => {
    const start = at('2026-11-02T00:00:00Z')
    const [alarm] = alarmsOf(
      [
        {
          eventId: 'holiday',
          occurrenceStart: start,
          start,
          end: start + 24 * HOUR,
          allDay: true,
          reminders: [onDay(1)],
        },
      ],
      NY,
    )
    expect(iso(alarm!.fireAt)).toBe('2026-11-01T14:00:00.000Z')
    expect(iso(alarm!.startsAt)).toBe('2026-11-02T05:00:00.000Z')
    expect(iso(alarm!.endsAt)).toBe('2026-11-03T05:00:00.000Z')
  })

  it('reaches as far back as the furthest reminder', () => {
    expect(REMINDER_REACH_MS).toBeGreaterThanOrEqual(28 * 24 * HOUR + 24 * HOUR + 14 * HOUR)
  })
})
