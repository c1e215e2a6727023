import { describe, expect, expectTypeOf, it } from 'vitest'
import { local, zone } from '@/test/zone'
import { isCountsOnly, VIEW_MODES, VIEWS, type ViewMode, type ViewSpec } from './views'

describe(`the table of views (${zone})`, () => {
  it('has one entry per view, in the header order, and nothing else', () => {
    expect(Object.keys(VIEWS).sort()).toEqual([...VIEW_MODES].sort())
    expect(VIEW_MODES.map((mode) => VIEWS[mode].label)).toEqual([
      'Day',
      '3 days',
      'Week',
      'Month',
      'Agenda',
      'Year',
    ])
  })

  it.each(VIEW_MODES)('%s: its days are the local midnights of its range', (mode) => {
    for (const date of [local(2026, 11, 21, 15), local(2026, 3, 8, 12), local(2026, 11, 1)]) {
      const { start, end } = VIEWS[mode].range(date)
      const days = VIEWS[mode].days(date)
      expect(days[0]).toEqual(start)
      expect(days.every((day) => day.getHours() === 0 && day >= start && day < end)).toBe(true)
      // Stepping forward and back returns to the same range.
      expect(VIEWS[mode].range(VIEWS[mode].step(VIEWS[mode].step(date, 1), -1))).toEqual({
        start,
        end,
      })
    }
  })

  it('three days from the selected one, and a step of three days, across clock changes', () => {
    for (const date of [local(2026, 3, 7, 12), local(2026, 10, 31, 23), local(2026, 12, 30)]) {
      const days = VIEWS['3day'].days(date)
      expect(days).toEqual(
        [0, 1, 2].map((i) => local(date.getFullYear(), date.getMonth() + 1, date.getDate() + i)),
      )
      expect(VIEWS['3day'].range(date)).toEqual({
        start: days[0],
        end: local(date.getFullYear(), date.getMonth() + 1, date.getDate() + 3),
      })
      expect(VIEWS['3day'].days(VIEWS['3day'].step(date, 1))[0]).toEqual(
        local(date.getFullYear(), date.getMonth() + 1, date.getDate() + 3),
      )
      expect(VIEWS['3day'].days(VIEWS['3day'].step(date, -1))[0]).toEqual(
        local(date.getFullYear(), date.getMonth() + 1, date.getDate() - 3),
      )
    }
    expect(VIEWS['3day'].heading(local(2026, 11, 30))).toBe('November 2026')
    // Only the three days' button waits for a narrow screen.
    expect(
      Object.entries(VIEWS)
        .filter(([, v]) => 'narrowOnly' in v)
        .map(([k]) => k),
    ).toEqual(['3day'])
  })

  it('day shows 1 day, week 7, month whole weeks', () => {
    expect(VIEWS.day.days(local(2026, 3, 8, 12))).toHaveLength(1)
    expect(VIEWS.week.days(local(2026, 11, 1))).toHaveLength(7)
    expect(VIEWS.month.days(local(2026, 8, 1))).toHaveLength(42)
    expect(VIEWS.month.days(local(2026, 2, 14))).toHaveLength(28)
    // The agenda: 30 days from the selected one, across the clocks' change in every zone.
    const agenda = VIEWS.agenda.days(local(2026, 10, 20, 15))
    expect(agenda).toHaveLength(30)
    expect(agenda[0]).toEqual(local(2026, 10, 20))
    expect(agenda.at(-1)).toEqual(local(2026, 11, 18))
    // The year: January 1 to December 31, a year a step (February 29 to February 28).
    const year = VIEWS.year.days(local(2028, 2, 29, 12))
    expect([year.length, year[0], year.at(-1)]).toEqual([
      366,
      local(2028, 1, 1),
      local(2028, 12, 31),
    ])
    expect(VIEWS.year.step(local(2028, 2, 29, 12), 1)).toEqual(local(2029, 2, 28, 12))
    expect(VIEWS.year.heading(local(2026, 11, 21))).toBe('2026')
    // Only the year reads counts instead of events.
    expect(VIEW_MODES.filter(isCountsOnly)).toEqual(['year'])
  })

  it('is typed so that a view without an entry, or with a partial one, does not compile', () => {
    expectTypeOf(VIEWS).toExtend<Record<ViewMode, ViewSpec>>()
    // Type-level checks, run by `tsc -b` (npm run check): each line must be a compile error.
    const partial = {
      day: VIEWS.day,
      week: VIEWS.week,
    }
    // @ts-expect-error 'month' is missing
    const missing: Record<ViewMode, ViewSpec> = partial
    // @ts-expect-error an entry without its heading
    const noHeading: ViewSpec = {
      label: 'x',
      range: VIEWS.day.range,
      step: VIEWS.day.step,
      days: VIEWS.day.days,
    }
    expect([missing, noHeading]).toHaveLength(2)
  })
})
