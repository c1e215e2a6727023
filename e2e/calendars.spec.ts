// Issue 27's calendars as a person uses them: made, recoloured, hidden and shown with their
// events, deleted and brought back by 'Undo', each checked in the database; a phone's sidebar.
import type { Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import { dialog, eventButton, expectToast, openCalendar, settled } from './helpers.ts'

interface CalendarRow {
  id: string
  name: string
  color: string
  shown: boolean
}

async function calendarRows(backend: Backend): Promise<CalendarRow[]> {
  const result = await backend.app.db.transaction((tx) =>
    tx.query('select id, name, color, shown from calendars order by position, name'),
  )
  return result.rows as unknown as CalendarRow[]
}

async function eventRows(backend: Backend) {
  const result = await backend.app.db.transaction((tx) =>
    tx.query(
      `select e.title, e.color, c.name as calendar from events e
         join calendars c on c.id = e.calendar_id order by e.title`,
    ),
  )
  return result.rows as unknown as { title: string; color: string | null; calendar: string }[]
}

const myCalendars = (page: Page) => page.getByRole('region', { name: 'My calendars' })
const chipColor = (page: Page, title: string) =>
  eventButton(page, title).evaluate((chip) => getComputedStyle(chip).borderLeftColor)

async function addCalendar(page: Page, name: string, color: string) {
  await myCalendars(page).getByRole('button', { name: 'Add calendar' }).click()
  const add = page.getByRole('dialog', { name: 'Add calendar' })
  await add.getByLabel('Name').fill(name)
  await add.getByRole('radio', { name: new RegExp(`^${color} `) }).click()
  await add.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(add).toBeHidden()
}

test('a calendar is made, takes events in its colour, is recoloured, hidden and shown', async ({
  page,
  backend,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openCalendar(page, backend)
  await expect(myCalendars(page).getByRole('checkbox', { name: 'Calendar' })).toBeChecked()

  // Bad names get a message beside the field and change nothing.
  await myCalendars(page).getByRole('button', { name: 'Add calendar' }).click()
  const add = page.getByRole('dialog', { name: 'Add calendar' })
  await add.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(add.getByRole('alert')).toHaveText('Enter a name.')
  await add.getByLabel('Name').fill('  calendar ')
  await add.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(add.getByRole('alert')).toHaveText('A calendar with this name already exists.')
  await add.getByRole('button', { name: 'Cancel' }).click()
  expect(await calendarRows(backend)).toHaveLength(1)

  await addCalendar(page, 'Work', 'Green')
  await expect(myCalendars(page).getByRole('checkbox', { name: 'Work' })).toBeChecked()
  expect((await calendarRows(backend)).map((c) => [c.name, c.color])).toEqual([
    ['Calendar', '#3b82f6'],
    ['Work', '#10b981'],
  ])

  // A new event in 'Work' takes its colour.
  await page.getByRole('button', { name: 'Thursday, November 26, 2026' }).click()
  const d = dialog(page)
  await d.title.fill('Review')
  await d.root.getByLabel('Calendar', { exact: true }).selectOption({ label: 'Work' })
  await expect(d.color('Green')).toBeChecked()
  await d.save.click()
  await expect(d.root).toBeHidden()
  await expect(eventButton(page, 'Review')).toBeVisible()
  expect(await chipColor(page, 'Review')).toBe('rgb(16, 185, 129)')
  expect(await eventRows(backend)).toEqual([
    { title: 'Review', color: '#10b981', calendar: 'Work' },
  ])

  // Recoloured from its menu: its events in its colour follow at once, in the database too.
  await myCalendars(page).getByRole('button', { name: 'Options for Work' }).click()
  await page.getByRole('menuitemradio', { name: 'Red' }).click()
  await expect.poll(() => chipColor(page, 'Review')).toBe('rgb(239, 68, 68)')
  await expect.poll(async () => (await calendarRows(backend))[1]?.color).toBe('#ef4444')
  expect(await eventRows(backend)).toEqual([
    { title: 'Review', color: '#ef4444', calendar: 'Work' },
  ])

  // Hidden: its events leave the month and the agenda; remembered across a reload.
  await myCalendars(page).getByRole('checkbox', { name: 'Work' }).uncheck()
  await expect(eventButton(page, 'Review')).toBeHidden()
  await expect.poll(async () => (await calendarRows(backend))[1]?.shown).toBe(false)
  await page.reload()
  await settled(page)
  await expect(myCalendars(page).getByRole('checkbox', { name: 'Work' })).not.toBeChecked()
  await expect(eventButton(page, 'Review')).toBeHidden()
  await myCalendars(page).getByRole('checkbox', { name: 'Work' }).check()
  await expect(eventButton(page, 'Review')).toBeVisible()
  await expect.poll(async () => (await calendarRows(backend))[1]?.shown).toBe(true)
})

test("deleting a calendar names its events, and 'Undo' brings all of it back", async ({
  page,
  backend,
}) => {
  await backend.sql(`
    insert into calendars (name, color, position) values ('Gym', '#f59e0b', 1);
    insert into events (title, start_time, end_time, color, calendar_id)
      select t, s::timestamptz, s::timestamptz + interval '1 hour', null, (select id from calendars where name = 'Gym')
        from (values ('Swim', '2026-11-24T17:00:00Z'), ('Run', '2026-11-25T17:00:00Z')) v(t, s);
    insert into events (title, start_time, end_time) values ('Dentist', '2026-11-23T15:00:00Z', '2026-11-23T16:00:00Z');`)
  await page.setViewportSize({ width: 1440, height: 900 })
  await openCalendar(page, backend)
  await expect(eventButton(page, 'Swim')).toBeVisible()

  // The last calendar cannot go; this one can, after the question.
  await myCalendars(page).getByRole('button', { name: 'Options for Gym' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const ask = page.getByRole('dialog', { name: 'Delete calendar?' })
  await expect(ask).toContainText('Gym and its 2 events will be deleted.')
  await ask.getByRole('button', { name: 'Delete' }).click()
  await expect(eventButton(page, 'Swim')).toBeHidden()
  await expect(eventButton(page, 'Run')).toBeHidden()
  await expect(myCalendars(page).getByRole('checkbox', { name: 'Gym' })).toHaveCount(0)
  await expectToast(page, 'Success', 'Calendar deleted')
  await expect.poll(async () => (await eventRows(backend)).map((e) => e.title)).toEqual(['Dentist'])

  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(eventButton(page, 'Swim')).toBeVisible()
  await expect(eventButton(page, 'Run')).toBeVisible()
  await expect(myCalendars(page).getByRole('checkbox', { name: 'Gym' })).toBeChecked()
  expect(await eventRows(backend)).toEqual([
    { title: 'Dentist', color: '#3b82f6', calendar: 'Calendar' },
    { title: 'Run', color: null, calendar: 'Gym' },
    { title: 'Swim', color: null, calendar: 'Gym' },
  ])

  // Gone again; then the one left cannot be deleted.
  await myCalendars(page).getByRole('button', { name: 'Options for Gym' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete calendar?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(myCalendars(page).getByRole('checkbox')).toHaveCount(1)
  await myCalendars(page).getByRole('button', { name: 'Options for Calendar' }).click()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeDisabled()
})

test("a phone's sidebar is a sheet: a day there shows it and closes the sheet", async ({
  page,
  backend,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await openCalendar(page, backend)
  await expect(page.getByRole('grid', { name: 'Mini calendar' })).toBeHidden()
  await page.getByRole('button', { name: 'Main menu' }).click()
  const sheet = page.getByRole('dialog', { name: 'Calendar' })
  await expect(sheet.getByRole('checkbox', { name: 'Calendar' })).toBeChecked()
  await sheet.getByRole('button', { name: 'Next month' }).click()
  await sheet.getByRole('button', { name: 'Tue, Dec 15, 2026' }).click()
  await expect(sheet).toBeHidden()
  await expect(page.getByRole('heading', { name: 'December 2026' })).toBeVisible()
})

test('a calendar renamed in one tab is renamed in the other', async ({
  page,
  backend,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openCalendar(page, backend)
  const other = await context.newPage()
  await other.setViewportSize({ width: 1440, height: 900 })
  await openCalendar(other, backend)
  await myCalendars(page).getByRole('button', { name: 'Options for Calendar' }).click()
  await page.getByRole('menuitem', { name: 'Rename' }).click()
  const rename = page.getByRole('dialog', { name: 'Rename calendar' })
  await rename.getByLabel('Name').fill('Home <b>')
  await rename.getByRole('button', { name: 'Save' }).click()
  await expect(myCalendars(page).getByRole('checkbox', { name: 'Home <b>' })).toBeVisible()
  await expect(myCalendars(other).getByRole('checkbox', { name: 'Home <b>' })).toBeVisible()
  expect((await calendarRows(backend))[0]?.name).toBe('Home <b>')
})
