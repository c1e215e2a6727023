// Reminders through a file: exported as Google's export writes VALARMs, imported back as the
// same reminders, for timed and all-day events, series and their changed occurrences, in every
// test zone (the file's all-day triggers are relative, so they do not depend on the zone).
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { setZone } from '@/test/set-zone'
import { STAMP, TEST_ZONES, row } from '@/test/event-rows'
import type { EventRow } from '@/data/events/event-row'
import {
  MAX_DAYS_BEFORE,
  MAX_MINUTES_BEFORE,
  before,
  onDay,
  type Reminder,
} from '@/model/reminders/reminder'
import { storedReminders } from '@/model/reminders/stored-reminders'
import { icsEventRows } from './ics-rows'
import { readIcs } from './read-ics'
import { rowsToIcs } from './rows-to-ics'

const ROWS: EventRow[] = [
  row({
    id: 'dentist',
    title: 'Dentist',
    start_time: '2026-11-10T15:30:00+00:00',
    end_time: '2026-11-10T16:15:00+00:00',
    reminders: [before(0), before(10), before(95), before(1440), before(10080)],
  }),
  row({
    id: 'quiet',
    title: 'No reminders',
    start_time: '2026-11-11T15:30:00+00:00',
    end_time: '2026-11-11T16:15:00+00:00',
    reminders: [],
  }),
  row({
    id: 'conf',
    title: 'Conference',
    start_time: '2026-11-11T00:00:00+00:00',
    end_time: '2026-11-14T00:00:00+00:00',
    all_day: true,
    reminders: [onDay(0), onDay(1), onDay(7, 8 * 60 + 30), onDay(28, 1439)],
  }),
  // Mondays at 9:00 AM in New York across November 1 (EDT -> EST), with changed occurrences:
  // one following the series' reminders, one with its own, one with none.
  row({
    id: 'review',
    title: 'Review',
    start_time: '2026-10-26T13:00:00+00:00',
    end_time: '2026-10-26T14:00:00+00:00',
    rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=6',
    tzid: 'America/New_York',
    exdates: [
      '2026-11-02T14:00:00+00:00',
      '2026-11-09T14:00:00+00:00',
      '2026-11-16T14:00:00+00:00',
    ],
    reminders: [before(30)],
  }),
  ...(
    [
      ['follows', '2026-11-02', null],
      ['own', '2026-11-09', [before(5), before(60)]],
      ['none', '2026-11-16', []],
    ] as const
  ).map(([id, day, reminders]) =>
    row({
      id,
      title: `Review (${id})`,
      start_time: `${day}T15:00:00+00:00`,
      end_time: `${day}T16:00:00+00:00`,
      series_id: 'review',
      original_start: `${day}T14:00:00+00:00`,
      reminders: reminders === null ? null : [...reminders],
    }),
  ),
  // A birthday every March 15, the day before at 9:00 AM.
  row({
    id: 'birthday',
    title: 'Birthday',
    start_time: '2026-03-15T00:00:00+00:00',
    end_time: '2026-03-16T00:00:00+00:00',
    all_day: true,
    rrule: 'FREQ=YEARLY',
    tzid: 'Europe/London',
    reminders: [onDay(1)],
  }),
]

/** Export, import in `zone`: each row's id and the reminders the import would store. */
async function roundTrip(rows: readonly EventRow[], zone: string) {
  const text = rowsToIcs(rows, STAMP)
  const { events, skipped } = readIcs(text, { zone })
  expect(skipped).toEqual([])
  const imported = await Promise.all(
    events.map((event) =>
      icsEventRows(event, {
        id: event.uid.replace(/@calendar$/, ''),
        changedId: (start) =>
          rows.find((r) => r.original_start && Date.parse(r.original_start) === Date.parse(start))
            ?.id ?? 'unknown',
      }),
    ),
  )
  return { text, back: remindersById(imported.flat()) }
}

