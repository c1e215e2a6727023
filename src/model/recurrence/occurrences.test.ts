// A series as the views see it: occurrences that are events like any other, with ids of their
// own and their series; all-day ones a whole number of the viewer's days across clock changes.
import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import { lastOccurrenceEnd } from './expand-series'
import { occurrenceSpans, occurrencesOf, occurrenceTimes, type SeriesEvent } from './occurrences'
import { zone } from '@/test/zone'

const NY = 'America/New_York'
const at = (y: number, m: number, d: number, h = 0) =>
  new Date(new TZDate(y, m - 1, d, h, 0, 0, NY).getTime())

const weekly = (overrides: Partial<SeriesEvent> = {}): SeriesEvent => ({
  id: 's1',
  title: 'Standup',
  description: null,
  start: at(2026, 10, 5, 9),
  end: at(2026, 10, 5, 10),
  color: '#3b82f6',
  allDay: false,
  repeat: { rule: 'FREQ=WEEKLY;BYDAY=MO', tzid: NY },
  exdates: [],
  ...overrides,
})

describe(`occurrencesOf (${zone})`, () => {
  it('gives each occurrence its own id, the series and its original start', () => {
    const [first, second] = occurrencesOf(weekly(), {
      start: at(2026, 10, 26),
      end: at(2026, 11, 10),
    })
    expect(first).toMatchObject({ id: `s1@${at(2026, 10, 26, 9).getTime()}`, title: 'Standup' })
    expect(second!.start).toEqual(at(2026, 11, 2, 9))
    // One hour long after the clocks changed too.
    expect(second!.end.getTime() - second!.start.getTime()).toBe(3_600_000)
    expect(second!.occurrence).toEqual({
      seriesId: 's1',
      originalStart: at(2026, 11, 2, 9),
      seriesStart: at(2026, 10, 5, 9),
      seriesEnd: at(2026, 10, 5, 10),
      changed: false,
    })
    expect(second!.repeat).toEqual({ rule: 'FREQ=WEEKLY;BYDAY=MO', tzid: NY })
  })

  it('leaves out the skipped starts', () => {
    const list = occurrencesOf(weekly({ exdates: [at(2026, 11, 2, 9)] }), {
      start: at(2026, 10, 26),
      end: at(2026, 11, 10),
    })
    expect(list.map((e) => e.start)).toEqual([at(2026, 10, 26, 9), at(2026, 11, 9, 9)])
  })

  it('keeps an all-day occurrence a whole number of local days across a clock change', () => {
    // Daily two-day all-day event from Saturday October 31 (local dates of the viewer).
    const series = weekly({
      start: new Date(2026, 9, 31),
      end: new Date(2026, 10, 2),
      allDay: true,
      repeat: { rule: 'FREQ=DAILY;COUNT=3', tzid: NY },
    })
    const list = occurrencesOf(series, { start: new Date(2026, 9, 1), end: new Date(2026, 11, 1) })
    expect(list.map((e) => [e.start, e.end])).toEqual([
      [new Date(2026, 9, 31), new Date(2026, 10, 2)],
      [new Date(2026, 10, 1), new Date(2026, 10, 3)],
      [new Date(2026, 10, 2), new Date(2026, 10, 4)],
    ])
  })
})

describe(`lastOccurrenceEnd (${zone})`, () => {
  const series = (rule: string) => ({
    start: at(2026, 10, 5, 9),
    end: at(2026, 10, 5, 10),
    rule,
    tzid: NY,
    allDay: false,
    skip: new Set<number>(),
  })

  it('is null for a series that never ends', () => {
    expect(lastOccurrenceEnd(series('FREQ=DAILY'))).toBeNull()
  })

  it('is the last occurrence end with COUNT', () => {
    expect(lastOccurrenceEnd(series('FREQ=WEEKLY;BYDAY=MO;COUNT=5'))).toEqual(at(2026, 11, 2, 10))
  })

  it('bounds the last occurrence with UNTIL', () => {
    const end = lastOccurrenceEnd(series('FREQ=WEEKLY;BYDAY=MO;UNTIL=20261103T045959Z'))!
    expect(end.getTime()).toBeGreaterThanOrEqual(at(2026, 11, 2, 10).getTime())
    expect(end.getTime()).toBeLessThan(at(2026, 11, 9, 9).getTime())
  })
})

describe(`occurrenceSpans (${zone})`, () => {
  it("gives the occurrences' instants and nothing else, skipping cancelled ones", () => {
    const range = { start: at(2026, 10, 1), end: at(2027, 1, 1) }
    const series = weekly({ exdates: [at(2026, 11, 16, 9)], allDay: false })
    const spans = occurrenceSpans(series, range)
    expect(spans).toEqual(occurrencesOf(series, range).map(({ start, end }) => ({ start, end })))
    expect(spans.map((span) => span.start)).not.toContainEqual(at(2026, 11, 16, 9))
    expect(spans).toHaveLength(12)
  })
})

describe(`occurrenceTimes (${zone})`, () => {
  it('gives the same starts and ends as occurrenceSpans, as numbers', () => {
    const range = { start: at(2026, 1, 1), end: at(2027, 1, 1) }
    for (const series of [
      weekly({ exdates: [at(2026, 11, 16, 9)] }),
      // By ical.js's walk (not a dialog shape), across both of New York's clock changes.
      weekly({
        start: at(2026, 1, 25, 9),
        end: at(2026, 1, 25, 10),
        repeat: { rule: 'FREQ=MONTHLY;BYDAY=-1SU;BYSETPOS=-1', tzid: NY },
      }),
      // All day, three days: whole local days across a clock change.
      weekly({
        allDay: true,
        start: new Date(2026, 2, 7),
        end: new Date(2026, 2, 10),
        repeat: { rule: 'FREQ=WEEKLY;INTERVAL=2', tzid: NY },
      }),
    ]) {
      const { starts, endOf } = occurrenceTimes(series, range)
      expect(starts.length).toBeGreaterThan(10)
      expect(
        starts.map((start) => ({ start: new Date(start), end: new Date(endOf(start)) })),
      ).toEqual(occurrenceSpans(series, range))
    }
  })
})
