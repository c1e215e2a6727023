// Search (docs/product.md §10): a searchbox 'Search events' in the header ('/' focuses it)
// finds events by words in the title or description, ignoring case and accents, across all
// dates, nearest upcoming first; choosing one goes to its date and opens it.
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { dialog, openCalendar, periodHeading, seed, settled, SCREENSHOT_DIR } from './helpers.ts'

test.use({ timezoneId: 'America/New_York' })

test('search finds an event three years away and opens it on its date', async ({
  page,
  backend,
}) => {
  await seed(backend, [
    { title: 'Dentist check-up', start: '2029-11-20T15:00:00Z', end: '2029-11-20T16:00:00Z' },
    { title: 'Dentist (old)', start: '2025-03-04T15:00:00Z', end: '2025-03-04T16:00:00Z' },
    {
      title: 'Coffee',
      description: 'At the Café Crème, bring the DENTIST form',
      start: '2026-12-01T14:00:00Z',
      end: '2026-12-01T15:00:00Z',
    },
    { title: 'Lunch', start: '2026-11-23T17:00:00Z', end: '2026-11-23T18:00:00Z' },
  ])
  // A weekly series since 2025: it is listed at its next Monday.
  await backend.sql(
    `insert into events (title, start_time, end_time, color, rrule, tzid)
     values ('Dentist hygiene', '2025-01-06T14:00:00Z', '2025-01-06T15:00:00Z', '#10b981',
             'FREQ=WEEKLY;BYDAY=MO', 'America/New_York')`,
  )
  await openCalendar(page, backend)

  // '/' focuses the field from anywhere but a text field.
  await page.keyboard.press('/')
  const box = page.getByRole('searchbox', { name: 'Search events' })
  await expect(box).toBeFocused()
  await expect(box).toHaveAttribute('placeholder', 'Search events')
  await box.fill('DENTIST')
  const results = page.getByRole('region', { name: 'Search results' })
  // Nearest upcoming first (the series' next Monday, then December 1, then 2029), then the past.
  await expect(results.getByRole('button')).toHaveText([
    'Dentist hygiene Mon, Nov 23, 2026, 9:00 AM',
    'Coffee Tue, Dec 1, 2026, 9:00 AM',
    'Dentist check-up Tue, Nov 20, 2029, 10:00 AM',
    'Dentist (old) Tue, Mar 4, 2025, 10:00 AM',
  ])
  await page.screenshot({ path: `${SCREENSHOT_DIR}/search-1440.png` })
  // The header with the open results: the panel lies over the grid's day numbers, which axe
  // would count as targets too small to touch (as under any open popover).
  await expectNoViolations(page, 'search results (light)', 'header')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoViolations(page, 'search results (dark)', 'header')
  await page.screenshot({ path: `${SCREENSHOT_DIR}/search-1440-dark.png` })
  await page.emulateMedia({ colorScheme: 'light' })

  // Accents and case do not matter, and every word must be there.
  await box.fill('creme cafe')
  await expect(results.getByRole('button')).toHaveText(['Coffee Tue, Dec 1, 2026, 9:00 AM'])
  await box.fill('crème dentist lunch')
  await expect(results).toHaveText('No events found')
  // Words under three letters are not searched for (no trigram to look them up by).
  await box.fill('dr')
  await expect(results).toHaveText('Type a word of at least 3 letters')

  await box.fill('dentist check')
  await expect(results.getByRole('button')).toHaveText([
    'Dentist check-up Tue, Nov 20, 2029, 10:00 AM',
  ])
  // By keyboard: down into the list, Enter chooses.
  await box.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Edit Event' })).toBeVisible()
  await expect(dialog(page).title).toHaveValue('Dentist check-up')
  await expect(results).toHaveCount(0)
  await page.keyboard.press('Escape')
  await settled(page)
  await expect(periodHeading(page)).toHaveText('November 2029')
  await expect(
    page.getByRole('main').locator('[data-date="2029-11-20"]').getByText('Dentist check-up'),
  ).toBeVisible()

  // An occurrence opens as one: saving asks which occurrences.
  await box.fill('hygiene')
  await results.getByRole('button', { name: /Dentist hygiene/ }).click()
  await expect(periodHeading(page)).toHaveText('November 2026')
  await expect(dialog(page).title).toHaveValue('Dentist hygiene')
  await dialog(page).title.fill('Dentist hygiene (moved)')
  await dialog(page).save.click()
  await expect(page.getByRole('dialog', { name: 'Edit recurring event' })).toBeVisible()
})
