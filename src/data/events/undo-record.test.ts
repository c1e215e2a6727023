import { describe, expect, it } from 'vitest'
import { occurrencesOf } from '@/model/recurrence/occurrences'
import type { CalendarEvent } from '@/model/types'
import { row } from '@/test/event-rows'
import { local, zone } from '@/test/zone'
import { rowToChangedOccurrence, rowToEvent, rowToSeries, type EventRow } from './event-row'
import {
  changedBy,
  eventNow,
  madeBy,
  overRowsNow,
  recordOf,
  stillAsLeft,
  undoTouchesSeries,
} from './undo-record'

const V0 = '2026-11-20T09:00:00.123456+00:00'
const V1 = '2026-11-21T10:00:00.5+00:00'
const V2 = '2026-11-22T11:00:00.000001+00:00'

/** Mondays 9:00 AM New York from November 2; November 9 cancelled. */
const standup = row({
  id: 's',
  title: 'Standup',
  start_time: '2026-11-02T14:00:00+00:00',
  end_time: '2026-11-02T15:00:00+00:00',
  rrule: 'FREQ=WEEKLY;BYDAY=MO',
  tzid: 'America/New_York',
  exdates: ['2026-11-09T14:00:00+00:00'],
  updated_at: V0,
})
/** November 16 moved to 3:00 PM. */
const late = row({
  id: 'c',
  title: 'Standup (late)',
  start_time: '2026-11-16T20:00:00+00:00',
  end_time: '2026-11-16T21:00:00+00:00',
  series_id: 's',
  original_start: '2026-11-16T14:00:00+00:00',
  updated_at: V0,
})
const at = (version: string, r: EventRow) => ({ ...r, updated_at: version })

/** The occurrence of `series` that starts at `start`, as a range read shows it. */
function occurrence(series: EventRow, start: Date): CalendarEvent {
  const found = occurrencesOf(rowToSeries(series), { start, end: new Date(start.getTime() + 1) })
  expect(found.map((o) => o.start)).toEqual([start])
  return found[0]!
}

describe(`an Undo's record (${zone})`, () => {
  // 'This event' on November 23: the series skips it, a changed occurrence replaces it.
  const made = row({
    id: 'n',
    title: 'Standup, moved',
    start_time: '2026-11-23T16:00:00+00:00',
    end_time: '2026-11-23T17:00:00+00:00',
    series_id: 's',
    original_start: '2026-11-23T14:00:00+00:00',
    updated_at: V1,
  })
  const edited = {
    before: [standup, late],
    after: [
      at(V1, { ...standup, exdates: [...standup.exdates!, '2026-11-23T14:00:00+00:00'] }),
      late,
      made,
    ],
  }

  it('holds every row the write concerns at the version it left, and what it made', () => {
    const record = recordOf('update', edited)
    expect(record.after).toEqual({ s: V1, c: V0, n: V1 })
    expect(madeBy(record)).toEqual(['n'])
    // The changed occurrence it did not touch is not written back.
    expect(changedBy(record)).toEqual([standup])
    expect(undoTouchesSeries(record)).toBe(true)
  })

  it("a delete's: every row it removed at null, nothing made", () => {
    const one = row({ id: 'o', title: 'Dentist', start_time: V0, end_time: V1, updated_at: V0 })
    const record = recordOf('delete', { before: [one], after: [] })
    expect(record).toEqual({ of: 'delete', before: [one], after: { o: null } })
    expect(madeBy(record)).toEqual([])
    expect(changedBy(record)).toEqual([one])
    expect(undoTouchesSeries(record)).toBe(false)
    expect(stillAsLeft(record, [])).toBe(true)
    expect(stillAsLeft(record, [at(V2, one)])).toBe(false)
  })

  it('is still as left only while every row is at its version and no row was added', () => {
    const record = recordOf('update', edited)
    expect(stillAsLeft(record, edited.after)).toBe(true)
    // The series changed elsewhere (another exception), by a microsecond's version.
    const [series, ...rest] = edited.after
    expect(stillAsLeft(record, [at(V2, series!), ...rest])).toBe(false)
    // The changed occurrence it did not touch, changed elsewhere.
    expect(stillAsLeft(record, [series!, at(V2, late), made])).toBe(false)
    // What it made, deleted elsewhere.
    expect(stillAsLeft(record, [series!, late])).toBe(false)
    // A changed occurrence added elsewhere to the series.
    const added = row({ ...made, id: 'x', original_start: '2026-11-30T14:00:00+00:00' })
    expect(stillAsLeft(record, [...edited.after, added])).toBe(false)
  })

  it("over the rows now ('Overwrite'): their versions now, the added one too, the gone null", () => {
    const record = recordOf('update', edited)
    const added = row({ ...made, id: 'x', updated_at: V2 })
    const [series] = edited.after
    const again = overRowsNow(record, [at(V2, series!), late, added])
    expect(again).toEqual({ ...record, after: { s: V2, c: V0, n: null, x: V2 } })
    expect(stillAsLeft(again, [at(V2, series!), late, added])).toBe(true)
    expect(madeBy(again)).toEqual(['x'])
  })
})

