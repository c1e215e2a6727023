// The event dialog's rough edges of issue #33 (docs/product.md §2, "Event dialog", and §10): a
// failed save keeps the dialog modal (focus, Escape, keys), Delete on an occurrence asks its
// scope, End follows Start, the 'Location' field (saved, shown, searched, through .ics and on a
// database without it), links in a description, and Save in view on a 1366 x 768 screen.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import {
  dialog,
  expectToast,
  openCalendar,
  seed,
  settled,
  SCREENSHOT_DIR,
  viewButton,
} from './helpers.ts'

/** One column of every row, in start order. */
async function column(backend: Backend, name: string): Promise<unknown[]> {
  const { rows } = await backend.app.db.transaction((tx) =>
    tx.query(`select ${name} as value from events order by start_time, title`),
  )
  return rows.map((row) => row.value)
}

/** A file of this test's own, its folder made. */
async function outputFile(name: string): Promise<string> {
  await mkdir(test.info().outputDir, { recursive: true })
  return path.join(test.info().outputDir, name)
}

const newEvent = async (page: Page) => {
  await page.getByRole('button', { name: 'New Event' }).click()
  await expect(page.getByRole('dialog', { name: 'New Event' })).toBeVisible()
}

test('§4 a failed save keeps the focus in the dialog; Escape closes it; the keys stay off the calendar', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await newEvent(page)
  const d = dialog(page)
  await d.title.fill('Planning')
  // The backend refuses the insert.
  await page.route('**/rest/v1/events*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' })
      : route.fallback(),
  )
  await d.save.click()
  await expectToast(page, 'Error', 'Failed to create event', { destructive: true })
  // The dialog keeps what was typed, and the focus: on Save, enabled again.
  await expect(d.title).toHaveValue('Planning')
  await expect(d.save).toBeFocused()

  // Keys are the dialog's: 'w' and 'n' do nothing to the calendar behind it, even with the
  // focus dropped onto the page.
  await page.keyboard.press('w')
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('w')
  await page.keyboard.press('n')
  await expect(page.getByRole('dialog', { name: 'New Event' })).toBeVisible()

  // The first Escape closes the dialog, though the failure's toast is up.
  await d.save.focus()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(viewButton(page, 'Month')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('November 2026')
})

test('§10 Delete on a focused occurrence asks its scope, deletes in it, and Undo puts it back', async ({
  page,
  backend,
}) => {
  // Weekly on Mondays at 9:00 AM from November 2, 2026, in the viewer's zone.
  const start = new Date(2026, 10, 2, 9)
  await backend.sql(
    `insert into events (title, start_time, end_time, color, rrule, tzid)
     values ('Standup', '${start.toISOString()}', '${new Date(2026, 10, 2, 10).toISOString()}',
             '#3b82f6', 'FREQ=WEEKLY;BYDAY=MO', '${Intl.DateTimeFormat().resolvedOptions().timeZone}')`,
  )
  await openCalendar(page, backend)
  const chipOn = (date: string) =>
    page.getByRole('main').locator(`[data-date="${date}"] [data-event-id]`)
  await expect(chipOn('2026-11-16')).toHaveCount(1)

  // Cancel deletes nothing.
  await chipOn('2026-11-16').focus()
  await page.keyboard.press('Delete')
  const ask = page.getByRole('dialog', { name: 'Delete recurring event' })
  await expect(ask.getByRole('radio', { name: 'This event', exact: true })).toBeChecked()
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await expect(ask).toHaveCount(0)
  await expect(page.getByRole('dialog', { name: 'Edit Event' })).toHaveCount(0)
  await expect(chipOn('2026-11-16')).toHaveCount(1)

  await chipOn('2026-11-16').focus()
  await page.keyboard.press('Delete')
  await ask.getByRole('radio', { name: 'This and following events' }).click()
  await ask.getByRole('button', { name: 'OK' }).click()
  await expectToast(page, 'Success', 'Event deleted successfully')
  for (const date of ['2026-11-16', '2026-11-23', '2026-11-30'])
    await expect(chipOn(date), date).toHaveCount(0)
  await expect(chipOn('2026-11-09')).toHaveCount(1)
  await expect.poll(() => column(backend, 'rrule')).toEqual([expect.stringMatching(/UNTIL=/)])

  await page.getByRole('button', { name: 'Undo' }).click()
  await expectToast(page, 'Success', 'Event restored')
  await expect(chipOn('2026-11-23')).toHaveCount(1)
  expect(await column(backend, 'rrule')).toEqual(['FREQ=WEEKLY;BYDAY=MO'])
})

