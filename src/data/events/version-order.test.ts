import { expect, it } from 'vitest'
import { compareVersions } from './version-order'

it('orders versions to the microsecond, across fraction lengths and offsets', () => {
  const v = (text: string) => text
  expect(
    compareVersions(v('2026-11-20T11:15:00.5+00:00'), v('2026-11-20T11:15:00.45+00:00')),
  ).toBeGreaterThan(0)
  expect(
    compareVersions('2026-11-20T11:15:00.123456+00:00', '2026-11-20T11:15:00.123457+00:00'),
  ).toBeLessThan(0)
  expect(compareVersions('2026-11-20T11:15:00.12+00:00', '2026-11-20T11:15:00.120000+00:00')).toBe(
    0,
  )
  expect(
    compareVersions('2026-11-20T11:15:00+00:00', '2026-11-20T11:14:59.999999+00:00'),
  ).toBeGreaterThan(0)
  expect(compareVersions('2026-11-20T12:15:00+01:00', '2026-11-20T11:15:00Z')).toBe(0)
  expect(compareVersions('2026-11-20T06:15:00.1-05', '2026-11-20T11:15:00.1+00:00')).toBe(0)
  expect(compareVersions('yesterday', '2026-11-20T11:15:00Z')).toBeNaN()
})
