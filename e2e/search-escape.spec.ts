// Issue #33: Escape leaves the search box. The first Escape clears what was typed and closes
// the results; a second one (or one on an empty box) leaves the box, so the next key is a
// calendar shortcut again instead of a letter typed into the search.
import { expect, test } from './fixtures.ts'
import { openCalendar, seed, viewButton } from './helpers.ts'

test('Escape clears the search box, a second Escape leaves it; shortcuts then work', async ({
  page,
  backend,
}) => {
  await seed(backend, [
    { title: 'Dentist', start: '2026-11-24T15:00:00Z', end: '2026-11-24T16:00:00Z' },
  ])
  await openCalendar(page, backend)
  const box = page.getByRole('searchbox', { name: 'Search events' })
  const results = page.getByRole('region', { name: 'Search results' })

  await page.keyboard.press('/')
  await expect(box).toBeFocused()
  await page.keyboard.type('dentist')
  await expect(results.getByRole('button', { name: /Dentist/ })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(box).toHaveValue('')
  await expect(results).toHaveCount(0)
  await expect(box).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(box).not.toBeFocused()
  await page.keyboard.press('w')
  await expect(viewButton(page, 'Week')).toHaveAttribute('aria-pressed', 'true')
  await expect(box).toHaveValue('')

  // Escape on an empty box leaves it at once.
  await page.keyboard.press('/')
  await expect(box).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(box).not.toBeFocused()
  await page.keyboard.press('d')
  await expect(viewButton(page, 'Day')).toHaveAttribute('aria-pressed', 'true')

  // From the list of results: Escape clears, the box has the focus back; Escape again leaves.
  await page.keyboard.press('/')
  await page.keyboard.type('dentist')
  await expect(results.getByRole('button', { name: /Dentist/ })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(results.getByRole('button', { name: /Dentist/ })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(results).toHaveCount(0)
  await expect(box).toHaveValue('')
  await expect(box).toBeFocused()
  await page.keyboard.press('Escape')
  await page.keyboard.press('m')
  await expect(viewButton(page, 'Month')).toHaveAttribute('aria-pressed', 'true')
  await expect(box).toHaveValue('')
})