test.describe('§4 End follows Start', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('moving Start moves End, keeping the length; an End set by hand is not checked', async ({
    page,
    backend,
  }) => {
    await openCalendar(page, backend)
    await newEvent(page)
    const d = dialog(page)
    await d.start.fill('2026-11-24T09:00')
    await d.end.fill('2026-11-24T10:30')
    await d.start.fill('2026-11-25T14:00')
    await expect(d.end).toHaveValue('2026-11-25T15:30')
    // Across New York's November change: three real hours from midnight end at 2 AM EST.
    await d.end.fill('2026-10-31T03:00')
    await d.start.fill('2026-10-31T00:00')
    await d.end.fill('2026-10-31T03:00')
    await d.start.fill('2026-11-01T00:00')
    await expect(d.end).toHaveValue('2026-11-01T02:00')
    // End before Start, set by hand: kept, and saved as it is (product.md §5).
    await d.start.fill('2026-11-26T09:00')
    await d.end.fill('2026-11-26T08:00')
    await expect(d.end).toHaveValue('2026-11-26T08:00')
    await d.title.fill('Reversed')
    await d.save.click()
    await expectToast(page, 'Success', 'Event created successfully')
    expect(await column(backend, `to_char(end_time - start_time, 'HH24:MI')`)).toEqual(['-01:00'])
  })
})

test('§10 Location: saved, shown in the agenda and search, and kept through .ics', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await newEvent(page)
  const d = dialog(page)
  // After the title, before the description.
  const labels = await d.root.locator('label').allTextContents()
  expect(labels.slice(0, 3)).toEqual(['Title', 'Location', 'Description'])
  await d.title.fill('Offsite')
  await d.root.getByLabel('Location', { exact: true }).fill('Room 4, Building B')
  await d.start.fill('2026-11-24T09:00')
  await d.save.click()
  await expectToast(page, 'Success', 'Event created successfully')
  expect(await column(backend, 'location')).toEqual(['Room 4, Building B'])

  await page.keyboard.press('a')
  await settled(page)
  await expect(
    page.getByRole('main').getByRole('button', { name: /Offsite, Room 4/ }),
  ).toBeVisible()

  const search = page.getByRole('searchbox', { name: 'Search events' })
  await search.fill('building')
  const results = page.getByRole('region', { name: 'Search results' })
  await expect(results.getByRole('button', { name: /Offsite, Room 4, Building B/ })).toBeVisible()
  await search.press('Escape')
  await search.press('Escape')

  // Export, empty the calendar, import the file: the location comes back.
  await page.getByRole('button', { name: 'More' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Export .ics' }).click()
  const text = await readFile(await (await download).path(), 'utf8')
  expect(text.replace(/\r\n /g, '')).toContain('LOCATION:Room 4\\, Building B')
  const file = await outputFile('calendar.ics')
  await writeFile(file, text)
  await backend.sql('delete from events')
  await page.getByRole('button', { name: 'More' }).click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('menuitem', { name: 'Import .ics…' }).click()
  await (await chooser).setFiles(file)
  const importing = page.getByRole('dialog', { name: 'Import events' })
  await importing.getByRole('button', { name: 'Import 1 event' }).click()
  await expectToast(page, 'Success', '1 event imported')
  expect(await column(backend, 'location')).toEqual(['Room 4, Building B'])
})

test('§10 .ics import: URL joins the description; the preview names what is not kept', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  const file = await outputFile('meeting.ics')
  await writeFile(
    file,
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      'BEGIN:VEVENT',
      'UID:meeting-1@example.com',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261124T150000Z',
      'DTEND:20261124T160000Z',
      'SUMMARY:Design review',
      'LOCATION:Studio 2',
      'URL:https://example.com/review',
      'ATTENDEE:mailto:ana@example.com',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'TRIGGER:-PT10M',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  )
  await page.getByRole('button', { name: 'More' }).click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('menuitem', { name: 'Import .ics…' }).click()
  await (await chooser).setFiles(file)
  const importing = page.getByRole('dialog', { name: 'Import events' })
  const notKept = importing.getByRole('region', { name: 'Not kept' })
  // The VALARM is kept, as the event's reminder (issue 28).
  await expect(notKept.getByRole('listitem')).toHaveText(['Guests (ATTENDEE), in 1 event'])
  await importing.getByRole('button', { name: 'Import 1 event' }).click()
  await expectToast(page, 'Success', '1 event imported')
  expect(await column(backend, 'location')).toEqual(['Studio 2'])
  expect(await column(backend, 'description')).toEqual(['https://example.com/review'])
  const reminders = await column(backend, 'reminders::text')
  expect(reminders.map((text) => JSON.parse(String(text)) as unknown)).toEqual([
    [{ kind: 'before', minutes: 10 }],
  ])
})

