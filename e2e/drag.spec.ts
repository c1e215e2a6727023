// Drags (docs/product.md, "Direct manipulation and keyboard"): with the mouse in the week grid
// (move across days, resize the end, create on empty slots; a ghost shows the new place and
// time; Escape cancels; a click still opens), in the month grid (another day, same time), and
// with a finger (press and hold picks up; a swipe scrolls). Each checked in the database; a
// failed drop puts the block back.
import type { Locator, Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import { dialog, dragLoaded, expectToast, openCalendar, rows, seed, settled } from './helpers.ts'

test.use({ timezoneId: 'America/New_York' })

const times = async (backend: Backend) =>
  (await rows(backend)).map((row) => [row.start_time, row.end_time])

/** Wednesday November 18, 9:00-10:00 AM in New York. */
const seedDentist = (backend: Backend) =>
  seed(backend, [{ title: 'Dentist', start: '2026-11-18T14:00:00Z', end: '2026-11-18T15:00:00Z' }])

async function openWeek(page: Page, backend: Backend) {
  const dragReady = dragLoaded(page)
  await openCalendar(page, backend)
  await page.keyboard.press('w')
  await settled(page)
  await dragReady()
  // 9 AM in view (the grid opens on the current hour, 5 AM here).
  await page.getByTestId('time-grid').evaluate((el) => (el.scrollTop = 8 * 60))
}

const column = (page: Page, date: string) =>
  page.getByRole('main').locator(`[data-date="${date}"]`).last()

/** Mouse from the middle of `from` by (dx, dy) pixels, in steps, then released. */
async function mouseDrag(page: Page, from: Locator, dx: number, dy: number, release = true) {
  const box = (await from.boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + Math.min(box.height / 2, 20)
  await page.mouse.move(x, y)
  await page.mouse.down()
  for (let i = 1; i <= 5; i++) await page.mouse.move(x + (dx * i) / 5, y + (dy * i) / 5)
  if (release) await page.mouse.up()
}

test('mouse: move across days, resize the end, create on slots; a ghost shows the time', async ({
  page,
  backend,
}) => {
  const [id] = await seedDentist(backend)
  await openWeek(page, backend)
  const block = page.getByRole('main').locator(`[data-event-id="${id}"]`)
  const dayWidth = (await column(page, '2026-11-18').boundingBox())!.width

  // A day right and 75 minutes down (60px an hour), shown as a ghost before the drop.
  await mouseDrag(page, block, dayWidth, 75, false)
  const ghost = page.locator('[data-drag-ghost]')
  await expect(ghost).toContainText('Dentist')
  await expect(ghost).toContainText('10:15 AM – 11:15 AM')
  await expect(column(page, '2026-11-19').locator('[data-drag-ghost]')).toHaveCount(1)
  await page.mouse.up()
  await expect(ghost).toHaveCount(0)
  await expectToast(page, 'Success', 'Event updated successfully')
  await expect
    .poll(() => times(backend))
    .toEqual([['2026-11-19T15:15:00Z', '2026-11-19T16:15:00Z']])
  await expect(column(page, '2026-11-19').locator(`[data-event-id="${id}"]`)).toBeVisible()
  await settled(page)

  // The bottom edge (its last 6px: a pseudo-element, made while the block is hovered, with the
  // resize cursor; none on a block not hovered), 30 minutes down.
  const blockBox = (await block.boundingBox())!
  const box = { ...blockBox, y: blockBox.y + blockBox.height - 6, height: 6 }
  const edge = () => block.evaluate((el) => getComputedStyle(el, '::after').cursor)
  await page.mouse.move(blockBox.x - 20, blockBox.y - 20)
  expect(await edge()).not.toBe('ns-resize')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  expect(await edge()).toBe('ns-resize')
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2, box.y + 15, { steps: 3 })
  await page.mouse.move(box.x + box.width / 2, box.y + 30, { steps: 3 })
  await page.mouse.up()
  await expect
    .poll(() => times(backend))
    .toEqual([['2026-11-19T15:15:00Z', '2026-11-19T16:45:00Z']])
  await settled(page)

  // Undo puts it back where it was before the last change.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect
    .poll(() => times(backend))
    .toEqual([['2026-11-19T15:15:00Z', '2026-11-19T16:15:00Z']])
  await settled(page)

  // A plain click still opens it.
  await block.click()
  await expect(page.getByRole('dialog', { name: 'Edit Event' })).toBeVisible()
  await dialog(page).cancel.click()

  // Empty slots on Friday from 1 PM to 2:30 PM: New Event with that range.
  const friday = column(page, '2026-11-20')
  const fb = (await friday.boundingBox())!
  const top = fb.y + 13 * 60 + 5
  await page.mouse.move(fb.x + fb.width / 2, top)
  await page.mouse.down()
  await page.mouse.move(fb.x + fb.width / 2, top + 40, { steps: 4 })
  await page.mouse.move(fb.x + fb.width / 2, top + 85, { steps: 4 })
  await expect(page.locator('[data-drag-ghost]')).toContainText('1:00 PM – 2:30 PM')
  await page.mouse.up()
  await expect(page.getByRole('dialog', { name: 'New Event' })).toBeVisible()
  await expect(dialog(page).start).toHaveValue('2026-11-20T13:00')
  await expect(dialog(page).end).toHaveValue('2026-11-20T14:30')
})

test('Escape cancels a drag; a failed drop puts the block back', async ({ page, backend }) => {
  const [id] = await seedDentist(backend)
  await openWeek(page, backend)
  const block = page.getByRole('main').locator(`[data-event-id="${id}"]`)
  const before = (await block.boundingBox())!

  await mouseDrag(page, block, 0, 120, false)
  await expect(page.locator('[data-drag-ghost]')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-drag-ghost]')).toHaveCount(0)
  await page.mouse.up()
  // Nothing saved, nothing opened.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await times(backend)).toEqual([['2026-11-18T14:00:00Z', '2026-11-18T15:00:00Z']])

  await backend.sql('revoke update on events from anon, authenticated')
  await mouseDrag(page, block, 0, 120)
  await expectToast(page, 'Error', 'Failed to update event', { destructive: true })
  await expect.poll(async () => (await block.boundingBox())?.y).toBeCloseTo(before.y, 0)
  expect(await times(backend)).toEqual([['2026-11-18T14:00:00Z', '2026-11-18T15:00:00Z']])
})

test('month: an event dropped on another day keeps its time and length', async ({
  page,
  backend,
}) => {
  const [id] = await seedDentist(backend)
  const dragReady = dragLoaded(page)
  await openCalendar(page, backend)
  await dragReady()
  const chip = page.getByRole('main').locator(`[data-event-id="${id}"]`)
  const target = page.getByRole('main').locator('[data-date="2026-11-24"]')
  const from = (await chip.boundingBox())!
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + 10, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 })
  await expect(target.locator('[data-drag-ghost]')).toHaveText('9:00 AM Dentist')
  await page.mouse.up()
  await expectToast(page, 'Success', 'Event updated successfully')
  await expect
    .poll(() => times(backend))
    .toEqual([['2026-11-24T14:00:00Z', '2026-11-24T15:00:00Z']])
  await expect(target.locator(`[data-event-id="${id}"]`)).toBeVisible()
})

