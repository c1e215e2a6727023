// scripts/test.mjs runs the app's tests once per zone, in one vitest run with a project per
// zone (vitest.config.ts): this checks that a project's tests really run in its zone, not in
// the zone vitest itself was started in.
import { expect, inject, it } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The zone this project runs in (TEST_ZONES); absent when run without zones. */
    runZone?: string
  }
}

// The app's code has no Node types; the tests run in Node (as in set-zone.ts).
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
  .process.env
// Without TEST_ZONES: the zone of TZ, else the machine's.
const runZone = inject('runZone') ?? env.TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone

/** '+05:30': a UTC offset in minutes east, as Intl's longOffset writes it. */
const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${String(Math.trunc(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`

it(`runs in ${runZone}`, () => {
  expect(env.TZ ?? runZone).toBe(runZone)
  // ICU's own name for it (Asia/Kolkata is Asia/Calcutta to ICU).
  const canonical = new Intl.DateTimeFormat('en-US', { timeZone: runZone }).resolvedOptions()
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(canonical.timeZone)
  // Date's local time too, not only Intl's default: its offset in July is that zone's.
  const july = new Date('2026-07-01T12:00:00Z')
  const named = new Intl.DateTimeFormat('en-US', { timeZone: runZone, timeZoneName: 'longOffset' })
    .formatToParts(july)
    .find((part) => part.type === 'timeZoneName')?.value
  expect(named === 'GMT' ? '+00:00' : named?.replace('GMT', '')).toBe(
    offsetText(-july.getTimezoneOffset()),
  )
})
