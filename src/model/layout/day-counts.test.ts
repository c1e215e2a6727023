// The year view's counting (countByDay) and shading, in the zone of the run: the logic project
// runs in UTC, New York, Kolkata, London and Lord Howe (scripts/test.mjs), so the days of 23,
// 23.5, 24.5 and 25 hours of the last three are counted here too.
import { addDays, addHours, differenceInMinutes, getDaysInYear } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { daysOfRange } from '../time/days-of-range'
import { countByDay, dayTally, shading, SHADES } from './day-counts'
import { eventsByDay } from './events-by-day'
import { ev } from '@/test/events'
import { dayKey, yearRange } from './year-layout'

const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min)
const year = daysOfRange(yearRange(local(2026, 6, 15)))

describe('dayTally', () => {
  it('counts as countByDay does, from starts and a length, over several adds', () => {
    // Every 7 hours 13 minutes across the year, some several days long, some reversed.
    const starts = Array.from({ length: 1300 }, (_, i) =>
      addHours(local(2025, 12, 28), i * 7.2).getTime(),
    )
    const endOf = (start: number) =>
      start + ((start / 60_000) % 5 === 0 ? -3_600_000 : ((start / 60_000) % 97) * 3_600_000)
    const spans = starts.map((start) => ({ start: new Date(start), end: new Date(endOf(start)) }))
    const into = new Map([['2026-03-08', 5]])
    const tally = dayTally(year)
    // In three parts, as the year view adds its series one by one.
    tally.addTimes(starts.slice(0, 400), endOf)
    tally.addTimes(starts.slice(400, 401), endOf)
    tally.addTimes(starts.slice(401), endOf)
    expect(tally.into(new Map(into))).toEqual(countByDay(spans, year, new Map(into)))
  })

  it('leaves out the days without any, and adds to counts already made', () => {
    const tally = dayTally(year)
    expect(tally.into()).toEqual(new Map())
    tally.add(local(2026, 3, 2, 9).getTime(), local(2026, 3, 2, 10).getTime())
    expect(tally.into(new Map([['2026-03-02', 2]]))).toEqual(new Map([['2026-03-02', 3]]))
  })
})

describe('countByDay', () => {
  it('counts an event on every day it covers, by the month grid rule', () => {
    const counts = countByDay(
      [
        { start: local(2026, 3, 2, 9), end: local(2026, 3, 2, 10) },
        { start: local(2026, 3, 2, 15), end: local(2026, 3, 2, 16) },
        // The 3rd at 22:00 to the 5th at 02:00: three days.
        { start: local(2026, 3, 3, 22), end: local(2026, 3, 5, 2) },
        // Ends at midnight: not on the 7th.
        { start: local(2026, 3, 6, 20), end: local(2026, 3, 7) },
        // Reversed and zero-length: the start day only.
        { start: local(2026, 3, 8, 10), end: local(2026, 3, 1, 10) },
        { start: local(2026, 3, 9, 23, 59), end: local(2026, 3, 9, 23, 59) },
        // Before the days counted, and running into them.
        { start: local(2025, 12, 31, 22), end: local(2026, 1, 1, 1) },
      ],
      year,
    )
    expect(Object.fromEntries(counts)).toEqual({
      '2026-01-01': 1,
      '2026-03-02': 2,
      '2026-03-03': 1,
      '2026-03-04': 1,
      '2026-03-05': 1,
      '2026-03-06': 1,
      '2026-03-08': 1,
      '2026-03-09': 1,
    })
  })

  it('agrees with the days the month grid draws an event on', () => {
    const events = [
      ev('a', local(2026, 10, 30, 23), local(2026, 11, 2, 1)),
      ev('b', local(2026, 11, 1, 0), local(2026, 11, 1, 0)),
      ev('c', local(2026, 10, 31, 12), local(2026, 10, 31, 11)),
      ev('d', local(2026, 11, 3), local(2026, 11, 5)),
    ]
    const counts = countByDay(events, year)
    const byDay = eventsByDay(events, year)
    for (const day of year)
      expect(counts.get(dayKey(day)) ?? 0, dayKey(day)).toBe(byDay(day).length)
  })

  it("counts a day's real hours across this zone's clock changes", () => {
    // An event every real hour from this zone's first midnight of 2026: a day of 23 hours has
    // 23, one of 25 hours 25; after Lord Howe's half-hour change the hours no longer start at
    // midnight, and a day has the 24 or so starting in it and the one running into it.
    const spans = []
    for (let t = year[0]!; t < addDays(year.at(-1)!, 1); t = addHours(t, 1)) {
      spans.push({ start: t, end: addHours(t, 1) })
    }
    const counts = countByDay(spans, year)
    for (const day of year) {
      // The day's bounds in real hours from the first midnight: the hours [k, k + 1) that
      // overlap [from, to) are k = floor(from) .. ceil(to) - 1.
      const from = differenceInMinutes(day, year[0]!) / 60
      const to = differenceInMinutes(addDays(day, 1), year[0]!) / 60
      expect(counts.get(dayKey(day)), dayKey(day)).toBe(Math.ceil(to) - Math.floor(from))
    }
    expect(counts.size).toBe(getDaysInYear(year[0]!))
  })

  it('adds to counts already made, and answers none for no days', () => {
    const made = new Map([['2026-03-02', 5]])
    countByDay([{ start: local(2026, 3, 2, 9), end: local(2026, 3, 2, 10) }], year, made)
    expect(made.get('2026-03-02')).toBe(6)
    expect(countByDay([{ start: local(2026, 3, 2), end: local(2026, 3, 3) }], []).size).toBe(0)
  })
})

describe('shading', () => {
  it('shades in equal steps of the busiest day, and the legend says what each means', () => {
    const { shadeOf, legend } = shading([1, 2, 3, 5, 6, 7, 8, 10])
    expect([0, 1, 2, 3, 5, 6, 7, 8, 10].map(shadeOf)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4])
    expect(legend).toEqual([
      { shade: 1, from: 1, to: 2 },
      { shade: 2, from: 3, to: 5 },
      { shade: 3, from: 6, to: 7 },
      { shade: 4, from: 8, to: 10 },
    ])
  })

  it('lists only the shades that stand for a count when the busiest day is light', () => {
    const { shadeOf, legend } = shading([1, 2])
    expect([shadeOf(1), shadeOf(2)]).toEqual([2, SHADES])
    expect(legend).toEqual([
      { shade: 2, from: 1, to: 1 },
      { shade: 4, from: 2, to: 2 },
    ])
    expect(shading([]).legend).toEqual([])
    expect(shading([]).shadeOf(3)).toBe(0)
  })

  it('gives every count of a busy year a shade, the busiest the darkest', () => {
    const counts = Array.from({ length: 300 }, (_, i) => i + 1)
    const { shadeOf, legend } = shading(counts)
    expect(shadeOf(300)).toBe(SHADES)
    // The legend's ranges follow each other with no gap and cover 1 to the busiest.
    expect(legend[0]!.from).toBe(1)
    expect(legend.at(-1)!.to).toBe(300)
    legend.slice(1).forEach((entry, i) => expect(entry.from).toBe(legend[i]!.to + 1))
    for (const count of counts) {
      const entry = legend.find((e) => e.from <= count && count <= e.to)!
      expect(shadeOf(count)).toBe(entry.shade)
    }
  })
})
