// 'Import .ics…' (docs/product.md §10, "Import, export, agenda, search, theme"): a Google
// Calendar export chosen through the file chooser is previewed, imported in batches, shown, and
// kept by its UIDs, so importing it again adds nothing; a file that is not iCalendar writes
// nothing and says why.
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
  countEvents,
  dialog as eventDialog,
  eventButton,
  expectToast,
  openCalendar,
  settled,
} from './helpers.ts'

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

test('keeps the VALARMs of a Google Calendar export as reminders, none where it has none', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  const dialog = await chooseFile(page, 'google-reminders.ics')
  await expect(dialog.getByRole('region', { name: 'Not kept' })).toHaveCount(0)
  await expect(dialog.getByRole('region', { name: 'Skipped items' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Import 4 events' }).click()
  await expectToast(page, 'Success', '4 events imported')
  const { rows } = await backend.app.db.transaction((tx) =>
    tx.query('select title, reminders::text as reminders from events order by title'),
  )
  const before = (minutes: number) => ({ kind: 'before', minutes })
  const day = (daysBefore: number) => ({ kind: 'day', daysBefore, minuteOfDay: 540 })
  const stored = (rows as { title: string; reminders: string | null }[]).map((row) => [
    row.title,
    row.reminders === null ? null : (JSON.parse(row.reminders) as unknown),
  ])
  expect(Object.fromEntries(stored)).toEqual({
    'Design review': [before(30), before(1440)],
    // No VALARM: none, not the database's default for a new event.
    'Quiet call': [],
    Standup: [before(10)],
    'Standup (demo day)': [before(5), before(60)],
    // The same as its series': null, it follows the series.
    'Standup (later)': null,
    Thanksgiving: [day(1), day(7)],
  })
  // The dialog shows them.
  await settled(page)
  await eventButton(page, 'Design review').click()
  const reminders = eventDialog(page).root.getByRole('group', { name: 'Reminders' })
  const labels = await reminders
    .getByRole('combobox')
    .evaluateAll((selects) =>
      selects.map((s) => (s as HTMLSelectElement).selectedOptions[0]!.textContent),
    )
  expect(labels).toEqual(['30 minutes before', '1 day before'])
})

test('alarms that are not reminders are preview lines; the file imports', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  const dialog = await chooseFile(page, 'bad-alarms.ics')
  const skipped = dialog.getByRole('region', { name: 'Skipped items' })
  await expect(skipped.getByRole('heading')).toHaveText('7 items will be skipped')
  await expect(skipped.getByRole('listitem')).toHaveText([
    'Odd alarms: A reminder with the unknown action X-SPEAK',
    'Odd alarms: A reminder with the unknown action PROCEDURE',
    'Odd alarms: A reminder without a valid time (3 times)',
    'Odd alarms: A reminder more than 4 weeks before the event (2 times)',
    'Odd alarms: A reminder after the event starts',
    'Odd alarms: A reminder after the event ends',
    'Fifteen alarms: More than 10 reminders: 5 left out',
  ])
  await dialog.getByRole('button', { name: 'Import 3 events' }).click()
  await expectToast(page, 'Success', '3 events imported')
  const { rows } = await backend.app.db.transaction((tx) =>
    tx.query('select jsonb_array_length(reminders)::int as n from events order by start_time'),
  )
  expect(rows.map((row) => Number(row.n))).toEqual([1, 10, 0])
})