describe(`the event an Undo was for, as it is now (${zone})`, () => {
  it('a one-off event: its row, or deleted', () => {
    const one = row({
      id: 'o',
      title: 'Dentist',
      start_time: '2026-11-18T14:00:00+00:00',
      end_time: '2026-11-18T15:00:00+00:00',
      updated_at: V2,
    })
    const event = rowToEvent(at(V0, one))
    expect(eventNow(event, [one], occurrencesOf)).toEqual({
      current: rowToEvent(one),
      deleted: false,
    })
    expect(eventNow(event, [], occurrencesOf)).toEqual({ current: null, deleted: true })
  })

  it("an occurrence: the series' own occurrence there, or the changed one that replaced it", () => {
    const event = occurrence(standup, new Date('2026-11-23T14:00:00Z'))
    const renamed = at(V2, { ...standup, title: 'Team standup' })
    const now = eventNow(event, [renamed, late], occurrencesOf)
    expect(now.deleted).toBe(false)
    expect(now.current).toMatchObject({ id: 's@1795442400000', title: 'Team standup' })
    expect(now.current!.start).toEqual(new Date('2026-11-23T14:00:00Z'))

    const moved = occurrence(standup, new Date('2026-11-16T14:00:00Z'))
    expect(eventNow(moved, [standup, late], occurrencesOf)).toEqual({
      current: rowToChangedOccurrence(late, rowToSeries(standup)),
      deleted: false,
    })
  })

  it('an occurrence cancelled meanwhile has nothing to show, but its series is there', () => {
    const event = occurrence(standup, new Date('2026-11-30T14:00:00Z'))
    const cancelled = { ...standup, exdates: [...standup.exdates!, '2026-11-30T14:00:00+00:00'] }
    expect(eventNow(event, [cancelled], occurrencesOf)).toEqual({ current: null, deleted: false })
    expect(eventNow(event, [late], occurrencesOf)).toEqual({ current: null, deleted: true })
  })

  it('an occurrence now in the series a split started', () => {
    const event = occurrence(standup, new Date('2026-11-30T14:00:00Z'))
    const ended = { ...standup, rrule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20261130T135959Z' }
    const following = row({
      ...standup,
      id: 'f',
      title: 'Team sync',
      start_time: '2026-11-30T14:00:00+00:00',
      end_time: '2026-11-30T15:00:00+00:00',
      exdates: [],
    })
    const now = eventNow(event, [ended, following], occurrencesOf)
    expect(now.current).toMatchObject({ title: 'Team sync', occurrence: { seriesId: 'f' } })
  })

  it("an all-day occurrence, by its date (stored as the UTC date's midnight)", () => {
    const days = row({
      id: 'd',
      title: 'Gym',
      start_time: '2026-11-02T00:00:00+00:00',
      end_time: '2026-11-03T00:00:00+00:00',
      all_day: true,
      rrule: 'FREQ=WEEKLY',
      tzid: 'UTC',
    })
    const event = occurrence(days, local(2026, 11, 16))
    expect(eventNow(event, [days], occurrencesOf).current?.start).toEqual(local(2026, 11, 16))
    const changed = row({
      id: 'dc',
      title: 'Gym, later',
      start_time: '2026-11-17T00:00:00+00:00',
      end_time: '2026-11-18T00:00:00+00:00',
      all_day: true,
      series_id: 'd',
      original_start: '2026-11-16T00:00:00+00:00',
    })
    const now = eventNow(event, [days, changed], occurrencesOf)
    expect(now.current).toMatchObject({ id: 'dc', start: local(2026, 11, 17) })
  })
})
