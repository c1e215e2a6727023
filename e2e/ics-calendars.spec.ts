// Issue 27's import and export by calendar: a file that names its calendar (X-WR-CALNAME) is
// imported into a new calendar of that name, which 'My calendars' shows and every imported row
// is in; importing it again adds nothing and goes to that calendar. An event already in another
// calendar is updated there; a new calendar whose name was taken meanwhile writes nothing and
// falls back to that calendar with a line saying so. With several calendars 'Export .ics' asks
// which: one calendar's file holds its events and no other's.
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { readWithIcalJs } from '../src/test/ics-readers.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test, type Backend } from './fixtures.ts'
import { countEvents, expectToast, openCalendar, settled } from './helpers.ts'

test.use({ timezoneId: 'America/New_York', viewport: { width: 1440, height: 900 } })

const myCalendars = (page: Page) => page.getByRole('region', { name: 'My calendars' })

/** Rows with their calendar's name, as the owner sees them. */
async function eventRows(backend: Backend) {
  const result = await backend.app.db.transaction((tx) =>
    tx.query(
      `select e.title, e.color, c.name as calendar from events e
         join calendars c on c.id = e.calendar_id order by e.start_time, e.title`,
    ),
  )
  return result.rows as unknown as { title: string; color: string | null; calendar: string }[]
}

async function calendarRows(backend: Backend) {
  const result = await backend.app.db.transaction((tx) =>
    tx.query('select name, color from calendars order by position, name'),
  )
  return result.rows as unknown as { name: string; color: string }[]
}

// A family calendar as Apple Calendar writes one: its name (with markup, shown as text) and
// colour, an event without COLOR, one with, and a series with a moved occurrence.
const FAMILY = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Apple Inc.//macOS 15//EN',
  'X-WR-CALNAME:Family <b>',
  'X-APPLE-CALENDAR-COLOR:#EC4899FF',
  'BEGIN:VEVENT',
  'UID:dinner-1',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261118T230000Z',
  'DTEND:20261119T000000Z',
  'SUMMARY:Dinner',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:recital-1',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261120T220000Z',
  'DTEND:20261120T230000Z',
  'COLOR:tomato',
  'SUMMARY:Recital',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:swim-1',
  'DTSTAMP:20261101T000000Z',
  'DTSTART;TZID=America/New_York:20261116T170000',
  'DTEND;TZID=America/New_York:20261116T180000',
  'RRULE:FREQ=WEEKLY;COUNT=3',
  'SUMMARY:Swim',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:swim-1',
  'DTSTAMP:20261101T000000Z',
  'RECURRENCE-ID;TZID=America/New_York:20261123T170000',
  'DTSTART;TZID=America/New_York:20261124T170000',
  'DTEND;TZID=America/New_York:20261124T180000',
  'SUMMARY:Swim (moved)',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n')

async function importFile(page: Page) {
  await page.getByRole('button', { name: 'More' }).click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('menuitem', { name: 'Import .ics…' }).click()
  await (
    await chooser
  ).setFiles({ name: 'family.ics', mimeType: 'text/calendar', buffer: Buffer.from(FAMILY) })
  return page.getByRole('dialog', { name: 'Import events' })
}

