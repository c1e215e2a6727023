// The events table as an iCalendar file (RFC 5545), built with ical.js, which escapes text and
// folds long lines. Loaded only when 'Export .ics' is chosen (export-events.ts).
//
//   one-off timed event   DTSTART/DTEND in UTC (…Z): the stored instants
//   all-day event         DTSTART/DTEND;VALUE=DATE, the end exclusive: the stored UTC dates
//   series                DTSTART/DTEND;TZID=<its zone> on that zone's wall clock, its RRULE,
//                         an EXDATE per cancelled occurrence, and the zone's VTIMEZONE
//   changed occurrence    a VEVENT with its series' UID and RECURRENCE-ID (the start it replaces)
//   reminders             a VALARM each, as Google's export writes them (write-alarms.ts)
//
// A series' occurrences keep their wall time in its zone, so the rule must be written on that
// wall clock (with the zone's definition: ical.js, like other readers, takes a TZID it has no
// VTIMEZONE for as floating time). The VTIMEZONE blocks come from timezones-ical-library, kept
// up to date with the IANA database.
import ICAL from 'ical.js'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import { PALETTE } from '@/model/palette'
import { wallInZone } from '@/model/time/zone-clock'
import type { EventRow } from '@/data/events/event-row'
import { CALCOLOR, CALNAME } from './ics-calendar-props'
import { addAlarms } from './write-alarms'

export const PRODID = '-//Calendar//Calendar 1.0//EN'

/** Every event's UID: its id, made globally unique as RFC 5545 asks. */
export const uidOf = (id: string) => `${id}@calendar`

/** The calendar a file holds, when it holds one: its name and colour go in the file. */
export interface IcsCalendar {
  name: string
  /** '#rrggbb'. */
  color: string
}

/**
 * All rows (as `select=*` returns them) -> the text of calendar.ics. `stamp` is DTSTAMP, the
 * time the file is made. `calendar`: the one calendar the rows are (X-WR-CALNAME, read by
 * Google, Apple and Outlook, and X-APPLE-CALENDAR-COLOR), so an import names a calendar after it.
 */
export function rowsToIcs(rows: readonly EventRow[], stamp: Date, calendar?: IcsCalendar): string {
  const file = new ICAL.Component(['vcalendar', [], []])
  file.addPropertyWithValue('prodid', PRODID)
  file.addPropertyWithValue('version', '2.0')
  file.addPropertyWithValue('calscale', 'GREGORIAN')
  if (calendar) {
    // One line of text: ical.js escapes it (ics-calendar-props.ts makes it TEXT).
    file.addPropertyWithValue(CALNAME, icsText(calendar.name).replace(/\n/g, ' '))
    // Written as it is (ical.js knows no type for it): only a colour that is one.
    if (/^#[0-9a-f]{6}$/i.test(calendar.color)) file.addPropertyWithValue(CALCOLOR, calendar.color)
  }
  return eventsInto(file, rows, stamp)
}

function eventsInto(
  calendar: InstanceType<typeof ICAL.Component>,
  rows: readonly EventRow[],
  stamp: Date,
): string {
  const series = new Map(rows.filter((row) => row.rrule).map((row) => [row.id, row]))
  // Replaced occurrences are written as RECURRENCE-ID, not EXDATE: a reader given both may
  // drop the changed occurrence.
  const replaced = new Set(
    rows.flatMap((row) =>
      row.series_id && row.original_start && series.has(row.series_id)
        ? [`${row.series_id}|${new Date(row.original_start).getTime()}`]
        : [],
    ),
  )
  // Every zone a time is written in is a timed series' (a changed occurrence's RECURRENCE-ID
  // is its series'). VTIMEZONEs first, as readers that read in one pass expect.
  const zones = new Set(
    rows.flatMap((row) => {
      const zone = row.rrule ? timedSeriesZone(row) : null
      return zone ? [zone] : []
    }),
  )
  for (const zone of [...zones].sort()) {
    const block = vtimezone(zone)
    if (block) calendar.addSubcomponent(block)
  }
  for (const row of rows) {
    const parent = row.series_id ? series.get(row.series_id) : undefined
    const event = new ICAL.Component('vevent')
    event.addPropertyWithValue('uid', uidOf(parent ? parent.id : row.id))
    event.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(stamp, true))
    const zone = row.rrule ? timedSeriesZone(row) : null
    addTime(event, 'dtstart', row.start_time, row.all_day === true, zone)
    addTime(event, 'dtend', row.end_time, row.all_day === true, zone)
    if (parent && row.original_start) {
      const parentZone = timedSeriesZone(parent)
      addTime(event, 'recurrence-id', row.original_start, parent.all_day === true, parentZone)
    }
    event.addPropertyWithValue('summary', icsText(row.title))
    if (row.description) event.addPropertyWithValue('description', icsText(row.description))
    if (row.location) event.addPropertyWithValue('location', icsText(row.location))
    const color = PALETTE.find((entry) => entry.value === row.color)?.css
    if (color) event.addPropertyWithValue('color', color)
    if (row.rrule) {
      event.addPropertyWithValue('rrule', ICAL.Recur.fromString(row.rrule))
      for (const exdate of row.exdates ?? []) {
        if (replaced.has(`${row.id}|${new Date(exdate).getTime()}`)) continue
        addTime(event, 'exdate', exdate, row.all_day === true, zone)
      }
    }
    addAlarms(event, row, parent)
    calendar.addSubcomponent(event)
  }
  // ical.js folds after 75 octets of text and then adds the continuation's leading space, so a
  // continuation line is 76: one less keeps every line within RFC 5545's 75 (section 3.1).
  ICAL.foldLength = 74
  return calendar.toString() + '\r\n'
}

