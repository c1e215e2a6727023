// Reminders in the event dialog and Settings (issue 28; decisions.md "Reminders"): a new event
// starts with the default, takes added rows, the row in the database holds them, a reopening
// shows them and a removal saves; a default changed in Settings is a new event's start; a
// database set up before the column shows no section and saves as before. Firing:
// reminders-fire.spec.ts.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type { Backend } from './fixtures.ts'
import { expect, test } from './fixtures.ts'
import {
  SCREENSHOT_DIR,
  dialog,
  eventButton,
  expectToast,
  openCalendar,
  settled,
} from './helpers.ts'

const section = (page: Page) => dialog(page).root.getByRole('group', { name: 'Reminders' })
const rowsOf = (page: Page) => section(page).getByRole('combobox')

async function remindersOf(backend: Backend, title: string): Promise<unknown> {
  const { rows } = await backend.app.db.transaction((tx) =>
    tx.query(`select reminders::text from events where title = $1`, [title]),
  )
  return JSON.parse((rows as { reminders: string }[])[0]!.reminders) as unknown
}

const before = (minutes: number) => ({ kind: 'before', minutes })

test('reminders added to a new event are saved, shown again and removed', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await page.getByRole('button', { name: 'New Event' }).click()
  await dialog(page).title.fill('Dentist')
  await expect(rowsOf(page)).toHaveCount(1)
  await expect(rowsOf(page).first()).toHaveValue('b10')
  await expect(rowsOf(page).first().locator('option:checked')).toHaveText('10 minutes before')

  const add = section(page).getByRole('button', { name: 'Add reminder' })
  await add.click()
  await rowsOf(page).nth(1).selectOption({ label: '1 hour before' })
  await add.click()
  await expect(rowsOf(page).nth(2).locator('option:checked')).toHaveText('At time of event')
  await dialog(page).root.screenshot({ path: `${SCREENSHOT_DIR}/reminders-dialog.png` })
  await page.emulateMedia({ colorScheme: 'dark' })
  // The colours' transitions run for a moment after the scheme changes.
  await page.waitForTimeout(400)
  await dialog(page).root.screenshot({ path: `${SCREENSHOT_DIR}/reminders-dialog-dark.png` })
  await page.emulateMedia({ colorScheme: 'light' })
  await dialog(page).save.click()
  await expectToast(page, 'Success', 'Event created successfully')
  expect(await remindersOf(backend, 'Dentist')).toEqual([before(0), before(10), before(60)])

  await eventButton(page, 'Dentist').click()
  await expect(rowsOf(page)).toHaveCount(3)
  const labels = await rowsOf(page).evaluateAll((selects) =>
    selects.map((s) => (s as HTMLSelectElement).selectedOptions[0]!.textContent),
  )
  expect(labels).toEqual(['At time of event', '10 minutes before', '1 hour before'])
  await section(page).getByRole('button', { name: 'Remove reminder 1 hour before' }).click()
  await expect(rowsOf(page)).toHaveCount(2)
  await dialog(page).save.click()
  await expectToast(page, 'Success', 'Event updated successfully')
  expect(await remindersOf(backend, 'Dentist')).toEqual([before(0), before(10)])
})

test("a default changed in Settings is a new event's first reminder", async ({ page, backend }) => {
  await openCalendar(page, backend)
  await page.getByRole('button', { name: 'More', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  const settings = page.getByRole('dialog', { name: 'Settings' })
  const timed = settings.getByRole('group', { name: 'Events', exact: true })
  await timed.getByRole('combobox').selectOption({ label: '30 minutes before' })
  await page.keyboard.press('Escape')
  await expect(settings).toHaveCount(0)

  await page.getByRole('button', { name: 'New Event' }).click()
  await expect(rowsOf(page)).toHaveCount(1)
  await expect(rowsOf(page).first().locator('option:checked')).toHaveText('30 minutes before')
  await dialog(page).title.fill('Review')
  await dialog(page).save.click()
  await expectToast(page, 'Success', 'Event created successfully')
  expect(await remindersOf(backend, 'Review')).toEqual([before(30)])
})

test.describe('a database set up before reminders', () => {
  test.use({ migrate: false })

  test('shows no section and saves the spec columns', async ({ page, backend }) => {
    const dir = path.resolve(import.meta.dirname, '../supabase/migrations')
    for (const file of (await readdir(dir)).sort()) {
      if (file < '20261204000000') await backend.sql(await readFile(path.join(dir, file), 'utf8'))
    }
    await openCalendar(page, backend)
    await settled(page)
    await expect(page.getByRole('region', { name: 'Database update available' })).toBeVisible()
    await page.getByRole('button', { name: 'New Event' }).click()
    await dialog(page).title.fill('Dinner')
    await expect(dialog(page).root.getByRole('group', { name: 'Reminders' })).toHaveCount(0)
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/rest/v1/events',
    )
    await dialog(page).save.click()
    expect(Object.keys((await request).postDataJSON() as object)).not.toContain('reminders')
    await expectToast(page, 'Success', 'Event created successfully')
    await expect(eventButton(page, 'Dinner')).toBeVisible()
  })
})
