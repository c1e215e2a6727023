// Settings' 'Time zone' (issue 27; docs/decisions.md, "The display time zone"): the browser is in
// Asia/Kolkata, the setting says America/New_York, and every time shown, typed, dragged or
// saved is New York's wall clock while the database keeps the true instants. Checked on screen
// (block names and places, the dialog's fields, the now-line, the header's label) and in the
// database; across New York's change of clocks on Sunday November 1, 2026.
import type { Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import {
  clickHourSlot,
  dialog,
  dragLoaded,
  expectNoHorizontalOverflow,
  expectToast,
  hourTop,
  periodHeading,
  rows,
  seed,
  settled,
} from './helpers.ts'

const DEVICE = 'Asia/Kolkata'
const SHOWN = 'America/New_York'
test.use({ timezoneId: DEVICE })

/** Saturday November 21, 2026, 10:15 AM in New York (8:45 PM in Kolkata). */
const NOW = new Date('2026-11-21T15:15:00Z')

/** Wednesday November 18, 9:00-10:00 AM in New York (7:30-8:30 PM in Kolkata). */
const STANDUP = { title: 'Standup', start: '2026-11-18T14:00:00Z', end: '2026-11-18T15:00:00Z' }

/** An hour's block: 60 px an hour, less the 1 px gap between stacked blocks. */
const HOUR_BLOCK = 59

const times = async (backend: Backend) =>
  (await rows(backend)).map((row) => [row.start_time, row.end_time])

/**
 * Opens the calendar at `search` with the settings kept on this device (shared mode's
 * localStorage, settings-store.ts) as a person who chose them earlier, the clock fixed at `now`.
 */
async function open(
  page: Page,
  backend: Backend,
  search: string,
  { now = NOW, settings = { timeZone: SHOWN } as Record<string, unknown> } = {},
) {
  await page.clock.setFixedTime(now)
  await page.addInitScript((value) => {
    localStorage.setItem('calendar.settings', value)
  }, JSON.stringify(settings))
  await page.goto(`${backend.url}/${search}`)
  await settled(page)
}

const column = (page: Page, date: string) =>
  page.getByRole('main').locator(`[data-date="${date}"]`).last()

/** The pixels between a block's top and its column's `hour` line (0: it starts on the hour). */
async function offsetFromHour(page: Page, date: string, name: RegExp | string, hour: number) {
  const block = column(page, date).getByRole('button', { name })
  const top = await hourTop(page, date, hour)
  const box = (await block.boundingBox())!
  return { offset: Math.round(box.y - top), height: Math.round(box.height) }
}

test("an event shows at New York's wall time in the week and the dialog; the header names the zone", async ({
  page,
  backend,
}) => {
  await seed(backend, [STANDUP])
  await open(page, backend, '?view=week&date=2026-11-18')
  await expect(page.getByTestId('display-zone')).toHaveText(SHOWN, { useInnerText: true })
  const block = column(page, '2026-11-18').getByRole('button', { name: /Standup/ })
  await expect(block).toHaveAccessibleName('Standup 9:00 AM – 10:00 AM')
  expect(await offsetFromHour(page, '2026-11-18', /Standup/, 9)).toEqual({
    offset: 0,
    height: HOUR_BLOCK,
  })

  await block.click()
  const d = dialog(page)
  await expect(d.start).toHaveValue('2026-11-18T09:00')
  await expect(d.end).toHaveValue('2026-11-18T10:00')
  // Saved untouched but for its title: the same instants.
  await d.title.fill('Standup (NY)')
  await d.save.click()
  await expectToast(page, 'Success', 'Event updated successfully')
  expect(await times(backend)).toEqual([['2026-11-18T14:00:00Z', '2026-11-18T15:00:00Z']])
})

test("on a phone the header's label names the place and fits in the row", async ({
  page,
  backend,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await open(page, backend, '?view=week&date=2026-11-18')
  const label = page.getByTestId('display-zone')
  await expect(label).toHaveText('New York', { useInnerText: true })
  const box = (await label.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(375 - 8)
  await expectNoHorizontalOverflow(page)
})

test("a new event from the 9 AM slot, or typed, is saved at 9:00 New York's instant", async ({
  page,
  backend,
}) => {
  await open(page, backend, '?view=day&date=2026-11-21')
  await clickHourSlot(page, '2026-11-21', 9)
  const d = dialog(page)
  await expect(d.start).toHaveValue('2026-11-21T09:00')
  await d.title.fill('Coffee')
  await d.save.click()
  await expectToast(page, 'Success', 'Event created successfully')
  expect(await times(backend)).toEqual([['2026-11-21T14:00:00Z', '2026-11-21T15:00:00Z']])
  await settled(page)

  await page.getByRole('button', { name: 'New Event' }).click()
  await d.title.fill('Lunch')
  await d.start.fill('2026-11-24T12:00')
  await d.end.fill('2026-11-24T13:30')
  await d.save.click()
  await expectToast(page, 'Success', 'Event created successfully')
  expect(await times(backend)).toEqual([
    ['2026-11-21T14:00:00Z', '2026-11-21T15:00:00Z'],
    ['2026-11-24T17:00:00Z', '2026-11-24T18:30:00Z'],
  ])
})

test('a drag and a keyboard move save New York instants, and Undo puts them back', async ({
  page,
  backend,
}) => {
  const [id] = await seed(backend, [STANDUP])
  const dragReady = dragLoaded(page)
  await open(page, backend, '?view=week&date=2026-11-18')
  await dragReady()
  await page.getByTestId('time-grid').evaluate((el) => (el.scrollTop = 8 * 60))
  const block = page.getByRole('main').locator(`[data-event-id="${id}"]`)
  const dayWidth = (await column(page, '2026-11-18').boundingBox())!.width

  // A day right and an hour down: Thursday 10:00 New York.
  const box = (await block.boundingBox())!
  const [x, y] = [box.x + box.width / 2, box.y + 20]
  await page.mouse.move(x, y)
  await page.mouse.down()
  for (let i = 1; i <= 5; i++) await page.mouse.move(x + (dayWidth * i) / 5, y + (60 * i) / 5)
  await expect(page.locator('[data-drag-ghost]')).toContainText('10:00 AM – 11:00 AM')
  await page.mouse.up()
  await expectToast(page, 'Success', 'Event updated successfully')
  await expect
    .poll(() => times(backend))
    .toEqual([['2026-11-19T15:00:00Z', '2026-11-19T16:00:00Z']])
  await settled(page)

  await block.focus()
  await page.keyboard.press('Alt+ArrowUp')
  await expect(page.getByTestId('announcer')).toHaveText('Standup moved to Thursday 9:45 AM')
  await expect
    .poll(() => times(backend))
    .toEqual([['2026-11-19T14:45:00Z', '2026-11-19T15:45:00Z']])
  await settled(page)

  await page.getByRole('button', { name: 'Undo' }).click()
  await expectToast(page, 'Success', 'Event updated successfully')
  await expect
    .poll(() => times(backend))
    .toEqual([['2026-11-19T15:00:00Z', '2026-11-19T16:00:00Z']])
  await expect(
    column(page, '2026-11-19').getByRole('button', { name: /Standup/ }),
  ).toHaveAccessibleName('Standup 10:00 AM – 11:00 AM')
})

test("the now-line and 'Today' follow New York's date, not the device's", async ({
  page,
  backend,
}) => {
  // Saturday November 21, 8:30 AM in Kolkata; still Friday the 20th, 10:00 PM, in New York.
  await open(page, backend, '?view=week', { now: new Date('2026-11-21T03:00:00Z') })
  const today = page.getByRole('main').locator('[aria-current="date"]')
  await expect(today).toHaveCount(1)
  await expect(column(page, '2026-11-20').getByTestId('current-time')).toHaveCount(1)
  const lines = page.getByRole('main').getByTestId('current-time')
  await expect(lines).toHaveCount(1)
  const ten = await hourTop(page, '2026-11-20', 22)
  const line = (await lines.boundingBox())!
  expect(Math.abs(line.y - ten)).toBeLessThanOrEqual(1)

  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await settled(page)
  await expect(today).toHaveCount(0)
  await page.getByRole('button', { name: 'Today' }).click()
  await settled(page)
  await expect(page).toHaveURL(/date=2026-11-20/)
  await page.keyboard.press('d')
  await settled(page)
  await expect(periodHeading(page)).toHaveText('November 20, 2026')
})

test('choosing New York in Settings moves everything at once; the device zone moves it back', async ({
  page,
  backend,
}) => {
  await seed(backend, [STANDUP])
  await page.clock.setFixedTime(NOW)
  await page.goto(`${backend.url}/?view=week&date=2026-11-18`)
  await settled(page)
  const block = column(page, '2026-11-18').getByRole('button', { name: /Standup/ })
  await expect(block).toHaveAccessibleName('Standup 7:30 PM – 8:30 PM')
  await expect(page.getByTestId('display-zone')).toHaveCount(0)
  // Marks this page: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { same: boolean }).same = true))

  const chooseZone = async (zone: string) => {
    await page.getByRole('button', { name: 'More' }).click()
    await page.getByRole('menuitem', { name: 'Settings' }).click()
    const settings = page.getByRole('dialog', { name: 'Settings' })
    await settings.getByLabel('Time zone').fill(zone)
    await settings.getByLabel('Time zone').press('Enter')
    await page.keyboard.press('Escape')
    await expect(settings).toBeHidden()
  }

  await chooseZone(SHOWN)
  await expect(page.getByTestId('display-zone')).toHaveText(SHOWN, { useInnerText: true })
  await expect(block).toHaveAccessibleName('Standup 9:00 AM – 10:00 AM')
  expect((await offsetFromHour(page, '2026-11-18', /Standup/, 9)).offset).toBe(0)
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('calendar.settings')!).timeZone),
  ).toBe(SHOWN)

  await chooseZone(DEVICE)
  await expect(page.getByTestId('display-zone')).toHaveCount(0)
  await expect(block).toHaveAccessibleName('Standup 7:30 PM – 8:30 PM')
  expect((await offsetFromHour(page, '2026-11-18', /Standup/, 19)).offset).toBe(30)
  expect(await page.evaluate(() => (window as unknown as { same?: boolean }).same)).toBe(true)
})

