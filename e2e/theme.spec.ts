// Dark mode (docs/product.md §10, "Import, export, agenda, search, theme"; docs/decisions.md,
// "Theme"): Light, Dark or System in the header's 'More' menu, System by default, remembered
// and applied before the app's script runs; every screen axe-clean in dark.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { expectToast, openCalendar, seed, settled, viewButton } from './helpers.ts'

const iso = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString()

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'))

/** The page's background, as sRGB channels 0-255 (the body's, computed). */
async function background(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    // Computed colours may come back as oklch(); a canvas reads any of them back as sRGB.
    const context = document.createElement('canvas').getContext('2d')!
    context.fillStyle = getComputedStyle(document.body).backgroundColor
    context.fillRect(0, 0, 1, 1)
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3))
  })
}
const looksDark = (rgb: number[]) => Math.max(...rgb) < 64
const looksLight = (rgb: number[]) => Math.min(...rgb) > 230

const more = (page: Page) => page.getByRole('button', { name: 'More', exact: true })
const themeItem = (page: Page, name: 'Light' | 'Dark' | 'System') =>
  page.getByRole('menuitemradio', { name, exact: true })

async function choose(page: Page, name: 'Light' | 'Dark' | 'System') {
  await more(page).click()
  await themeItem(page, name).click()
  await expect(page.getByRole('menu')).toHaveCount(0)
}

test.describe('a system in dark mode', () => {
  test.use({ colorScheme: 'dark' })

  test("is followed by default ('System'), live as it changes", async ({ page, backend }) => {
    await openCalendar(page, backend)
    expect(await isDark(page)).toBe(true)
    expect(looksDark(await background(page))).toBe(true)
    // Native controls and scrollbars go dark too.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'dark',
    )

    await more(page).click()
    await expect(page.getByRole('menu').getByText('Theme', { exact: true })).toBeVisible()
    await expect(themeItem(page, 'System')).toHaveAttribute('aria-checked', 'true')
    await expect(themeItem(page, 'Light')).toHaveAttribute('aria-checked', 'false')
    await expect(themeItem(page, 'Dark')).toHaveAttribute('aria-checked', 'false')
    await page.keyboard.press('Escape')
    await expect(more(page)).toBeFocused()

    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => isDark(page)).toBe(false)
    expect(looksLight(await background(page))).toBe(true)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => isDark(page)).toBe(true)
  })

  test("'Light' holds against it", async ({ page, backend }) => {
    await openCalendar(page, backend)
    await choose(page, 'Light')
    expect(await isDark(page)).toBe(false)
    await page.reload()
    await settled(page)
    expect(await isDark(page)).toBe(false)
    expect(looksLight(await background(page))).toBe(true)
  })
})

test.describe('a system in light mode', () => {
  test.use({ colorScheme: 'light' })

  test("'Dark' is applied at once, remembered, and set before the app's script runs", async ({
    page,
    backend,
  }) => {
    await openCalendar(page, backend)
    expect(await isDark(page)).toBe(false)
    await choose(page, 'Dark')
    expect(await isDark(page)).toBe(true)
    expect(looksDark(await background(page))).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('calendar-theme'))).toBe('dark')

    await page.reload()
    await settled(page)
    expect(await isDark(page)).toBe(true)
    await more(page).click()
    await expect(themeItem(page, 'Dark')).toHaveAttribute('aria-checked', 'true')
    await page.keyboard.press('Escape')

    // No flash of light: with the app's own script refused, public/theme-init.js (a file, as
    // the Content-Security-Policy wants) has already set the class.
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Calendar', exact: true })).toHaveCount(0)
    expect(await isDark(page)).toBe(true)
    expect(looksDark(await background(page))).toBe(true)
    await page.unroute('**/assets/*.js')

    // 'System' follows the system again.
    await page.reload()
    await settled(page)
    await choose(page, 'System')
    expect(await isDark(page)).toBe(false)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => isDark(page)).toBe(true)
    await page.reload()
    await settled(page)
    expect(await isDark(page)).toBe(true)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => isDark(page)).toBe(false)
  })

  test('the menu is worked by keyboard', async ({ page, backend }) => {
    await openCalendar(page, backend)
    await more(page).focus()
    await page.keyboard.press('Enter')
    // The first items are 'Import .ics…', 'Export .ics' and 'Print', then 'Settings'; the
    // theme's follow.
    await expect(page.getByRole('menuitem', { name: 'Import .ics…' })).toBeFocused()
    await expectNoViolations(page, "light 'More' menu")
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: 'Export .ics' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: 'Print' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(themeItem(page, 'Light')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(themeItem(page, 'Dark')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menu')).toHaveCount(0)
    expect(await isDark(page)).toBe(true)
    await expect(more(page)).toBeFocused()
  })
})

