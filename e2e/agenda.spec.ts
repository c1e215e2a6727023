// The agenda (docs/product.md §10): events from the selected day on under 'EEEE, MMMM d'
// headings, days without events left out, further days loaded as the list scrolls, 'No events'
// when there are none; in light and dark, axe-clean.
import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import {
  dialog,
  expectNoHorizontalOverflow,
  openCalendar,
  periodHeading,
  seed,
  settled,
  viewButton,
  SCREENSHOT_DIR,
  type SeedEvent,
} from './helpers.ts'

const at = (day: number, hour: number, month = 11, year = 2026) =>
  new Date(year, month - 1, day, hour).toISOString()

/** Three events a day, Monday to Friday, from November 23 to December 18: a long first page. */
function busyWeeks(): SeedEvent[] {
  const events: SeedEvent[] = []
  for (let d = new Date(2026, 10, 23); d < new Date(2026, 11, 19); d.setDate(d.getDate() + 1)) {
    if (d.getDay() === 0 || d.getDay() === 6) continue
    for (const hour of [9, 13, 16]) {
      const start = new Date(d.getFullYear(), d.getMonth(), d.getDate(), hour)
      events.push({
        title: `Work ${d.getMonth() + 1}/${d.getDate()} ${hour}`,
        start: start.toISOString(),
        end: new Date(start.getTime() + 45 * 60_000).toISOString(),
      })
    }
  }
  return events
}

const headings = (page: Page) =>
  page.getByRole('region', { name: 'Agenda' }).getByRole('heading', { level: 3 }).allTextContents()

test('the agenda lists the coming days, loads more as it scrolls, and opens an event', async ({
  page,
  backend,
}) => {
  await seed(backend, [
    { title: 'Yesterday', start: at(20, 9), end: at(20, 10) },
    { title: 'Brunch', start: at(21, 11), end: at(21, 12, 11) },
    { title: 'Trip', start: at(21, 18), end: at(23, 9) },
    {
      title: 'Conference',
      start: '2026-11-25T00:00:00Z',
      end: '2026-11-27T00:00:00Z',
      allDay: true,
    },
    ...busyWeeks(),
    { title: 'Year end', start: at(30, 19, 12), end: at(30, 23, 12) },
    { title: 'Far away', start: at(10, 9, 2, 2027), end: at(10, 10, 2, 2027) },
  ])
  await openCalendar(page, backend)
  await viewButton(page, 'Agenda').click()
  await settled(page)
  await expect(viewButton(page, 'Agenda')).toHaveAttribute('aria-pressed', 'true')
  await expect(periodHeading(page)).toHaveText('November 21, 2026')

  const agenda = page.getByRole('region', { name: 'Agenda' })
  // From the selected day on: yesterday is not listed; Sunday the 22nd only for the trip.
  expect((await headings(page)).slice(0, 4)).toEqual([
    'Saturday, November 21',
    'Sunday, November 22',
    'Monday, November 23',
    'Tuesday, November 24',
  ])
  await expect(agenda.getByText('Yesterday')).toHaveCount(0)
  const first = agenda.locator('[data-date="2026-11-21"] button')
  await expect(first).toHaveText(['11:00 AM – 12:00 PM Brunch', 'From 6:00 PM Trip'])
  await expect(agenda.locator('[data-date="2026-11-22"] button')).toHaveText(['All day Trip'])
  await expect(agenda.locator('[data-date="2026-11-23"] button').first()).toHaveText(
    'Until 9:00 AM Trip',
  )
  await expect(agenda.locator('[data-date="2026-11-26"] button').first()).toHaveText(
    'All day Conference',
  )
  await page.screenshot({ path: `${SCREENSHOT_DIR}/agenda-1440.png` })

  // December 30 is on the second page: not read until the list is scrolled to its end.
  await expect(agenda.getByText('Year end')).toHaveCount(0)
  await agenda.evaluate((el) => el.scrollTo(0, el.scrollHeight))
  await expect(agenda.locator('[data-date="2026-12-30"] button')).toHaveText(
    '7:00 PM – 11:00 PM Year end',
  )
  // ...and February, two pages further, as the scrolling goes on.
  await agenda.evaluate((el) => el.scrollTo(0, el.scrollHeight))
  await expect(agenda.getByRole('heading', { name: 'Wednesday, February 10' })).toBeVisible()

  await agenda.getByRole('button', { name: /Year end/ }).click()
  await expect(page.getByRole('dialog', { name: 'Edit Event' })).toBeVisible()
  await expect(dialog(page).title).toHaveValue('Year end')
})

test("the agenda says 'No events' when there are none; 'Next' moves it 30 days", async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await viewButton(page, 'Agenda').click()
  await settled(page)
  await expect(page.getByRole('region', { name: 'Agenda' })).toHaveText('No events')
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(periodHeading(page)).toHaveText('December 21, 2026')
})

for (const theme of ['light', 'dark'] as const) {
  test(`a11y ${theme}: the agenda`, async ({ page, backend }) => {
    await page.emulateMedia({ colorScheme: theme })
    await seed(backend, [
      { title: 'Brunch', start: at(21, 11), end: at(21, 12) },
      { title: 'Standup', start: at(23, 9), end: at(23, 10), color: '#ef4444' },
    ])
    await openCalendar(page, backend)
    await viewButton(page, 'Agenda').click()
    await settled(page)
    await expect(page.getByRole('region', { name: 'Agenda' }).getByText('Standup')).toBeVisible()
    await expectNoViolations(page, `agenda (${theme})`)
    // The light agenda is drawn by the first test, with more in it.
    if (theme === 'dark') await page.screenshot({ path: `${SCREENSHOT_DIR}/agenda-1440-dark.png` })
  })
}

test.describe('375px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the agenda fits a phone: no sideways scrolling, long titles cut', async ({
    page,
    backend,
  }) => {
    await seed(backend, [
      {
        title: 'A very long title that goes on and on past the edge',
        start: at(21, 11),
        end: at(21, 12),
      },
      { title: 'Trip', start: at(21, 18), end: at(23, 9) },
    ])
    await openCalendar(page, backend)
    await viewButton(page, 'Agenda').click()
    await settled(page)
    await expect(page.getByRole('region', { name: 'Agenda' }).getByText('Trip')).toHaveCount(3)
    await expectNoHorizontalOverflow(page)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/agenda-375.png` })
  })
})
