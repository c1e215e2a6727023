// Repeating events (docs/product.md §10, "Repeating events"): made through the dialog's 'Repeat',
// drawn on every occurrence, keeping New York's wall time across the clocks' change (and shown
// converted in Kolkata), and changed or deleted in Google Calendar's three scopes, checked in
// the database as well as on screen.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import { dialog, expectToast, openCalendar, settled, viewButton } from './helpers.ts'

test.use({ timezoneId: 'America/New_York' })

interface SeriesRow {
  title: string
  start_time: string
  rrule: string | null
  tzid: string | null
  exdates: string
  series_id: string | null
  original_start: string | null
}

/** Every row, times in UTC, oldest first. */
async function seriesRows(backend: Backend): Promise<SeriesRow[]> {
  const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"')`
  const { rows } = await backend.app.db.transaction((tx) =>
    tx.query(
      `select title, ${utc('start_time')} as start_time, rrule, tzid,
              coalesce((select string_agg(${utc('d')}, ',' order by d) from unnest(exdates) d), '')
                as exdates,
              (series_id is not null)::text as series_id, ${utc('original_start')} as original_start
         from events order by start_time, title`,
    ),
  )
  return rows as unknown as SeriesRow[]
}

/** A weekly Monday 9:00 AM New York series from Monday November 2, 2026. */
async function seedStandup(backend: Backend) {
  await backend.sql(
    `insert into events (title, start_time, end_time, color, rrule, tzid)
     values ('Standup', '2026-11-02T14:00:00Z', '2026-11-02T15:00:00Z', '#3b82f6',
             'FREQ=WEEKLY;BYDAY=MO', 'America/New_York')`,
  )
}

/** The titles of the month grid's chips on a date. */
const titlesOn = (page: Page, date: string) =>
  page
    .getByRole('main')
    .locator(`[data-date="${date}"] [data-event-id]`)
    .evaluateAll((els) => els.map((el) => el.textContent?.trim() ?? ''))

const chip = (page: Page, date: string, title: string) =>
  page
    .getByRole('main')
    .locator(`[data-date="${date}"]`)
    .getByRole('button', { name: title, exact: false })
    .first()

const next = async (page: Page) => {
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await settled(page)
}

