// @vitest-environment jsdom
// The size check comes before anything is read: a 50 MB file is refused at once, with its size.
// Then the rows of an import into a calendar, and one calendar's file imported back.
import { describe, expect, it } from 'vitest'
import type { EventRow } from '@/data/events/event-row'
import { ROWS, STAMP } from '@/test/event-rows'
import { icsEventRows } from './ics-rows'
import { importCalendarChoice } from './import-calendar-choice'
import { planImport, rowsInto } from './import-events'
import { IcsError, readIcs } from './read-ics'
import { rowsToIcs } from './rows-to-ics'

it('refuses a file over the limit before reading it', async () => {
  const big = new File([new Uint8Array(50 * 1024 * 1024)], 'calendar.ics')
  await expect(planImport(big)).rejects.toEqual(
    new IcsError('This file is too large to import (50.0 MB); the limit is 20.0 MB.'),
  )
})

describe('import into a calendar', () => {
  const ids = (uid: string) => ({ id: uid.replace(/@calendar$/, ''), changedId: () => 'changed' })

  it('puts every row not already in a calendar into the chosen one', async () => {
    const { events } = readIcs(SERIES_FILE, { zone: 'UTC' })
    const rows = (await Promise.all(events.map((e) => icsEventRows(e, ids(e.uid))))).flat()
    // The series, its changed occurrence, and two one-off events.
    expect(rows).toHaveLength(4)
    expect(rows.every((row) => row.calendar_id === undefined)).toBe(true)
    // An event found in another calendar keeps it (import-events.ts sets it on the row).
    rows[0]!.calendar_id = 'elsewhere'
    const into = rowsInto(rows, 'cal-1')
    expect(into.map((row) => row.calendar_id)).toEqual(['elsewhere', 'cal-1', 'cal-1', 'cal-1'])
    // On a database set up before calendars, the rows are written as planned.
    expect(rowsInto(rows, undefined)).toBe(rows)
  })

  it("follows its calendar's colour without COLOR, and keeps a COLOR of the palette", async () => {
    const { events } = readIcs(SERIES_FILE, { zone: 'UTC' })
    const byTitle = new Map(
      await Promise.all(
        events.map(async (e) => [e.draft.title, (await icsEventRows(e, ids(e.uid)))[0]!] as const),
      ),
    )
    expect(byTitle.get('Plain')!.color).toBeNull()
    expect(byTitle.get('Red')!.color).toBe('#ef4444')
    // A colour the palette has no place for is not kept: the calendar's instead.
    expect(byTitle.get('Odd')!.color).toBeNull()
  })

  it('round-trips one calendar: exported with its name, imported into a new one of that name', async () => {
    const calendarRows: EventRow[] = ROWS.map((r, i) => ({
      ...r,
      calendar_id: 'work',
      // Some follow the calendar's colour (color null), some have their own.
      color: i % 2 === 0 ? null : r.color,
    }))
    const text = rowsToIcs(calendarRows, STAMP, { name: 'Work <b>', color: '#10b981' })
    const reading = readIcs(text, { zone: 'UTC' })
    expect(reading.calendarName).toBe('Work <b>')
    expect(importCalendarChoice([], reading.calendarName).newName).toBe('Work <b>')
    const back = rowsInto(
      (
        await Promise.all(
          reading.events.map((event) =>
            icsEventRows(event, {
              id: event.uid.replace(/@calendar$/, ''),
              changedId: (start) =>
                calendarRows.find(
                  (r) => r.original_start && Date.parse(r.original_start) === Date.parse(start),
                )?.id ?? 'unknown',
            }),
          ),
        )
      ).flat(),
      'new-work',
    )
    const said = (r: { id: string; title: string; color: string | null; start_time: string }) =>
      `${r.id}|${r.title}|${String(r.color)}|${Date.parse(r.start_time)}`
    expect(back.map(said).sort()).toEqual(calendarRows.map(said).sort())
    expect(new Set(back.map((r) => r.calendar_id))).toEqual(new Set(['new-work']))
  })
})

const SERIES_FILE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//Test//EN',
  'X-WR-CALNAME:Gym',
  'BEGIN:VEVENT',
  'UID:series',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261102T150000Z',
  'DTEND:20261102T160000Z',
  'RRULE:FREQ=WEEKLY;COUNT=3',
  'SUMMARY:Plain',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:series',
  'DTSTAMP:20261101T000000Z',
  'RECURRENCE-ID:20261109T150000Z',
  'DTSTART:20261109T170000Z',
  'DTEND:20261109T180000Z',
  'SUMMARY:Plain (moved)',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:red',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261103T150000Z',
  'DTEND:20261103T160000Z',
  'COLOR:tomato',
  'SUMMARY:Red',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:odd',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261104T150000Z',
  'DTEND:20261104T160000Z',
  'COLOR:darkkhaki',
  'SUMMARY:Odd',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n')
