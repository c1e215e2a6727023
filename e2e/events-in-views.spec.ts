// Events as each view draws them (product.md §2): month chips 'h:mm a' plus title, at most 3 then
// '+N more'; blocks in the week and day grids; a click on any of them opens it for editing.
import { expect, test } from './fixtures.ts'
import { dialog, eventButton, openCalendar, seed, viewButton } from './helpers.ts'

const iso = (day: number, hour: number, minute = 0) =>
  new Date(2026, 10, day, hour, minute).toISOString()

test("§2 Month view: at most 3 events per day as 'h:mm a' plus title, then '+N more'", async ({
  page,
  backend,
}) => {
  // Inserted out of order: the cell shows the three earliest, ordered by start time.
  await seed(backend, [
    { title: 'Five', start: iso(12, 17), end: iso(12, 18) },
    { title: 'Two', start: iso(12, 9, 30), end: iso(12, 10) },
    { title: 'Four', start: iso(12, 15, 45), end: iso(12, 16) },
    { title: 'One', start: iso(12, 8), end: iso(12, 9) },
    { title: 'Three', start: iso(12, 13, 5), end: iso(12, 14) },
    { title: 'Elsewhere', start: iso(13, 8), end: iso(13, 9) },
  ])
  await openCalendar(page, backend)
  const cell = page.locator('[data-date="2026-11-12"]')
  const chips = cell.locator('[data-event-id]')
  await expect(chips).toHaveCount(3)
  await expect(chips.nth(0)).toHaveAccessibleName('8:00 AM One')
  await expect(chips.nth(1)).toHaveAccessibleName('9:30 AM Two')
  await expect(chips.nth(2)).toHaveAccessibleName('1:05 PM Three')
  await expect(cell.getByText('+2 more', { exact: true })).toBeVisible()
  await expect(cell.getByText('Four')).toHaveCount(0)
  // Exactly three: no '+N more'.
  const other = page.locator('[data-date="2026-11-13"]')
  await expect(other.locator('[data-event-id]')).toHaveCount(1)
  await expect(other.getByText(/more$/)).toHaveCount(0)
})

test("§2 Month view: exactly 3 events show no '+N more'; a 4th gives '+1 more'", async ({
  page,
  backend,
}) => {
  await seed(backend, [
    { title: 'Alpha', start: iso(3, 8), end: iso(3, 9) },
    { title: 'Bravo', start: iso(3, 9), end: iso(3, 10) },
    { title: 'Charlie', start: iso(3, 10), end: iso(3, 11) },
    { title: 'Delta', start: iso(4, 10), end: iso(4, 11) },
  ])
  await openCalendar(page, backend)
  const cell = page.locator('[data-date="2026-11-03"]')
  await expect(cell.locator('[data-event-id]')).toHaveCount(3)
  await expect(cell.getByText(/more$/)).toHaveCount(0)
  // Moving Delta onto the 3rd through the dialog makes four.
  await eventButton(page, 'Delta').click()
  const d = dialog(page)
  await d.start.fill('2026-11-03T12:00')
  await d.end.fill('2026-11-03T13:00')
  await d.save.click()
  await expect(cell.getByText('+1 more', { exact: true })).toBeVisible()
  await expect(cell.locator('[data-event-id]')).toHaveCount(3)
})

test('§2 Month view: clicking an event opens it for editing', async ({ page, backend }) => {
  await seed(backend, [
    {
      title: 'Piano',
      start: iso(24, 18),
      end: iso(24, 19),
      description: 'Scales',
      color: '#8b5cf6',
    },
  ])
  await openCalendar(page, backend)
  await eventButton(page, '6:00 PM Piano').click()
  const d = dialog(page)
  await expect(d.root.getByRole('heading', { name: 'Edit Event' })).toBeVisible()
  await expect(d.title).toHaveValue('Piano')
  await expect(d.description).toHaveValue('Scales')
  await expect(d.start).toHaveValue('2026-11-24T18:00')
  await expect(d.end).toHaveValue('2026-11-24T19:00')
  await expect(d.color('Violet')).toBeChecked()
  await expect(d.remove).toBeVisible()
})

test('closing the dialog gives focus back to what opened it: an event, New Event', async ({
  page,
  backend,
}) => {
  await seed(backend, [{ title: 'Piano', start: iso(24, 18), end: iso(24, 19) }])
  await openCalendar(page, backend)
  const chip = eventButton(page, '6:00 PM Piano')
  await chip.focus()
  await page.keyboard.press('Enter')
  const d = dialog(page)
  await expect(d.title).toHaveValue('Piano')
  await page.keyboard.press('Escape')
  await expect(d.root).toBeHidden()
  await expect(chip).toBeFocused()

  const newEvent = page.getByRole('button', { name: 'New Event' })
  await newEvent.click()
  await expect(d.root.getByRole('heading', { name: 'New Event' })).toBeVisible()
  await d.root.getByRole('button', { name: 'Cancel' }).click()
  await expect(d.root).toBeHidden()
  await expect(newEvent).toBeFocused()
})

test('§2 Week view: clicking an event opens it for editing', async ({ page, backend }) => {
  await seed(backend, [{ title: 'Yoga', start: iso(19, 7), end: iso(19, 8, 30) }])
  await openCalendar(page, backend)
  await viewButton(page, 'Week').click()
  const block = page.locator('[data-date="2026-11-19"]').getByRole('button', { name: /Yoga/ })
  // The block is drawn on the grid's canvas; its button is named by what it shows.
  await expect(block).toHaveAccessibleName('Yoga 7:00 AM – 8:30 AM')
  const box = await block.boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(85)
  await block.click()
  const d = dialog(page)
  await expect(d.root.getByRole('heading', { name: 'Edit Event' })).toBeVisible()
  await expect(d.title).toHaveValue('Yoga')
  await expect(d.start).toHaveValue('2026-11-19T07:00')
  await expect(d.end).toHaveValue('2026-11-19T08:30')
})

test('§2 Day view: clicking an event opens it for editing; short events keep a 30px minimum', async ({
  page,
  backend,
}) => {
  await seed(backend, [
    { title: 'Call', start: iso(21, 11), end: iso(21, 11, 5) },
    { title: 'Tomorrow', start: iso(22, 11), end: iso(22, 12) },
  ])
  await openCalendar(page, backend)
  await viewButton(page, 'Day').click()
  const block = page.getByRole('region', { name: 'Day schedule' }).getByRole('button', {
    name: /Call/,
  })
  const box = await block.boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(29)
  await expect(eventButton(page, 'Tomorrow')).toHaveCount(0)
  await block.click()
  const d = dialog(page)
  await expect(d.root.getByRole('heading', { name: 'Edit Event' })).toBeVisible()
  await expect(d.title).toHaveValue('Call')
  await expect(d.end).toHaveValue('2026-11-21T11:05')
})