const remindersById = (rows: readonly { id: string; reminders?: unknown }[]) =>
  Object.fromEntries(rows.map((r) => [r.id, r.reminders]))

let restore: (() => void) | undefined
afterEach(() => restore?.())

describe.each(TEST_ZONES)('reminders through export and import (%s)', (zone) => {
  it('gives back the same reminders, a changed occurrence following its series included', async () => {
    restore = setZone(zone)
    const { back } = await roundTrip(ROWS, zone)
    expect(back).toEqual(
      remindersById(
        ROWS.map((r) => ({
          id: r.id,
          reminders: r.reminders === null ? null : storedReminders(r.reminders as Reminder[]),
        })),
      ),
    )
  })

  it('is the identity on random reminders of timed and all-day events', async () => {
    restore = setZone(zone)
    const timed = fc.array(fc.integer({ min: 0, max: MAX_MINUTES_BEFORE }).map(before), {
      maxLength: 10,
    })
    const allDay = fc.array(
      fc
        .record({ days: fc.integer({ min: 0, max: MAX_DAYS_BEFORE }), minute: fc.nat(1439) })
        .map((r) => onDay(r.days, r.minute)),
      { maxLength: 10 },
    )
    await fc.assert(
      fc.asyncProperty(timed, allDay, fc.nat(300), async (t, a, day) => {
        const start = Date.UTC(2026, 9, 1) + day * 86_400_000
        const rows = [
          row({
            id: 'timed',
            title: 'T',
            start_time: new Date(start + 13.5 * 3_600_000).toISOString(),
            end_time: new Date(start + 14 * 3_600_000).toISOString(),
            reminders: t,
          }),
          row({
            id: 'day',
            title: 'D',
            all_day: true,
            start_time: new Date(start).toISOString(),
            end_time: new Date(start + 2 * 86_400_000).toISOString(),
            reminders: a,
          }),
        ]
        const { back } = await roundTrip(rows, zone)
        expect(back).toEqual({ timed: storedReminders(t), day: storedReminders(a) })
      }),
      { numRuns: 40, seed: 20261126 },
    )
  })
})

describe("the file's VALARMs", () => {
  it("are Google's: ACTION:DISPLAY, its description, a trigger with every part", () => {
    const text = rowsToIcs(ROWS, STAMP)
    const alarm = (trigger: string) =>
      [
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        'DESCRIPTION:This is an event reminder',
        `TRIGGER:${trigger}`,
        'END:VALARM',
      ].join('\r\n')
    expect(text).toContain(alarm('-P0DT0H10M0S'))
    expect(text).toContain(alarm('-P0DT1H35M0S'))
    expect(text).toContain(alarm('-P7DT0H0M0S'))
    expect(text).toContain(alarm('P0DT0H0M0S'))
    // All-day: 'The day before at 9:00 AM' is 15 hours before its first midnight.
    expect(text).toContain(alarm('-P0DT15H0M0S'))
    expect(text).toContain(alarm('P0DT9H0M0S'))
    expect(text.match(/BEGIN:VALARM/g)).toHaveLength(5 + 4 + 1 + 1 + 2 + 1)
  })

  it('leave out what does not fit the event, and rows without the column have none', () => {
    const text = rowsToIcs(
      [
        row({
          id: 'left',
          title: 'Was all day',
          start_time: '2026-11-10T15:00:00+00:00',
          end_time: '2026-11-10T16:00:00+00:00',
          reminders: [onDay(1), before(15)],
        }),
        row({
          id: 'old',
          title: 'Before reminders',
          start_time: '2026-11-10T15:00:00+00:00',
          end_time: '2026-11-10T16:00:00+00:00',
        }),
      ],
      STAMP,
    )
    const { events } = readIcs(text, { zone: 'UTC' })
    expect(events.map((e) => [e.draft.title, e.draft.reminders])).toEqual([
      ['Was all day', [before(15)]],
      ['Before reminders', []],
    ])
  })
})
