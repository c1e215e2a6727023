// Creating, editing and deleting events through the dialog, with the exact toasts of
// product.md §8 and the dialog rules of product.md §2, §4 and §5.
import { expect, test } from './fixtures.ts'
// Dates are in November 2026; "now" is NOW of helpers.ts (Saturday the 21st, 10:15).
import {
  countEvents,
  dialog,
  eventButton,
  expectToast,
  openCalendar,
  rows,
  seed,
  settled,
} from './helpers.ts'

const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute)
const iso = (day: number, hour: number, minute = 0) =>
  at(day, hour, minute).toISOString().replace('.000Z', 'Z')

test("§8 Create succeeds: toast 'Success' / 'Event created successfully'", async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await page.getByRole('button', { name: 'New Event' }).click()
  const d = dialog(page)
  await expect(d.root.getByRole('heading', { name: 'New Event' })).toBeVisible()
  await d.title.fill('Dentist')
  await d.description.fill('Bring the forms')
  await d.color('Green').click()
  await d.save.click()

  await expectToast(page, 'Success', 'Event created successfully')
  await expect(d.root).toBeHidden()
  expect(await rows(backend)).toEqual([
    expect.objectContaining({
      title: 'Dentist',
      description: 'Bring the forms',
      start_time: iso(21, 10),
      end_time: iso(21, 11),
      color: '#10b981',
    }),
  ])
  // The list reloads: the new event is in today's cell with its 'h:mm a' start time.
  const cell = page.locator('[data-date="2026-11-21"]')
  await expect(cell.getByRole('button', { name: '10:00 AM Dentist' })).toBeVisible()
})

test("§8 Update succeeds: toast 'Success' / 'Event updated successfully'", async ({
  page,
  backend,
}) => {
  const [id] = await seed(backend, [
    { title: 'Standup', start: iso(12, 9, 30), end: iso(12, 10), description: 'Daily' },
  ])
  await openCalendar(page, backend)
  await eventButton(page, 'Standup').click()
  const d = dialog(page)
  await expect(d.root.getByRole('heading', { name: 'Edit Event' })).toBeVisible()
  await expect(d.title).toHaveValue('Standup')
  await expect(d.description).toHaveValue('Daily')
  await expect(d.start).toHaveValue('2026-11-12T09:30')
  await expect(d.end).toHaveValue('2026-11-12T10:00')

  await d.title.fill('Standup (moved)')
  await d.start.fill('2026-11-13T11:00')
  await d.end.fill('2026-11-13T11:45')
  await d.color('Red').click()
  await d.save.click()

  await expectToast(page, 'Success', 'Event updated successfully')
  await expect(d.root).toBeHidden()
  expect(await rows(backend)).toEqual([
    expect.objectContaining({
      id,
      title: 'Standup (moved)',
      description: 'Daily',
      start_time: iso(13, 11),
      end_time: iso(13, 11, 45),
      color: '#ef4444',
    }),
  ])
  await expect(
    page.locator('[data-date="2026-11-13"]').getByRole('button', { name: 'Standup (moved)' }),
  ).toBeVisible()
  await expect(page.locator('[data-date="2026-11-12"]').getByRole('button')).toHaveCount(1)
})

test("§8 Delete succeeds: toast 'Success' / 'Event deleted successfully'; §4 dialog closes", async ({
  page,
  backend,
}) => {
  await seed(backend, [{ title: 'Gym', start: iso(18, 7), end: iso(18, 8) }])
  await openCalendar(page, backend)
  await eventButton(page, 'Gym').click()
  const d = dialog(page)
  await d.remove.click()

  await expectToast(page, 'Success', 'Event deleted successfully')
  await expect(d.root).toBeHidden()
  await expect(eventButton(page, 'Gym')).toHaveCount(0)
  expect(await countEvents(backend)).toBe(0)
})