// Every screen axe-clean in dark (colour contrast above all), as e2e/a11y.spec.ts does in light.
test.describe('dark mode: axe', () => {
  test.use({ colorScheme: 'dark' })

  test('a11y dark: month, week and day views with events, the +N popover and the menu', async ({
    page,
    backend,
  }) => {
    // Six scans on two shared cores.
    test.setTimeout(120_000)
    await seed(backend, [
      { title: 'Standup', start: iso(16, 9), end: iso(16, 10) },
      { title: 'Lunch', start: iso(21, 12), end: iso(21, 13), color: '#10b981' },
      { title: 'Gym', start: iso(21, 18), end: iso(21, 19), color: '#ef4444' },
      { title: 'Review', start: iso(21, 14), end: iso(21, 15), color: '#f59e0b' },
      { title: 'Call', start: iso(21, 16), end: iso(21, 17), color: '#ec4899' },
      { title: 'Offsite', start: iso(17, 9), end: iso(19, 17), color: '#8b5cf6' },
      {
        title: 'Holiday',
        start: new Date(Date.UTC(2026, 10, 20)).toISOString(),
        end: new Date(Date.UTC(2026, 10, 22)).toISOString(),
        color: '#f59e0b',
        allDay: true,
      },
    ])
    await openCalendar(page, backend)
    expect(await isDark(page)).toBe(true)
    const moreEvents = page
      .locator('[data-date="2026-11-21"]')
      .getByRole('button', { name: /more$/ })
    await expect(moreEvents).toBeVisible()
    await expectNoViolations(page, 'dark month view')
    await moreEvents.click()
    await expect(page.getByRole('dialog', { name: 'Saturday, November 21' })).toBeVisible()
    await expectNoViolations(page, "dark '+N more' popover")
    await page.keyboard.press('Escape')
    await more(page).click()
    await expect(page.getByRole('menu')).toBeVisible()
    await expectNoViolations(page, "dark 'More' menu")
    await page.keyboard.press('Escape')

    await viewButton(page, 'Week').click()
    await expect(page.getByRole('region', { name: 'Week schedule' })).toBeVisible()
    await page.getByTestId('time-grid').evaluate((el) => (el.scrollTop = 8 * 60))
    await expectNoViolations(page, 'dark week view')
    await viewButton(page, 'Day').click()
    await expect(page.getByRole('region', { name: 'Day schedule' })).toBeVisible()
    await page.getByTestId('time-grid').evaluate((el) => (el.scrollTop = 11 * 60))
    await expectNoViolations(page, 'dark day view')
  })

  test('a11y dark: the event dialog, a toast, Custom repeat and the recurring question', async ({
    page,
    backend,
  }) => {
    // Five scans on two shared cores.
    test.setTimeout(120_000)
    await backend.sql(
      `insert into events (title, start_time, end_time, rrule, tzid)
       values ('Gym', '${iso(2, 18)}', '${iso(2, 19)}', 'FREQ=WEEKLY;BYDAY=MO,TH', 'UTC')`,
    )
    await openCalendar(page, backend)
    await page.getByRole('button', { name: 'New Event' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expectNoViolations(page, 'dark New Event dialog')
    await dialog.getByLabel('Title', { exact: true }).fill('Dark event')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expectToast(page, 'Success', 'Event created successfully')
    await expectNoViolations(page, 'dark success toast')

    await page.getByRole('main').getByRole('button', { name: /Gym/ }).first().click()
    await dialog.getByLabel('Repeat', { exact: true }).selectOption({ label: 'Custom…' })
    await expect(dialog.getByText('Repeat on')).toBeVisible()
    await expectNoViolations(page, 'dark Edit Event dialog with Custom repeat')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('dialog', { name: 'Delete recurring event' })).toBeVisible()
    await expectNoViolations(page, "dark 'Delete recurring event' question")
  })

  test('a11y dark: a destructive toast', async ({ page, backend }) => {
    await openCalendar(page, backend)
    // The backend gone, the next range fails to load.
    await backend.stop()
    const next = page.getByRole('button', { name: 'Next', exact: true })
    await next.click()
    await next.click()
    await expectToast(page, 'Error', 'Failed to load events', { destructive: true })
    await expectNoViolations(page, 'dark destructive toast')
  })

  test('a11y dark: the 404 page', async ({ page, backend }) => {
    await page.goto(`${backend.url}/missing`)
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
    expect(await isDark(page)).toBe(true)
    await expectNoViolations(page, 'dark 404 page')
  })
})

test.describe('dark mode: axe without the newest SQL', () => {
  test.use({ colorScheme: 'dark', migrate: false })

  test('a11y dark: the setup banner, with the SQL open', async ({ page, backend }) => {
    await openCalendar(page, backend)
    const banner = page.getByRole('region', { name: 'Quick Setup Required (One-Time)' })
    await banner.getByText('View SQL').click()
    await expect(banner.locator('pre')).toBeVisible()
    await expectNoViolations(page, 'dark setup banner')
  })

  test('a11y dark: the update notice', async ({ page, backend }) => {
    await backend.sql(
      readFileSync(
        path.resolve(
          import.meta.dirname,
          '../supabase/migrations/20261121000000_create_events.sql',
        ),
        'utf8',
      ),
    )
    await openCalendar(page, backend)
    await expect(page.getByRole('region', { name: 'Database update available' })).toBeVisible()
    await expectNoViolations(page, 'dark update notice')
  })
})
