// The keyboard alone (docs/product.md, "Direct manipulation and keyboard"): the grids are one
// tab stop each, the arrow keys, Home/End and PageUp/PageDown move in them (into the next
// period too), Enter opens New Event there; then the event made is moved, resized, opened,
// deleted and restored without the mouse, each step checked in the database.
import type { Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import { dialog, expectToast, openCalendar, periodHeading, rows, settled } from './helpers.ts'

test.use({ timezoneId: 'America/New_York' })

/** Tab until the focus is on `selector` (the grid's one tab stop); fails after 40 presses. */
async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return
  }
  throw new Error(`Tab never reached ${selector}`)
}

const times = async (backend: Backend) =>
  (await rows(backend)).map((row) => [row.title, row.start_time, row.end_time])

test('month grid: one tab stop, arrows and PageDown move the day, Enter opens New Event', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await tabTo(page, '[data-day]')
  // The tab stop is today, Saturday November 21.
  await expect(page.locator('[data-day="2026-11-21"]')).toBeFocused()
  await expect(page.locator('[data-day][tabindex="0"]')).toHaveCount(1)
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('[data-day="2026-11-22"]')).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('End')
  await expect(page.locator('[data-day="2026-11-21"]')).toBeFocused()
  await page.keyboard.press('PageDown')
  await expect(periodHeading(page)).toHaveText('December 2026')
  await expect(page.locator('[data-day="2026-12-21"]')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(periodHeading(page)).toHaveText('January 2027')
  await expect(page.locator('[data-day="2027-01-04"]')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'New Event' })).toBeVisible()
  await expect(dialog(page).start).toHaveValue(/^2027-01-04T/)
  await page.keyboard.press('Escape')
  // Back on the day it was opened from.
  await expect(page.locator('[data-day="2027-01-04"]')).toBeFocused()
})

test('week grid with the keyboard alone: create, move, resize, open, delete, undo', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await page.keyboard.press('w')
  await settled(page)
  await tabTo(page, '[data-grid-slot]')
  // Opens on today (Saturday) at the current hour: 10:15 UTC is 5:15 AM in New York.
  await expect(page.locator(':focus')).toHaveAccessibleName('Saturday, November 21, 5:00 AM')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowLeft')
  await expect(page.locator(':focus')).toHaveAccessibleName('Friday, November 20, 6:00 AM')
  await page.keyboard.press('Enter')
  const form = dialog(page)
  await expect(form.start).toHaveValue('2026-11-20T06:00')
  await expect(form.end).toHaveValue('2026-11-20T07:00')
  await page.keyboard.type('Plan')
  await page.keyboard.press('Enter')
  await expectToast(page, 'Success', 'Event created successfully')
  await expect
    .poll(() => times(backend))
    .toEqual([['Plan', '2026-11-20T11:00:00Z', '2026-11-20T12:00:00Z']])
  await settled(page)
  // The dialog gave the focus back to the slot; the event is the next stop.
  await expect(page.locator(':focus')).toHaveAttribute('data-grid-slot', '2026-11-20T06:00')
  await page.keyboard.press('Tab')
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Plan /)

  await page.keyboard.press('Alt+ArrowDown')
  await expect
    .poll(() => times(backend))
    .toEqual([['Plan', '2026-11-20T11:15:00Z', '2026-11-20T12:15:00Z']])
  await page.keyboard.press('Alt+Shift+ArrowDown')
  await expect
    .poll(() => times(backend))
    .toEqual([['Plan', '2026-11-20T11:15:00Z', '2026-11-20T12:30:00Z']])
  await settled(page)
  await page.keyboard.press('Enter')
  await expect(form.start).toHaveValue('2026-11-20T06:15')
  await expect(form.end).toHaveValue('2026-11-20T07:30')
  await page.keyboard.press('Escape')
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Plan /)

  const before = await rows(backend)
  await page.keyboard.press('Delete')
  await expectToast(page, 'Success', 'Event deleted successfully')
  await expect.poll(() => rows(backend)).toEqual([])
  // F8 is the notifications region's key (Radix Toast); Tab goes to the toast, then its 'Undo'.
  await page.keyboard.press('F8')
  await page.keyboard.press('Tab')
  await expect(page.locator(':focus')).toContainText('Event deleted successfully')
  await page.keyboard.press('Tab')
  await expect(page.locator(':focus')).toHaveText('Undo')
  await page.keyboard.press('Enter')
  await expectToast(page, 'Success', 'Event restored')
  await expect.poll(() => rows(backend)).toEqual(before)
})

test('the time grid moves into the next week from its last day', async ({ page, backend }) => {
  await openCalendar(page, backend)
  await page.keyboard.press('w')
  await tabTo(page, '[data-grid-slot]')
  await page.keyboard.press('ArrowRight')
  await expect(periodHeading(page)).toHaveText('November 2026')
  await expect(page.locator(':focus')).toHaveAccessibleName('Sunday, November 22, 5:00 AM')
  await page.keyboard.press('Control+End')
  await expect(page.locator(':focus')).toHaveAccessibleName('Sunday, November 22, 11:30 PM')
  await page.keyboard.press('PageUp')
  await expect(page.locator(':focus')).toHaveAccessibleName('Sunday, November 15, 11:30 PM')
})
