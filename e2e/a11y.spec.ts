// axe-core scans (WCAG 2.x A and AA rules and axe's best practices) of every view, the dialog,
// the setup banner and the 404 page. Any violation fails, with its rule, target and summary.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { openCalendar, seed, viewButton } from './helpers.ts'

const iso = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString()

async function expectNoViolations(page: Page, what: string) {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ])
  const { violations } = await builder.analyze()
  const summary = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary}`),
  }))
  expect.soft(summary, `axe violations in the ${what}`).toEqual([])
}

test.describe('with events', () => {
  test.beforeEach(async ({ page, backend }) => {
    await seed(backend, [
      { title: 'Standup', start: iso(16, 9), end: iso(16, 10) },
      { title: 'Lunch', start: iso(21, 12), end: iso(21, 13), color: '#10b981' },
      { title: 'Gym', start: iso(21, 18), end: iso(21, 19), color: '#ef4444' },
      { title: 'Review', start: iso(21, 14), end: iso(21, 15), color: '#f59e0b' },
      { title: 'Call', start: iso(21, 16), end: iso(21, 17), color: '#ec4899' },
    ])
    await openCalendar(page, backend)
  })

  // One page, three scans: each view's violations are reported even when another view has some.
  // Each with the keyboard's focus in the grid (its one tab stop), as a keyboard user has it.
  test('a11y: month, week and day views have no axe violations', async ({ page }) => {
    await expect(page.getByText('+1 more')).toBeVisible()
    await page.locator('[data-day][tabindex="0"]').focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.locator('[data-day="2026-11-22"]')).toBeFocused()
    await expectNoViolations(page, 'month view')
    await viewButton(page, 'Week').click()
    await expect(page.getByRole('region', { name: 'Week schedule' })).toBeVisible()
    await page.locator('[data-grid-slot]').focus()
    await expectNoViolations(page, 'week view')
    await viewButton(page, 'Day').click()
    await expect(page.getByRole('region', { name: 'Day schedule' })).toBeVisible()
    await page.locator('[data-grid-slot]').focus()
    await expectNoViolations(page, 'day view')
  })

  test('a11y: the event dialog (new and edit) has no axe violations', async ({ page }) => {
    await page.getByRole('button', { name: 'New Event' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoViolations(page, 'New Event dialog')
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await page
      .getByRole('main')
      .getByRole('button', { name: /Standup/ })
      .click()
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Delete' })).toBeVisible()
    await expectNoViolations(page, 'Edit Event dialog')
  })
})

test('a11y: a repeating event: its chip, the Custom repeat fields and the scope question', async ({
  page,
  backend,
}) => {
  await backend.sql(
    `insert into events (title, start_time, end_time, rrule, tzid)
     values ('Gym', '${iso(2, 18)}', '${iso(2, 19)}', 'FREQ=WEEKLY;BYDAY=MO,TH', 'UTC')`,
  )
  await openCalendar(page, backend)
  const gym = page.getByRole('main').getByRole('button', { name: /Gym/ }).first()
  await expect(gym).toHaveAccessibleDescription(/^Repeats weekly on/)
  await expectNoViolations(page, 'month view with a repeating event')
  await gym.click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Repeat', { exact: true }).selectOption({ label: 'Custom…' })
  await expect(dialog.getByText('Repeat on')).toBeVisible()
  await expectNoViolations(page, 'Edit Event dialog with Custom repeat')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('dialog', { name: 'Delete recurring event' })).toBeVisible()
  await expectNoViolations(page, "'Delete recurring event' question")
})

test.describe('without the events table', () => {
  test.use({ migrate: false })

  test('a11y: the setup banner (with the SQL open) has no axe violations', async ({
    page,
    backend,
  }) => {
    await openCalendar(page, backend)
    const banner = page.getByRole('region', { name: 'Quick Setup Required (One-Time)' })
    await banner.getByText('View SQL').click()
    await expect(banner.locator('pre')).toBeVisible()
    await expectNoViolations(page, 'setup banner')
  })
})

test('a11y: the 404 page has no axe violations', async ({ page, backend }) => {
  await page.goto(`${backend.url}/missing`)
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expectNoViolations(page, '404 page')
})
