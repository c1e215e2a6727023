import { afterEach, describe, expect, it } from 'vitest'
import { setZone } from '@/test/set-zone'
import { local, zone } from '@/test/zone'
import { draftToRow, rowToChangedOccurrence, rowToEvent, rowToSeries } from './event-row'

const row = {
  id: 'a1',
  title: '<b>Standup</b>',
  description: null,
  start_time: '2026-11-21T09:00:00+00:00',
  end_time: '2026-11-21T09:30:00+00:00',
  color: '#ef4444',
  created_at: '2026-11-20T00:00:00+00:00',
  updated_at: '2026-11-20T00:00:00.123456+00:00',
}

describe(`rowToEvent (${zone})`, () => {
  it('turns timestamps into instants and keeps the rest, updated_at as its exact text', () => {
    expect(rowToEvent(row)).toEqual({
      id: 'a1',
      title: '<b>Standup</b>',
      description: null,
      start: new Date(Date.UTC(2026, 10, 21, 9)),
      end: new Date(Date.UTC(2026, 10, 21, 9, 30)),
      color: '#ef4444',
      allDay: false,
      version: '2026-11-20T00:00:00.123456+00:00',
    })
  })

  it('gives a row without a colour the default blue', () => {
    expect(rowToEvent({ ...row, color: null }).color).toBe('#3b82f6')
  })

  it("reads its calendar, and a null colour as following the calendar's", () => {
    const event = rowToEvent({ ...row, color: null, calendar_id: 'c1' })
    expect(event).toMatchObject({ calendarId: 'c1', followsCalendarColor: true })
    expect(rowToEvent(row)).not.toHaveProperty('followsCalendarColor')
    expect(rowToEvent(row)).not.toHaveProperty('calendarId')
  })

  it('reads reminders safely into savedReminders, only when the row has the column', () => {
    expect(rowToEvent(row)).not.toHaveProperty('savedReminders')
    expect(
      rowToEvent({
        ...row,
        reminders: [{ kind: 'before', minutes: 60 }, { kind: 'nonsense' }, 'x'],
      }).savedReminders,
    ).toEqual([{ kind: 'before', minutes: 60 }])
    expect(rowToEvent({ ...row, reminders: null }).savedReminders).toEqual([])
  })

  it("gives a changed occurrence without its own reminders its series'", () => {
    const series = rowToSeries({
      ...row,
      id: 's1',
      rrule: 'FREQ=DAILY',
      tzid: 'UTC',
      reminders: [{ kind: 'before', minutes: 15 }],
    })
    const changed = { ...row, id: 'c1', series_id: 's1', original_start: row.start_time }
    expect(rowToChangedOccurrence({ ...changed, reminders: null }, series).savedReminders).toEqual([
      { kind: 'before', minutes: 15 },
    ])
    expect(rowToChangedOccurrence({ ...changed, reminders: [] }, series).savedReminders).toEqual([])
  })

  it('reads an all-day row as the local midnights of its UTC dates', () => {
    const event = rowToEvent({
      ...row,
      start_time: '2026-11-05T00:00:00+00:00',
      end_time: '2026-11-08T00:00:00+00:00',
      all_day: true,
    })
    expect(event).toMatchObject({
      allDay: true,
      start: local(2026, 11, 5),
      end: local(2026, 11, 8),
    })
  })
})

describe(`draftToRow (${zone})`, () => {
  const draft = {
    title: 'Standup',
    description: 'Daily',
    start: new Date('2026-11-21T09:00:00Z'),
    end: new Date('2026-11-21T04:00:00Z'),
    color: '#ef4444',
    allDay: false,
  }

  it("sends the spec's five columns, times as UTC ISO strings, without all_day", () => {
    expect(draftToRow(draft, false)).toStrictEqual({
      title: 'Standup',
      description: 'Daily',
      start_time: '2026-11-21T09:00:00.000Z',
      end_time: '2026-11-21T04:00:00.000Z',
      color: '#ef4444',
    })
  })

  it('sends calendar_id only when the draft names one, and null for a calendar colour', () => {
    expect(draftToRow({ ...draft, calendarId: 'c1' }, false)).toMatchObject({ calendar_id: 'c1' })
    expect(draftToRow({ ...draft, followsCalendarColor: true }, false).color).toBeNull()
    expect(draftToRow({ ...draft, followsCalendarColor: false }, false).color).toBe('#ef4444')
  })

  it('adds all_day when asked', () => {
    expect(draftToRow(draft, true)).toMatchObject({ all_day: false })
  })

  it('sends reminders only when the draft has them, stored normalised; null as null', () => {
    expect(draftToRow(draft, false)).not.toHaveProperty('reminders')
    const reminders = [
      { kind: 'before' as const, minutes: 30 },
      { kind: 'before' as const, minutes: 5 },
      { kind: 'before' as const, minutes: 5 },
    ]
    expect(draftToRow({ ...draft, reminders }, false).reminders).toEqual([
      { kind: 'before', minutes: 5 },
      { kind: 'before', minutes: 30 },
    ])
    expect(draftToRow({ ...draft, reminders: null }, false).reminders).toBeNull()
    expect(draftToRow({ ...draft, reminders: [] }, false).reminders).toEqual([])
  })

  it('sends an empty description as null', () => {
    expect(draftToRow({ ...draft, description: '' }, true).description).toBeNull()
  })

  it('sends an all-day draft as 00:00 UTC of its dates, the end exclusive', () => {
    const birthday = { ...draft, allDay: true, start: local(2026, 11, 5), end: local(2026, 11, 6) }
    expect(draftToRow(birthday, true)).toMatchObject({
      start_time: '2026-11-05T00:00:00.000Z',
      end_time: '2026-11-06T00:00:00.000Z',
      all_day: true,
    })
  })
})

// The dates hold in every zone, however far from UTC: the run's five zones, and here also
// UTC-10 and UTC+14 (Node re-reads TZ when it changes), on a DST change in New York too.
describe('all-day dates round-trip in zones from UTC-10 to UTC+14', () => {
  let restore = () => {}
  afterEach(() => restore())
  it.each([
    'Pacific/Honolulu',
    'Pacific/Kiritimati',
    'America/New_York',
    'Asia/Kolkata',
    'Pacific/Auckland',
    'Australia/Lord_Howe',
  ])('%s', (tz) => {
    restore = setZone(tz)
    for (const [first, after] of [
      ['2026-11-05', '2026-11-06'],
      ['2026-03-08', '2026-03-09'], // New York springs forward on the 8th
      ['2026-10-31', '2026-11-03'], // across New York's fall back
      ['2028-02-29', '2028-03-01'],
    ] as const) {
      const stored = {
        ...row,
        start_time: `${first}T00:00:00+00:00`,
        end_time: `${after}T00:00:00+00:00`,
        all_day: true,
      }
      const event = rowToEvent(stored)
      const [y, m, d] = first.split('-').map(Number) as [number, number, number]
      expect(event.start).toEqual(new Date(y, m - 1, d))
      expect([event.start.getHours(), event.end.getHours()]).toEqual([0, 0])
      const back = draftToRow(event, true)
      expect([back.start_time, back.end_time]).toEqual([
        `${first}T00:00:00.000Z`,
        `${after}T00:00:00.000Z`,
      ])
    }
  })
})
