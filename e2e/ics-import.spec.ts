// 'Import .ics…' (docs/product.md §10, "Import, export, agenda, search, theme"): a Google
// Calendar export chosen through the file chooser is previewed, imported in batches, shown, and
// kept by its UIDs, so importing it again adds nothing; a file that is not iCalendar writes
// nothing and says why.
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { countEvents, expectToast, openCalendar, settled } from './helpers.ts'

const FIXTURES = path.resolve(import.meta.dirname, '../tests/fixtures/ics')

test.use({ timezoneId: 'America/New_York' })

/** 'More' -> 'Import .ics…', the file given to the chooser that opens. */
async function chooseFile(page: Page, file: string) {
  await page.getByRole('button', { name: 'More' }).click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('menuitem', { name: 'Import .ics…' }).click()
  await (await chooser).setFiles(path.join(FIXTURES, file))
  return page.getByRole('dialog', { name: 'Import events' })
}

test('imports a Google Calendar export, and importing it again adds nothing', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  const dialog = await chooseFile(page, 'google-calendar.ics')
  await expect(dialog).toContainText('google-calendar.ics')
  // What is in the file, before anything is written.
  const summary = dialog.getByRole('listitem')
  await expect(summary.nth(0)).toHaveText('7 events from November 2, 2026 to December 14, 2026')
  await expect(summary.nth(1)).toHaveText('2 repeating events, 2 all-day events')
  await expect(summary.nth(2)).toHaveText('7 new, 0 changed, 0 already in your calendar')
  const skipped = dialog.getByRole('region', { name: 'Skipped items' })
  await expect(skipped.getByRole('heading')).toHaveText('1 item will be skipped')
  await expect(skipped.getByRole('listitem')).toHaveText([
    'Vendor pitch: It is cancelled (STATUS:CANCELLED)',
  ])
  expect(await countEvents(backend)).toBe(0)

  await dialog.getByRole('button', { name: 'Import 7 events' }).click()
  await expect(dialog).toBeHidden()
  await expectToast(page, 'Success', '7 events imported')
  // Seven events and the moved occurrence of the series, a row of its own.
  expect(await countEvents(backend)).toBe(8)
  await settled(page)
  const main = page.getByRole('main')
  await expect(main.locator('[data-date="2026-11-03"]')).toContainText('Budget review')
  await expect(main.locator('[data-date="2026-11-13"]')).toContainText('Standup (moved)')
  await expect(main.getByRole('button', { name: /Thanksgiving/ })).toBeVisible()

  const again = await chooseFile(page, 'google-calendar.ics')
  await expect(again).toContainText('0 new, 0 changed, 7 already in your calendar')
  await expect(again).toContainText('Every event in this file is already in your calendar.')
  await expect(again.getByRole('button', { name: /^Import/ })).toHaveCount(0)
  await again.getByRole('button', { name: 'Cancel' }).click()
  expect(await countEvents(backend)).toBe(8)
})

test('markup in an imported title is shown as text, never run', async ({ page, backend }) => {
  const alerts: string[] = []
  page.on('dialog', (d) => {
    alerts.push(d.message())
    void d.dismiss()
  })
  await openCalendar(page, backend)
  const dialog = await chooseFile(page, 'html-in-text.ics')
  await expect(dialog.getByRole('region', { name: 'Skipped items' })).toContainText(
    '<img src=x onerror=alert(2)>: A task (VTODO), not an event',
  )
  await dialog.getByRole('button', { name: 'Import 1 event' }).click()
  await expectToast(page, 'Success', '1 event imported')
  await settled(page)
  await expect(page.getByRole('main').locator('[data-date="2026-11-18"]')).toContainText(
    '<script>alert(1)</script>Party',
  )
  expect(alerts).toEqual([])
})

test('a file that is not iCalendar gets a clear message and writes nothing', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  const dialog = await chooseFile(page, 'html-page.ics')
  await expect(dialog.getByRole('alert')).toHaveText(
    'This is not an iCalendar (.ics) file: it does not start with BEGIN:VCALENDAR.',
  )
  await expect(dialog.getByRole('button', { name: /^Import/ })).toHaveCount(0)
  // The footer's 'Close' (the other is the dialog's X).
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  expect(await countEvents(backend)).toBe(0)
})
