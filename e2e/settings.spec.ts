// Settings (issue 27; decisions.md "Calendars and settings"): 'Settings' in the 'More' menu,
// each choice applied at once to every view, kept over a reload, followed by another tab; a
// time zone that is not an IANA zone gets a message beside the field and changes nothing.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectToast, openCalendar, seed, settled, viewButton } from './helpers.ts'

const iso = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString()

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'More', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await expect(dialog).toBeVisible()
  return dialog
}

// CSS, not roles: under the open (modal) dialog the calendar is hidden from the accessibility
// tree, and the changes are checked there. The month grid's, not the sidebar's mini month.
const columnHeaders = (page: Page) => page.locator('main [role="columnheader"]')
const standup = (page: Page) => page.locator('main [data-event-id]', { hasText: 'Standup' })
const weekColumns = (page: Page) => page.getByTestId('time-grid').locator('[data-date]')

test.beforeEach(async ({ backend }) => {
  // Wednesday November 18, 1:00 PM to 2:00 PM, in the week of the fixed now (Saturday 21).
  await seed(backend, [{ title: 'Standup', start: iso(18, 13), end: iso(18, 14) }])
})

test('the defaults are the spec: Sunday first, 1:00 PM, weekends shown', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await expect(columnHeaders(page).first()).toHaveAttribute('aria-label', 'Sunday')
  await expect(columnHeaders(page)).toHaveCount(7)
  await expect(standup(page)).toContainText('1:00 PM')
  const dialog = await openSettings(page)
  await expect(dialog.getByLabel('Week starts on')).toHaveValue('0')
  await expect(dialog.getByRole('radio', { name: '1:00 PM' })).toBeChecked()
  await expect(dialog.getByLabel('Time zone')).toHaveAttribute('placeholder', /^Device \(.+\)$/)
  await expect(dialog.getByRole('switch', { name: 'Show weekends' })).toBeChecked()
})

test('each setting changes every view at once, and survives a reload', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  const dialog = await openSettings(page)
  await dialog.getByLabel('Week starts on').selectOption('Monday')
  await dialog.getByRole('radio', { name: '13:00' }).click()
  // Applied under the open dialog, no Save.
  await expect(columnHeaders(page).first()).toHaveAttribute('aria-label', 'Monday')
  await expect(standup(page)).toContainText('13:00')
  await dialog.getByRole('switch', { name: 'Show weekends' }).uncheck()
  await expect(columnHeaders(page)).toHaveCount(5)
  await expect(columnHeaders(page).last()).toHaveAttribute('aria-label', 'Friday')
  await page.keyboard.press('Escape')

  await viewButton(page, 'Week').click()
  await settled(page)
  await expect(weekColumns(page)).toHaveCount(5)
  await expect(weekColumns(page).first()).toHaveAttribute('data-date', '2026-11-16')
  await expect(page.getByTestId('time-grid').getByText('13:00', { exact: true })).toBeVisible()
  await expect(page.getByTestId('time-grid').getByText('1 PM', { exact: true })).toHaveCount(0)

  // The agenda from Wednesday (its list starts at the selected day), by its address.
  await page.goto(`${backend.url}/?view=agenda&date=2026-11-18`)
  await settled(page)
  await expect(standup(page)).toContainText('13:00 – 14:00')

  await page.reload()
  await settled(page)
  await expect(standup(page)).toContainText('13:00')
  const again = await openSettings(page)
  await expect(again.getByLabel('Week starts on')).toHaveValue('1')
  await expect(again.getByRole('radio', { name: '13:00' })).toBeChecked()
  await expect(again.getByRole('switch', { name: 'Show weekends' })).not.toBeChecked()
})

test('13:00: the quick-add preview, a keyboard move and the year preview say 24-hour times', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  const dialog = await openSettings(page)
  await dialog.getByRole('radio', { name: '13:00' }).click()
  await page.keyboard.press('Escape')

  // The quick-add preview ("now" is Saturday November 21).
  const field = page.getByRole('textbox', { name: 'Quick add' })
  await field.click()
  await field.fill('Lunch tomorrow 1pm')
  await expect(page.getByTestId('quick-add-preview')).toContainText('Sun, Nov 22, 13:00 – 14:00')
  await field.fill('')
  await field.blur()

  // A day's preview in the year view.
  await page.keyboard.press('y')
  await expect(viewButton(page, 'Year')).toHaveAttribute('aria-pressed', 'true')
  const wednesday = page.locator('[data-year-day="2026-11-18"]')
  await expect(wednesday).toHaveAttribute('data-count', '1')
  await wednesday.hover()
  await expect(page.getByRole('tooltip').locator('li')).toHaveText(['13:00 Standup'])

  // A keyboard move, said in the live region.
  await page.mouse.move(0, 0)
  await page.keyboard.press('w')
  await settled(page)
  await page.locator('main [data-event-id]').first().focus()
  await page.keyboard.press('Alt+ArrowDown')
  await expect(page.getByTestId('announcer')).toHaveText('Standup moved to Wednesday 13:15')
  await expectToast(page, 'Success', 'Event updated successfully')
  await page.keyboard.press('Alt+Shift+ArrowDown')
  await expect(page.getByTestId('announcer')).toHaveText('Standup now ends Wednesday 14:30')
})

test('two tabs follow each other', async ({ page, backend }) => {
  await openCalendar(page, backend)
  const other = await page.context().newPage()
  await openCalendar(other, backend)
  const dialog = await openSettings(page)
  await dialog.getByLabel('Week starts on').selectOption('Saturday')
  await dialog.getByRole('radio', { name: '13:00' }).click()
  await expect(columnHeaders(other).first()).toHaveAttribute('aria-label', 'Saturday')
  await expect(standup(other)).toContainText('13:00')
  // And back the other way, the first tab's open dialog included.
  const theirs = await openSettings(other)
  await theirs.getByRole('radio', { name: '1:00 PM' }).click()
  await expect(standup(page)).toContainText('1:00 PM')
  await expect(dialog.getByRole('radio', { name: '1:00 PM' })).toBeChecked()
})

test('a time zone that is not an IANA zone gets a message and changes nothing', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  const dialog = await openSettings(page)
  const field = dialog.getByLabel('Time zone')
  await field.fill('Mars/Olympus')
  await field.press('Enter')
  await expect(dialog.getByRole('alert')).toHaveText(
    "'Mars/Olympus' is not a time zone. Choose one from the list, such as Europe/Berlin.",
  )
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const stored = await page.evaluate(() => localStorage.getItem('calendar.settings'))
  expect(stored === null || JSON.parse(stored).timeZone === null).toBe(true)
  await field.fill('Asia/Tokyo')
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('calendar.settings')!)))
    .toMatchObject({ timeZone: 'Asia/Tokyo' })
})