test('§2 Event dialog: fields, placeholder, 3-row description, date-time pickers, six colours, max width 425px', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await page.getByRole('button', { name: 'New Event' }).click()
  const d = dialog(page)
  await expect(d.title).toHaveAttribute('placeholder', 'Event title')
  await expect(d.title).toBeFocused()
  await expect(d.description).toHaveAttribute('rows', '3')
  await expect(d.start).toHaveAttribute('type', 'datetime-local')
  await expect(d.end).toHaveAttribute('type', 'datetime-local')
  const swatches = d.root.getByRole('radiogroup', { name: 'Color' }).getByRole('radio')
  await expect(swatches).toHaveCount(6)
  const names = await swatches.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))
  expect(names).toEqual([
    'Blue (#3b82f6)',
    'Red (#ef4444)',
    'Green (#10b981)',
    'Amber (#f59e0b)',
    'Violet (#8b5cf6)',
    'Pink (#ec4899)',
  ])
  const box = await d.root.boundingBox()
  expect(box?.width).toBeLessThanOrEqual(425)
})

test('§2 Event dialog: Delete only when editing; Cancel closes without saving', async ({
  page,
  backend,
}) => {
  await seed(backend, [{ title: 'Lunch', start: iso(10, 12), end: iso(10, 13) }])
  await openCalendar(page, backend)
  await page.getByRole('button', { name: 'New Event' }).click()
  const d = dialog(page)
  await expect(d.cancel).toBeVisible()
  await expect(d.save).toBeVisible()
  await expect(d.remove).toHaveCount(0)
  await d.title.fill('Never saved')
  await d.cancel.click()
  await expect(d.root).toBeHidden()
  expect(await countEvents(backend)).toBe(1)

  await eventButton(page, 'Lunch').click()
  await expect(d.remove).toBeVisible()
  await d.cancel.click()
  await expect(d.root).toBeHidden()
  // Reopening for a new event starts empty again.
  await page.getByRole('button', { name: 'New Event' }).click()
  await expect(d.title).toHaveValue('')
  await expect(d.remove).toHaveCount(0)
})

test("§2 'New Event' opens the dialog with today as the default date; §4 start at the current hour, end one hour later, first palette colour", async ({
  page,
  backend,
}) => {
  // Viewing another month does not change the default: it is today.
  await openCalendar(page, backend)
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await page.getByRole('button', { name: 'New Event' }).click()
  const d = dialog(page)
  await expect(d.root.getByRole('heading', { name: 'New Event' })).toBeVisible()
  await expect(d.start).toHaveValue('2026-11-21T10:00')
  await expect(d.end).toHaveValue('2026-11-21T11:00')
  await expect(d.color('Blue')).toBeChecked()
  await expect(d.color('Blue')).toHaveAttribute('aria-checked', 'true')
  await expect(d.color('Red')).not.toBeChecked()
})

test('§5 Save is disabled and does nothing unless title, start time and end time are non-empty', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await page.getByRole('button', { name: 'New Event' }).click()
  const d = dialog(page)
  await expect(d.save).toBeDisabled()
  // Enter in the title field submits the form: with no title nothing happens.
  await d.title.press('Enter')
  await expect(d.root).toBeVisible()
  await d.title.fill('   ')
  await expect(d.save).toBeDisabled()
  await d.title.fill('Walk')
  await expect(d.save).toBeEnabled()
  await d.start.fill('')
  await expect(d.save).toBeDisabled()
  await d.title.press('Enter')
  await d.start.fill('2026-11-21T16:00')
  await expect(d.save).toBeEnabled()
  await d.end.fill('')
  await expect(d.save).toBeDisabled()
  await d.title.press('Enter')
  await expect(d.root).toBeVisible()
  expect(await countEvents(backend)).toBe(0)
})