/**
 * Text as iCalendar can carry it: line breaks as '\n' (ical.js escapes those), and no other
 * control characters, which RFC 5545's TEXT excludes (a carriage return would end the line).
 */
export function icsText(text: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what is removed
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
}

/**
 * The zone a timed series' times are written in; null for an all-day one (DATE values), and
 * where UTC says it (or there is none).
 */
function timedSeriesZone(row: EventRow): string | null {
  const tz = row.tzid
  return row.all_day !== true && tz && tz !== 'UTC' && tz !== 'Etc/UTC' ? tz : null
}

/**
 * Adds a time property: a DATE for an all-day row (the stored 00:00 UTC's date), the zone's wall
 * time with TZID where a zone is given, else the instant in UTC.
 */
function addTime(
  event: InstanceType<typeof ICAL.Component>,
  name: string,
  stored: string,
  allDay: boolean,
  zone: string | null,
) {
  const instant = new Date(stored)
  if (allDay) {
    const date = ICAL.Time.fromData({
      year: instant.getUTCFullYear(),
      month: instant.getUTCMonth() + 1,
      day: instant.getUTCDate(),
      isDate: true,
    })
    event.addPropertyWithValue(name, date)
    return
  }
  if (!zone) {
    event.addPropertyWithValue(name, ICAL.Time.fromJSDate(instant, true))
    return
  }
  const wall = wallInZone(instant.getTime(), zone)
  const property = event.addPropertyWithValue(name, ICAL.Time.fromData({ ...wall, isDate: false }))
  property.setParameter('tzid', zone)
}

/** The zone's VTIMEZONE, or null for a zone the library does not know (then TZID alone). */
function vtimezone(zone: string): InstanceType<typeof ICAL.Component> | null {
  const block = tzlib_get_ical_block(zone)
  const text = Array.isArray(block) ? block[0] : ''
  if (!text?.startsWith('BEGIN:VTIMEZONE')) return null
  const component = new ICAL.Component(ICAL.parse(text) as unknown[])
  // An alias (Asia/Calcutta) comes back under its canonical name: the TZID must be the one
  // the events use.
  component.updatePropertyWithValue('tzid', zone)
  return component
}
