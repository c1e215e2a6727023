import fc from 'fast-check'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { occurrencesOf } from '@/model/recurrence/occurrences'
import { zone } from '@/test/zone'
import type { EventRow } from '@/data/events/event-row'
import { rangeEvents } from '@/data/events/range-events'
import { icsText, rowsToIcs, uidOf } from './rows-to-ics'
import { RANGE, ROWS, STAMP, randomRowFields, row } from '@/test/event-rows'
import { readWithIcalJs, readWithNodeIcal, seenOfApp, textsWithIcalJs } from '@/test/ics-readers'

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

  it('writes a location as LOCATION, escaped as text', () => {
    const lines = rowsToIcs([{ ...byId(ROWS[0]!.id), location: 'Room 4, Building B' }], STAMP)
      .replace(/\r\n /g, '')
      .split('\r\n')
    expect(lines).toContain('LOCATION:Room 4\\, Building B')
  })

  it('writes an empty calendar for an empty table', () => {
    const empty = new ICAL.Component(ICAL.parse(rowsToIcs([], STAMP)) as unknown[])
    expect(empty.getAllSubcomponents('vevent')).toHaveLength(0)
  })
})

describe(`rowsToIcs on random events (${zone})`, () => {
  const text = fc.string({ unit: 'grapheme', maxLength: 40 })
  const randomRow = randomRowFields(text)

  it('reads back in ical.js as the app shows it, and keeps the text', () => {
    fc.assert(
      fc.property(fc.array(randomRow, { maxLength: 6 }), (list) => {
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