test('an event dialog open while another tab chooses New York keeps the instants', async ({
  page,
  backend,
  context,
}) => {
  await seed(backend, [STANDUP])
  await page.clock.setFixedTime(NOW)
  await page.goto(`${backend.url}/?view=week&date=2026-11-18`)
  await settled(page)
  const other = await context.newPage()
  await other.clock.setFixedTime(NOW)
  await other.goto(`${backend.url}/?view=week&date=2026-11-18`)
  await settled(other)
  await column(other, '2026-11-18')
    .getByRole('button', { name: /Standup/ })
    .click()
  const d = dialog(other)
  await expect(d.start).toHaveValue('2026-11-18T19:30')

  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  await page.getByRole('dialog', { name: 'Settings' }).getByLabel('Time zone').fill(SHOWN)
  // The open dialog shows the same instants on New York's clock, and Save keeps them.
  await expect(d.start).toHaveValue('2026-11-18T09:00')
  await expect(d.end).toHaveValue('2026-11-18T10:00')
  await d.title.fill('Standup (NY)')
  await d.save.click()
  await expectToast(other, 'Success', 'Event updated successfully')
  expect(await times(backend)).toEqual([['2026-11-18T14:00:00Z', '2026-11-18T15:00:00Z']])
})

// From Kolkata (no change), Los Angeles (its own change the same day, 25 hours long there too)
// and Lord Howe (half-hour changes, none that week).
for (const device of [DEVICE, 'America/Los_Angeles', 'Australia/Lord_Howe']) {
  test.describe(`a device in ${device}`, () => {
    test.use({ timezoneId: device })

    test(`New York's change of clocks seen from ${device}: 9:00-10:00 each day, one height`, async ({
      page,
      backend,
    }) => {
      // 9:00 EDT on Saturday October 31, then 9:00 EST on Sunday (the change) and Monday.
      await seed(backend, [
        { title: 'Sat', start: '2026-10-31T13:00:00Z', end: '2026-10-31T14:00:00Z' },
        { title: 'Sun', start: '2026-11-01T14:00:00Z', end: '2026-11-01T15:00:00Z' },
        { title: 'Mon', start: '2026-11-02T14:00:00Z', end: '2026-11-02T15:00:00Z' },
      ])
      // Weeks from Saturday, so the three days are one week.
      await open(page, backend, '?view=week&date=2026-11-01', {
        now: new Date('2026-11-01T15:00:00Z'),
        settings: { timeZone: SHOWN, weekStartsOn: 6 },
      })
      for (const [date, title] of [
        ['2026-10-31', 'Sat'],
        ['2026-11-01', 'Sun'],
        ['2026-11-02', 'Mon'],
      ] as const) {
        const block = column(page, date).getByRole('button', { name: new RegExp(`^${title} \\d`) })
        await expect(block, date).toHaveAccessibleName(`${title} 9:00 AM – 10:00 AM`)
        expect(await offsetFromHour(page, date, new RegExp(`^${title} \\d`), 9), date).toEqual({
          offset: 0,
          height: HOUR_BLOCK,
        })
      }
    })
  })
}

