// The view and the date live in the address (issue 33; docs/decisions.md, "The view and date in
// the address"): a reload keeps them, a link opens them, Back and Forward move between them, and
// what the address says wrong falls back to the month of today without an error.
// "Now" is Saturday, November 21, 2026, 10:15 local time (NOW in helpers.ts).
import type { ConsoleMessage, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { NOW, openCalendar, periodHeading, settled, viewButton } from './helpers.ts'

const pressed = (page: Page) =>
  page.getByRole('group', { name: 'View' }).getByRole('button', { pressed: true })
const search = (page: Page) => new URL(page.url()).search
const columns = (page: Page) =>
  page
    .getByRole('region', { name: /schedule$/ })
    .locator('[data-day-column]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-date')))

test('a change of view or date is in the address, and a reload keeps it', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  // The route / opens the month of today, and says nothing in the address until a change.
  expect(search(page)).toBe('')
  await expect(pressed(page)).toHaveText('Month')
  await viewButton(page, 'Week').click()
  await expect.poll(() => search(page)).toBe('?view=week&date=2026-11-21')
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect.poll(() => search(page)).toBe('?view=week&date=2026-11-28')
  await page.reload()
  await settled(page)
  await expect(pressed(page)).toHaveText('Week')
  await expect
    .poll(() => columns(page))
    .toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ])
  await expect(periodHeading(page)).toHaveText('November 2026')
})

test('a link opens the view and date it names', async ({ page, backend }) => {
  await page.clock.setFixedTime(NOW)
  await page.goto(`${backend.url}/?view=day&date=2027-02-14`)
  await settled(page)
  await expect(pressed(page)).toHaveText('Day')
  await expect(periodHeading(page)).toHaveText('February 14, 2027')
  await page.goto(`${backend.url}/?view=3day&date=2026-12-31`)
  await settled(page)
  await expect.poll(() => columns(page)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02'])
  await page.goto(`${backend.url}/?date=2026-07-04`)
  await settled(page)
  await expect(pressed(page)).toHaveText('Month')
  await expect(periodHeading(page)).toHaveText('July 2026')
})

test('Back and Forward move between the views and dates shown', async ({ page, backend }) => {
  await openCalendar(page, backend)
  await viewButton(page, 'Day').click()
  await expect(periodHeading(page)).toHaveText('November 21, 2026')
  // Each 'next' is a step of its own in the history.
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(periodHeading(page)).toHaveText('November 23, 2026')
  await viewButton(page, 'Week').click()
  await expect(pressed(page)).toHaveText('Week')

  await page.goBack()
  await expect(pressed(page)).toHaveText('Day')
  await expect(periodHeading(page)).toHaveText('November 23, 2026')
  await page.goBack()
  await expect(periodHeading(page)).toHaveText('November 22, 2026')
  await page.goBack()
  await page.goBack()
  // Back at /: the month of today.
  await expect(pressed(page)).toHaveText('Month')
  await expect(periodHeading(page)).toHaveText('November 2026')
  expect(search(page)).toBe('')
  await page.goForward()
  await expect(pressed(page)).toHaveText('Day')
  await expect(periodHeading(page)).toHaveText('November 21, 2026')
  await page.goForward()
  await page.goForward()
  await page.goForward()
  await expect(pressed(page)).toHaveText('Week')
  await expect.poll(() => search(page)).toBe('?view=week&date=2026-11-23')
  // A second 'Today' on today adds no entry: Back leaves today's week.
  await page.getByRole('button', { name: 'Today', exact: true }).click()
  await expect.poll(() => search(page)).toBe('?view=week&date=2026-11-21')
  await page.getByRole('button', { name: 'Today', exact: true }).click()
  await page.goBack()
  await expect.poll(() => search(page)).toBe('?view=week&date=2026-11-23')
})

test('bad values fall back to the month of today, without an error; other paths are still 404', async ({
  page,
  backend,
}) => {
  const errors: ConsoleMessage[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message)
  })
  page.on('pageerror', (error) => errors.push({ text: () => error.message } as ConsoleMessage))
  await page.clock.setFixedTime(NOW)
  for (const query of [
    '?view=nope&date=2026-13-45',
    '?view=week&date=2026-02-30',
    '?date=tomorrow',
  ]) {
    await page.goto(`${backend.url}/${query}`)
    await settled(page)
    // The week's bad date is today: November 2026 either way.
    await expect(periodHeading(page)).toHaveText('November 2026')
    await expect(pressed(page)).toHaveText(query.startsWith('?view=week') ? 'Week' : 'Month')
  }
  await expect(page.getByRole('status').filter({ hasText: 'Error' })).toHaveCount(0)
  expect(errors.map((e) => e.text())).toEqual([])
  await page.goto(`${backend.url}/week?view=week&date=2026-11-26`)
  await expect(page.getByRole('heading', { name: '404', level: 1 })).toBeVisible()
})
