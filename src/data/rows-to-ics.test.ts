import fc from 'fast-check'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { occurrencesOf } from '@/calendar/occurrences'
import { zone } from '@/calendar/test-zone'
import { instantInZone } from '@/calendar/zone-clock'
import type { DateRange } from '@/calendar/types'
import type { EventRow } from './event-row'
import { rangeEvents } from './range-events'
import { icsText, rowsToIcs, uidOf } from './rows-to-ics'
import { readWithIcalJs, readWithNodeIcal, seenOfApp, textsWithIcalJs } from './test-ics-readers'

const STAMP = new Date('2026-11-24T12:00:00Z')
const RANGE: DateRange = {
  start: new Date('2026-09-01T00:00:00Z'),
  end: new Date('2028-01-01T00:00:00Z'),
}

const row = (
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

/** What the app shows of the rows over RANGE: its own reading and expansion. */
const appSees = (rows: EventRow[]) =>
  seenOfApp(
    rangeEvents(
      rows.filter((r) => !r.rrule),
      rows.filter((r) => r.rrule),
      RANGE,
      occurrencesOf,
    ),
    RANGE,
  )

const ROWS: EventRow[] = [
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

function byId(id: string): EventRow {
  const found = ROWS.find((r) => r.id === id)
  if (!found) throw new Error(`no row ${id}`)
  return found
}

describe(`rowsToIcs (${zone})`, () => {
  const text = rowsToIcs(ROWS, STAMP)

  it('writes each kind as RFC 5545 says', () => {
    const lines = text.replace(/\r\n /g, '').split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines).toContain('DTSTART:20261110T153000Z')
    expect(lines).toContain('DTSTART;VALUE=DATE:20261111')
    expect(lines).toContain('DTEND;VALUE=DATE:20261114')
    expect(lines).toContain('DTSTART;TZID=America/New_York:20261026T090000')
    expect(lines).toContain('RRULE:FREQ=WEEKLY;COUNT=6;BYDAY=MO')
    // The cancelled Monday is an EXDATE; the moved one a RECURRENCE-ID, not both.
    expect(lines).toContain('EXDATE;TZID=America/New_York:20261109T090000')
    expect(lines).not.toContain('EXDATE;TZID=America/New_York:20261116T090000')
    expect(lines).toContain('RECURRENCE-ID;TZID=America/New_York:20261116T090000')
    expect(lines).toContain('EXDATE;VALUE=DATE:20270315')
    expect(lines).toContain('DTSTART:20261201T090000Z')
    expect(lines).toContain('COLOR:tomato')
    expect(lines.filter((l) => l === 'BEGIN:VTIMEZONE')).toHaveLength(2)
    expect(lines).toContain('TZID:America/New_York')
    expect(lines).toContain('TZID:Australia/Lord_Howe')
    expect(lines.filter((l) => l === `UID:${uidOf('review')}`)).toHaveLength(2)
    // Folded at 75 octets, every line ending in CRLF.
    expect(text.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true)
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('reads back in ical.js as the app shows it: every occurrence, in every zone', () => {
    const expected = appSees(ROWS)
    expect(expected).toContain('Review|2026-11-02T14:00:00.000Z|2026-11-02T15:00:00.000Z|false')
    expect(expected).toContain(
      'Review (moved)|2026-11-17T15:00:00.000Z|2026-11-17T16:00:00.000Z|false',
    )
    expect(readWithIcalJs(text, RANGE)).toEqual(expected)
  })

  it('reads back the same in node-ical, an independent parser', () => {
    expect(readWithNodeIcal(text, RANGE)).toEqual(appSees(ROWS))
  })

  it('keeps text as text: escapes, line breaks, HTML', () => {
    expect(textsWithIcalJs(text)[`${uidOf('one')}|`]).toEqual({
      summary: byId('one').title,
      description: byId('one').description,
    })
  })

  it('takes an alias zone under the name the events use', () => {
    const alias = rowsToIcs([{ ...byId('review'), id: 'alias', tzid: 'Asia/Calcutta' }], STAMP)
    expect(alias).toContain('TZID:Asia/Calcutta')
    expect(alias).not.toContain('TZID:Asia/Kolkata')
  })

  it('writes an empty calendar for an empty table', () => {
    const empty = new ICAL.Component(ICAL.parse(rowsToIcs([], STAMP)) as unknown[])
    expect(empty.getAllSubcomponents('vevent')).toHaveLength(0)
  })
})

describe(`rowsToIcs on random events (${zone})`, () => {
  const ZONES = ['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC']
  const DAY = 86_400_000
  const base = Date.UTC(2026, 9, 1)
  const quarterHours = fc.integer({ min: 0, max: 300 * 96 }).map((q) => base + q * 900_000)
  const text = fc.string({ unit: 'grapheme', maxLength: 40 })

  const oneOff = fc
    .record({
      start: quarterHours,
      minutes: fc.integer({ min: 0, max: 3000 }),
      title: text,
      description: fc.option(text),
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
      tz: fc.constantFrom(...ZONES),
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

  it('reads back in ical.js as the app shows it, and keeps the text', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(oneOff, allDay, series), { maxLength: 6 }), (list) => {
        const rows = list.map((fields, i) => row({ id: `r${i}`, ...fields }))
        const file = rowsToIcs(rows, STAMP)
        expect(readWithIcalJs(file, RANGE)).toEqual(
          appSees(rows.map((r) => ({ ...r, title: icsText(r.title) }))),
        )
        const texts = textsWithIcalJs(file)
        for (const r of rows) {
          expect(texts[`${uidOf(r.id)}|`]).toEqual({
            summary: icsText(r.title),
            description: r.description ? icsText(r.description) : null,
          })
        }
      }),
      { numRuns: 60, seed: 20261124 },
    )
  })
})