test('a weekly event made while showing New York stays at 9:00 New York across its change', async ({
  page,
  backend,
}) => {
  // Wednesday October 21, 10:15 AM in New York (EDT).
  await open(page, backend, '?view=week&date=2026-10-21', {
    now: new Date('2026-10-21T14:15:00Z'),
  })
  await page.getByRole('button', { name: 'New Event' }).click()
  const d = dialog(page)
  await d.title.fill('Weekly')
  await d.start.fill('2026-10-26T09:00')
  await d.end.fill('2026-10-26T09:30')
  const repeat = d.root.getByLabel('Repeat', { exact: true })
  await repeat.selectOption({ label: 'Weekly on Monday' })
  await d.save.click()
  await expectToast(page, 'Success', 'Event created successfully')
  const { rows: saved } = await backend.app.db.transaction((tx) =>
    tx.query(
      `select to_char(start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as start_time,
              rrule, tzid from events`,
    ),
  )
  expect(saved).toEqual([
    { start_time: '2026-10-26T13:00Z', rrule: 'FREQ=WEEKLY;BYDAY=MO', tzid: SHOWN },
  ])

  // Monday October 26 (EDT), November 2 and 9 (EST): 9:00 AM each, on the 9 o'clock line.
  for (const date of ['2026-10-26', '2026-11-02', '2026-11-09']) {
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await settled(page)
    const block = column(page, date).getByRole('button', { name: /^Weekly/ })
    await expect(block, date).toHaveAccessibleName(/^Weekly 9:00 AM – 9:30 AM/)
    expect((await offsetFromHour(page, date, /^Weekly/, 9)).offset, date).toBe(0)
  }
})

