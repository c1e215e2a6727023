// A database set up before the series functions (docs/decisions.md, "Repeating events: one
// transaction each"): the local backend answers their calls 404 PGRST202, as PostgREST does.
// Series edits and their Undo still work, request by request, and the 'Database update
// available' notice offers the update; once the setup SQL has run, the next edit goes through
// the functions and the notice goes, without a reload.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import { dialog, expectToast, openCalendar, settled, setupSql } from './helpers.ts'

test.use({ timezoneId: 'America/New_York', migrate: false })

const FUNCTIONS = '20261129000000'

/** Every row whole, as text, but its version and search text. */
async function table(backend: Backend) {
  const { rows } = await backend.app.db.transaction((tx) =>
    tx.query(`select to_jsonb(e) - 'updated_at' - 'search_text' as row from events e order by id`),
  )
  return rows.map((r) => JSON.stringify(r.row))
}

const exdates = async (backend: Backend) => {
  const { rows } = await backend.app.db.transaction((tx) =>
    tx.query(
      `select coalesce(string_agg(to_char(d at time zone 'UTC', 'MM-DD'), ',' order by d), '')
                as days
         from events, unnest(exdates) d where rrule is not null`,
    ),
  )
  return String(rows[0]?.days ?? '')
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

const notice = (page: Page) => page.getByRole('region', { name: 'Database update available' })

/** How the backend answers a call of restore_events (200 once it has the function). */
async function restoreStatus(backend: Backend) {
  const html = await (await fetch(backend.url)).text()
  const key = /name="supabase-anon-key" content="([^"]+)"/.exec(html)?.[1] ?? ''
  const response = await fetch(`${backend.url}/rest/v1/rpc/restore_events`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ event_rows: [], versions: {} }),
  })
  return response.status
}

test('series edits and Undo work request by request, with the update offered', async ({
  page,
  backend,
}) => {
  const dir = path.resolve(import.meta.dirname, '../supabase/migrations')
  for (const file of (await readdir(dir)).sort()) {
    if (file < FUNCTIONS) await backend.sql(await readFile(path.join(dir, file), 'utf8'))
  }
  await backend.sql(
    `insert into events (title, start_time, end_time, color, rrule, tzid)
     values ('Standup', '2026-11-02T14:00:00Z', '2026-11-02T15:00:00Z', '#10b981',
             'FREQ=WEEKLY;BYDAY=MO', 'America/New_York')`,
  )
  const before = await table(backend)
  await openCalendar(page, backend)
  // A database from before the functions is also one from before Location
  // (20261130000000_location.sql): the first range read finds that and offers the update.
  await expect(notice(page)).toBeVisible()

  await deleteOccurrence(page, '2026-11-16')
  expect(await exdates(backend)).toBe('11-16')
  await expect(notice(page)).toBeVisible()
  await expect(chip(page, '2026-11-16')).toHaveCount(0)

  // Its Undo, conditional on the versions the delete left (read, then written).
  await page.getByRole('button', { name: 'Undo' }).click()
  await expectToast(page, 'Success', 'Event restored')
  await settled(page)
  expect(await table(backend)).toEqual(before)
  await expect(chip(page, '2026-11-16')).toHaveText(/Standup/)

  // 'This and following events' from the 23rd, as before the functions.
  await chip(page, '2026-11-23').click()
  await dialog(page).title.fill('Team sync')
  await dialog(page).save.click()
  const ask = page.getByRole('dialog', { name: 'Edit recurring event' })
  await ask.getByRole('radio', { name: 'This and following events' }).click()
  await ask.getByRole('button', { name: 'OK' }).click()
  await expectToast(page, 'Success', 'Event updated successfully')
  await expect.poll(async () => (await table(backend)).length).toBe(2)
  await settled(page)
  await expect(chip(page, '2026-11-30')).toHaveText(/Team sync/)

  // The update: the setup SQL, whole. The next series edit goes through the functions, and
  // the notice goes.
  await backend.sql(setupSql())
  // The backend reads its schema again on the setup SQL's NOTIFY pgrst, a moment later.
  await expect.poll(() => restoreStatus(backend)).toBe(200)
  await deleteOccurrence(page, '2026-11-09')
  await expect(notice(page)).toHaveCount(0)
  expect(await exdates(backend)).toBe('11-09')
})
