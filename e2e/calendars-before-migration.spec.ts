// A database set up before calendars (supabase/migrations/20261202000000_calendars.sql;
// docs/decisions.md, "Calendars"): the events are read and saved as before and the update is
// offered; once it has run, every event is in 'Calendar', and hiding that calendar (here from
// psql, heard live) takes its events off the screen, and showing it brings them back.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from './fixtures.ts'
import { dialog, eventButton, expectToast, openCalendar, seed, settled } from './helpers.ts'

test.use({ migrate: false })

const CALENDARS = '20261202000000'
const dir = path.resolve(import.meta.dirname, '../supabase/migrations')

test('events work before calendars, and a hidden calendar hides its events live', async ({
  page,
  backend,
}) => {
  for (const file of (await readdir(dir)).sort()) {
    if (file < CALENDARS) await backend.sql(await readFile(path.join(dir, file), 'utf8'))
  }
  await seed(backend, [
    {
      title: 'Lunch',
      start: new Date(2026, 10, 20, 12).toISOString(),
      end: new Date(2026, 10, 20, 13).toISOString(),
      color: '#10b981',
    },
  ])
  await openCalendar(page, backend)
  const notice = page.getByRole('region', { name: 'Database update available' })
  await expect(notice).toBeVisible()
  await expect(eventButton(page, 'Lunch')).toBeVisible()

  // Saving works without the column.
  await page.getByRole('button', { name: 'New Event' }).click()
  await dialog(page).title.fill('Dinner')
  await dialog(page).save.click()
  await expectToast(page, 'Success', 'Event created successfully')

  // The update (the calendars file and the later ones: the notice waits for them all), then a
  // fresh load: no notice, both events in 'Calendar', colours kept.
  for (const file of (await readdir(dir)).sort()) {
    if (file >= CALENDARS) await backend.sql(await readFile(path.join(dir, file), 'utf8'))
  }
  await page.reload()
  await settled(page)
  await expect(eventButton(page, 'Lunch')).toBeVisible()
  await expect(notice).toHaveCount(0)
  const { rows } = await backend.app.db.transaction((tx) =>
    tx.query(`select e.title, e.color, c.name from events e join calendars c
                on c.id = e.calendar_id order by e.title`),
  )
  expect(rows).toEqual([
    { title: 'Dinner', color: '#3b82f6', name: 'Calendar' },
    { title: 'Lunch', color: '#10b981', name: 'Calendar' },
  ])

  // Hidden elsewhere: its events leave this tab's views; shown again, they are back.
  await backend.sql(`update calendars set shown = false`)
  await expect(eventButton(page, 'Lunch')).toHaveCount(0)
  await backend.sql(`update calendars set shown = true`)
  await expect(eventButton(page, 'Lunch')).toBeVisible()
})
