// 'Export .ics' (docs/product.md §10, "Import, export, agenda, search, theme"): the download is
// calendar.ics, and two independent parsers (ical.js and node-ical) read from it every event the
// database holds: one-off, all-day, a series across the clocks' change with a cancelled and a
// moved occurrence.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { readWithIcalJs, readWithNodeIcal } from '../src/test/ics-readers.ts'
import { expect, test } from './fixtures.ts'
import { expectToast, openCalendar } from './helpers.ts'

// A viewer in Kolkata: the file is the same wherever it is made.
test.use({ timezoneId: 'Asia/Kolkata' })

const SEED = `
  insert into events (title, description, start_time, end_time, color)
  values ('Dentist <b>', 'Floor 2, room "A"; bring the form', '2026-11-10T15:30:00Z',
          '2026-11-10T16:15:00Z', '#ef4444');
  insert into events (title, start_time, end_time, color, all_day)
  values ('Conference', '2026-11-11T00:00:00Z', '2026-11-14T00:00:00Z', '#10b981', true);
  with s as (
    insert into events (title, start_time, end_time, color, rrule, tzid, exdates, recurrence_end)
    values ('Review', '2026-10-26T13:00:00Z', '2026-10-26T14:00:00Z', '#3b82f6',
            'FREQ=WEEKLY;BYDAY=MO;COUNT=4', 'America/New_York',
            array['2026-11-02T14:00:00Z', '2026-11-09T14:00:00Z']::timestamptz[],
            '2026-11-16T15:00:00Z')
    returning id, color)
  insert into events (title, start_time, end_time, color, series_id, original_start)
  select 'Review (moved)', '2026-11-10T15:00:00Z', '2026-11-10T16:00:00Z', color, id,
         '2026-11-09T14:00:00Z' from s;`

const RANGE = { start: new Date('2026-10-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') }

/** Chooses 'Export .ics' in the 'More' menu and waits for the download. */
async function exportFile(page: Page) {
  await page.getByRole('button', { name: 'More' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Export .ics' }).click()
  return download
}

test("'Export .ics' downloads calendar.ics, which two parsers read back to the same events", async ({
  page,
  backend,
}) => {
  await backend.sql(SEED)
  await openCalendar(page, backend)
  const download = await exportFile(page)
  expect(download.suggestedFilename()).toBe('calendar.ics')
  await expectToast(page, 'Success', '4 events exported')
  const text = await readFile(await download.path(), 'utf8')

  // Instants as stored; the all-day dates are the viewer's local dates (the parser runs in
  // Node, whose zone is the test run's).
  const localDate = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString()
  const expected = [
    `Dentist <b>|2026-11-10T15:30:00.000Z|2026-11-10T16:15:00.000Z|false`,
    `Conference|${localDate(2026, 11, 11)}|${localDate(2026, 11, 14)}|true`,
    // Mondays 9:00 AM New York: EDT on October 26, EST after; November 2 cancelled, the 9th moved.
    `Review|2026-10-26T13:00:00.000Z|2026-10-26T14:00:00.000Z|false`,
    `Review (moved)|2026-11-10T15:00:00.000Z|2026-11-10T16:00:00.000Z|false`,
    `Review|2026-11-16T14:00:00.000Z|2026-11-16T15:00:00.000Z|false`,
  ].sort()
  expect(readWithIcalJs(text, RANGE)).toEqual(expected)
  expect(readWithNodeIcal(text, RANGE)).toEqual(expected)
  expect(text).toContain('DESCRIPTION:Floor 2\\, room "A"\\; bring the form')
})

test("'Export .ics' with the backend down: toast 'Error' / 'Failed to export events', no file", async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await backend.stop()
  let downloaded = false
  page.on('download', () => (downloaded = true))
  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('menuitem', { name: 'Export .ics' }).click()
  await expectToast(page, 'Error', 'Failed to export events', { destructive: true })
  expect(downloaded).toBe(false)
})
