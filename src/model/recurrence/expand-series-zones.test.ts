// Repeating series kept in zones other than New York across their clock changes: London (an
// hour, at 1:00 AM in March and 2:00 AM in October), Lord Howe (half an hour, at 2:00 AM), and
// New York's repeated hour in November. Expected instants are written out in UTC, so these hold
// in every test zone (the viewer's zone never moves a timed series).
import { describe, expect, it } from 'vitest'
import { expandSeries, type Series } from './expand-series'
import { zone } from '@/test/zone'

const series = (tzid: string, startIso: string, minutes: number, rule: string): Series => {
  const start = new Date(startIso)
  return {
    start,
    end: new Date(start.getTime() + minutes * 60_000),
    rule,
    tzid,
    allDay: false,
    skip: new Set(),
  }
}
const expand = (s: Series, from: string, to: string) =>
  expandSeries(s, { start: new Date(from), end: new Date(to) }).map((d) => d.toISOString())

describe(`expandSeries across clock changes (run in ${zone})`, () => {
  it.each([
    [
      'London, weekly Sunday 9:00 AM across March 29 (GMT -> BST)',
      series('Europe/London', '2026-03-15T09:00:00Z', 60, 'FREQ=WEEKLY;BYDAY=SU'),
      ['2026-03-15T00:00:00Z', '2026-04-06T00:00:00Z'],
      [
        '2026-03-15T09:00:00.000Z',
        '2026-03-22T09:00:00.000Z',
        '2026-03-29T08:00:00.000Z',
        '2026-04-05T08:00:00.000Z',
      ],
    ],
    [
      'London, daily 1:30 AM: March 29 has no 1:30, so 2:30 BST (01:30Z)',
      series('Europe/London', '2026-03-27T01:30:00Z', 30, 'FREQ=DAILY'),
      ['2026-03-27T00:00:00Z', '2026-03-31T00:00:00Z'],
      [
        '2026-03-27T01:30:00.000Z',
        '2026-03-28T01:30:00.000Z',
        '2026-03-29T01:30:00.000Z',
        '2026-03-30T00:30:00.000Z',
      ],
    ],
    [
      'London, daily 1:30 AM across October 25: the repeated 1:30 is its first (BST)',
      series('Europe/London', '2026-10-24T00:30:00Z', 30, 'FREQ=DAILY'),
      ['2026-10-24T00:00:00Z', '2026-10-27T00:00:00Z'],
      ['2026-10-24T00:30:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z'],
    ],
    [
      'Lord Howe, daily 2:15 AM: October 4 skips 2:00-2:30, so 2:45 (+11) that day',
      series('Australia/Lord_Howe', '2026-10-02T15:45:00Z', 30, 'FREQ=DAILY'),
      ['2026-10-02T00:00:00Z', '2026-10-06T00:00:00Z'],
      [
        '2026-10-02T15:45:00.000Z',
        '2026-10-03T15:45:00.000Z',
        '2026-10-04T15:15:00.000Z',
        '2026-10-05T15:15:00.000Z',
      ],
    ],
    [
      'Lord Howe, weekly Sunday 1:45 AM across April 5 (+11 -> +10:30): the repeated 1:45 is its first',
      series('Australia/Lord_Howe', '2026-03-28T14:45:00Z', 60, 'FREQ=WEEKLY;BYDAY=SU'),
      ['2026-03-28T00:00:00Z', '2026-04-13T00:00:00Z'],
      ['2026-03-28T14:45:00.000Z', '2026-04-04T14:45:00.000Z', '2026-04-11T15:15:00.000Z'],
    ],
    [
      'New York, daily 1:30 AM across November 1: the repeated 1:30 is its first (EDT)',
      series('America/New_York', '2026-10-31T05:30:00Z', 30, 'FREQ=DAILY'),
      ['2026-10-31T00:00:00Z', '2026-11-03T00:00:00Z'],
      ['2026-10-31T05:30:00.000Z', '2026-11-01T05:30:00.000Z', '2026-11-02T06:30:00.000Z'],
    ],
  ])('%s', (_, s, [from, to], expected) => {
    expect(expand(s, from!, to!)).toEqual(expected)
  })
})
