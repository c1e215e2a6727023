import { describe, expect, it } from 'vitest'
import { ev } from '@/test/events'
import { local, zone } from '@/test/zone'
import { timedLayout as layoutOfDay } from './timed-layout'
import { eventsByDay } from './events-by-day'
import type { CalendarEvent } from '../types'

/** As the grid calls it: the day's events from eventsByDay, then the layout. */
const timedLayout = (events: CalendarEvent[], on: Date, maxColumns?: number) =>
  layoutOfDay(eventsByDay(events, [on])(on), on, maxColumns)

const day = local(2026, 11, 21)
const at = (h: number, m = 0) => local(2026, 11, 21, h, m)

describe(`timedLayout (${zone})`, () => {
  it('lays out only the events touching the day, clipped and side by side', () => {
    //   9:00 | standup | review |
    //   9:30 | 1:1     | review |
    //  22:00 | deploy (continues after midnight)
    const events = [
      ev('other-day', local(2026, 11, 22, 9), local(2026, 11, 22, 10)),
      ev('review', at(9, 15), at(10, 45)),
      ev('standup', at(9), at(9, 30)),
      ev('1:1', at(9, 30), at(10, 30)),
      ev('deploy', at(22), local(2026, 11, 22, 2)),
    ]
    const { blocks, overflows } = timedLayout(events, day)
    const view = blocks.map((b) => [
      b.event.id,
      b.top,
      b.height,
      `${b.column}+${b.span}/${b.columns}`,
    ])
    expect(view).toEqual([
      ['standup', 540, 30, '0+1/2'],
      ['review', 555, 90, '1+1/2'],
      ['1:1', 570, 60, '0+1/2'],
      ['deploy', 1320, 120, '0+1/1'],
    ])
    expect(blocks.find((b) => b.event.id === 'deploy')?.continuesAfter).toBe(true)
    expect(overflows).toEqual([])
  })

  it('collapses a crowded cluster into a +N overflow listing the hidden events', () => {
    const events = Array.from({ length: 6 }, (_, i) => ev(`e${i}`, at(9), at(10)))
    const { blocks, overflows } = timedLayout(events, day, 4)
    expect(blocks.map((b) => b.column)).toEqual([0, 1, 2])
    expect(overflows).toHaveLength(1)
    expect(overflows[0]).toMatchObject({ top: 540, height: 60, column: 3, columns: 4 })
    expect(overflows[0]?.events.map((e) => e.id)).toEqual(['e3', 'e4', 'e5'])
  })

  it('lays out a day of 300 events quickly', () => {
    const events = Array.from({ length: 300 }, (_, i) =>
      ev(`e${i}`, at(Math.floor(i / 13), (i * 7) % 60), at(Math.min(23, Math.floor(i / 13) + 1))),
    )
    const started = performance.now()
    const { blocks, overflows } = timedLayout(events, day)
    expect(performance.now() - started).toBeLessThan(200) // generous: CI machines vary
    expect(blocks.length + overflows.reduce((n, o) => n + o.events.length, 0)).toBe(300)
  })
})
