// The year view (issue 30): each day's shade is the database's count (event_day_counts) plus the
// series' occurrences, in a browser outside UTC and across both of New York's clock changes;
// the keys move as in the month grid and Enter opens the day; a day's preview lists its
// events; a click opens the day view; a database without the functions still counts.
import type { Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import { openCalendar, periodHeading, seed, viewButton } from './helpers.ts'

test.use({ timezoneId: 'America/New_York' })

/** One-off events around New York's 2026 changes (March 8, November 1) and a few others. */
async function seedYear(backend: Backend) {
  await seed(backend, [
    // March 7 at 23:00 EST to March 8 at 04:00 EDT (the night the clocks skip an hour).
    { title: 'Night flight', start: '2026-03-08T04:00:00Z', end: '2026-03-08T08:00:00Z' },
    // The last minute of March 8 (EDT) is 03:59Z on the 9th.
    { title: 'Late call', start: '2026-03-09T03:59:00Z', end: '2026-03-09T04:00:00Z' },
    // November 1: 00:30 EDT, 01:30 EDT and 01:30 EST (the repeated hour), 23:30 EST.
    { title: 'Party', start: '2026-11-01T04:30:00Z', end: '2026-11-01T05:00:00Z' },
    { title: 'First 1:30', start: '2026-11-01T05:30:00Z', end: '2026-11-01T06:00:00Z' },
    { title: 'Second 1:30', start: '2026-11-01T06:30:00Z', end: '2026-11-01T07:00:00Z' },
    { title: 'Nightcap', start: '2026-11-02T04:30:00Z', end: '2026-11-02T04:45:00Z' },
    // October 31 at 23:30 EDT, though November 1 in UTC.
    { title: 'Halloween', start: '2026-11-01T03:30:00Z', end: '2026-11-01T03:50:00Z' },
    // Three days, and an all-day event of two (the same dates in every zone).
    { title: 'Conference', start: '2026-11-16T14:00:00Z', end: '2026-11-18T22:00:00Z' },
    {
      title: 'Holiday',
      start: '2026-11-26T00:00:00Z',
      end: '2026-11-28T00:00:00Z',
      allDay: true,
    },
    { title: 'Dentist', start: '2026-11-21T15:00:00Z', end: '2026-11-21T16:00:00Z' },
    { title: 'Lunch', start: '2026-11-21T17:00:00Z', end: '2026-11-21T18:00:00Z' },
    // Outside the year.
    { title: 'Next year', start: '2027-01-01T05:00:00Z', end: '2027-01-01T06:00:00Z' },
  ])
  // A daily standup at 9:00 New York time, five days from October 30 (across November 1),
  // counted by the browser; one occurrence (November 2) cancelled.
  await backend.sql(`insert into public.events (title, start_time, end_time, rrule, tzid, exdates,
      recurrence_end)
    values ('Standup', '2026-10-30T13:00:00Z', '2026-10-30T13:15:00Z', 'FREQ=DAILY;COUNT=5',
      'America/New_York', array['2026-11-02T14:00:00Z']::timestamptz[],
      '2026-11-03T14:15:00Z')`)
}

/** What the database counts for New York's 2026, by day. */
async function databaseCounts(backend: Backend): Promise<Record<string, number>> {
  const { rows } = await backend.app.db.transaction((tx) =>
    tx.query(`select to_char(day, 'YYYY-MM-DD') as day, events
      from public.event_day_counts('2026-01-01T05:00:00Z', '2027-01-01T05:00:00Z',
        'America/New_York')`),
  )
  return Object.fromEntries(rows.map((row) => [String(row.day), Number(row.events)]))
}

/** Each day button's count and shade, as the page shows them. */
async function shownDays(page: Page) {
  return page.locator('[data-year-day]').evaluateAll((buttons) =>
    buttons.map((b) => ({
      day: b.getAttribute('data-year-day')!,
      count: Number(b.getAttribute('data-count')),
      shade: Number(b.getAttribute('data-shade')),
    })),
  )
}

const dayButton = (page: Page, day: string) => page.locator(`[data-year-day="${day}"]`)

async function openYear(page: Page) {
  // The shortcut the shared spec's third wave gives the year view.
  await page.keyboard.press('y')
  await expect(viewButton(page, 'Year')).toHaveAttribute('aria-pressed', 'true')
  await expect(periodHeading(page)).toHaveText('2026')
  await expect(dayButton(page, '2026-11-21')).toHaveAttribute('data-count', /\d+/)
}

test("the shading is the database's counts plus the series, across both clock changes", async ({
  page,
  backend,
}) => {
  await seedYear(backend)
  await openCalendar(page, backend)
  await openYear(page)
  const days = await shownDays(page)
  expect(days).toHaveLength(365)
  const expected = await databaseCounts(backend)
  // The series: October 30, 31, November 1 and 3 (the 2nd is cancelled).
  for (const day of ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-03']) {
    expected[day] = (expected[day] ?? 0) + 1
  }
  const shown = Object.fromEntries(
    days.filter((d) => d.count > 0).map((d) => [d.day, d.count] as const),
  )
  expect(shown).toEqual(expected)
  // Spelled out where the clocks change: New York's days, not UTC's.
  expect(shown).toMatchObject({
    '2026-03-07': 1,
    '2026-03-08': 2,
    '2026-10-31': 2,
    '2026-11-01': 5,
    '2026-11-16': 1,
    '2026-11-17': 1,
    '2026-11-18': 1,
    '2026-11-21': 2,
    '2026-11-26': 1,
    '2026-11-27': 1,
  })
  expect(shown['2026-03-09']).toBeUndefined()
  // Shades: none for a day without events, the darkest for the busiest, and more never lighter.
  const max = Math.max(...days.map((d) => d.count))
  for (const d of days) {
    if (d.count === 0) expect(d.shade, d.day).toBe(0)
    if (d.count === max) expect(d.shade, d.day).toBe(4)
  }
  const byCount = [...days].sort((a, b) => a.count - b.count)
  byCount.slice(1).forEach((d, i) => expect(d.shade).toBeGreaterThanOrEqual(byCount[i]!.shade))
  // The legend says what the shades mean; today is marked.
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('No events')
  await expect(dayButton(page, '2026-11-21')).toHaveAttribute('aria-current', 'date')
  await expect(dayButton(page, '2026-11-01')).toHaveAccessibleName(
    'Sunday, November 1, 2026: 5 events',
  )
})

test('arrow keys move between days as in the month grid; Enter opens the day', async ({
  page,
  backend,
}) => {
  await seedYear(backend)
  await openCalendar(page, backend)
  await openYear(page)
  // The one tab stop is today.
  await dayButton(page, '2026-11-21').focus()
  await expect(page.locator('[data-year-day][tabindex="0"]')).toHaveCount(1)
  await page.keyboard.press('ArrowRight')
  await expect(dayButton(page, '2026-11-22')).toBeFocused()
  // A day the keys rest on shows its preview; the next key moves it to the next day (the
  // shown one's closing once cancelled the next one's, seen as a flaky CI run).
  const preview = page.getByRole('tooltip')
  await expect(preview).toContainText('Sunday, November 22, 2026')
  await page.keyboard.press('ArrowDown')
  await expect(dayButton(page, '2026-11-29')).toBeFocused()
  await expect(preview).toContainText('Sunday, November 29, 2026')
  // Into December, then back a month and to the week's Sunday.
  await page.keyboard.press('ArrowDown')
  await expect(dayButton(page, '2026-12-06')).toBeFocused()
  await page.keyboard.press('PageUp')
  await expect(dayButton(page, '2026-11-06')).toBeFocused()
  await page.keyboard.press('Home')
  await expect(dayButton(page, '2026-11-01')).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(dayButton(page, '2026-10-31')).toBeFocused()
  await expect(page.locator('[data-year-day][tabindex="0"]')).toHaveAttribute(
    'data-year-day',
    '2026-10-31',
  )
  // Its preview lists its events, and the keys go on past it.
  await expect(preview).toContainText('Saturday, October 31, 2026')
  await expect(preview).toContainText('Halloween')
  await expect(preview).toContainText('Standup')
  await page.keyboard.press('Enter')
  await expect(viewButton(page, 'Day')).toHaveAttribute('aria-pressed', 'true')
  await expect(periodHeading(page)).toHaveText('October 31, 2026')
})

test('past December 31 the year turns, and the focus follows', async ({ page, backend }) => {
  await openCalendar(page, backend)
  await openYear(page)
  await dayButton(page, '2026-11-21').focus()
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown')
  await expect(periodHeading(page)).toHaveText('2027')
  await expect(dayButton(page, '2027-01-02')).toBeFocused()
})

test("resting the pointer on a day lists its events; a click opens the day's view", async ({
  page,
  backend,
}) => {
  await seedYear(backend)
  await openCalendar(page, backend)
  await openYear(page)
  await dayButton(page, '2026-11-01').hover()
  const preview = page.getByRole('tooltip')
  await expect(preview).toContainText('Sunday, November 1, 2026')
  await expect(preview).toContainText('5 events')
  // Read with the day's range read: the events themselves, in order, in New York's times.
  await expect(preview.locator('li')).toHaveText([
    '12:30 AM Party',
    '1:30 AM First 1:30',
    '1:30 AM Second 1:30',
    '9:00 AM Standup',
    '11:30 PM Nightcap',
  ])
  await expect(dayButton(page, '2026-11-01')).toHaveAttribute('aria-describedby', /.+/)
  await dayButton(page, '2026-11-17').hover()
  await expect(preview).toContainText('All day Conference')
  // A day without events says so (the counts name only days with some).
  await dayButton(page, '2026-11-10').hover()
  await expect(preview).toContainText('Tuesday, November 10, 2026')
  await expect(preview).toContainText('No events')
  await dayButton(page, '2026-11-17').hover()
  await expect(preview).toContainText('All day Conference')
  await dayButton(page, '2026-11-17').click()
  await expect(viewButton(page, 'Day')).toHaveAttribute('aria-pressed', 'true')
  await expect(periodHeading(page)).toHaveText('November 17, 2026')
  await expect(page.getByRole('tooltip')).toHaveCount(0)
})

test('a database set up before the functions reads apart, or from the range read, and offers the update', async ({
  page,
  backend,
}) => {
  await seedYear(backend)
  const expected = await databaseCounts(backend)
  for (const day of ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-03']) {
    expected[day] = (expected[day] ?? 0) + 1
  }
  const shownCounts = async () =>
    Object.fromEntries(
      (await shownDays(page)).filter((d) => d.count > 0).map((d) => [d.day, d.count] as const),
    )
  // Before the one request (20261206000000_year_read.sql): the counts and the series apart.
  await backend.sql(`drop function public.event_day_counts_with_series(timestamptz, timestamptz,
      text, uuid[]);
    notify pgrst, 'reload schema';`)
  const apart = page.waitForResponse((r) => r.url().endsWith('/rpc/event_day_counts') && r.ok())
  await openCalendar(page, backend)
  await openYear(page)
  await apart
  await expect(page.getByText('Database update available')).toBeVisible()
  expect(await shownCounts()).toEqual(expected)
  // Before the counts too: every event of the year read and counted in the browser.
  await backend.sql(`drop function public.event_day_counts(timestamptz, timestamptz, text, uuid[]);
    notify pgrst, 'reload schema';`)
  const missing = page.waitForResponse(
    (r) => r.url().endsWith('/rpc/event_day_counts') && r.status() === 404,
  )
  await page.reload()
  await missing
  await expect(periodHeading(page)).toHaveText('2026')
  await expect(dayButton(page, '2026-11-21')).toHaveAttribute('data-count', /\d+/)
  // The counts shown are the range read's, not a kept copy's.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByText('Database update available')).toBeVisible()
  expect(await shownCounts()).toEqual(expected)
})
