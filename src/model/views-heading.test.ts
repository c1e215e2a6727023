import { describe, expect, it } from 'vitest'
import { VIEWS } from './views'
import { local, zone } from '@/test/zone'
import type { ViewMode } from './views'

describe(`VIEWS[view].heading (${zone})`, () => {
  it.each<[ViewMode, Date, string]>([
    ['day', local(2026, 11, 21, 23, 59), 'November 21, 2026'],
    ['day', local(2026, 1, 1), 'January 1, 2026'],
    ['week', local(2026, 11, 21), 'November 2026'],
    ['month', local(2026, 11, 21), 'November 2026'],
    ['month', local(2027, 3, 8, 3), 'March 2027'],
    ['agenda', local(2026, 11, 21, 23, 59), 'November 21, 2026'],
  ])('%s of %s reads %s', (view, date, heading) => {
    expect(VIEWS[view].heading(date)).toBe(heading)
  })
})
