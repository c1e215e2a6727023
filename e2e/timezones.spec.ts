// product.md §4 "Edit prefill": the dialog shows the event's LOCAL wall time, not the first 16
// characters of the stored UTC string.
import { expect, test } from './fixtures.ts'
import { clickHourSlot, dialog, hourTop, openCalendar, rows, seed, viewButton } from './helpers.ts'

const STORED = { title: 'Flight', start: '2026-11-10T04:30:00Z', end: '2026-11-10T05:30:00Z' }

test.describe('browser in Asia/Kolkata (UTC+5:30)', () => {
  test.use({ timezoneId: 'Asia/Kolkata' })

  test('§4 Edit mode: 2026-11-10T04:30:00Z prefills Start Time 2026-11-10T10:00 (local wall time)', async ({
    page,
    backend,
  }) => {
    await seed(backend, [STORED])
    await openCalendar(page, backend)
    const cell = page.locator('[data-date="2026-11-10"]')
    await cell.getByRole('button', { name: '10:00 AM Flight' }).click()
    const d = dialog(page)
    await expect(d.start).toHaveValue('2026-11-10T10:00')
    await expect(d.end).toHaveValue('2026-11-10T11:00')
    // Saving without touching the times keeps the instant.
    await d.title.fill('Flight BLR')
    await d.save.click()
    await expect(d.root).toBeHidden()
    expect(await rows(backend)).toEqual([
      expect.objectContaining({
        title: 'Flight BLR',
        start_time: '2026-11-10T04:30:00Z',
        end_time: '2026-11-10T05:30:00Z',
      }),
    ])
  })

  test('§5 Times are converted to ISO strings: a 9 AM slot in Kolkata is stored as 03:30Z', async ({
    page,
    backend,
  }) => {
    await openCalendar(page, backend)
    await viewButton(page, 'Day').click()
    await clickHourSlot(page, '2026-11-21', 9)
    const d = dialog(page)
    await expect(d.start).toHaveValue('2026-11-21T09:00')
    await d.title.fill('Chai')
    await d.save.click()
    await expect(d.root).toBeHidden()
    expect(await rows(backend)).toEqual([
      expect.objectContaining({
        start_time: '2026-11-21T03:30:00Z',
        end_time: '2026-11-21T04:30:00Z',
      }),
    ])
  })
})

test.describe('browser in America/New_York (UTC-5 in November)', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('§4 Edit mode: 2026-11-10T04:30:00Z prefills Start Time 2026-11-09T23:30 (local wall time)', async ({
    page,
    backend,
  }) => {
    await seed(backend, [STORED])
    await openCalendar(page, backend)
    // Shown on its local day, the 9th, at 11:30 PM.
    await page
      .locator('[data-date="2026-11-09"]')
      .getByRole('button', { name: '11:30 PM Flight' })
      .click()
    const d = dialog(page)
    await expect(d.start).toHaveValue('2026-11-09T23:30')
    await expect(d.end).toHaveValue('2026-11-10T00:30')
    await d.description.fill('Red-eye')
    await d.save.click()
    await expect(d.root).toBeHidden()
    expect(await rows(backend)).toEqual([
      expect.objectContaining({
        description: 'Red-eye',
        start_time: '2026-11-10T04:30:00Z',
        end_time: '2026-11-10T05:30:00Z',
      }),
    ])
  })

  test('decisions: the week grid stays correct on a daylight-saving day (Sunday, November 1, 2026: 25 hours)', async ({
    page,
    backend,
  }) => {
    // 10:00 EST on the day clocks fall back; 15:00Z.
    await seed(backend, [
      { title: 'Brunch', start: '2026-11-01T15:00:00Z', end: '2026-11-01T16:00:00Z' },
    ])
    await openCalendar(page, backend)
    await viewButton(page, 'Week').click()
    for (let i = 0; i < 2; i++)
      await page.getByRole('button', { name: 'Previous', exact: true }).click()
    const column = page.locator('[data-date="2026-11-01"]')
    // 24 hours of 60px on the 25-hour day too.
    expect((await column.boundingBox())!.height).toBe(24 * 60)
    const block = column.getByRole('button', { name: /Brunch/ })
    await expect(block).toHaveAccessibleName('Brunch 10:00 AM – 11:00 AM')
    const ten = await hourTop(page, '2026-11-01', 10)
    const box = await block.boundingBox()
    expect(Math.abs(box!.y - ten)).toBeLessThanOrEqual(2)
    await block.click()
    await expect(dialog(page).start).toHaveValue('2026-11-01T10:00')
  })
})
