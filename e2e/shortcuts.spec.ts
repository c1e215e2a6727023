// Google Calendar's keys (docs/product.md §10, "Direct manipulation and keyboard"): d w m a
// views, t today, j/n next, k/p previous, c New Event, ? the 'Keyboard shortcuts' dialog;
// off while typing in a field or working a dialog.
import { expect, test } from './fixtures.ts'
import {
  dialog,
  expectToast,
  openCalendar,
  periodHeading,
  rows,
  seed,
  settled,
  viewButton,
} from './helpers.ts'

test('the keys switch views, step, go to today and open New Event; not while typing', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  const press = (key: string) => page.keyboard.press(key)

  await press('w')
  await expect(viewButton(page, 'Week')).toHaveAttribute('aria-pressed', 'true')
  await press('d')
  await expect(periodHeading(page)).toHaveText('November 21, 2026')
  await press('j')
  await expect(periodHeading(page)).toHaveText('November 22, 2026')
  await press('n')
  await expect(periodHeading(page)).toHaveText('November 23, 2026')
  await press('k')
  await press('p')
  await press('p')
  await expect(periodHeading(page)).toHaveText('November 20, 2026')
  await press('t')
  await expect(periodHeading(page)).toHaveText('November 21, 2026')
  await press('a')
  await expect(viewButton(page, 'Agenda')).toHaveAttribute('aria-pressed', 'true')
  await press('m')
  await expect(periodHeading(page)).toHaveText('November 2026')
  // With Ctrl, Cmd or Alt a key is the browser's.
  await press('Control+j')
  await expect(periodHeading(page)).toHaveText('November 2026')

  // Typing in the search field types.
  const search = page.getByRole('searchbox', { name: 'Search events' })
  await search.click()
  await page.keyboard.type('dwk')
  await expect(search).toHaveValue('dwk')
  await expect(viewButton(page, 'Month')).toHaveAttribute('aria-pressed', 'true')
  await search.press('Escape')
  await search.blur()

  await press('c')
  await expect(page.getByRole('dialog', { name: 'New Event' })).toBeVisible()
  // In the dialog the keys are its fields' own.
  await dialog(page).title.fill('')
  await page.keyboard.type('Meet at 9')
  await expect(dialog(page).title).toHaveValue('Meet at 9')
  await dialog(page).cancel.click()
  // (Checked once the modal dialog is closed: it hides the page from the accessibility tree.)
  await expect(viewButton(page, 'Month')).toHaveAttribute('aria-pressed', 'true')
})

test("'?' opens 'Keyboard shortcuts', which lists the keys; Escape closes it", async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help).toBeVisible()
  await expect(help.locator('dd')).toHaveText([
    'Day view',
    'Week view',
    'Month view',
    'Agenda',
    'Year view',
    'Today',
    'Next period',
    'Previous period',
    'New Event',
    'Edit the focused event',
    'Delete the focused event',
    'Search',
    'Quick add',
    'Keyboard shortcuts',
    'Move the focused event 15 minutes',
    'Move the focused event a day',
    'Change the focused event’s end',
  ])
  // Keys inside the dialog do not reach the calendar.
  await page.keyboard.press('w')
  await page.keyboard.press('Escape')
  await expect(help).toHaveCount(0)
  await expect(viewButton(page, 'Month')).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('w')
  await expect(viewButton(page, 'Week')).toHaveAttribute('aria-pressed', 'true')
})

test("e edits the focused event; Delete deletes it, and the toast's 'Undo' restores it", async ({
  page,
  backend,
}) => {
  const [id] = await seed(backend, [
    {
      title: 'Dentist',
      description: 'Bring the form',
      start: new Date(2026, 10, 18, 9).toISOString(),
      end: new Date(2026, 10, 18, 10).toISOString(),
      color: '#ef4444',
    },
  ])
  await openCalendar(page, backend)
  const chip = page.getByRole('main').locator(`[data-event-id="${id}"]`)
  await chip.focus()
  await page.keyboard.press('e')
  await expect(page.getByRole('dialog', { name: 'Edit Event' })).toBeVisible()
  await expect(dialog(page).title).toHaveValue('Dentist')
  await dialog(page).cancel.click()

  const before = await rows(backend)
  await chip.focus()
  await page.keyboard.press('Delete')
  await expectToast(page, 'Success', 'Event deleted successfully')
  await expect(chip).toHaveCount(0)
  await settled(page)
  expect(await rows(backend)).toEqual([])

  await page.getByRole('button', { name: 'Undo' }).click()
  await expectToast(page, 'Success', 'Event restored')
  await expect(chip).toHaveText(/Dentist/)
  // The same id and fields.
  expect(await rows(backend)).toEqual(before)
})
