// A phone (375 x 812): the month view and the dialog are usable and the page never scrolls
// sideways (docs/decisions.md, "Phones").
import { expect, test } from './fixtures.ts'
import {
  dialog,
  eventButton,
  expectNoHorizontalOverflow,
  expectToast,
  openCalendar,
  periodHeading,
  seed,
  viewButton,
} from './helpers.ts'

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true })

const iso = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString()

test('375px: the month view fits, all seven days are on screen, and a day tap creates an event', async ({
  page,
  backend,
}) => {
  await seed(backend, [
    {
      title: 'A very long event title that must be cut with an ellipsis, never break the grid',
      start: iso(18, 9),
      end: iso(18, 10),
    },
  ])
  await openCalendar(page, backend)
  await expectNoHorizontalOverflow(page)
  for (const control of ['Today', 'Previous', 'Next', 'New Event', 'Day', 'Week', 'Month']) {
    const button = page.getByRole('button', { name: control, exact: true })
    await expect(button).toBeInViewport()
  }
  await expect(periodHeading(page)).toBeInViewport()
  // Every column is on screen: Sunday the 15th to Saturday the 21st.
  for (const d of [15, 16, 17, 18, 19, 20, 21]) {
    const day = page.getByRole('button', { name: new RegExp(`November ${d}, 2026`) })
    await expect(day).toBeInViewport()
  }
  // The long title stays inside its cell.
  const cell = await page.locator('[data-date="2026-11-18"]').boundingBox()
  const chip = await eventButton(page, 'A very long event title').boundingBox()
  expect(chip!.x + chip!.width).toBeLessThanOrEqual(cell!.x + cell!.width + 1)

  await page.getByRole('button', { name: 'Tuesday, November 24, 2026' }).tap()
  const d = dialog(page)
  await expect(d.root).toBeInViewport({ ratio: 1 })
  await expect(d.start).toHaveValue('2026-11-24T10:00')
  await expectNoHorizontalOverflow(page)
  for (const part of [d.title, d.description, d.start, d.end, d.save, d.cancel]) {
    await expect(part).toBeInViewport()
  }
  await d.title.fill('Phone event')
  await d.color('Pink').tap()
  await d.save.tap()
  await expectToast(page, 'Success', 'Event created successfully')
  await expect(eventButton(page, 'Phone event')).toBeVisible()
  await expectNoHorizontalOverflow(page)
})

test('375px: editing opens a dialog that fits the screen, Delete included', async ({
  page,
  backend,
}) => {
  await seed(backend, [{ title: 'Dentist', start: iso(12, 15), end: iso(12, 16) }])
  await openCalendar(page, backend)
  await eventButton(page, 'Dentist').tap()
  const d = dialog(page)
  await expect(d.root.getByRole('heading', { name: 'Edit Event' })).toBeVisible()
  const box = await d.root.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(375)
  for (const part of [d.remove, d.cancel, d.save]) await expect(part).toBeInViewport()
  await expectNoHorizontalOverflow(page)
  await d.remove.tap()
  await expectToast(page, 'Success', 'Event deleted successfully')
})

test('375px: week and day views do not scroll the page sideways', async ({ page, backend }) => {
  await openCalendar(page, backend)
  await viewButton(page, 'Week').tap()
  await expect(page.getByRole('region', { name: 'Week schedule' })).toBeVisible()
  await expectNoHorizontalOverflow(page)
  const saturday = page.locator('[data-date="2026-11-21"]')
  await expect(saturday).toBeInViewport()
  await viewButton(page, 'Day').tap()
  await expect(page.getByRole('region', { name: 'Day schedule' })).toBeVisible()
  await expectNoHorizontalOverflow(page)
})