test('§5 No end-after-start check; empty description sent as null; times sent as ISO strings in a one-element insert', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await page.getByRole('button', { name: 'New Event' }).click()
  const d = dialog(page)
  await d.title.fill('Backwards')
  await d.start.fill('2026-11-20T15:00')
  await d.end.fill('2026-11-20T14:00')
  const request = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/rest/v1/events',
  )
  await d.save.click()
  const body: unknown = (await request).postDataJSON()
  expect(body).toEqual([
    {
      title: 'Backwards',
      description: null,
      start_time: at(20, 15).toISOString(),
      end_time: at(20, 14).toISOString(),
      color: '#3b82f6',
    },
  ])
  await expectToast(page, 'Success', 'Event created successfully')
  expect(await rows(backend)).toEqual([
    expect.objectContaining({ title: 'Backwards', description: null, end_time: iso(20, 14) }),
  ])
  // A reversed event still renders (minimum block height) and opens for editing.
  await page.locator('[data-date="2026-11-20"]').getByRole('button', { name: 'Backwards' }).click()
  await expect(d.root.getByRole('heading', { name: 'Edit Event' })).toBeVisible()
})

test('§4 After a successful save the edit target and the default date are cleared', async ({
  page,
  backend,
}) => {
  await seed(backend, [{ title: 'Review', start: iso(5, 15), end: iso(5, 16) }])
  await openCalendar(page, backend)
  await eventButton(page, 'Review').click()
  const d = dialog(page)
  await d.title.fill('Review 2')
  await d.save.click()
  await expectToast(page, 'Success', 'Event updated successfully')
  // The next New Event is a new event for today, not the event just edited.
  await page.getByRole('button', { name: 'New Event' }).click()
  await expect(d.root.getByRole('heading', { name: 'New Event' })).toBeVisible()
  await expect(d.title).toHaveValue('')
  await expect(d.start).toHaveValue('2026-11-21T10:00')
  await d.cancel.click()

  // A day click sets a default date; after saving, New Event is back to today.
  await page.getByRole('button', { name: 'Thursday, November 26, 2026' }).click()
  await expect(d.start).toHaveValue('2026-11-26T10:00')
  await d.title.fill('Thanksgiving')
  await d.save.click()
  await expectToast(page, 'Success', 'Event created successfully')
  await settled(page)
  await page.getByRole('button', { name: 'New Event' }).click()
  await expect(d.start).toHaveValue('2026-11-21T10:00')
  expect(await countEvents(backend)).toBe(2)
})

test('decisions: a double-clicked Save creates exactly one event', async ({ page, backend }) => {
  await openCalendar(page, backend)
  await page.getByRole('button', { name: 'New Event' }).click()
  const d = dialog(page)
  await d.title.fill('Once')
  await d.save.dblclick()
  await expectToast(page, 'Success', 'Event created successfully')
  await expect(d.root).toBeHidden()
  await settled(page)
  expect(await countEvents(backend)).toBe(1)
  await expect(eventButton(page, 'Once')).toHaveCount(1)
})

test('A title holding HTML is shown as text, never run', async ({ page, backend }) => {
  const html = '<img src=x onerror=alert(1)>'
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await seed(backend, [{ title: html, start: iso(9, 8), end: iso(9, 9) }])
  await openCalendar(page, backend)
  // An event showing the markup as its text (a month chip reads '8:00 AM <img ...>').
  const shown = (title: string) => page.locator('main [data-event-id]', { hasText: title })
  await expect(shown(html)).toHaveText(`8:00 AM ${html}`)
  await page.getByRole('button', { name: 'New Event' }).click()
  const d = dialog(page)
  await d.title.fill(`${html} 2`)
  await d.save.click()
  await expectToast(page, 'Success', 'Event created successfully')
  await expect(shown(`${html} 2`)).toBeVisible()
  // The week and day grids draw the title on their canvas, and name the block's button by it.
  for (const view of ['Week', 'Day'] as const) {
    await page.getByRole('button', { name: view, exact: true }).click()
    await expect(page.getByRole('main').getByRole('button', { name: `${html} 2 ` })).toBeVisible()
  }
  expect(await page.locator('main img').count()).toBe(0)
  expect(dialogs).toEqual([])
  expect((await rows(backend)).map((r) => r.title)).toEqual([html, `${html} 2`])
})
