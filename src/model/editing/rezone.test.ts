// The dialog's times carried to another display zone: the same instants, from five devices.
import { afterEach, describe, expect, it } from 'vitest'
import { setZone } from '@/test/set-zone'
import { fromDisplay, toDisplay } from '../time/display-time'
import { rezoneDefault, rezoneDraft, rezoneEvent } from './rezone'
import { rezoneFormTimes } from './rezone-form-times'

const NY = 'America/New_York'
const KOLKATA = 'Asia/Kolkata'

let restore = () => {}
afterEach(() => restore())

describe.each(['UTC', 'America/New_York', 'Asia/Kolkata', 'Europe/London', 'Australia/Lord_Howe'])(
  'on a device in %s',
  (device) => {
    it('maps the fields, the event and its occurrence to the same instants', () => {
      restore = setZone(device)
      // 9:00-10:00 New York on November 18 (14:00Z) is 19:30-20:30 in Kolkata.
      expect(
        rezoneFormTimes(
          { start: '2026-11-18T19:30', end: '2026-11-18T20:30', allDay: false },
          KOLKATA,
          NY,
        ),
      ).toEqual({ start: '2026-11-18T09:00', end: '2026-11-18T10:00', allDay: false })
      // Incomplete and all-day fields are left as typed.
      expect(
        rezoneFormTimes({ start: '2026-11-18T', end: '', allDay: false }, KOLKATA, NY),
      ).toEqual({ start: '2026-11-18T', end: '', allDay: false })
      const allDay = { start: '2026-11-18T19:30', end: '2026-11-18T20:30', allDay: true }
      expect(rezoneFormTimes(allDay, KOLKATA, NY)).toBe(allDay)

      const instant = new Date('2026-11-18T14:00:00Z')
      const shown = toDisplay(instant, KOLKATA)
      const event = {
        id: 'a',
        title: 'Standup',
        description: null,
        start: shown,
        end: toDisplay(new Date('2026-11-18T15:00:00Z'), KOLKATA),
        color: '#3b82f6',
        allDay: false,
        occurrence: {
          seriesId: 's',
          originalStart: shown,
          seriesStart: toDisplay(new Date('2026-11-04T14:00:00Z'), KOLKATA),
          seriesEnd: toDisplay(new Date('2026-11-04T15:00:00Z'), KOLKATA),
          changed: false,
        },
      }
      const moved = rezoneEvent(event, KOLKATA, NY)
      expect(fromDisplay(moved.start, NY).toISOString()).toBe(instant.toISOString())
      expect(fromDisplay(moved.occurrence!.originalStart, NY).toISOString()).toBe(
        instant.toISOString(),
      )
      expect(fromDisplay(moved.occurrence!.seriesStart, NY).toISOString()).toBe(
        '2026-11-04T14:00:00.000Z',
      )
      expect([moved.start.getHours(), moved.end.getHours()]).toEqual([9, 10])
      // To the device's own zone (null) and back.
      expect(rezoneEvent(rezoneEvent(event, KOLKATA, null), null, KOLKATA).start).toEqual(shown)
      const range = rezoneDefault({ start: shown, end: shown }, KOLKATA, NY)
      expect(range instanceof Date ? range : range.start.getHours()).toBe(9)
      expect(rezoneDraft({ start: shown }, KOLKATA, NY).start!.getHours()).toBe(9)
    })
  },
)
