// The calendar screen of product.md §2: month (default), week and day views, their headings, the
// navigation buttons, the view buttons, hour labels and slot/day clicks.
// "Now" is Saturday, November 21, 2026, 10:15 local time (NOW in helpers.ts).
import { format } from 'date-fns'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
  clickHourSlot,
  dayColumn,
  dialog,
  hourTop,
  openCalendar,
  periodHeading,
  seed,
  settled,
  viewButton,
} from './helpers.ts'

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const HOUR_LABELS = Array.from(
  { length: 24 },
  (_, h) => `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`,
)

const columnDates = (page: Page) =>
  page
    .getByRole('region', { name: /schedule$/ })
    .locator('[data-day-column]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-date')))

async function expectHourLabels(page: Page) {
  const grid = page.getByRole('region', { name: /schedule$/ })
  for (const label of HOUR_LABELS) {
    await expect(grid.getByText(label, { exact: true })).toHaveCount(1)
  }
}

test('§2 Month view (default): heading of the current month, Month pressed', async ({
  page,
  backend,
}) => {
  // The real clock: the app opens on the month it is now.
  await openCalendar(page, backend, null)
  await expect(periodHeading(page)).toHaveText(format(new Date(), 'MMMM yyyy'))
  await expect(viewButton(page, 'Month')).toHaveAttribute('aria-pressed', 'true')
  await expect(viewButton(page, 'Week')).toHaveAttribute('aria-pressed', 'false')
  await expect(viewButton(page, 'Day')).toHaveAttribute('aria-pressed', 'false')
  const today = page.getByRole('button', { name: format(new Date(), 'EEEE, MMMM d, yyyy') })
  await expect(today).toHaveAttribute('aria-current', 'date')
})

test('§2 Month view: whole weeks Sunday to Saturday, headers Sun..Sat, outside days dimmed, today highlighted', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible()
  await expect(periodHeading(page)).toHaveText('November 2026')
  const main = page.getByRole('main')
  for (const [i, name] of WEEKDAYS.entries()) {
    await expect(main.getByText(name, { exact: true })).toHaveCount(1)
    const box = await main.getByText(name, { exact: true }).boundingBox()
    const next = WEEKDAYS[i + 1]
    if (next) {
      const nextBox = await main.getByText(next, { exact: true }).boundingBox()
      expect(nextBox!.x).toBeGreaterThan(box!.x)
    }
  }
  const cells = main.locator('[data-date]')
  const dates = await cells.evaluateAll((els) => els.map((el) => el.getAttribute('data-date')))
  // November 2026: Sunday the 1st to Monday the 30th, so the grid ends on Saturday, December 5.
  expect(dates).toHaveLength(35)
  expect(dates[0]).toBe('2026-11-01')
  expect(dates.at(-1)).toBe('2026-12-05')
  const outside = main.locator('[data-outside]')
  await expect(outside).toHaveCount(5)
  expect(await outside.first().getAttribute('data-date')).toBe('2026-12-01')

  // Dimmed: outside days are drawn in a different (muted) colour and background.
  const look = (date: string) =>
    main.locator(`[data-date="${date}"]`).evaluate((el) => {
      const s = getComputedStyle(el)
      return { color: s.color, background: s.backgroundColor }
    })
  const inside = await look('2026-11-18')
  const dim = await look('2026-12-02')
  expect(dim.color).not.toBe(inside.color)
  expect(dim.background).not.toBe(inside.background)

  // Today: one cell, its day number marked as the current date and filled.
  await expect(main.locator('[data-today]')).toHaveCount(1)
  const today = main.getByRole('button', { name: 'Saturday, November 21, 2026' })
  await expect(today).toHaveAttribute('aria-current', 'date')
  await expect(main.locator('[aria-current="date"]')).toHaveCount(1)
  const other = main.getByRole('button', { name: 'Friday, November 20, 2026' })
  const fill = (l: typeof today) => l.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(await fill(today)).not.toBe(await fill(other))
  expect(await fill(today)).not.toBe('rgba(0, 0, 0, 0)')
})

