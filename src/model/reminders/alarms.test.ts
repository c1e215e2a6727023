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

  it("fires a weekly all-day series' reminders at 9:00 the day before in each display zone", () => {
    // Mondays Oct 19 to Nov 2 2026, as expanded; Nov 2 changed with its own 'On the day'.
    const monday = (date: string, reminders: ReminderOccurrence['reminders'], id = 'gym') => {
      const start = at(`${date}T00:00:00Z`)
      return {
        eventId: id,
        occurrenceStart: start,
        start,
        end: start + 24 * HOUR,
        allDay: true,
        reminders,
      }
    }
    const series = [onDay(1)]
    const occurrences = [
      monday('2026-10-19', series),
      monday('2026-10-26', series),
      monday('2026-11-02', remindersOfOccurrence(series, [onDay(0)]), 'gym-nov-2'),
    ]
    const fires = (tz: string) => alarmsOf(occurrences, tz).map((a) => iso(a.fireAt))
    // Sunday 9:00 EDT, 9:00 EDT, then Monday 9:00 EST.
    expect(fires(NY)).toEqual([
      '2026-10-18T13:00:00.000Z',
      '2026-10-25T13:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
    ])
    // London falls back on Oct 25, the Sunday of the second: 9:00 GMT.
    expect(fires('Europe/London')).toEqual([
      '2026-10-18T08:00:00.000Z',
      '2026-10-25T09:00:00.000Z',
      '2026-11-02T09:00:00.000Z',
    ])
    expect(fires('Asia/Kolkata')).toEqual([
      '2026-10-18T03:30:00.000Z',
      '2026-10-25T03:30:00.000Z',
      '2026-11-02T03:30:00.000Z',
    ])
    // Lord Howe is on +11 since Oct 4.
    expect(fires('Australia/Lord_Howe')).toEqual([
      '2026-10-17T22:00:00.000Z',
      '2026-10-24T22:00:00.000Z',
      '2026-11-01T22:00:00.000Z',
    ])
    expect(fires('UTC')).toEqual([
      '2026-10-18T09:00:00.000Z',
      '2026-10-25T09:00:00.000Z',
      '2026-11-02T09:00:00.000Z',
    ])
  })
})
