// 'Undo' on a delete and on a move, for repeating events too (product.md, "Direct
// manipulation and keyboard"): the rows come back exactly as they were (ids, every column but
// the version the trigger moves on), and rows the change made are gone. Checked in the database.
import type { Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import { dialog, expectToast, openCalendar, settled } from './helpers.ts'

test.use({ timezoneId: 'America/New_York' })

/** Every row whole, as text, but updated_at (which an undone change moves on). */
async function table(backend: Backend) {
  const { rows } = await backend.app.db.transaction((tx) =>
    tx.query(`select to_jsonb(e) - 'updated_at' as row from events e order by id`),
  )
  return rows.map((r) => JSON.stringify((r as { row: unknown }).row))
}

/**
 * Standup, weekly on Mondays at 9:00 AM New York from November 2, imported (it has a UID);
 * November 9 moved to 3:00 PM (a changed occurrence).
 */
async function seedSeries(backend: Backend) {
  await backend.sql(
    `insert into events (title, description, start_time, end_time, color, rrule, tzid, ical_uid)
     values ('Standup', 'Daily notes', '2026-11-02T14:00:00Z', '2026-11-02T15:00:00Z', '#10b981',
             'FREQ=WEEKLY;BYDAY=MO', 'America/New_York', 'standup@example.com');
     insert into events (title, start_time, end_time, color, series_id, original_start)
     select 'Standup (late)', '2026-11-09T20:00:00Z', '2026-11-09T21:00:00Z', color, id,
            '2026-11-09T14:00:00Z' from events;
     update events set exdates = array['2026-11-09T14:00:00Z'::timestamptz] where rrule is not null`,
  )
}

const chip = (page: Page, date: string) =>
  page.getByRole('main').locator(`[data-date="${date}"] [data-event-id]`)

async function deleteOccurrence(page: Page, date: string, scope: string) {
  await chip(page, date).first().click()
  await dialog(page).remove.click()
  const ask = page.getByRole('dialog', { name: 'Delete recurring event' })
  await ask.getByRole('radio', { name: scope, exact: true }).click()
  await ask.getByRole('button', { name: 'OK' }).click()
  await expectToast(page, 'Success', 'Event deleted successfully')
}

async function undo(page: Page, said: string) {
  await page.getByRole('button', { name: 'Undo' }).click()
  await expectToast(page, 'Success', said)
  await settled(page)
}

test('Undo brings back a deleted occurrence, and a deleted series with its changed one', async ({
  page,
  backend,
}) => {
  await seedSeries(backend)
  const before = await table(backend)
  await openCalendar(page, backend)

  await deleteOccurrence(page, '2026-11-16', 'This event')
  await expect(chip(page, '2026-11-16')).toHaveCount(0)
  expect(await table(backend)).not.toEqual(before)
  await undo(page, 'Event restored')
  expect(await table(backend)).toEqual(before)
  await expect(chip(page, '2026-11-16')).toHaveText(/Standup/)

  await deleteOccurrence(page, '2026-11-23', 'All events')
  expect(await table(backend)).toEqual([])
  await undo(page, 'Event restored')
  expect(await table(backend)).toEqual(before)
  await expect(chip(page, '2026-11-09')).toHaveText(/Standup \(late\)/)
  await expect(chip(page, '2026-11-30')).toHaveText(/Standup/)
})

test("Undo of a keyboard move in 'This and following events' removes the new series", async ({
  page,
  backend,
}) => {
  await seedSeries(backend)
  const before = await table(backend)
  await openCalendar(page, backend)
  await page.keyboard.press('w')
  await settled(page)
  // The week of November 15: Monday the 16th.
  const block = page.getByRole('main').getByRole('button', { name: /Standup/ })
  await block.focus()
  await page.keyboard.press('Alt+ArrowDown')
  const ask = page.getByRole('dialog', { name: 'Edit recurring event' })
  await ask.getByRole('radio', { name: 'This and following events' }).click()
  await ask.getByRole('button', { name: 'OK' }).click()
  await expectToast(page, 'Success', 'Event updated successfully')
  await expect.poll(async () => (await table(backend)).length).toBe(3)

  await undo(page, 'Event updated successfully')
  expect(await table(backend)).toEqual(before)
  await expect(
    page.getByRole('main').getByRole('button', { name: /Standup/ }),
  ).toHaveAccessibleName(/9:00 AM/)
})

test("Undo of a dialog's delete brings the event back whole, its import UID included", async ({
  page,
  backend,
}) => {
  await backend.sql(
    `insert into events (title, description, start_time, end_time, color, ical_uid)
     values ('Dentist', 'Bring the form', '2026-11-18T14:00:00Z', '2026-11-18T15:00:00Z',
             '#ef4444', 'dentist-42@example.com')`,
  )
  const before = await table(backend)
  await openCalendar(page, backend)
  await chip(page, '2026-11-18').click()
  await dialog(page).remove.click()
  await expectToast(page, 'Success', 'Event deleted successfully')
  expect(await table(backend)).toEqual([])
  await undo(page, 'Event restored')
  expect(await table(backend)).toEqual(before)
  await expect(chip(page, '2026-11-18')).toHaveText(/Dentist/)
})
