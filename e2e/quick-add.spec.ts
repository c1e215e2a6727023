// Quick add (issue 30): an event typed in words. The preview says what Enter will create, and
// Enter creates exactly that (checked in the database); Tab or 'More options' opens the full
// dialog filled in; text with no date or time opens the dialog instead of creating. In New
// York, so the zone the preview and the row are in is not UTC. "Now" is Saturday November 21,
// 2026, 10:15 AM there.
import { expect, test } from './fixtures.ts'
import type { Backend } from './fixtures.ts'
import { chunkFile, countEvents, dialog, expectToast, openCalendar } from './helpers.ts'

test.use({ timezoneId: 'America/New_York' })
const NOW = new Date('2026-11-21T15:15:00Z')

const field = (page: import('@playwright/test').Page) =>
  page.getByRole('textbox', { name: 'Quick add' })
const preview = (page: import('@playwright/test').Page) => page.getByTestId('quick-add-preview')

/** The events' rows with their series columns, times in UTC. */
async function stored(backend: Backend) {
  const result = await backend.app.db.transaction((tx) =>
    tx.query(
      `select title, description, color, all_day, rrule, tzid,
              to_char(start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as start_time,
              to_char(end_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as end_time
         from events order by start_time`,
    ),
  )
  return result.rows
}

test('Quick add: the parser is not in the first load, and comes on first use', async ({
  page,
  backend,
}) => {
  const asked: string[] = []
  page.on('request', (request) => asked.push(request.url()))
  await openCalendar(page, backend, NOW)
  expect(asked.filter((url) => chunkFile('quick-add-reader').test(url))).toEqual([])
  const loaded = page.waitForResponse((r) => chunkFile('quick-add-reader').test(r.url()))
  await page.keyboard.press('q')
  await expect(field(page)).toBeFocused()
  await loaded
})

test('Quick add: Enter creates exactly the previewed event (a weekday series)', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend, NOW)
  await field(page).click()
  await field(page).fill('Standup weekdays 9:30 for 15 min')
  const shown = preview(page)
  await expect(shown).toContainText('Standup')
  await expect(shown).toContainText('Mon, Nov 23, 9:30 AM – 9:45 AM · 15 minutes')
  await expect(shown).toContainText('Repeats every weekday')
  await expect(shown).toContainText('Times in America/New_York')
  await expect(shown).toContainText('Enter creates it.')
  await field(page).press('Enter')
  await expectToast(page, 'Success', 'Event created successfully')
  await expect(field(page)).toHaveValue('')
  expect(await stored(backend)).toEqual([
    {
      title: 'Standup',
      description: null,
      color: '#3b82f6',
      all_day: false,
      rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      tzid: 'America/New_York',
      start_time: '2026-11-23T14:30Z',
      end_time: '2026-11-23T14:45Z',
    },
  ])
})

test("Quick add: 'q', a one-off event, an all-day range, markup as a title", async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend, NOW)
  await page.keyboard.press('q')
  await field(page).fill('Lunch with Sam tomorrow at 1pm')
  await expect(preview(page)).toContainText('Sun, Nov 22, 1:00 PM – 2:00 PM · 1 hour')
  await field(page).press('Enter')
  await expectToast(page, 'Success', 'Event created successfully')

  await field(page).fill('Trip to Rome Jun 3-9')
  await expect(preview(page)).toContainText('Thu, Jun 3, 2027 – Wed, Jun 9, 2027, all day · 7 days')
  await field(page).press('Enter')
  await expect(field(page)).toHaveValue('')

  await field(page).fill('<b>Party</b> 🎉 tomorrow 8pm')
  // Text, not markup: the title shows as typed.
  await expect(preview(page).getByText('<b>Party</b> 🎉', { exact: true })).toBeVisible()
  await field(page).press('Enter')
  await expect(field(page)).toHaveValue('')
  await expect.poll(() => countEvents(backend)).toBe(3)
  expect(await stored(backend)).toEqual([
    expect.objectContaining({
      title: 'Lunch with Sam',
      start_time: '2026-11-22T18:00Z',
      end_time: '2026-11-22T19:00Z',
      all_day: false,
      rrule: null,
    }),
    expect.objectContaining({
      title: '<b>Party</b> 🎉',
      start_time: '2026-11-23T01:00Z',
      end_time: '2026-11-23T02:00Z',
    }),
    // All day: 00:00 UTC of the first day to 00:00 UTC after the last (product.md §10).
    expect.objectContaining({
      title: 'Trip to Rome',
      start_time: '2027-06-03T00:00Z',
      end_time: '2027-06-10T00:00Z',
      all_day: true,
    }),
  ])
})

test("Quick add: 'More options' and Tab open the dialog filled in, creating nothing", async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend, NOW)
  await field(page).click()
  await field(page).fill('Dentist Tue 3-3:45pm')
  await preview(page).getByRole('button', { name: 'More options' }).click()
  const d = dialog(page)
  await expect(d.root.getByRole('heading', { name: 'New Event' })).toBeVisible()
  await expect(d.title).toHaveValue('Dentist')
  await expect(d.start).toHaveValue('2026-11-24T15:00')
  await expect(d.end).toHaveValue('2026-11-24T15:45')
  await d.cancel.click()

  await field(page).click()
  await field(page).fill("Mum's birthday every year on May 4")
  await field(page).press('Tab')
  await expect(d.title).toHaveValue("Mum's birthday")
  await expect(d.root.getByLabel('All day')).toBeChecked()
  await expect(d.start).toHaveValue('2027-05-04')
  await expect(d.end).toHaveValue('2027-05-04')
  await expect(d.root.getByRole('combobox', { name: 'Repeat' })).toContainText('Annually on May 4')
  await d.save.click()
  await expectToast(page, 'Success', 'Event created successfully')
  expect(await stored(backend)).toEqual([
    expect.objectContaining({
      title: "Mum's birthday",
      all_day: true,
      rrule: 'FREQ=YEARLY;BYMONTH=5;BYMONTHDAY=4',
      start_time: '2027-05-04T00:00Z',
      end_time: '2027-05-05T00:00Z',
    }),
  ])
})

test('Quick add never guesses: no date or time opens the dialog instead of creating', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend, NOW)
  await field(page).click()
  await field(page).fill('asdf')
  await expect(preview(page)).toContainText('No date or time understood.')
  await expect(preview(page)).toContainText('Enter opens the full dialog.')
  await field(page).press('Enter')
  const d = dialog(page)
  await expect(d.root.getByRole('heading', { name: 'New Event' })).toBeVisible()
  await expect(d.title).toHaveValue('asdf')
  // The create defaults (product.md §4): today at the current hour.
  await expect(d.start).toHaveValue('2026-11-21T10:00')
  expect(await countEvents(backend)).toBe(0)
})