test("a file's X-WR-CALNAME becomes a new calendar, in the sidebar, holding every row", async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await expect(myCalendars(page).getByRole('checkbox')).toHaveCount(1)
  const dialog = await importFile(page)
  await expect(dialog.getByRole('listitem').nth(2)).toHaveText(
    '3 new, 0 changed, 0 already in your calendar',
  )
  const field = dialog.getByLabel('Calendar', { exact: true })
  await expect(field.locator('option')).toHaveText(['Calendar', 'New calendar: Family <b>'])
  await expect(field.locator('option:checked')).toHaveText('New calendar: Family <b>')
  await expectNoViolations(page, 'import dialog with its calendar choice', '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Import 3 events' }).click()
  await expect(dialog).toBeHidden()
  await expectToast(page, 'Success', '3 events imported')

  // The calendar, named as the file names it (text, not markup), in the file's colour.
  await expect(myCalendars(page).getByRole('checkbox', { name: 'Family <b>' })).toBeChecked()
  expect(await calendarRows(backend)).toEqual([
    { name: 'Calendar', color: '#3b82f6' },
    { name: 'Family <b>', color: '#ec4899' },
  ])
  // Every row in it, the moved occurrence too; without COLOR an event follows the calendar's.
  expect(await eventRows(backend)).toEqual([
    { title: 'Swim', color: null, calendar: 'Family <b>' },
    { title: 'Dinner', color: null, calendar: 'Family <b>' },
    { title: 'Recital', color: '#ef4444', calendar: 'Family <b>' },
    { title: 'Swim (moved)', color: null, calendar: 'Family <b>' },
  ])
  await settled(page)
  await expect(page.getByRole('main').locator('[data-date="2026-11-24"]')).toContainText(
    'Swim (moved)',
  )

  // Again: the calendar is there, so it is chosen and no other is offered; nothing is added.
  const again = await importFile(page)
  await expect(again).toContainText('0 new, 0 changed, 3 already in your calendar')
  await expect(again.getByRole('button', { name: /^Import/ })).toHaveCount(0)
  await again.getByRole('button', { name: 'Cancel' }).click()
  expect(await countEvents(backend)).toBe(4)
  expect(await calendarRows(backend)).toHaveLength(2)
})

test("'Export .ics' with two calendars asks which; one calendar's file holds only its events", async ({
  page,
  backend,
}) => {
  await backend.sql(`
    insert into calendars (name, color, position) values ('Work/Home', '#10b981', 1);
    insert into events (title, start_time, end_time, color)
    values ('Dentist', '2026-11-10T15:30:00Z', '2026-11-10T16:15:00Z', '#ef4444');
    insert into events (title, start_time, end_time, color, calendar_id)
    select 'Budget', '2026-11-12T15:00:00Z', '2026-11-12T16:00:00Z', null, id
      from calendars where name = 'Work/Home';
    with s as (
      insert into events (title, start_time, end_time, color, rrule, tzid, exdates,
                          recurrence_end, calendar_id)
      select 'Standup', '2026-11-16T14:00:00Z', '2026-11-16T14:15:00Z', null,
             'FREQ=DAILY;COUNT=3', 'America/New_York',
             array['2026-11-17T14:00:00Z']::timestamptz[], '2026-11-18T14:15:00Z', id
        from calendars where name = 'Work/Home'
      returning id)
    insert into events (title, start_time, end_time, color, series_id, original_start)
    select 'Standup (moved)', '2026-11-17T16:00:00Z', '2026-11-17T16:15:00Z', null, id,
           '2026-11-17T14:00:00Z' from s;`)
  await openCalendar(page, backend)
  await expect(myCalendars(page).getByRole('checkbox')).toHaveCount(2)

  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('menuitem', { name: 'Export .ics' }).click()
  const ask = page.getByRole('dialog', { name: 'Export events' })
  const field = ask.getByLabel('Calendar', { exact: true })
  await expect(field.locator('option')).toHaveText(['All calendars', 'Calendar', 'Work/Home'])
  await expectNoViolations(page, 'export dialog', '[role="dialog"]')
  await field.selectOption({ label: 'Work/Home' })
  const download = page.waitForEvent('download')
  await ask.getByRole('button', { name: 'Export' }).click()
  expect((await download).suggestedFilename()).toBe('Work_Home.ics')
  await expectToast(page, 'Success', '3 events exported')
  const text = await readFile(await (await download).path(), 'utf8')
  expect(text).toContain('X-WR-CALNAME:Work/Home\r\n')
  const range = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') }
  // Its events with the series' moved occurrence, and not 'Dentist' (the other calendar's).
  expect(readWithIcalJs(text, range)).toEqual(
    [
      'Budget|2026-11-12T15:00:00.000Z|2026-11-12T16:00:00.000Z|false',
      'Standup|2026-11-16T14:00:00.000Z|2026-11-16T14:15:00.000Z|false',
      'Standup (moved)|2026-11-17T16:00:00.000Z|2026-11-17T16:15:00.000Z|false',
      'Standup|2026-11-18T14:00:00.000Z|2026-11-18T14:15:00.000Z|false',
    ].sort(),
  )
  // Following the calendar's colour: no COLOR of their own.
  expect(text).not.toMatch(/^COLOR:/m)

  // 'All calendars': calendar.ics with every event, as with one calendar.
  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('menuitem', { name: 'Export .ics' }).click()
  await expect(field).toHaveValue('')
  const all = page.waitForEvent('download')
  await ask.getByRole('button', { name: 'Export' }).click()
  expect((await all).suggestedFilename()).toBe('calendar.ics')
  const allText = await readFile(await (await all).path(), 'utf8')
  expect(allText).not.toContain('X-WR-CALNAME')
  expect(readWithIcalJs(allText, range)).toHaveLength(5)
})

