// Print (issue 30): printing to PDF in Chromium gives a week on one landscape page, a month on
// one page, and the agenda on as many pages as its events need; the range and zone are the
// title, the header's buttons are not printed. PRINT_PDF_DIR, when set, keeps the PDFs (to be
// looked at as images: pdftoppm).
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { NOW, openCalendar, seed, viewButton } from './helpers.ts'

const COLORS = ['#3b82f6', '#ef4444', '#10b981', '#f59e0b', '#8b5cf6', '#ec4899']
const at = (day: number, hour: number, minute = 0) =>
  new Date(2026, 10, day, hour, minute).toISOString()

/** A busy November: three events a day, from the 1st to December 20th. */
const BUSY = Array.from({ length: 50 }, (_, i) => i + 1).flatMap((day) =>
  [9, 12, 15].map((hour, k) => ({
    title: `Event ${day}-${k + 1}`,
    start: at(day, hour, 30),
    end: at(day, hour + 1, 30),
    color: COLORS[(day + k) % COLORS.length],
  })),
)

/** The PDF's pages: its page objects, counted. */
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0

async function printed(page: Page, name: string): Promise<Buffer> {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true })
  const dir = process.env.PRINT_PDF_DIR
  if (dir) writeFileSync(path.join(dir, `${name}.pdf`), pdf)
  return pdf
}

test.beforeEach(async ({ page, backend }) => {
  await seed(backend, BUSY)
  await openCalendar(page, backend, NOW)
})

test('Print: the month on one page, titled with the range and zone, no buttons', async ({
  page,
}) => {
  await page.emulateMedia({ media: 'print' })
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  await expect(page.locator('[data-print-title]')).toHaveText(`November 2026 · Times in ${zone}`)
  await expect(page.getByRole('button', { name: 'New Event' })).toBeHidden()
  await expect(page.getByRole('textbox', { name: 'Quick add' })).toBeHidden()
  expect(pagesOf(await printed(page, 'month'))).toBe(1)
})

test("Print: 'Print' is in the 'More' menu and opens the browser's print", async ({ page }) => {
  await page.evaluate(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => void (window as unknown as { printed: number }).printed++
  })
  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('menuitem', { name: 'Print' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
})

test('Print: the week on one landscape page', async ({ page }) => {
  await viewButton(page, 'Week').click()
  await expect(page.getByTestId('time-grid')).toBeVisible()
  await expect(page.getByRole('main').getByRole('button', { name: /Event 16-1/ })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('[data-print-title]')).toContainText('Sun, Nov 15 – Sat, Nov 21, 2026')
  expect(pagesOf(await printed(page, 'week'))).toBe(1)
})

test('Print: the agenda on as many pages as it needs', async ({ page }) => {
  await viewButton(page, 'Agenda').click()
  await expect(page.getByText('Event 30-3')).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  // The loaded days, three events each: more than one page.
  const pages = pagesOf(await printed(page, 'agenda'))
  expect(pages).toBeGreaterThan(1)
  expect(pages).toBeLessThan(10)
})