test("§2 Week view: seven columns from Sunday, today highlighted, heading 'MMMM yyyy', hour labels 'h a'", async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await viewButton(page, 'Week').click()
  await expect(viewButton(page, 'Week')).toHaveAttribute('aria-pressed', 'true')
  await expect(viewButton(page, 'Month')).toHaveAttribute('aria-pressed', 'false')
  await expect(periodHeading(page)).toHaveText('November 2026')
  const grid = page.getByRole('region', { name: 'Week schedule' })
  await expect(grid).toBeVisible()
  expect(await columnDates(page)).toEqual([
    '2026-11-15',
    '2026-11-16',
    '2026-11-17',
    '2026-11-18',
    '2026-11-19',
    '2026-11-20',
    '2026-11-21',
  ])
  for (const name of WEEKDAYS) await expect(grid.getByText(name, { exact: true })).toHaveCount(1)
  await expect(grid.locator('[aria-current="date"]')).toHaveCount(1)
  await expect(grid.locator('[aria-current="date"]')).toContainText('Sat21')
  await expect(grid.locator('[data-today]')).toHaveAttribute('data-date', '2026-11-21')
  const tint = (date: string) =>
    grid.locator(`[data-date="${date}"]`).evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(await tint('2026-11-21')).not.toBe(await tint('2026-11-20'))
  // 24 rows of 60px.
  expect((await dayColumn(page, '2026-11-17').boundingBox())!.height).toBe(24 * 60)
  await expectHourLabels(page)
})

test("§2 Day view: heading 'MMMM d, yyyy', header 'weekday, month day, year', 24 hours labelled 'h a'", async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await viewButton(page, 'Day').click()
  await expect(viewButton(page, 'Day')).toHaveAttribute('aria-pressed', 'true')
  await expect(viewButton(page, 'Week')).toHaveAttribute('aria-pressed', 'false')
  await expect(viewButton(page, 'Month')).toHaveAttribute('aria-pressed', 'false')
  await expect(periodHeading(page)).toHaveText('November 21, 2026')
  const grid = page.getByRole('region', { name: 'Day schedule' })
  await expect(grid.getByRole('heading', { name: 'Saturday, November 21, 2026' })).toBeVisible()
  expect(await columnDates(page)).toEqual(['2026-11-21'])
  await expect(grid.locator('[data-day-column]')).toHaveCount(1)
  expect((await dayColumn(page, '2026-11-21').boundingBox())!.height).toBe(24 * 60)
  await expectHourLabels(page)
})

test('§2 Previous and next move one month in month view, one week in week view, one day in day view', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  const next = page.getByRole('button', { name: 'Next', exact: true })
  const previous = page.getByRole('button', { name: 'Previous', exact: true })

  // Month: November -> December -> January -> back to October.
  await next.click()
  await expect(periodHeading(page)).toHaveText('December 2026')
  await expect(page.getByRole('main').locator('[data-date]').first()).toHaveAttribute(
    'data-date',
    '2026-11-29',
  )
  await next.click()
  await expect(periodHeading(page)).toHaveText('January 2027')
  for (let i = 0; i < 3; i++) await previous.click()
  await expect(periodHeading(page)).toHaveText('October 2026')
  await page.getByRole('button', { name: 'Today', exact: true }).click()

  // Week: the columns move by seven days; the heading follows the selected date.
  await viewButton(page, 'Week').click()
  await next.click()
  expect((await columnDates(page))[0]).toBe('2026-11-22')
  await expect(periodHeading(page)).toHaveText('November 2026')
  await next.click()
  await expect(periodHeading(page)).toHaveText('December 2026')
  expect(await columnDates(page)).toEqual([
    '2026-11-29',
    '2026-11-30',
    '2026-12-01',
    '2026-12-02',
    '2026-12-03',
    '2026-12-04',
    '2026-12-05',
  ])
  for (let i = 0; i < 3; i++) await previous.click()
  await expect(periodHeading(page)).toHaveText('November 2026')
  expect((await columnDates(page))[0]).toBe('2026-11-08')

  // Day: one day each way, from the selected date (Saturday, November 14, 2026).
  await viewButton(page, 'Day').click()
  const grid = page.getByRole('region', { name: 'Day schedule' })
  await expect(periodHeading(page)).toHaveText('November 14, 2026')
  await next.click()
  await expect(periodHeading(page)).toHaveText('November 15, 2026')
  await expect(grid.getByRole('heading', { name: 'Sunday, November 15, 2026' })).toBeVisible()
  await previous.click()
  await previous.click()
  await expect(periodHeading(page)).toHaveText('November 13, 2026')
  await expect(grid.getByRole('heading', { name: 'Friday, November 13, 2026' })).toBeVisible()
})

test("§2 'Today' jumps the selected date back to the current date in every view", async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  const next = page.getByRole('button', { name: 'Next', exact: true })
  const todayButton = page.getByRole('button', { name: 'Today', exact: true })
  await next.click()
  await next.click()
  await expect(periodHeading(page)).toHaveText('January 2027')
  await todayButton.click()
  await expect(periodHeading(page)).toHaveText('November 2026')

  await viewButton(page, 'Day').click()
  await page.getByRole('button', { name: 'Previous', exact: true }).click()
  await expect(periodHeading(page)).toHaveText('November 20, 2026')
  await todayButton.click()
  await expect(periodHeading(page)).toHaveText('November 21, 2026')

  await viewButton(page, 'Week').click()
  await page.getByRole('button', { name: 'Previous', exact: true }).click()
  expect((await columnDates(page))[0]).toBe('2026-11-08')
  await todayButton.click()
  expect((await columnDates(page))[0]).toBe('2026-11-15')
})

