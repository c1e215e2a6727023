// An Undo over a change made elsewhere (docs/decisions.md, "Undo a delete"): two pages of the
// same calendar, as two windows. One changes an event, the other changes it too, then the
// first clicks the toast's 'Undo': nothing is written, the event opens in the dialog as Undo
// would have put it back, with the conflict's words and choices, and only the choice writes.
// Checked in the database, on PGlite and on PostgreSQL (whose versions have microseconds).
import type { Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import {
  dialog,
  eventButton,
  expectToast,
  openCalendar,
  rows,
  seed,
  settled,
  toastItem,
} from './helpers.ts'

test.use({ timezoneId: 'America/New_York' })

/** Every row whole, as text, but its version and search text. */
async function table(backend: Backend) {
  const { rows } = await backend.app.db.transaction((tx) =>
    tx.query(`select to_jsonb(e) - 'updated_at' - 'search_text' as row from events e order by id`),
  )
  return rows.map((r) => JSON.stringify(r.row))
}

const chip = (page: Page, date: string) =>
  page.getByRole('main').locator(`[data-date="${date}"] [data-event-id]`)

async function deleteOccurrence(page: Page, date: string) {
  await chip(page, date).first().click()
  await dialog(page).remove.click()
  await page
    .getByRole('dialog', { name: 'Delete recurring event' })
    .getByRole('button', { name: 'OK' })
    .click()
  await expectToast(page, 'Success', 'Event deleted successfully')
}

const changedElsewhere = 'This event was changed in another window or device.'

for (const engine of ['pglite', 'postgres'] as const) {
  test.describe(engine === 'postgres' ? 'on PostgreSQL' : 'on PGlite', () => {
    test.use({ engine })

    test("a move's Undo after another window changed the event writes nothing; Overwrite does", async ({
      page,
      context,
      backend,
    }) => {
      // Wednesday November 18, 9:00-10:00 AM in New York.
      const [id] = await seed(backend, [
        { title: 'Standup', start: '2026-11-18T14:00:00Z', end: '2026-11-18T15:00:00Z' },
      ])
      await openCalendar(page, backend)
      await page.keyboard.press('w')
      await settled(page)
      await page.getByRole('main').locator(`[data-event-id="${id}"]`).focus()
      await page.keyboard.press('Alt+ArrowDown')
      await expectToast(page, 'Success', 'Event updated successfully')
      await expect
        .poll(async () => (await rows(backend)).map((r) => r.start_time))
        .toEqual(['2026-11-18T14:15:00Z'])
      await settled(page)
      // The pointer rests on the toast, as a person's would on the way to Undo: its 5 s does
      // not run out while the other window opens (on a slow machine that took over 5 s).
      await toastItem(page).hover()

      const other = await context.newPage()
      await openCalendar(other, backend)
      await eventButton(other, 'Standup').click()
      await dialog(other).title.fill('Theirs')
      await dialog(other).save.click()
      await expectToast(other, 'Success', 'Event updated successfully')
      const theirs = await rows(backend)
      expect(theirs).toEqual([
        expect.objectContaining({ title: 'Theirs', start_time: '2026-11-18T14:15:00Z' }),
      ])

      await page.getByRole('button', { name: 'Undo' }).click()
      await expectToast(page, 'Error', 'Failed to update event', { destructive: true })
      const d = dialog(page)
      await expect(d.root.getByRole('alert')).toContainText(changedElsewhere)
      // Undo's version: where it was before the move, as it was titled then.
      await expect(d.title).toHaveValue('Standup')
      await expect(d.start).toHaveValue('2026-11-18T09:00')
      await expect(d.root.getByRole('button', { name: 'Reload' })).toBeVisible()
      expect(await rows(backend)).toEqual(theirs)

      await d.root.getByRole('button', { name: 'Overwrite' }).click()
      await expectToast(page, 'Success', 'Event updated successfully')
      await expect(d.root).toBeHidden()
      expect(await rows(backend)).toEqual([
        expect.objectContaining({ id, title: 'Standup', start_time: '2026-11-18T14:00:00Z' }),
      ])
    })

    test("a series' Undo after another window changed the series writes nothing; Overwrite puts it back", async ({
      page,
      context,
      backend,
    }) => {
      // Standup, weekly on Mondays at 9:00 AM New York from November 2.
      await backend.sql(
        `insert into events (title, start_time, end_time, color, rrule, tzid)
         values ('Standup', '2026-11-02T14:00:00Z', '2026-11-02T15:00:00Z', '#10b981',
                 'FREQ=WEEKLY;BYDAY=MO', 'America/New_York')`,
      )
      const before = await table(backend)
      await openCalendar(page, backend)
      const other = await context.newPage()
      await openCalendar(other, backend)

      await deleteOccurrence(page, '2026-11-16')
      const mine = await table(backend)
      // The pointer rests on the toast, so its Undo outlasts the other window's work.
      await toastItem(page).hover()
      // The other window cancels the occurrence a week later: the series row changes.
      await deleteOccurrence(other, '2026-11-23')
      const both = await table(backend)
      expect(both).not.toEqual(mine)

      await page.getByRole('button', { name: 'Undo' }).click()
      await expectToast(page, 'Error', 'Failed to create event', { destructive: true })
      const d = dialog(page)
      await expect(d.root.getByRole('alert')).toContainText(changedElsewhere)
      await expect(d.title).toHaveValue('Standup')
      await expect(d.start).toHaveValue('2026-11-16T09:00')
      await expect(d.root.getByRole('button', { name: 'Reload' })).toBeVisible()
      expect(await table(backend)).toEqual(both)

      // Overwrite: the series as it was before this window's delete (the other's goes too).
      await d.root.getByRole('button', { name: 'Overwrite' }).click()
      await expectToast(page, 'Success', 'Event restored')
      await expect(d.root).toBeHidden()
      expect(await table(backend)).toEqual(before)
      await settled(page)
      await expect(chip(page, '2026-11-16')).toHaveText(/Standup/)
      await expect(chip(page, '2026-11-23')).toHaveText(/Standup/)
    })
  })
}

test("a changed occurrence's Undo after another window renamed it: Reload shows it as it is", async ({
  page,
  context,
  backend,
}) => {
  await backend.sql(
    `insert into events (title, start_time, end_time, color, rrule, tzid)
     values ('Standup', '2026-11-02T14:00:00Z', '2026-11-02T15:00:00Z', '#10b981',
             'FREQ=WEEKLY;BYDAY=MO', 'America/New_York')`,
  )
  await openCalendar(page, backend)
  await page.keyboard.press('w')
  await settled(page)
  // The week of November 15: Monday the 16th, moved 15 minutes, this occurrence only.
  await page
    .getByRole('main')
    .getByRole('button', { name: /Standup/ })
    .focus()
  await page.keyboard.press('Alt+ArrowDown')
  const ask = page.getByRole('dialog', { name: 'Edit recurring event' })
  await ask.getByRole('button', { name: 'OK' }).click()
  await expectToast(page, 'Success', 'Event updated successfully')
  await expect.poll(async () => (await table(backend)).length).toBe(2)
  await settled(page)
  // The pointer rests on the toast, so its Undo outlasts the other window's work.
  await toastItem(page).hover()

  const other = await context.newPage()
  await openCalendar(other, backend)
  await chip(other, '2026-11-16').click()
  await dialog(other).title.fill('Standup, their name')
  await dialog(other).save.click()
  await other
    .getByRole('dialog', { name: 'Edit recurring event' })
    .getByRole('button', { name: 'OK' })
    .click()
  await expectToast(other, 'Success', 'Event updated successfully')
  const theirs = await table(backend)

  await page.getByRole('button', { name: 'Undo' }).click()
  await expectToast(page, 'Error', 'Failed to update event', { destructive: true })
  const d = dialog(page)
  await expect(d.root.getByRole('alert')).toContainText(changedElsewhere)
  await expect(d.title).toHaveValue('Standup')
  await expect(d.start).toHaveValue('2026-11-16T09:00')
  expect(await table(backend)).toEqual(theirs)

  await d.root.getByRole('button', { name: 'Reload' }).click()
  await expect(d.title).toHaveValue('Standup, their name')
  await expect(d.start).toHaveValue('2026-11-16T09:15')
  await expect(d.root.getByRole('alert')).toHaveCount(0)
  expect(await table(backend)).toEqual(theirs)
})
