// Rows for the iCalendar tests (export, import, and both ways): a fixed set of every kind, and
// random ones for the property tests.
import fc from 'fast-check'
import { occurrencesOf } from '@/model/recurrence/occurrences'
import type { DateRange } from '@/model/types'
import { instantInZone } from '@/model/time/zone-clock'
import type { EventRow } from '@/data/events/event-row'

export const STAMP = new Date('2026-11-24T12:00:00Z')
export const RANGE: DateRange = {
  start: new Date('2026-09-01T00:00:00Z'),
  end: new Date('2028-01-01T00:00:00Z'),
}

export const row = (
  fields: Partial<EventRow> & Pick<EventRow, 'id' | 'title' | 'start_time' | 'end_time'>,
): EventRow => ({
  description: null,
  color: '#3b82f6',
  all_day: false,
  rrule: null,
  tzid: null,
  exdates: [],
  recurrence_end: null,
  series_id: null,
  original_start: null,
  ...fields,
})

export const ROWS: EventRow[] = [
  row({
    id: 'one',
    title: '<b>Dentist</b>, floor 2; room "A"',
    description: 'Bring the form\nand the card \\ badge. ' + 'A long line to fold. '.repeat(8),
    start_time: '2026-11-10T15:30:00+00:00',
    end_time: '2026-11-10T16:15:00+00:00',
    color: '#ef4444',
  }),
  row({
    id: 'conf',
    title: 'Conference',
    start_time: '2026-11-11T00:00:00+00:00',
    end_time: '2026-11-14T00:00:00+00:00',
    all_day: true,
  }),
  // Mondays 9:00 AM in New York across November 1 (EDT -> EST): the 9th cancelled, the 16th
  // moved to Tuesday the 17th at 10:00 AM.
  row({
    id: 'review',
    title: 'Review',
    start_time: '2026-10-26T13:00:00+00:00',
    end_time: '2026-10-26T14:00:00+00:00',
    rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=6',
    tzid: 'America/New_York',
    exdates: ['2026-11-09T14:00:00+00:00', '2026-11-16T14:00:00+00:00'],
    recurrence_end: '2026-11-30T15:00:00+00:00',
  }),
  row({
    id: 'moved',
    title: 'Review (moved)',
    start_time: '2026-11-17T15:00:00+00:00',
    end_time: '2026-11-17T16:00:00+00:00',
    series_id: 'review',
    original_start: '2026-11-16T14:00:00+00:00',
  }),
  // A birthday every March 15, all day; 2027's skipped.
  row({
    id: 'birthday',
    title: 'Birthday',
    start_time: '2026-03-15T00:00:00+00:00',
    end_time: '2026-03-16T00:00:00+00:00',
    all_day: true,
    rrule: 'FREQ=YEARLY',
    tzid: 'Europe/London',
    exdates: ['2027-03-15T00:00:00+00:00'],
  }),
  // Daily at 9:00 AM on Lord Howe Island across its half-hour change on October 4, until the 8th.
  row({
    id: 'island',
    title: 'Island walk',
    start_time: '2026-10-01T22:30:00+00:00',
    end_time: '2026-10-01T23:00:00+00:00',
    rrule: 'FREQ=DAILY;UNTIL=20261008T000000Z',
    tzid: 'Australia/Lord_Howe',
  }),
  row({
    id: 'utc',
    title: 'UTC standup',
    start_time: '2026-12-01T09:00:00+00:00',
    end_time: '2026-12-01T09:15:00+00:00',
    rrule: 'FREQ=DAILY;COUNT=3',
    tzid: 'UTC',
  }),
]

export const TEST_ZONES = [
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'UTC',
]
const DAY = 86_400_000
const base = Date.UTC(2026, 9, 1)
const quarterHours = fc.integer({ min: 0, max: 300 * 96 }).map((q) => base + q * 900_000)

/**
 * A random row of the kinds the app stores (one-off timed, all-day, a timed series in one of
 * the test zones with skipped occurrences); `text` draws titles, `description` descriptions.
 */
export function randomRowFields(text: fc.Arbitrary<string>, description = text) {
  const oneOff = fc
    .record({
      start: quarterHours,
      minutes: fc.integer({ min: 0, max: 3000 }),
      title: text,
      description: fc.option(description),
    })
    .map((e) => ({
      title: e.title,
      description: e.description,
      start_time: new Date(e.start).toISOString(),
      end_time: new Date(e.start + e.minutes * 60_000).toISOString(),
    }))
  const allDay = fc
    .record({
      day: fc.integer({ min: 0, max: 300 }),
      days: fc.integer({ min: 1, max: 9 }),
      title: text,
    })
    .map((e) => ({
      title: e.title,
      all_day: true,
      start_time: new Date(base + e.day * DAY).toISOString(),
      end_time: new Date(base + (e.day + e.days) * DAY).toISOString(),
    }))
  const series = fc
    .record({
      // A wall time in the zone that exists every day (so the two readers agree on gaps).
      day: fc.integer({ min: 0, max: 200 }),
      hour: fc.integer({ min: 6, max: 20 }),
      tz: fc.constantFrom(...TEST_ZONES),
      rule: fc.constantFrom(
        'FREQ=DAILY;COUNT=12',
        'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=9',
        'FREQ=MONTHLY;BYMONTHDAY=3;COUNT=5',
        'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;UNTIL=20270601T000000Z',
      ),
      skip: fc.integer({ min: 0, max: 3 }),
      title: text,
    })
    .map((e) => {
      const first = new Date(base + e.day * DAY)
      // The instant that wall time names in the zone.
      const start = instantInZone(
        {
          year: first.getUTCFullYear(),
          month: first.getUTCMonth() + 1,
          day: first.getUTCDate(),
          hour: e.hour,
          minute: 0,
          second: 0,
        },
        e.tz,
      )
      const starts = occurrencesOf(
        {
          id: 's',
          title: '',
          description: null,
          start: new Date(start),
          end: new Date(start + 3_600_000),
          color: '',
          allDay: false,
          repeat: { rule: e.rule, tzid: e.tz },
          exdates: [],
        },
        RANGE,
      )
      return {
        title: e.title,
        start_time: new Date(start).toISOString(),
        end_time: new Date(start + 3_600_000).toISOString(),
        rrule: e.rule,
        tzid: e.tz,
        exdates: starts.slice(1, 1 + e.skip).map((o) => o.start.toISOString()),
      }
    })
  return fc.oneof(oneOff, allDay, series)
}
