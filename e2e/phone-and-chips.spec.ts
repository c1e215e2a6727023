// Issue 33 on a phone (375 x 812) and in the month: a header under a quarter of the screen, the
// three-day view beside the others (its button on narrow screens only), and month chips that
// stay one line with the whole title in their name and on hover.
// "Now" is Saturday, November 21, 2026, 10:15 local time (NOW in helpers.ts).
import type { Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import {
  eventButton,
  expectNoHorizontalOverflow,
  openCalendar,
  periodHeading,
  seed,
} from './helpers.ts'

const iso = (day: number, hour: number, minute = 0) =>
  new Date(2026, 10, day, hour, minute).toISOString()
const LONG = 'Quarterly planning with the whole product group and the design team'

const threeDays = (page: Page) =>
  page.getByRole('group', { name: 'View' }).getByRole('button', { name: '3 days', exact: true })
const columns = (page: Page) =>
  page
    .getByRole('region', { name: 'Three-day schedule' })
    .locator('[data-day-column]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-date')))

test.describe('a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true })

  test('375px: the header takes under a quarter of the screen; three days, stepping by three', async ({
    page,
    backend,
  }) => {
    await seed3(page, backend)
    const header = await page.locator('header').boundingBox()
    expect(header!.y + header!.height).toBeLessThan(812 / 4)
    await expect(threeDays(page)).toBeInViewport()
    await threeDays(page).tap()
    await expect(threeDays(page)).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => columns(page)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23'])
    await expect(periodHeading(page)).toHaveText('November 2026')
    await expect.poll(() => new URL(page.url()).search).toBe('?view=3day&date=2026-11-21')
    // Each column is a third of the grid, wide enough for a title's words.
    const grid = await page.getByRole('region', { name: 'Three-day schedule' }).boundingBox()
    const sat = await page.locator('[data-day-column][data-date="2026-11-21"]').boundingBox()
    expect(sat!.width).toBeGreaterThan((grid!.width - 48) / 3 - 2)
    await expect(eventButton(page, 'Brunch')).toBeVisible()
    await page.getByRole('button', { name: 'Next', exact: true }).tap()
    await expect.poll(() => columns(page)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26'])
    await page.getByRole('button', { name: 'Previous', exact: true }).tap()
    await page.getByRole('button', { name: 'Previous', exact: true }).tap()
    await expect.poll(() => columns(page)).toEqual(['2026-11-18', '2026-11-19', '2026-11-20'])
    await expectNoHorizontalOverflow(page)
    // The header still fits its quarter in the three days.
    const again = await page.locator('header').boundingBox()
    expect(again!.y + again!.height).toBeLessThan(812 / 4)
  })

  test('375px: a repeating chip drops its repeat icon, its title keeps the room', async ({
    page,
    backend,
  }) => {
    await backend.sql(
      `insert into events (title, start_time, end_time, color, rrule, tzid)
       values ('Standup', '${iso(16, 9)}', '${iso(16, 9, 30)}', '#3b82f6', 'FREQ=WEEKLY;BYDAY=MO',
               '${Intl.DateTimeFormat().resolvedOptions().timeZone}')`,
    )
    await openCalendar(page, backend)
    const title = eventButton(page, 'Standup').first().locator('span').first()
    await expect(title).toBeVisible()
    expect(await title.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('none')
    expect(await title.evaluate((el) => getComputedStyle(el).paddingRight)).toBe('0px')
  })
})

test('1440px: no three-day button; month chips stay one line with the whole title as their name', async ({
  page,
  backend,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await seed3(page, backend)
  await expect(threeDays(page)).toBeHidden()
  const chip = eventButton(page, LONG)
  await expect(chip).toBeVisible()
  // The accessible name is the time and the whole title; the title shows on hover.
  await expect(chip).toHaveAccessibleName(`9:00 AM ${LONG}`)
  await expect(chip).toHaveAttribute('title', LONG)
  // One line: as high as a chip of a short title, and the title cut with an ellipsis.
  const short = await eventButton(page, 'Brunch').boundingBox()
  const long = await chip.boundingBox()
  expect(Math.round(long!.height)).toBe(Math.round(short!.height))
  // The chip is one line box (issue 32: as few boxes as the look allows), cut at its own edge.
  expect(await chip.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis')
  expect(await chip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  // Its row is as high as the rows without it.
  const rows = await page
    .locator('[data-date="2026-11-19"], [data-date="2026-11-26"]')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)))
  expect(rows[0]).toBe(rows[1])
})

async function seed3(page: Page, backend: Backend) {
  await seed(backend, [
    { title: LONG, start: iso(19, 9), end: iso(19, 10) },
    { title: 'Brunch', start: iso(21, 11), end: iso(21, 12), color: '#10b981' },
  ])
  await openCalendar(page, backend)
}
