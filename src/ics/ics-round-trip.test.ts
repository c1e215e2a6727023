import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { setZone } from '@/test/set-zone'
import type { EventRow } from '@/data/events/event-row'
import { icsEventRows } from './ics-rows'
import { readIcs } from './read-ics'
import { icsText, rowsToIcs } from './rows-to-ics'
import { ROWS, STAMP, TEST_ZONES, randomRowFields, row } from '@/test/event-rows'

/**
 * What a row says, as comparable text: times as instants, the rule's parts in any order, the
 * skipped starts as a set. Left out: recurrence_end, which is derived from the rest, and an
 * all-day series' zone, which nothing reads (its dates are the same in every zone).
 */
function said(r: EventRow) {
  const time = (value: string | null | undefined) => (value ? Date.parse(value) : null)
  return {
    id: r.id,
    title: r.title,
    description: r.description ?? null,
    color: r.color,
    allDay: r.all_day ?? false,
    start: time(r.start_time),
    end: time(r.end_time),
    rule: r.rrule ? r.rrule.split(';').sort().join(';') : null,
    tzid: r.rrule && !r.all_day ? r.tzid : null,
    exdates: (r.exdates ?? []).map((d) => Date.parse(d)).sort((a, b) => a - b),
    seriesId: r.series_id ?? null,
    originalStart: time(r.original_start),
  }
}

/** Export the rows, import the file (in the zone the test runs in): the rows it would write. */
async function roundTrip(rows: EventRow[], zone: string): Promise<EventRow[]> {
  const { events, skipped } = readIcs(rowsToIcs(rows, STAMP), { zone })
  expect(skipped).toEqual([])
  const imported = await Promise.all(
    events.map((event) =>
      icsEventRows(event, {
        id: event.uid.replace(/@calendar$/, ''),
        // The changed occurrence that replaces this start had this id.
        changedId: (start) =>
          rows.find((r) => r.original_start && Date.parse(r.original_start) === Date.parse(start))
            ?.id ?? 'unknown',
      }),
    ),
  )
  return imported.flat() as EventRow[]
}

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)

let restore: (() => void) | undefined
afterEach(() => restore?.())

describe.each(TEST_ZONES)('export then import (%s)', (zone) => {
  it('gives back every kind of event, series with their changed and skipped occurrences', async () => {
    restore = setZone(zone)
    const back = await roundTrip(ROWS, zone)
    expect(back.map(said).sort(byId)).toEqual(ROWS.map(said).sort(byId))
  })

  it('is the identity on random events', async () => {
    restore = setZone(zone)
    // Titles as the dialog takes them (not blank); text as iCalendar carries it (icsText).
    const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
    const title = text.filter((t) => icsText(t).trim() !== '')
    const description = text.filter((t) => icsText(t).trim() !== '')
    await fc.assert(
      fc.asyncProperty(
        fc.array(randomRowFields(title, description), { maxLength: 6 }),
        async (list) => {
          const rows = list.map((fields, i) =>
            row({ id: `r${i}`, ...fields, title: icsText(fields.title) }),
          )
          for (const r of rows) if (r.description) r.description = icsText(r.description)
          const back = await roundTrip(rows, zone)
          expect(back.map(said).sort(byId)).toEqual(rows.map(said).sort(byId))
        },
      ),
      { numRuns: 40, seed: 20261125 },
    )
  })
})