test('§10 links in a description open in a new tab; a javascript: one stays text', async ({
  page,
  backend,
}) => {
  await seed(backend, [
    {
      title: 'Kickoff',
      description: 'Slides: https://example.com/slides.\nNot a link: javascript:alert(1)',
      start: new Date(2026, 10, 21, 14).toISOString(),
      end: new Date(2026, 10, 21, 15).toISOString(),
    },
  ])
  await openCalendar(page, backend)
  await viewButton(page, 'Agenda').click()
  await settled(page)
  const main = page.getByRole('main')
  const link = main.getByRole('link')
  await expect(link).toHaveCount(1)
  await expect(link).toHaveText('https://example.com/slides')
  await expect(link).toHaveAttribute('href', 'https://example.com/slides')
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(main.getByText('Not a link: javascript:alert(1)')).toBeVisible()
  expect(await main.locator('a[href^="javascript"]').count()).toBe(0)
})

test.describe('§2 the dialog on a 1366 x 768 screen', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test("keeps Save and Cancel in view with 'Custom' repeat open", async ({ page, backend }) => {
    await openCalendar(page, backend)
    await newEvent(page)
    const d = dialog(page)
    await d.title.fill('Weekly sync')
    await d.root.getByLabel('Repeat', { exact: true }).selectOption({ label: 'Custom…' })
    await expect(d.root.getByText('Ends', { exact: false }).first()).toBeAttached()
    await expect(d.save).toBeInViewport({ ratio: 1 })
    await expect(d.cancel).toBeInViewport({ ratio: 1 })
    // The body scrolls under the footer; the footer stays.
    await d.root.evaluate((el) => el.scrollTo(0, el.scrollHeight))
    await expect(d.save).toBeInViewport({ ratio: 1 })
    await d.save.click()
    await expectToast(page, 'Success', 'Event created successfully')
  })
})

test('§10 a database without the location column keeps working and offers the update', async ({
  page,
  backend,
}) => {
  // As set up before 20261130000000_location.sql: no column, the views and search text without it.
  const migrations = path.resolve(import.meta.dirname, '../supabase/migrations')
  await backend.sql(
    [
      'alter table public.events drop column location cascade;',
      await readFile(path.join(migrations, '20261124000000_repeating_events.sql'), 'utf8'),
      await readFile(path.join(migrations, '20261128000000_search_column.sql'), 'utf8'),
    ].join('\n'),
  )
  await seed(backend, [
    {
      title: 'Lunch',
      start: new Date(2026, 10, 20, 12).toISOString(),
      end: new Date(2026, 10, 20, 13).toISOString(),
    },
  ])
  await openCalendar(page, backend)
  await expect(page.getByText('Database update available')).toBeVisible()
  await expect(page.getByRole('main').getByRole('button', { name: /Lunch/ })).toBeVisible()
  await newEvent(page)
  const d = dialog(page)
  await expect(d.root.getByLabel('Location', { exact: true })).toHaveCount(0)
  await d.title.fill('Dinner')
  await d.save.click()
  await expectToast(page, 'Success', 'Event created successfully')
  const search = page.getByRole('searchbox', { name: 'Search events' })
  await search.fill('dinner')
  await expect(
    page.getByRole('region', { name: 'Search results' }).getByRole('button', { name: /Dinner/ }),
  ).toBeVisible()
})

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1440, 375]) {
    test.describe(`screenshot ${width}px ${colorScheme}`, () => {
      test.use({ viewport: { width, height: width > 400 ? 900 : 812 }, colorScheme })
      test(`the event dialog with Location (${width}px ${colorScheme})`, async ({
        page,
        backend,
      }) => {
        await seed(backend, [
          {
            title: 'Design review',
            description: 'Agenda: https://example.com/review',
            start: new Date(2026, 10, 24, 9).toISOString(),
            end: new Date(2026, 10, 24, 10).toISOString(),
          },
        ])
        await backend.sql(`update events set location = 'Studio 2, Building B'`)
        await openCalendar(page, backend)
        await page
          .getByRole('main')
          .getByRole('button', { name: /Design review/ })
          .click()
        await expect(dialog(page).root.getByLabel('Location', { exact: true })).toHaveValue(
          'Studio 2, Building B',
        )
        const suffix = colorScheme === 'dark' ? '-dark' : ''
        await page.screenshot({
          path: path.join(SCREENSHOT_DIR, `issue-33-dialog-location-${width}${suffix}.png`),
        })
        await dialog(page).cancel.click()
        await viewButton(page, 'Agenda').click()
        await settled(page)
        await page.screenshot({
          path: path.join(SCREENSHOT_DIR, `issue-33-agenda-location-${width}${suffix}.png`),
        })
      })
    })
  }
}