test('an event already in another calendar is updated there; a name taken meanwhile writes nothing', async ({
  page,
  backend,
}) => {
  // 'Dinner' imported earlier into 'Calendar' (its UID kept), with another title since.
  await backend.sql(`
    insert into events (title, start_time, end_time, color, ical_uid)
    values ('Dinner (old)', '2026-11-18T23:00:00Z', '2026-11-19T00:00:00Z', '#10b981',
            'dinner-1');`)
  // This tab hears no live change (its socket reaches no server): its list of calendars goes
  // stale, as a tab's may for a moment.
  await page.routeWebSocket(/\/realtime\//, () => {})
  await openCalendar(page, backend)
  const dialog = await importFile(page)
  await expect(dialog.getByRole('listitem').nth(2)).toHaveText(
    '2 new, 1 changed, 0 already in your calendar',
  )
  // Another tab makes 'Family <b>' while the preview is open.
  await backend.sql(
    `insert into calendars (name, color, position) values ('family <B>', '#8b5cf6', 1);`,
  )
  await dialog.getByRole('button', { name: 'Import 3 events' }).click()
  const field = dialog.getByLabel('Calendar', { exact: true })
  await expect(dialog.getByRole('alert')).toHaveText(
    "The calendar 'Family <b>' could not be made: A calendar with this name already exists. Import into 'family <B>', or choose another.",
  )
  await expect(field.locator('option:checked')).toHaveText('family <B>')
  await expect(field.locator('option')).toHaveText(['Calendar', 'family <B>'])
  expect(await calendarRows(backend)).toHaveLength(2)
  expect(await eventRows(backend)).toEqual([
    { title: 'Dinner (old)', color: '#10b981', calendar: 'Calendar' },
  ])

  await dialog.getByRole('button', { name: 'Import 3 events' }).click()
  await expect(dialog).toBeHidden()
  await expectToast(page, 'Success', '3 events imported')
  // 'Dinner' updated where it was (the file has no COLOR: it now follows 'Calendar').
  expect(await eventRows(backend)).toEqual([
    { title: 'Swim', color: null, calendar: 'family <B>' },
    { title: 'Dinner', color: null, calendar: 'Calendar' },
    { title: 'Recital', color: '#ef4444', calendar: 'family <B>' },
    { title: 'Swim (moved)', color: null, calendar: 'family <B>' },
  ])
})

test.describe('a database set up before calendars', () => {
  test.use({ migrate: false })

  test('imports with no calendar asked, in the default colour; exports calendar.ics', async ({
    page,
    backend,
  }) => {
    const dir = path.resolve(import.meta.dirname, '../supabase/migrations')
    for (const file of (await readdir(dir)).sort()) {
      if (/^\d+_.*\.sql$/.test(file) && file < '20261202000000')
        await backend.sql(await readFile(path.join(dir, file), 'utf8'))
    }
    await openCalendar(page, backend)
    const dialog = await importFile(page)
    await expect(dialog.getByRole('listitem').nth(2)).toHaveText(
      '3 new, 0 changed, 0 already in your calendar',
    )
    await expect(dialog.getByLabel('Calendar', { exact: true })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Import 3 events' }).click()
    await expectToast(page, 'Success', '3 events imported')
    const result = await backend.app.db.transaction((tx) =>
      tx.query('select title, color from events order by start_time, title'),
    )
    expect(result.rows).toEqual([
      { title: 'Swim', color: '#3b82f6' },
      { title: 'Dinner', color: '#3b82f6' },
      { title: 'Recital', color: '#ef4444' },
      { title: 'Swim (moved)', color: '#3b82f6' },
    ])

    await page.getByRole('button', { name: 'More' }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('menuitem', { name: 'Export .ics' }).click()
    expect((await download).suggestedFilename()).toBe('calendar.ics')
  })
})
