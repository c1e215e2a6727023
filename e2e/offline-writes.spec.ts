// Issue 29, edits made offline (docs/decisions.md, "Offline"): kept on the device, shown
// meanwhile (a reload included), sent in order once the network is back, each once; one that
// meets a change made elsewhere opens the conflict dialog. The service worker is allowed, as in
// offline.spec.ts: offline, the code the calendar loads on demand comes from its precache.
import type { Locator, Page } from '@playwright/test'
import path from 'node:path'
import { expect, test, type Backend } from './fixtures.ts'
import {
  deviceCopies,
  dialog,
  dragLoaded,
  eventButton,
  expectToast,
  openCalendar,
  rows,
  SCREENSHOT_DIR,
  seed,
  settled,
} from './helpers.ts'

test.use({ serviceWorkers: 'allow', timezoneId: 'America/New_York' })

const badge = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) })

/**
 * The week of November 21, open in a page the service worker controls (it takes a page at its
 * next open), with the shown week kept on the device.
 */
async function openWeekControlled(page: Page, backend: Backend) {
  await openCalendar(page, backend)
  await page.keyboard.press('w')
  await settled(page)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(async () => Object.values(await deviceCopies(page)).flat()).toContain('Dentist')
  const dragReady = dragLoaded(page)
  await page.reload()
  await settled(page)
  await dragReady()
  await page.getByTestId('time-grid').evaluate((el) => (el.scrollTop = 8 * 60))
}

/** Mouse from the middle of `from` by (dx, dy) pixels, in steps, then released. */
async function mouseDrag(page: Page, from: Locator, dx: number, dy: number) {
  const box = (await from.boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + Math.min(box.height / 2, 20)
  await page.mouse.move(x, y)
  await page.mouse.down()
  for (let i = 1; i <= 5; i++) await page.mouse.move(x + (dx * i) / 5, y + (dy * i) / 5)
  await page.mouse.up()
}

const column = (page: Page, date: string) =>
  page.getByRole('main').locator(`[data-date="${date}"]`).last()

test('create, edit, delete and drag offline, reload offline, then online: each saved once', async ({
  page,
  context,
  backend,
}) => {
  const [dentist] = await seed(backend, [
    { title: 'Dentist', start: '2026-11-18T14:00:00Z', end: '2026-11-18T15:00:00Z' },
    { title: 'Standup', start: '2026-11-19T14:00:00Z', end: '2026-11-19T14:30:00Z' },
    { title: 'Old plan', start: '2026-11-20T14:00:00Z', end: '2026-11-20T15:00:00Z' },
  ])
  await openWeekControlled(page, backend)
  const dayWidth = (await column(page, '2026-11-18').boundingBox())!.width

  await context.setOffline(true)
  await expect(badge(page, 'Offline')).toBeVisible()
  const d = dialog(page)

  await page.getByRole('button', { name: 'New Event' }).click()
  await d.title.fill('Lunch')
  await d.save.click()
  await expect(d.root).toBeHidden()
  await eventButton(page, 'Standup').click()
  await d.title.fill('Standup, moved online')
  await d.save.click()
  await expect(d.root).toBeHidden()
  await expect(badge(page, 'Offline · 2 changes waiting')).toBeVisible()
  // The header and the quiet badge in the gap below it.
  const header = (await page.locator('header').first().boundingBox())!
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, 'offline-changes-waiting.png'),
    clip: { x: 0, y: 0, width: header.width, height: header.y + header.height + 24 },
  })

  // The created event is edited too, offline: a change of the row its create makes.
  await eventButton(page, 'Lunch').click()
  await d.description.fill('Noodles')
  await d.save.click()
  await expect(d.root).toBeHidden()
  await eventButton(page, 'Old plan').click()
  await d.remove.click()
  await expect(d.root).toBeHidden()
  await mouseDrag(page, page.getByRole('main').locator(`[data-event-id="${dentist}"]`), dayWidth, 0)
  await expect(badge(page, 'Offline · 5 changes waiting')).toBeVisible()
  expect((await rows(backend)).map((r) => r.title)).toEqual(['Dentist', 'Standup', 'Old plan'])

  // A reload offline: the page and the week from the device, the changes still shown.
  await page.reload()
  await expect(badge(page, 'Offline · 5 changes waiting')).toBeVisible()
  await expect(eventButton(page, 'Lunch')).toBeVisible()
  await expect(eventButton(page, 'Standup, moved online')).toBeVisible()
  await expect(eventButton(page, 'Old plan')).toHaveCount(0)
  await expect(column(page, '2026-11-19').getByRole('button', { name: /Dentist/ })).toBeVisible()

  await context.setOffline(false)
  await expectToast(page, 'Success', '5 changes saved')
  await expect(page.getByRole('status').filter({ hasText: /Offline/ })).toHaveCount(0)
  const saved = await rows(backend)
  const byTitle = saved.map((r) => [r.title, r.description, r.start_time]).sort()
  expect(byTitle).toEqual([
    ['Dentist', null, '2026-11-19T14:00:00Z'],
    ['Lunch', 'Noodles', expect.any(String)],
    ['Standup, moved online', null, '2026-11-19T14:00:00Z'],
  ])
  expect(saved.find((r) => r.title === 'Dentist')?.id).toBe(dentist)
})

test('a change made offline that meets a change made elsewhere opens the conflict', async ({
  page,
  context,
  browser,
  backend,
}) => {
  await seed(backend, [
    { title: 'Dentist', start: '2026-11-18T14:00:00Z', end: '2026-11-18T15:00:00Z' },
  ])
  await openWeekControlled(page, backend)
  await context.setOffline(true)
  const d = dialog(page)
  await eventButton(page, 'Dentist').click()
  await d.title.fill('Mine')
  await d.save.click()
  await expect(badge(page, 'Offline · 1 change waiting')).toBeVisible()

  // Another device, online, changes it meanwhile.
  const elsewhere = await browser.newContext({ timezoneId: 'America/New_York' })
  try {
    const other = await elsewhere.newPage()
    await openCalendar(other, backend)
    await eventButton(other, 'Dentist').click()
    await dialog(other).title.fill('Theirs')
    await dialog(other).save.click()
    await expectToast(other, 'Success', 'Event updated successfully')
  } finally {
    await elsewhere.close()
  }

  await context.setOffline(false)
  await expectToast(page, 'Error', 'A change made offline could not be saved', {
    destructive: true,
  })
  await expect(d.root.getByRole('alert')).toContainText(
    'This event was changed in another window or device.',
  )
  await expect(d.title).toHaveValue('Mine')
  expect((await rows(backend)).map((r) => r.title)).toEqual(['Theirs'])
})