test("§2 Day view: clicking an hour slot opens 'New Event' with that date and hour", async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await viewButton(page, 'Day').click()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await clickHourSlot(page, '2026-11-22', 14)
  const d = dialog(page)
  await expect(d.root.getByRole('heading', { name: 'New Event' })).toBeVisible()
  await expect(d.start).toHaveValue('2026-11-22T14:00')
  await expect(d.end).toHaveValue('2026-11-22T15:00')
  await d.cancel.click()
  await clickHourSlot(page, '2026-11-22', 0)
  await expect(d.start).toHaveValue('2026-11-22T00:00')
  await d.cancel.click()
  await clickHourSlot(page, '2026-11-22', 23)
  await expect(d.start).toHaveValue('2026-11-22T23:00')
  await expect(d.end).toHaveValue('2026-11-23T00:00')
})

test('the hour under the mouse is lit, not while it is over a block, and out once it leaves', async ({
  page,
  backend,
}) => {
  await seed(backend, [
    { title: 'Review', start: '2026-11-17T13:00:00Z', end: '2026-11-17T14:00:00Z' },
  ])
  await openCalendar(page, backend)
  await viewButton(page, 'Week').click()
  await settled(page)
  const column = dayColumn(page, '2026-11-17')
  const lit = column.locator('[data-slot-highlight]')
  await expect(lit).toBeHidden()
  const box = (await column.boundingBox())!
  await column.hover({ position: { x: box.width / 2, y: 9 * 60 + 20 } })
  await expect(lit).toBeVisible()
  const at = (await lit.boundingBox())!
  expect(Math.round(at.y - (await hourTop(page, '2026-11-17', 9)))).toBe(0)
  expect(Math.round(at.height)).toBe(60)
  expect(Math.round(at.width)).toBe(Math.round(box.width) - 1)
  // The next hour down moves it; leaving the column puts it out.
  await column.hover({ position: { x: box.width / 2, y: 10 * 60 + 59 } })
  expect(Math.round((await lit.boundingBox())!.y - (await hourTop(page, '2026-11-17', 10)))).toBe(0)
  // Over a block, the block shows its own hover.
  await column.getByRole('button', { name: /Review/ }).hover()
  await expect(lit).toBeHidden()
  await column.hover({ position: { x: box.width / 2, y: 9 * 60 + 20 } })
  await expect(lit).toBeVisible()
  await page.getByRole('heading', { level: 2 }).first().hover()
  await expect(lit).toBeHidden()
})

test("§2 Week view: clicking a slot opens 'New Event' with that date and hour", async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await viewButton(page, 'Week').click()
  await clickHourSlot(page, '2026-11-17', 9)
  const d = dialog(page)
  await expect(d.root.getByRole('heading', { name: 'New Event' })).toBeVisible()
  await expect(d.start).toHaveValue('2026-11-17T09:00')
  await expect(d.end).toHaveValue('2026-11-17T10:00')
  await d.title.fill('Planning')
  await d.save.click()
  await expect(d.root).toBeHidden()
  await settled(page)
  const block = page.locator('[data-date="2026-11-17"]').getByRole('button', { name: /Planning/ })
  await expect(block).toBeVisible()
  // 60px per hour: the block starts at the 9 o'clock line.
  const nine = await hourTop(page, '2026-11-17', 9)
  const blockBox = await block.boundingBox()
  expect(Math.abs(blockBox!.y - nine)).toBeLessThanOrEqual(2)
  expect(blockBox!.height).toBeGreaterThanOrEqual(55)
})

test("§2 Month view: clicking a day opens 'New Event' for that day at the current hour", async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Thursday, November 26, 2026' }).click()
  const d = dialog(page)
  await expect(d.root.getByRole('heading', { name: 'New Event' })).toBeVisible()
  await expect(d.start).toHaveValue('2026-11-26T10:00')
  await expect(d.end).toHaveValue('2026-11-26T11:00')
  await d.cancel.click()
  // Anywhere in the cell, including a dimmed outside day.
  await main.locator('[data-date="2026-12-03"]').click({ position: { x: 10, y: 60 } })
  await expect(d.start).toHaveValue('2026-12-03T10:00')
})
