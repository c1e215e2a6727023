// Keyboard moves (docs/product.md, "Direct manipulation and keyboard"): a focused event moves
// 15 minutes with Alt+ArrowUp/Down and a day with Alt+ArrowLeft/Right, its end with
// Alt+Shift+ArrowUp/Down; each is said in the live region, saved at once (checked in the
// database), keeps the focus, and the toast's 'Undo' puts it back. An occurrence asks its scope.
import { expect, test, type Backend } from './fixtures.ts'
import { expectToast, openCalendar, rows, seed, settled } from './helpers.ts'

test.use({ timezoneId: 'America/New_York' })

const times = async (backend: Backend) =>
  (await rows(backend)).map((row) => [row.start_time, row.end_time])

test('Alt+arrows move and resize the focused event, announced, saved and undoable', async ({
  page,
  backend,
}) => {
  // Wednesday November 18, 9:00-10:00 AM in New York.
  const [id] = await seed(backend, [
    { title: 'Dentist', start: '2026-11-18T14:00:00Z', end: '2026-11-18T15:00:00Z' },
  ])
  await openCalendar(page, backend)
  await page.keyboard.press('w')
  await settled(page)
  const block = page.getByRole('main').locator(`[data-event-id="${id}"]`)
  const announcer = page.getByTestId('announcer')
  await block.focus()

  await page.keyboard.press('Alt+ArrowDown')
  await expect(announcer).toHaveText('Dentist moved to Wednesday 9:15 AM')
  await expectToast(page, 'Success', 'Event updated successfully')
  await expect
    .poll(() => times(backend))
    .toEqual([['2026-11-18T14:15:00Z', '2026-11-18T15:15:00Z']])

  // Two presses before the first is saved: the second goes to the version the first left
  // (no false conflict with this tab's own write).
  await page.keyboard.press('Alt+ArrowDown')
  await page.keyboard.press('Alt+ArrowDown')
  await expect(announcer).toHaveText('Dentist moved to Wednesday 9:45 AM')
  await expect
    .poll(() => times(backend))
    .toEqual([['2026-11-18T14:45:00Z', '2026-11-18T15:45:00Z']])

  // A day to the right: another column, and the focus follows the event there.
  await page.keyboard.press('Alt+ArrowRight')
  await expect(announcer).toHaveText('Dentist moved to Thursday 9:45 AM')
  await expect(block).toBeFocused()
  await expect(
    page.getByRole('main').locator(`[data-date="2026-11-19"] [data-event-id="${id}"]`),
  ).toBeVisible()
  await expect
    .poll(() => times(backend))
    .toEqual([['2026-11-19T14:45:00Z', '2026-11-19T15:45:00Z']])

  await page.keyboard.press('Alt+Shift+ArrowDown')
  await expect(announcer).toHaveText('Dentist now ends Thursday 11:00 AM')
  await expect
    .poll(() => times(backend))
    .toEqual([['2026-11-19T14:45:00Z', '2026-11-19T16:00:00Z']])
  await settled(page)

  await page.getByRole('button', { name: 'Undo' }).click()
  await expectToast(page, 'Success', 'Event updated successfully')
  await expect
    .poll(() => times(backend))
    .toEqual([['2026-11-19T14:45:00Z', '2026-11-19T15:45:00Z']])
  await expect(page.getByText('Failed to update event')).toHaveCount(0)
})

test('an occurrence asks which events to move; Cancel moves nothing', async ({ page, backend }) => {
  // Weekly on Mondays, 9:00 AM in New York, from November 2.
  await backend.sql(
    `insert into events (title, start_time, end_time, color, rrule, tzid)
     values ('Standup', '2026-11-02T14:00:00Z', '2026-11-02T15:00:00Z', '#3b82f6',
             'FREQ=WEEKLY;BYDAY=MO', 'America/New_York')`,
  )
  await openCalendar(page, backend)
  await page.keyboard.press('w')
  await settled(page)
  const block = page.getByRole('main').getByRole('button', { name: /Standup/ })
  await block.focus()
  await page.keyboard.press('Alt+ArrowDown')
  const ask = page.getByRole('dialog', { name: 'Edit recurring event' })
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await expect(ask).toHaveCount(0)
  expect(await times(backend)).toEqual([['2026-11-02T14:00:00Z', '2026-11-02T15:00:00Z']])

  await block.focus()
  await page.keyboard.press('Alt+ArrowDown')
  await ask.getByRole('radio', { name: 'All events' }).click()
  await ask.getByRole('button', { name: 'OK' }).click()
  await expectToast(page, 'Success', 'Event updated successfully')
  await expect
    .poll(() => times(backend))
    .toEqual([['2026-11-02T14:15:00Z', '2026-11-02T15:15:00Z']])
})
