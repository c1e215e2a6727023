import { describe, expect, it } from 'vitest'
import { local, zone } from '@/test/zone'
import { formatViewUrl, parseDay, parseViewUrl, sameViewState } from './view-url'
import { VIEW_MODES } from './views'

const today = local(2026, 11, 21, 15, 30)

describe(`the view and date in the address (${zone})`, () => {
  it('reads a view and a date as that local day', () => {
    expect(parseViewUrl('?view=week&date=2026-11-26', today)).toEqual({
      view: 'week',
      date: local(2026, 11, 26),
    })
    // Without the '?', and every view by its name.
    for (const view of VIEW_MODES) {
      expect(parseViewUrl(`view=${view}&date=2026-03-08`, today)).toEqual({
        view,
        date: local(2026, 3, 8),
      })
    }
  })

  it('opens the month of today with no parameters (the route /)', () => {
    expect(parseViewUrl('', today)).toEqual({ view: 'month', date: today })
    expect(parseViewUrl('?', today)).toEqual({ view: 'month', date: today })
  })

  it.each([
    ['?view=nope&date=2026-13-45', { view: 'month', date: today }],
    ['?view=Week&date=2026-02-30', { view: 'month', date: today }],
    ['?view=day&date=26-11-2026', { view: 'day', date: today }],
    ['?view=&date=', { view: 'month', date: today }],
    ['?date=2026-11-2', { view: 'month', date: today }],
    ['?date=2026-11-26T10:00', { view: 'month', date: today }],
    ['?view=agenda&date=2028-02-29', { view: 'agenda', date: local(2028, 2, 29) }],
    ['?view=week&view=day&date=2026-11-26', { view: 'week', date: local(2026, 11, 26) }],
  ])('%s falls back, part by part, without an error', (search, expected) => {
    expect(parseViewUrl(search, today)).toEqual(expected)
  })

  it('writes the local calendar day, and reads back what it wrote, on clock-change days too', () => {
    for (const date of [
      local(2026, 11, 26, 23, 59),
      local(2026, 3, 8, 2, 30), // New York's spring gap
      local(2026, 11, 1, 1, 30), // New York's repeated hour
      local(2026, 10, 4, 2), // Lord Howe's half-hour change
      local(2026, 1, 1),
    ]) {
      const url = formatViewUrl({ view: '3day', date })
      expect(url).toMatch(/^\?view=3day&date=\d{4}-\d{2}-\d{2}$/)
      const back = parseViewUrl(url, today)
      expect(back.view).toBe('3day')
      expect(back.date).toEqual(local(date.getFullYear(), date.getMonth() + 1, date.getDate()))
      expect(sameViewState(back, { view: '3day', date })).toBe(true)
    }
  })

  it('keeps the address’s other parameters', () => {
    expect(formatViewUrl({ view: 'day', date: local(2026, 11, 2) }, '?view=week&x=1')).toBe(
      '?view=day&x=1&date=2026-11-02',
    )
  })

  it('years before 100 stay themselves', () => {
    expect(parseDay('0099-01-31')?.getFullYear()).toBe(99)
    expect(parseDay('2026-04-31')).toBeNull()
    expect(parseDay(null)).toBeNull()
  })

  it('tells a change of view or day from the same page', () => {
    const a = { view: 'week' as const, date: local(2026, 11, 26, 9) }
    expect(sameViewState(a, { view: 'week', date: local(2026, 11, 26, 18) })).toBe(true)
    expect(sameViewState(a, { view: 'day', date: local(2026, 11, 26, 9) })).toBe(false)
    expect(sameViewState(a, { view: 'week', date: local(2026, 11, 27) })).toBe(false)
  })
})
