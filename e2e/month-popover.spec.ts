// Crowded days in month view (docs/decisions.md, "Overlapping events"): '+N more' opens a popover
// listing every event of the day (each opens the edit dialog), by mouse and by keyboard; a click
// elsewhere in the cell still creates; an event of several days shows on each day it covers, first.
// The browser runs in New York and every instant carries its offset, so the host's zone does not
// matter.
import { expect, test } from './fixtures.ts'
import { dialog, SCREENSHOT_DIR, seed, settled } from './helpers.ts'

test.use({ timezoneId: 'America/New_York' })

const est = (day: number, hour: number, minute = 0) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00-05:00`

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(est(21, 10, 15)))
})

const DAY = [
  { title: 'Trip', start: est(11, 18), end: est(12, 12) }, // from the day before: listed first
  { title: 'Breakfast', start: est(12, 8), end: est(12, 9) },
  { title: 'Standup', start: est(12, 9, 30), end: est(12, 9, 45) },
  { title: 'Review', start: est(12, 13, 5), end: est(12, 14) },
  { title: 'Gym', start: est(12, 17), end: est(12, 18) },
  { title: 'Dinner', start: est(12, 19, 30), end: est(12, 21) },
]
const LISTED = [
  '6:00 PM Trip',
  '8:00 AM Breakfast',
  '9:30 AM Standup',
  '1:05 PM Review',
  '5:00 PM Gym',
  '7:30 PM Dinner',
]

test("'+N more' opens a popover listing every event of the day; each opens the edit dialog", async ({
  page,
  backend,
}) => {
  await seed(backend, DAY)
  await page.goto(backend.url)
  await settled(page)
  const cell = page.locator('[data-date="2026-11-12"]')
  await expect(cell.locator('[data-event-id]')).toHaveCount(3)
  const more = cell.getByRole('button', { name: '+3 more' })
  await more.click()
  const list = page.getByRole('dialog', { name: 'Thursday, November 12' })
  await expect(list.getByRole('button')).toHaveText(LISTED)
  // Anchored to the button: just below it (or above, near the bottom of the screen).
  const b = (await more.boundingBox())!
  const l = (await list.boundingBox())!
  const gap = Math.min(Math.abs(l.y - (b.y + b.height)), Math.abs(b.y - (l.y + l.height)))
  expect(gap).toBeLessThanOrEqual(8)
  expect(l.x + l.width).toBeGreaterThan(b.x)
  expect(l.x).toBeLessThan(b.x + b.width)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/month-more-popover.png` })
  // Nothing else opened: not 'New Event'.
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await list.getByRole('button', { name: '5:00 PM Gym' }).click()
  await expect(list).toBeHidden()
  const d = dialog(page)
  await expect(d.root.getByRole('heading', { name: 'Edit Event' })).toBeVisible()
  await expect(d.title).toHaveValue('Gym')
  await expect(d.start).toHaveValue('2026-11-12T17:00')
})

test("'+N more' is reached, opened and closed with the keyboard; Escape gives focus back", async ({
  page,
  backend,
}) => {
  await seed(backend, DAY)
  await page.goto(backend.url)
  await settled(page)
  const cell = page.locator('[data-date="2026-11-12"]')
  const more = cell.getByRole('button', { name: '+3 more' })
  // Tab from the cell's last event chip reaches it.
  await cell.locator('[data-event-id]').last().focus()
  await page.keyboard.press('Tab')
  await expect(more).toBeFocused()
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Enter')
  const list = page.getByRole('dialog', { name: 'Thursday, November 12' })
  await expect(list).toBeVisible()
  await expect(more).toHaveAttribute('aria-expanded', 'true')
  await expect(list.getByRole('button').first()).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(list.getByRole('button', { name: '8:00 AM Breakfast' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await expect(more).toBeFocused()
  // Space opens it too, and Enter on an item opens that event.
  await page.keyboard.press('Space')
  await expect(list).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(dialog(page).title).toHaveValue('Standup')
  // Closing the dialog gives focus back to the '+N', where the keyboard user left off.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(more).toBeFocused()
})

test("a click elsewhere in the cell still opens 'New Event' for that day", async ({
  page,
  backend,
}) => {
  await seed(backend, DAY)
  await page.goto(backend.url)
  await settled(page)
  const cell = page.locator('[data-date="2026-11-12"]')
  const more = cell.getByRole('button', { name: '+3 more' })
  await more.click()
  await expect(page.getByRole('dialog', { name: 'Thursday, November 12' })).toBeVisible()
  await more.click() // closes it again
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The empty space at the bottom of the cell.
  const box = (await cell.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 4)
  const d = dialog(page)
  await expect(d.root.getByRole('heading', { name: 'New Event' })).toBeVisible()
  await expect(d.start).toHaveValue('2026-11-12T10:00')
})

test('an event across midnight shows on each day, first; one of a day or more is one bar', async ({
  page,
  backend,
}) => {
  const [, night, trip] = await seed(backend, [
    { title: 'Early', start: est(11, 7), end: est(11, 8) },
    // Under 24 hours: a chip on each of its days, saying where it goes on.
    { title: 'Night shift', start: est(11, 18), end: est(12, 12) },
    // 42 hours, Wednesday to Friday: one bar across the three days of the week row.
    { title: 'Trip', start: est(11, 18, 30), end: est(13, 12, 30) },
    { title: 'Early too', start: est(12, 0, 30), end: est(12, 1) },
  ])
  await page.goto(backend.url)
  await settled(page)
  const cellEvents = (date: string) => page.locator(`[data-date="${date}"] [data-event-id]`)
  await expect(cellEvents('2026-11-11').first()).toHaveAccessibleName('7:00 AM Early')
  await expect(cellEvents('2026-11-12').first()).toHaveAttribute('data-event-id', night!)
  const chip = (date: string) => page.locator(`[data-date="${date}"] [data-event-id="${night}"]`)
  await expect(chip('2026-11-11')).toHaveAccessibleDescription('Continues into the next day')
  await expect(chip('2026-11-12')).toHaveAccessibleDescription('Continues from the previous day')
  await expect(cellEvents('2026-11-13')).toHaveCount(0)

  const bar = page.locator(`[data-bar][data-event-id="${trip}"]`)
  await expect(bar).toHaveCount(1)
  await expect(bar).toHaveAttribute('data-first', '2026-11-11')
  await expect(bar).toHaveAttribute('data-last', '2026-11-13')
  await expect(bar).toHaveAccessibleName('6:30 PM Trip')
  // It lies over the first row of each of its days, and takes the clicks there.
  const box = (await bar.boundingBox())!
  const wednesday = (await page.locator('[data-date="2026-11-11"]').boundingBox())!
  const friday = (await page.locator('[data-date="2026-11-13"]').boundingBox())!
  expect(box.x).toBeLessThan(wednesday.x + 8)
  expect(box.x + box.width).toBeGreaterThan(friday.x + friday.width - 8)
  await bar.click()
  await expect(dialog(page).title).toHaveValue('Trip')
})