test.describe('touch', () => {
  test.use({ hasTouch: true, isMobile: false })

  test('press and hold picks an event up; a swipe scrolls the grid', async ({ page, backend }) => {
    const [id] = await seedDentist(backend)
    await openWeek(page, backend)
    const cdp = await page.context().newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number, y?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: x === undefined ? [] : [{ x, y: y! }],
      })
    const grid = page.getByTestId('time-grid')
    const block = page.getByRole('main').locator(`[data-event-id="${id}"]`)

    // A swipe down on the event (no hold) scrolls the grid up, and moves nothing.
    const box = (await block.boundingBox())!
    const x = box.x + box.width / 2
    const y = box.y + 20
    const scrolled = await grid.evaluate((el) => el.scrollTop)
    await touch('touchStart', x, y)
    for (let i = 1; i <= 6; i++) await touch('touchMove', x, y + i * 30)
    await touch('touchEnd')
    await expect.poll(() => grid.evaluate((el) => el.scrollTop)).toBeLessThan(scrolled - 60)
    expect(await times(backend)).toEqual([['2026-11-18T14:00:00Z', '2026-11-18T15:00:00Z']])

    // Held, then moved an hour down: dropped there. (The fling has stopped first.)
    await grid.evaluate(async (el) => {
      for (let last = -1; last !== el.scrollTop;) {
        last = el.scrollTop
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })
    const held = (await block.boundingBox())!
    const hx = held.x + held.width / 2
    const hy = held.y + 20
    const top = await grid.evaluate((el) => el.scrollTop)
    await touch('touchStart', hx, hy)
    await page.waitForTimeout(600)
    for (let i = 1; i <= 6; i++) await touch('touchMove', hx, hy + i * 10)
    await expect(page.locator('[data-drag-ghost]')).toContainText('10:00 AM – 11:00 AM')
    await touch('touchEnd')
    await expectToast(page, 'Success', 'Event updated successfully')
    await expect
      .poll(() => times(backend))
      .toEqual([['2026-11-18T15:00:00Z', '2026-11-18T16:00:00Z']])
    // The drag did not scroll the grid.
    expect(await grid.evaluate((el) => el.scrollTop)).toBe(top)
  })
})