test('a weekly event made through the dialog keeps 9:00 AM New York time on every Monday', async ({
  page,
  backend,
  browser,
}) => {
  // Wednesday October 21, 2026: New York is on EDT (UTC-4) until November 1.
  await openCalendar(page, backend, new Date(2026, 9, 21, 10, 15))
  await page.getByRole('button', { name: 'New Event' }).click()
  const d = dialog(page)
  await d.title.fill('Standup')
  await d.start.fill('2026-10-26T09:00')
  await d.end.fill('2026-10-26T09:30')
  const repeat = d.root.getByLabel('Repeat', { exact: true })
  await expect(repeat).toContainText('Weekly on Monday')
  await repeat.selectOption({ label: 'Weekly on Monday' })
  await d.save.click()
  await expectToast(page, 'Success', 'Event created successfully')
  expect(await seriesRows(backend)).toEqual([
    {
      title: 'Standup',
      start_time: '2026-10-26T13:00Z',
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      tzid: 'America/New_York',
      exdates: '',
      series_id: 'false',
      original_start: null,
    },
  ])

  // Every Monday from October 26 through December, at 9:00 AM on the wall clock (EDT, then
  // EST from November 2), with the repeat said to screen readers; no other day has it.
  const mondays: Record<string, string[]> = {
    October: ['2026-10-26'],
    November: ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30'],
    December: ['2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28'],
  }
  for (const [month, dates] of Object.entries(mondays)) {
    if (month !== 'October') await next(page)
    for (const date of dates) {
      expect(await titlesOn(page, date), `${month} ${date}`).toEqual(['9:00 AM Standup'])
      await expect(chip(page, date, 'Standup')).toHaveAccessibleDescription(
        'Repeats weekly on Monday',
      )
    }
    const standups = page.getByRole('main').locator('[data-event-id]', { hasText: 'Standup' })
    // The grid shows the neighbouring months' days too: count those Mondays in it as well.
    const shown = await standups.evaluateAll((els) =>
      els.map((el) => el.closest('[data-date]')?.getAttribute('data-date')),
    )
    expect(shown.every((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 1)).toBe(true)
  }

  // Seen from Kolkata (UTC+5:30, no DST): 9:00 AM New York is 6:30 PM in October, 7:30 PM after.
  const kolkata = await browser.newContext({ timezoneId: 'Asia/Kolkata' })
  const other = await kolkata.newPage()
  // (Its page's clock is faked as well: the zone arithmetic must not depend on Date itself.)
  await openCalendar(other, backend, new Date('2026-10-15T00:00:00Z'))
  expect(await titlesOn(other, '2026-10-26')).toEqual(['6:30 PM Standup'])
  await next(other)
  expect(await titlesOn(other, '2026-11-02')).toEqual(['7:30 PM Standup'])
  await kolkata.close()
})

test("'This event' changes one occurrence; the others and the series stay", async ({
  page,
  backend,
}) => {
  await seedStandup(backend)
  await openCalendar(page, backend)
  await chip(page, '2026-11-23', 'Standup').click()
  const d = dialog(page)
  await expect(d.root.getByLabel('Repeat', { exact: true })).toHaveValue('weekly')
  await d.title.fill('Standup with the team')
  await d.start.fill('2026-11-23T11:00')
  await d.end.fill('2026-11-23T12:00')
  await d.save.click()

  const ask = page.getByRole('dialog', { name: 'Edit recurring event' })
  await expect(ask).toBeVisible()
  await expect(ask.getByRole('radio', { name: 'This event', exact: true })).toBeChecked()
  await expect(ask.getByRole('radio', { name: 'This and following events' })).toBeVisible()
  await expect(ask.getByRole('radio', { name: 'All events' })).toBeVisible()
  await ask.getByRole('button', { name: 'OK' }).click()
  await expectToast(page, 'Success', 'Event updated successfully')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  expect(await seriesRows(backend)).toEqual([
    {
      title: 'Standup',
      start_time: '2026-11-02T14:00Z',
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      tzid: 'America/New_York',
      exdates: '2026-11-23T14:00Z',
      series_id: 'false',
      original_start: null,
    },
    {
      title: 'Standup with the team',
      start_time: '2026-11-23T16:00Z',
      rrule: null,
      tzid: null,
      exdates: '',
      series_id: 'true',
      original_start: '2026-11-23T14:00Z',
    },
  ])
  expect(await titlesOn(page, '2026-11-23')).toEqual(['11:00 AM Standup with the team'])
  expect(await titlesOn(page, '2026-11-16')).toEqual(['9:00 AM Standup'])
  expect(await titlesOn(page, '2026-11-30')).toEqual(['9:00 AM Standup'])

  // A reload reads the same from the database.
  await page.reload()
  await settled(page)
  expect(await titlesOn(page, '2026-11-23')).toEqual(['11:00 AM Standup with the team'])
  expect(await titlesOn(page, '2026-11-30')).toEqual(['9:00 AM Standup'])
})

test("'This and following events' from the third occurrence starts a new series there", async ({
  page,
  backend,
}) => {
  await seedStandup(backend)
  await openCalendar(page, backend)
  await chip(page, '2026-11-16', 'Standup').click()
  const d = dialog(page)
  await d.title.fill('Team sync')
  await d.save.click()
  const ask = page.getByRole('dialog', { name: 'Edit recurring event' })
  await ask.getByRole('radio', { name: 'This and following events' }).click()
  await ask.getByRole('button', { name: 'OK' }).click()
  await expectToast(page, 'Success', 'Event updated successfully')

  expect(await seriesRows(backend)).toEqual([
    {
      title: 'Standup',
      start_time: '2026-11-02T14:00Z',
      // Ends one second before the third occurrence, in UTC (RFC 5545 with a zoned start).
      rrule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20261116T135959Z',
      tzid: 'America/New_York',
      exdates: '',
      series_id: 'false',
      original_start: null,
    },
    {
      title: 'Team sync',
      start_time: '2026-11-16T14:00Z',
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      tzid: 'America/New_York',
      exdates: '',
      series_id: 'false',
      original_start: null,
    },
  ])
  expect(await titlesOn(page, '2026-11-02')).toEqual(['9:00 AM Standup'])
  expect(await titlesOn(page, '2026-11-09')).toEqual(['9:00 AM Standup'])
  for (const date of ['2026-11-16', '2026-11-23', '2026-11-30']) {
    expect(await titlesOn(page, date), date).toEqual(['9:00 AM Team sync'])
  }
})

test("deleting 'This event', then 'All events' with a changed occurrence", async ({
  page,
  backend,
}) => {
  await seedStandup(backend)
  await backend.sql(
    `insert into events (title, start_time, end_time, color, series_id, original_start)
     select 'Standup (late)', '2026-11-09T20:00:00Z', '2026-11-09T21:00:00Z', color, id,
            '2026-11-09T14:00:00Z' from events;
     update events set exdates = array['2026-11-09T14:00:00Z'::timestamptz] where rrule is not null`,
  )
  await openCalendar(page, backend)
  expect(await titlesOn(page, '2026-11-09')).toEqual(['3:00 PM Standup (late)'])

  await chip(page, '2026-11-16', 'Standup').click()
  await dialog(page).remove.click()
  const ask = page.getByRole('dialog', { name: 'Delete recurring event' })
  await expect(ask.getByRole('radio', { name: 'This event', exact: true })).toBeChecked()
  await ask.getByRole('button', { name: 'OK' }).click()
  await expectToast(page, 'Success', 'Event deleted successfully')
  expect(await titlesOn(page, '2026-11-16')).toEqual([])
  expect(await titlesOn(page, '2026-11-23')).toEqual(['9:00 AM Standup'])
  expect((await seriesRows(backend))[0]!.exdates).toBe('2026-11-09T14:00Z,2026-11-16T14:00Z')

  // Cancel asks nothing more and changes nothing.
  await chip(page, '2026-11-23', 'Standup').click()
  await dialog(page).remove.click()
  await page
    .getByRole('dialog', { name: 'Delete recurring event' })
    .getByRole('button', { name: 'Cancel' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Edit Event' })).toBeVisible()
  expect(await seriesRows(backend)).toHaveLength(2)

  await dialog(page).remove.click()
  const again = page.getByRole('dialog', { name: 'Delete recurring event' })
  await again.getByRole('radio', { name: 'All events' }).click()
  await again.getByRole('button', { name: 'OK' }).click()
  // The first delete's toast, with the same words, may still be up (one toast at a time), so
  // the toast alone does not say this delete is done: wait for the rows to go.
  await expectToast(page, 'Success', 'Event deleted successfully')
  // The changed occurrence went with its series.
  await expect.poll(() => seriesRows(backend)).toEqual([])
  for (const date of ['2026-11-02', '2026-11-09', '2026-11-23', '2026-11-30']) {
    await expect.poll(() => titlesOn(page, date), { message: date }).toEqual([])
  }
  await viewButton(page, 'Week').click()
  await settled(page)
  await expect(page.getByRole('main').locator('[data-event-id]')).toHaveCount(0)
})

test('an occurrence moved past the end of its series is still one of it', async ({
  page,
  backend,
}) => {
  // Two Mondays (COUNT=2, over on November 9); the second moved to Wednesday, January 13.
  // January's series read leaves the series out (it ended in November), so the app reads it by
  // id to know the moved occurrence as one of it.
  await backend.sql(
    `with s as (
       insert into events (title, start_time, end_time, color, rrule, tzid, exdates, recurrence_end)
       values ('Review', '2026-11-02T14:00:00Z', '2026-11-02T15:00:00Z', '#3b82f6',
               'FREQ=WEEKLY;BYDAY=MO;COUNT=2', 'America/New_York',
               array['2026-11-09T14:00:00Z'::timestamptz], '2026-11-09T15:00:00Z')
       returning id, color)
     insert into events (title, start_time, end_time, color, series_id, original_start)
     select 'Review (moved)', '2027-01-13T15:00:00Z', '2027-01-13T16:00:00Z', color, id,
            '2026-11-09T14:00:00Z' from s`,
  )
  await openCalendar(page, backend)
  expect(await titlesOn(page, '2026-11-02')).toEqual(['9:00 AM Review'])
  expect(await titlesOn(page, '2026-11-09')).toEqual([])
  await next(page)
  await next(page)
  expect(await titlesOn(page, '2027-01-13')).toEqual(['10:00 AM Review (moved)'])

  await chip(page, '2027-01-13', 'Review (moved)').click()
  await dialog(page).title.fill('Review, moved again')
  await dialog(page).save.click()
  const ask = page.getByRole('dialog', { name: 'Edit recurring event' })
  await expect(ask.getByRole('radio', { name: 'This event', exact: true })).toBeChecked()
  await ask.getByRole('button', { name: 'OK' }).click()
  await expectToast(page, 'Success', 'Event updated successfully')
  expect(await titlesOn(page, '2027-01-13')).toEqual(['10:00 AM Review, moved again'])
  const moved = (await seriesRows(backend)).find((row) => row.series_id === 'true')
  expect(moved).toMatchObject({ title: 'Review, moved again', original_start: '2026-11-09T14:00Z' })
})

test.describe('a database set up before repeating events', () => {
  test.use({ migrate: false })

  test("works, hides 'Repeat' and offers the update", async ({ page, backend }) => {
    const dir = path.resolve(import.meta.dirname, '../supabase/migrations')
    for (const file of (await readdir(dir)).sort()) {
      if (file < '20261124') await backend.sql(await readFile(path.join(dir, file), 'utf8'))
    }
    await openCalendar(page, backend)
    await expect(page.getByRole('region', { name: 'Database update available' })).toBeVisible()
    await page.getByRole('button', { name: 'New Event' }).click()
    const d = dialog(page)
    await expect(d.root.getByRole('checkbox', { name: 'All day' })).toBeVisible()
    await expect(d.root.getByLabel('Repeat', { exact: true })).toHaveCount(0)
    await d.title.fill('Before series')
    await d.save.click()
    await expectToast(page, 'Success', 'Event created successfully')
    await expect(
      page.getByRole('main').getByRole('button', { name: /Before series/ }),
    ).toBeVisible()
  })
})
