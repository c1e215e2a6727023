// The fixtures with VALARMs (tests/fixtures/ics/README.md): Google's, Apple's and Outlook's
// export shapes import with the reminders each one means, a hostile file gives preview lines
// and no error, and each file exported again and imported back keeps them. In three zones.
import { afterEach, describe, expect, it } from 'vitest'
import { fixture } from '@/test/ics-fixture'
import { setZone } from '@/test/set-zone'
import type { EventRow } from '@/data/events/event-row'
import { before, onDay } from '@/model/reminders/reminder'
import { icsEventRows, type ImportRow } from './ics-rows'
import { readIcs } from './read-ics'
import { rowsToIcs } from './rows-to-ics'

const STAMP = new Date('2026-11-24T12:00:00Z')

/** The rows an import of `text` writes (ids made from the UIDs, as a re-import finds them). */
async function importRows(text: string, zone: string): Promise<ImportRow[]> {
  const { events } = readIcs(text, { zone })
  const rows = await Promise.all(
    events.map((event) => {
      const id = event.uid.replace(/@calendar$/, '')
      return icsEventRows(event, { id, changedId: (start) => `${id}|${start}` })
    }),
  )
  return rows.flat()
}

/** Each row's title and the reminders stored for it (null: its series'). */
const byTitle = (rows: readonly ImportRow[]) =>
  Object.fromEntries(rows.map((row) => [row.title, row.reminders]))

describe.each(['UTC', 'America/New_York', 'Asia/Kolkata'])('in %s', (zone) => {
  let restore = () => {}
  afterEach(() => restore())

  const expectations: [string, Record<string, unknown>][] = [
    [
      'google-reminders.ics',
      {
        // The EMAIL and DISPLAY alarms at 30 minutes are one reminder.
        'Design review': [before(30), before(1440)],
        Thanksgiving: [onDay(1), onDay(7)],
        'Quiet call': [],
        Standup: [before(10)],
        'Standup (later)': null,
        'Standup (demo day)': [before(5), before(60)],
      },
    ],
    [
      'apple-reminders.ics',
      {
        // 8:00 AM in Berlin the day before a 7:00 PM dinner: 35 hours before.
        'Dinner with Jo': [before(15), before(35 * 60)],
        Haircut: [],
        "Anna's birthday": [onDay(1)],
        'Call the bank': [before(30)],
      },
    ],
    [
      'outlook-reminders.ics',
      {
        'Quarterly planning': [before(15)],
        // Outlook's all-day default, 18 hours before: 6:00 AM the day before.
        Offsite: [onDay(1, 6 * 60)],
        'Check-in': [before(0)],
        'Focus time': [],
      },
    ],
  ]

  it.each(expectations)('%s imports with its reminders', async (name, expected) => {
    restore = setZone(zone)
    const reading = readIcs(fixture(name), { zone })
    expect(reading.skipped).toEqual([])
    expect(reading.notKept.map((n) => n.what)).not.toContain('Reminders (VALARM)')
    expect(byTitle(await importRows(fixture(name), zone))).toEqual(expected)
  })

  it.each(expectations)('%s exported and imported again keeps them', async (name, expected) => {
    restore = setZone(zone)
    const rows = (await importRows(fixture(name), zone)) as unknown as EventRow[]
    const again = await importRows(rowsToIcs(rows, STAMP), zone)
    expect(byTitle(again)).toEqual(expected)
  })

  it('bad-alarms.ics: what is not a reminder is a preview line, never an error', async () => {
    restore = setZone(zone)
    const reading = readIcs(fixture('bad-alarms.ics'), { zone })
    expect(reading.events).toHaveLength(3)
    expect(byTitle(await importRows(fixture('bad-alarms.ics'), zone))).toEqual({
      'Odd alarms': [before(10)],
      'Fifteen alarms': Array.from({ length: 10 }, (_, i) => before(5 * (i + 1))),
      Plain: [],
    })
    expect(reading.skipped).toEqual([
      { title: 'Odd alarms', reason: 'A reminder with the unknown action X-SPEAK' },
      { title: 'Odd alarms', reason: 'A reminder with the unknown action PROCEDURE' },
      { title: 'Odd alarms', reason: 'A reminder without a valid time (3 times)' },
      { title: 'Odd alarms', reason: 'A reminder more than 4 weeks before the event (2 times)' },
      { title: 'Odd alarms', reason: 'A reminder after the event starts' },
      { title: 'Odd alarms', reason: 'A reminder after the event ends' },
      { title: 'Fifteen alarms', reason: 'More than 10 reminders: 5 left out' },
    ])
  })
})
