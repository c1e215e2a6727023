import { describe, expect, it } from 'vitest'
import { daySegment } from './day-segment'
import { ev } from '@/test/events'
import { local, zone } from '@/test/zone'

const on = (start: Date, end: Date, day = local(2026, 11, 21)) =>
  daySegment(ev('e', start, end), day)

describe(`daySegment (${zone})`, () => {
  it.each([
    // [case, start, end, top, height, continuesBefore, continuesAfter]
    ['an hour at 9', local(2026, 11, 21, 9), local(2026, 11, 21, 10), 540, 60, false, false],
    [
      '90 minutes at 9:15',
      local(2026, 11, 21, 9, 15),
      local(2026, 11, 21, 10, 45),
      555,
      90,
      false,
      false,
    ],
    [
      '15 minutes: minimum height',
      local(2026, 11, 21, 9),
      local(2026, 11, 21, 9, 15),
      540,
      30,
      false,
      false,
    ],
    [
      'zero length: minimum height',
      local(2026, 11, 21, 9),
      local(2026, 11, 21, 9),
      540,
      30,
      false,
      false,
    ],
    [
      'reversed: minimum height at its start',
      local(2026, 11, 21, 9),
      local(2026, 11, 21, 8),
      540,
      30,
      false,
      false,
    ],
    [
      'from the evening before: clipped at midnight',
      local(2026, 11, 20, 22),
      local(2026, 11, 21, 2),
      0,
      120,
      true,
      false,
    ],
    [
      'into the next day: clipped at midnight',
      local(2026, 11, 21, 22),
      local(2026, 11, 22, 2),
      1320,
      120,
      false,
      true,
    ],
    [
      'ending exactly at midnight',
      local(2026, 11, 21, 23),
      local(2026, 11, 22),
      1380,
      60,
      false,
      false,
    ],
    ['across the whole day', local(2026, 11, 20), local(2026, 11, 23), 0, 1440, true, true],
    [
      'late and short: kept inside the grid',
      local(2026, 11, 21, 23, 50),
      local(2026, 11, 21, 23, 55),
      1410,
      30,
      false,
      false,
    ],
  ])('%s', (_, start, end, top, height, continuesBefore, continuesAfter) => {
    expect(on(start, end)).toEqual({ top, height, continuesBefore, continuesAfter })
  })

  it('places blocks by wall-clock time on daylight-saving days', () => {
    // 2026-03-08 (23 hours in New York) and 2026-11-01 (25 hours): 9 AM is still row 9.
    for (const day of [local(2026, 3, 8), local(2026, 11, 1)]) {
      const y = day.getFullYear()
      const m = day.getMonth() + 1
      const d = day.getDate()
      expect(on(local(y, m, d, 9), local(y, m, d, 10), day)).toMatchObject({ top: 540, height: 60 })
      expect(on(local(y, m, d, 22), local(y, m, d + 1, 2), day)).toMatchObject({
        top: 1320,
        height: 120,
        continuesAfter: true,
      })
    }
    // 1:00-4:00 on the spring-forward day: two real hours in New York, drawn from row 1 to row 4.
    expect(on(local(2026, 3, 8, 1), local(2026, 3, 8, 4), local(2026, 3, 8))).toMatchObject({
      top: 60,
      height: 180,
    })
  })
})