test.describe('a device whose clocks change (New York) showing Kolkata', () => {
  test.use({ timezoneId: 'America/New_York' })

  test("a 3-hour event dragged off the device's change of clocks stays 3 hours", async ({
    page,
    backend,
  }) => {
    // Sunday November 1, 0:00-3:00 in Kolkata (New York's 25-hour day).
    const [id] = await seed(backend, [
      { title: 'Night', start: '2026-10-31T18:30:00Z', end: '2026-10-31T21:30:00Z' },
    ])
    const dragReady = dragLoaded(page)
    await open(page, backend, '?view=week&date=2026-11-01', {
      now: new Date('2026-11-01T12:00:00Z'),
      settings: { timeZone: DEVICE },
    })
    await dragReady()
    await page.getByTestId('time-grid').evaluate((el) => (el.scrollTop = 0))
    const block = page.getByRole('main').locator(`[data-event-id="${id}"]`)
    await expect(block).toHaveAccessibleName('Night 12:00 AM – 3:00 AM')
    const dayWidth = (await column(page, '2026-11-01').boundingBox())!.width
    const box = (await block.boundingBox())!
    const [x, y] = [box.x + box.width / 2, box.y + 20]
    await page.mouse.move(x, y)
    await page.mouse.down()
    for (let i = 1; i <= 5; i++) await page.mouse.move(x + (dayWidth * i) / 5, y)
    await expect(page.locator('[data-drag-ghost]')).toContainText('12:00 AM – 3:00 AM')
    await page.mouse.up()
    await expectToast(page, 'Success', 'Event updated successfully')
    await expect
      .poll(() => times(backend))
      .toEqual([['2026-11-01T18:30:00Z', '2026-11-01T21:30:00Z']])
  })
})
