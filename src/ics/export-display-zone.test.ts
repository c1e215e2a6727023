// 'Export .ics' with Settings' 'Time zone' set (issue 27): the file holds the true instants,
// whatever zone the calendar shows times in and whatever the device's. Events the person made
// while showing Tokyo are saved as instants (event-row.ts) and written from the rows, which
// carry no display time; a series keeps its own zone's wall clock with its TZID.
import { afterEach, describe, expect, it } from 'vitest'
import type { EventRow } from '@/data/events/event-row'
import { draftToRow } from '@/data/events/event-row'
import { setDisplayZone } from '@/data/settings/display-zone'
import { setZone } from '@/test/set-zone'
import { readWithIcalJs } from '@/test/ics-readers'
import { rowsToIcs } from './rows-to-ics'

const STAMP = new Date('2026-11-24T12:00:00Z')
const RANGE = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-11-30T00:00:00Z') }

let restore = () => {}
afterEach(() => {
  setDisplayZone(null)
  restore()
})

describe.each(['UTC', 'America/New_York', 'Asia/Kolkata', 'Europe/London', 'Australia/Lord_Howe'])(
  'exported while showing Tokyo on a device in %s',
  (device) => {
    it('writes the instants the rows hold, not display times', () => {
      restore = setZone(device)
      setDisplayZone('Asia/Tokyo')
      // 9:00-10:00 on November 10 as the person typed it, in Tokyo's time: 00:00-01:00Z.
      const payload = draftToRow(
        {
          title: 'Made in Tokyo',
          description: '',
          start: new Date(2026, 10, 10, 9),
          end: new Date(2026, 10, 10, 10),
          color: '#3b82f6',
          allDay: false,
        },
        true,
      )
      expect([payload.start_time, payload.end_time]).toEqual([
        '2026-11-10T00:00:00.000Z',
        '2026-11-10T01:00:00.000Z',
      ])
      const rows: EventRow[] = [
        { id: 'a', ...payload },
        {
          id: 'b',
          title: 'Weekly in Tokyo',
          description: null,
          start_time: '2026-11-02T00:00:00Z',
          end_time: '2026-11-02T01:00:00Z',
          color: '#3b82f6',
          all_day: false,
          rrule: 'FREQ=WEEKLY;COUNT=2',
          tzid: 'Asia/Tokyo',
        },
      ]
      const text = rowsToIcs(rows, STAMP)
      const lines = text.replace(/\r\n /g, '').split('\r\n')
      expect(lines).toContain('DTSTART:20261110T000000Z')
      expect(lines).toContain('DTEND:20261110T010000Z')
      expect(lines).toContain('DTSTART;TZID=Asia/Tokyo:20261102T090000')
      // Read by another program, the same instants come back.
      expect(readWithIcalJs(text, RANGE)).toEqual([
        'Made in Tokyo|2026-11-10T00:00:00.000Z|2026-11-10T01:00:00.000Z|false',
        'Weekly in Tokyo|2026-11-02T00:00:00.000Z|2026-11-02T01:00:00.000Z|false',
        'Weekly in Tokyo|2026-11-09T00:00:00.000Z|2026-11-09T01:00:00.000Z|false',
      ])
    })
  },
)
