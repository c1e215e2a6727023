// Code that does not arrive: the week and day views and the event dialog are chunks fetched on
// demand (docs/decisions.md, "Code loaded on demand"). When one fails to come (the network drops,
// the server that served the app goes away), the rest of the calendar stays usable and the part
// is fetched again on request. The fault is real: the browser's request for the chunk is refused.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
  chunkFile,
  dialog,
  expectToast,
  openCalendar,
  periodHeading,
  viewButton,
} from './helpers.ts'

/** Refuses the browser's requests for one chunk of code (chunkFile). */
async function refuse(page: Page, chunk: string) {
  const file = chunkFile(chunk)
  await page.route(file, (route) => route.abort('connectionrefused'))
  return () => page.unroute(file)
}

test("a view whose code does not arrive says so with 'Try again'; the calendar stays usable, and the view comes once it can", async ({
  page,
  backend,
}) => {
  const restore = await refuse(page, 'time-grid')
  await openCalendar(page, backend)
  await viewButton(page, 'Week').click()
  const failed = page.getByRole('main').getByRole('alert')
  await expect(failed).toContainText('This view could not be loaded.')
  await expect(failed).toContainText('Check your connection and try again.')
  // The header works on: another view, the next period.
  await viewButton(page, 'Month').click()
  await expect(page.getByRole('main').getByRole('grid')).toBeVisible()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(periodHeading(page)).toHaveText('December 2026')
  await viewButton(page, 'Day').click()
  await expect(failed).toBeVisible()
  // The network is back: 'Try again' brings the day, and the week comes at its first switch.
  await restore()
  await failed.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('region', { name: 'Day schedule' })).toBeVisible()
  await expect(failed).toHaveCount(0)
  await viewButton(page, 'Week').click()
  await expect(page.getByRole('region', { name: 'Week schedule' })).toBeVisible()
})

test('an event dialog whose code does not arrive is a toast; opening it again once it can brings the dialog', async ({
  page,
  backend,
}) => {
  const restore = await refuse(page, 'event-dialog')
  await openCalendar(page, backend)
  const day = page.getByRole('main').getByRole('button', { name: 'Thursday, November 26, 2026' })
  await day.click()
  await expectToast(
    page,
    'Error',
    'Could not load this part of Calendar. Check your connection and try again.',
    { destructive: true },
  )
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await restore()
  await day.click()
  const d = dialog(page)
  await expect(d.root.getByRole('heading', { name: 'New Event' })).toBeVisible()
  await expect(d.start).toHaveValue('2026-11-26T10:00')
})
