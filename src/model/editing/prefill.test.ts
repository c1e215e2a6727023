import { describe, expect, it } from 'vitest'
import { parseLocal } from '../time/parse-local'
import { prefill } from './prefill'
import { local, zone } from '@/test/zone'

describe(`prefill (${zone})`, () => {
  it.each([
    [local(2026, 11, 21, 9, 5), '2026-11-21T09:05'],
    [local(2026, 1, 1, 0, 0), '2026-01-01T00:00'],
    [local(2026, 12, 31, 23, 59), '2026-12-31T23:59'],
  ])('%s -> %s', (date, value) => {
    expect(prefill(date)).toBe(value)
  })

  // The stored instant is shown in the browser's zone, never as the UTC string's first 16 characters.
  const stored = '2026-11-21T10:00:00.000Z'
  const expected: Record<string, string> = {
    UTC: '2026-11-21T10:00',
    'Etc/UTC': '2026-11-21T10:00',
    'America/New_York': '2026-11-21T05:00',
    'Asia/Kolkata': '2026-11-21T15:30',
    'Asia/Calcutta': '2026-11-21T15:30', // ICU's older name for the same zone
    'Europe/London': '2026-11-21T10:00', // GMT in November
    'Australia/Lord_Howe': '2026-11-21T21:00', // +11 (summer) in November
  }
  it.runIf(zone in expected)(`a stored ${stored} reads as local wall time`, () => {
    expect(prefill(new Date(stored))).toBe(expected[zone])
  })

  it('round-trips with parseLocal, also across daylight-saving changes', () => {
    for (const date of [
      local(2026, 3, 8, 1, 30),
      local(2026, 3, 8, 3, 30),
      local(2026, 11, 1, 0, 30),
      local(2026, 11, 21, 9),
    ]) {
      expect(parseLocal(prefill(date))).toEqual(date)
    }
  })
})

describe(`parseLocal (${zone})`, () => {
  it.each([
    ['2026-11-21T09:05', local(2026, 11, 21, 9, 5)],
    ['2026-11-21T00:00', local(2026, 11, 21, 0, 0)],
    ['', undefined],
    ['2026-11-21', undefined],
    ['not a date', undefined],
  ])('%j', (value, date) => {
    expect(parseLocal(value)).toEqual(date)
  })
})
