// The time grid in the browser (docs/decisions.md, "Overlapping events", "Time grid"): overlapping
// events side by side or lying over an earlier one's right part, events across midnight, the '+N' of a crowded hour, the current-time line,
// and where the grid opens. The browser runs in New York and every instant is written with its
// offset, so the host's zone does not matter.
import type { Locator, Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import { dialog, seed, settled, viewButton } from './helpers.ts'

test.use({ timezoneId: 'America/New_York' })

/** November 2026 in New York is EST (UTC-5). */
const est = (day: number, hour: number, minute = 0) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00-05:00`
/** Saturday, November 21, 2026, 10:15 AM in New York. */
const NOW = new Date(est(21, 10, 15))

async function open(page: Page, backend: Backend, view: 'Day' | 'Week', now = NOW) {
  await page.clock.setFixedTime(now)
  await page.goto(backend.url)
  await settled(page)
  await viewButton(page, view).click()
  await settled(page)
  return page.getByTestId('time-grid')
}

const column = (page: Page, date: string) => page.locator(`[data-date="${date}"]`)
const block = (page: Page, date: string, id: string) =>
  column(page, date).locator(`[data-event-id="${id}"]`)

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  expect(b, 'visible').not.toBeNull()
  return b as NonNullable<typeof b>
}

test('overlapping events: a later one lies over the right part of an earlier one, so blocks are wider than a third', async ({
  page,
  backend,
}) => {
  const ids = await seed(backend, [
    { title: 'Design review', start: est(19, 9), end: est(19, 11) },
    { title: 'Standup', start: est(19, 9, 30), end: est(19, 10, 30) },
    { title: 'Lunch prep', start: est(19, 10), end: est(19, 11, 30) },
  ])
  await open(page, backend, 'Week')
  const day = await box(column(page, '2026-11-19'))
  const boxes = []
  for (const id of ids) {
    await expect(block(page, '2026-11-19', id)).toBeVisible()
    boxes.push(await box(block(page, '2026-11-19', id)))
  }
  const third = day.width / 3
  for (const a of boxes) {
    expect(a.x).toBeGreaterThanOrEqual(day.x)
    expect(a.x + a.width).toBeLessThanOrEqual(day.x + day.width + 0.5)
  }
  // Three columns, as before, but the first two reach over the next column: two thirds each
  // (not the third each they had); the last keeps its third.
  const [review, standup, lunch] = boxes as [
    (typeof boxes)[0],
    (typeof boxes)[0],
    (typeof boxes)[0],
  ]
  expect(review.width).toBeGreaterThan(2 * third - 8)
  expect(standup.width).toBeGreaterThan(2 * third - 8)
  expect(lunch.width).toBeGreaterThan(third - 8)
  expect(lunch.width).toBeLessThan(third + 1)
  // Each later one starts a column further right and lower down, so the earlier one's title
  // line (its top 30px) and left part stay in sight.
  expect(standup.x - review.x).toBeGreaterThan(third - 2)
  expect(lunch.x - standup.x).toBeGreaterThan(third - 2)
  // Placed by start time at 60px an hour: 9:00, 9:30 and 10:00.
  expect(Math.round(standup.y - review.y)).toBe(30)
  expect(Math.round(lunch.y - review.y)).toBe(60)
  expect(Math.round(review.height)).toBe(119)
  // The later block is on top where they cross: a click there opens it, and clicking the
  // earlier one's part in sight opens the earlier one.
  await page.mouse.click(standup.x + standup.width - 6, standup.y + 20)
  await expect(dialog(page).title).toHaveValue('Standup')
  await page.keyboard.press('Escape')
  await page.mouse.click(review.x + 10, review.y + 80)
  await expect(dialog(page).title).toHaveValue('Design review')
})

test('an event from 22:00 to 02:00 shows in both days, clipped at midnight, saying it continues', async ({
  page,
  backend,
}) => {
  const [id] = await seed(backend, [{ title: 'Night shift', start: est(17, 22), end: est(18, 2) }])
  await open(page, backend, 'Week')
  const first = block(page, '2026-11-17', id!)
  const second = block(page, '2026-11-18', id!)
  await expect(first).toBeVisible()
  await expect(second).toHaveCount(1)
  await expect(first).toHaveAccessibleDescription('Continues into the next day')
  await expect(second).toHaveAccessibleDescription('Continues from the previous day')
  const [tue, wed] = [await box(column(page, '2026-11-17')), await box(column(page, '2026-11-18'))]
  await second.scrollIntoViewIfNeeded()
  const [a, b] = [await box(first), await box(second)]
  // 22:00 to midnight at the bottom of Tuesday; midnight to 2:00 at the top of Wednesday.
  const tueNow = await box(column(page, '2026-11-17'))
  const wedNow = await box(column(page, '2026-11-18'))
  expect(Math.round(b.y - wedNow.y)).toBe(0)
  expect(Math.round(b.height)).toBe(119)
  expect(Math.round(tueNow.y + tueNow.height - (a.y + a.height))).toBeLessThanOrEqual(1)
  expect(Math.round(a.height)).toBe(119)
  expect(a.x).toBeGreaterThanOrEqual(tue.x)
  expect(b.x).toBeGreaterThanOrEqual(wed.x)
  // Either half opens the same event.
  await second.click()
  await expect(dialog(page).title).toHaveValue('Night shift')
  await expect(dialog(page).start).toHaveValue('2026-11-17T22:00')
})

test('an event ending before it starts is a 30px block at its start and breaks nothing', async ({
  page,
  backend,
}) => {
  const [reversed, normal] = await seed(backend, [
    { title: 'Backwards', start: est(20, 14), end: est(20, 12) },
    { title: 'Normal', start: est(20, 15), end: est(20, 16) },
  ])
  await open(page, backend, 'Week')
  await expect(page.locator(`[data-event-id="${reversed}"]`)).toHaveCount(1)
  const r = await box(block(page, '2026-11-20', reversed!))
  const n = await box(block(page, '2026-11-20', normal!))
  expect(Math.round(r.height)).toBe(29)
  expect(Math.round(n.y - r.y)).toBe(60)
})

test("a crowded hour collapses into a '+N' button whose list opens each hidden event", async ({
  page,
  backend,
}) => {
  const titles = ['One', 'Two', 'Three', 'Four', 'Five', 'Six']
  await seed(
    backend,
    titles.map((title, i) => ({ title, start: est(16, 9), end: est(16, 10, 50 - i * 5) })),
  )
  await open(page, backend, 'Week')
  const monday = column(page, '2026-11-16')
  await expect(monday.locator('[data-event-id]')).toHaveCount(3)
  const more = monday.getByRole('button', { name: '+3 more' })
  await expect(more).toBeVisible()
  // Reached with the keyboard: focus, Enter, the list takes focus; Escape gives it back.
  await more.focus()
  await page.keyboard.press('Enter')
  const list = page.getByRole('dialog', { name: 'Monday, November 16: 3 more' })
  await expect(list.getByRole('button')).toHaveText(['9:00 AM Four', '9:00 AM Five', '9:00 AM Six'])
  await expect(list.getByRole('button').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await expect(more).toBeFocused()
  // The shown blocks and the '+N' do not cover each other.
  const boxes = [await box(more)]
  for (const b of await monday.locator('[data-event-id]').all()) boxes.push(await box(b))
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      expect(a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5).toBe(true)
    }
  }
  await more.click()
  await list.getByRole('button', { name: '9:00 AM Five' }).click()
  await expect(list).toBeHidden()
  const d = dialog(page)
  await expect(d.root.getByRole('heading', { name: 'Edit Event' })).toBeVisible()
  await expect(d.title).toHaveValue('Five')
})

test('the grid opens an hour before the first event of the shown days, else on 8 AM, and then leaves the scroll alone', async ({
  page,
  backend,
}) => {
  await seed(backend, [
    { title: 'Early flight', start: est(18, 6, 30), end: est(18, 8) },
    { title: 'Standup', start: est(19, 9), end: est(19, 9, 15) },
    // Runs on from the day before: it starts at Friday's midnight, but does not count.
    { title: 'Red-eye', start: est(19, 23), end: est(20, 5) },
  ])
  const grid = await open(page, backend, 'Week')
  // 6:30 AM less an hour: the 5 AM line right under the sticky header (8px above it, for its
  // label), so the flight is in sight.
  await expect.poll(() => grid.evaluate((el) => el.scrollTop)).toBe(5 * 60 - 8)
  await expect(page.getByRole('button', { name: /^Early flight/ })).toBeInViewport()
  // The next week has no event: the working morning.
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect.poll(() => grid.evaluate((el) => el.scrollTop)).toBe(8 * 60 - 8)
  await page.getByRole('button', { name: 'Previous', exact: true }).click()
  await expect.poll(() => grid.evaluate((el) => el.scrollTop)).toBe(5 * 60 - 8)

  // A scroll of the person's own stays as it is.
  await grid.hover()
  await page.mouse.wheel(0, 400)
  await expect.poll(() => grid.evaluate((el) => el.scrollTop)).toBeGreaterThan(5 * 60)
  const theirs = await grid.evaluate((el) => el.scrollTop)
  await page.waitForTimeout(300)
  expect(await grid.evaluate((el) => el.scrollTop)).toBe(theirs)

  // The day view of Friday: the red-eye from Thursday does not count; 8 AM.
  await viewButton(page, 'Day').click()
  const day = page.getByTestId('time-grid')
  await page.getByRole('button', { name: 'Previous', exact: true }).click()
  await expect(periodHeadingOf(page)).toHaveText('November 20, 2026')
  await expect.poll(() => day.evaluate((el) => el.scrollTop)).toBe(8 * 60 - 8)
  await page.getByRole('button', { name: 'Previous', exact: true }).click()
  // Thursday: the standup at 9.
  await expect.poll(() => day.evaluate((el) => el.scrollTop)).toBe(8 * 60 - 8)
  await page.getByRole('button', { name: 'Previous', exact: true }).click()
  // Wednesday: the flight.
  await expect.poll(() => day.evaluate((el) => el.scrollTop)).toBe(5 * 60 - 8)
  // The 5 AM label is the first one below the header.
  const header = await box(day.locator('.sticky').first())
  const five = await box(day.getByText('5 AM', { exact: true }))
  expect(five.y + five.height / 2).toBeGreaterThanOrEqual(header.y + header.height - 1)
  expect(five.y).toBeLessThan(header.y + header.height + 20)
})

const periodHeadingOf = (page: Page) => page.getByRole('heading', { level: 2 }).first()

test("today's column has the current-time line, and it moves with the minute", async ({
  page,
  backend,
}) => {
  // A running fake clock this time, started at 10:15, moved on by the test.
  await page.clock.install({ time: NOW })
  await page.goto(backend.url)
  await settled(page)
  await viewButton(page, 'Week').click()
  await settled(page)
  const minute = () => page.evaluate(() => new Date().getHours() * 60 + new Date().getMinutes())
  const today = column(page, '2026-11-21')
  await expect(today).toHaveAttribute('data-today', 'true')
  const line = today.getByTestId('current-time')
  await expect(page.getByTestId('current-time')).toHaveCount(1)
  const before = await minute()
  expect(before).toBeGreaterThanOrEqual(615)
  await expect(line).toHaveCSS('top', `${before}px`) // 1px a minute from midnight
  await page.clock.runFor(2 * 60_000)
  const after = await minute()
  expect(after - before).toBeGreaterThanOrEqual(2)
  await expect(line).toHaveCSS('top', `${after}px`)
  await viewButton(page, 'Day').click()
  await expect(page.getByTestId('current-time')).toHaveCSS('top', `${await minute()}px`)
})

test("block titles stay below the sticky header: its worked-out height is the page's", async ({
  page,
  backend,
}) => {
  // The week of Nov 15: two all-day lanes; Saturday 21 alone: one; the 22nd and its week: none.
  await seed(backend, [
    { title: 'Trip', start: '2026-11-16T00:00:00Z', end: '2026-11-19T00:00:00Z', allDay: true },
    { title: 'Fair', start: '2026-11-17T00:00:00Z', end: '2026-11-18T00:00:00Z', allDay: true },
    { title: 'Late', start: '2026-11-21T00:00:00Z', end: '2026-11-22T00:00:00Z', allDay: true },
  ])
  const grid = await open(page, backend, 'Week')
  // The header's height, and --grid-header's length resolved by an element that takes it.
  const matches = () =>
    grid.evaluate((el) => {
      // In the shown week's body, which sets it (time-grid-body.tsx).
      const header = el.querySelector('.sticky')!
      const probe = header.parentElement!.appendChild(document.createElement('div'))
      probe.style.height = 'var(--grid-header)'
      const worked = probe.getBoundingClientRect().height
      probe.remove()
      return [header.getBoundingClientRect().height, worked]
    })
  const same = async (lanes: number) => {
    await expect(grid.getByRole('group', { name: 'All-day events' })).toHaveCount(lanes ? 1 : 0)
    const [measured, worked] = await matches()
    // To layout's 1/64 px, which a header of rows in rem at 20px rounds to.
    expect(worked).toBeCloseTo(measured!, 1)
  }
  await same(2)
  await viewButton(page, 'Day').click()
  await same(1)
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await same(0)
  await viewButton(page, 'Week').click()
  await same(0)
  // A reader's larger default font size: the header grows, and so does the worked-out height.
  await page.evaluate(() => (document.documentElement.style.fontSize = '20px'))
  await page.getByRole('button', { name: 'Previous', exact: true }).click()
  await same(2)
})

test('a long block keeps its title under the sticky header, a short one scrolls away with it', async ({
  page,
  backend,
}) => {
  // Friday the 20th, scrolled to 10 AM, so 9:52 AM is just below the header.
  const [overnight, workshop, standup] = await seed(backend, [
    { title: 'Overnight', start: est(19, 22), end: est(20, 12) },
    { title: 'Workshop', start: est(20, 7), end: est(20, 11) },
    { title: 'Standup', start: est(20, 9), end: est(20, 10, 30) },
  ])
  const grid = await open(page, backend, 'Week')
  // It opens on 6 AM, an hour before the workshop; the test scrolls on to 10.
  await expect.poll(() => grid.evaluate((el) => el.scrollTop)).toBe(6 * 60 - 8)
  await grid.evaluate((el) => (el.scrollTop = 592))
  const header = await box(grid.locator('.sticky').first())
  const below = header.y + header.height
  // The title kept in view (the block's first span; its times follow it).
  const title = (id: string) => block(page, '2026-11-20', id).locator('span').first()
  // Began yesterday, and four hours long: each title sits right under the header.
  for (const id of [overnight!, workshop!]) {
    await expect(title(id)).toHaveCSS('position', 'sticky')
    await expect(title(id)).toHaveText(id === overnight ? 'Overnight' : 'Workshop')
    expect((await box(title(id))).y).toBeCloseTo(below, 0)
  }
  // An hour and a half: no title of its own, so it is the canvas' drawing, which went up under
  // the header with the block's top.
  await expect(block(page, '2026-11-20', standup!).locator('span')).toHaveCount(0)
  expect((await box(block(page, '2026-11-20', standup!))).y).toBeLessThan(below)
})

/** The canvas pixels (RGBA, row by row) under `area`, a box on the page, in `date`'s column. */
function canvasPixels(
  page: Page,
  date: string,
  area: { x: number; y: number; width: number; height: number },
) {
  return page.evaluate(
    ({ date, area }) => {
      const canvas = document.querySelector<HTMLCanvasElement>(`[data-date="${date}"] canvas`)!
      const at = canvas.getBoundingClientRect()
      const scale = canvas.width / at.width
      const data = canvas
        .getContext('2d')!
        .getImageData(
          Math.round((area.x - at.x) * scale),
          Math.round((area.y - at.y) * scale),
          Math.max(1, Math.round(area.width * scale)),
          Math.max(1, Math.round(area.height * scale)),
        ).data
      const pixels: number[][] = []
      for (let i = 0; i < data.length; i += 4)
        pixels.push([data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!])
      return pixels
    },
    { date, area },
  )
}

/** Pixels unlike `fill` by more than a little in any channel: the text and icons drawn on it. */
const ink = (pixels: number[][], fill: number[]) =>
  pixels.filter((p) => p.slice(0, 3).some((c, i) => Math.abs(c - fill[i]!) > 40)).length

test("each block and '+N' is drawn on its day's canvas, under its button, and drawn again on 'next'", async ({
  page,
  backend,
}) => {
  const [review] = await seed(backend, [
    { title: 'Design review', start: est(19, 9), end: est(19, 11), color: '#ef4444' },
    ...['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((title) => ({
      title,
      start: est(16, 9),
      end: est(16, 10),
    })),
  ])
  await open(page, backend, 'Week')
  const button = await box(block(page, '2026-11-19', review!))
  // The left border in the event's colour, then its fill: #ef4444 at 16% over the white card.
  const border = await canvasPixels(page, '2026-11-19', {
    x: button.x + 1,
    y: button.y + 60,
    width: 1,
    height: 1,
  })
  expect(border[0]!.slice(0, 3)).toEqual([239, 68, 68])
  const fill = (
    await canvasPixels(page, '2026-11-19', {
      x: button.x + 30,
      y: button.y + 90,
      width: 1,
      height: 1,
    })
  )[0]!
  for (const [i, c] of [252, 225, 225].entries())
    expect(Math.abs(fill[i]! - c)).toBeLessThanOrEqual(2)
  // The title, and the times under it, are drawn in their lines; below them the fill is bare.
  const line = (top: number) => ({
    x: button.x + 10,
    y: button.y + top,
    width: button.width - 20,
    height: 13,
  })
  expect(ink(await canvasPixels(page, '2026-11-19', line(3)), fill)).toBeGreaterThan(40)
  expect(ink(await canvasPixels(page, '2026-11-19', line(18)), fill)).toBeGreaterThan(40)
  expect(ink(await canvasPixels(page, '2026-11-19', line(50)), fill)).toBe(0)

  // The '+3' in Monday's fourth column: bg-muted with its label at the top.
  const more = await box(column(page, '2026-11-16').getByRole('button', { name: '+3 more' }))
  const muted = (
    await canvasPixels(page, '2026-11-16', { x: more.x + 4, y: more.y + 40, width: 1, height: 1 })
  )[0]!
  expect(muted[0]).toBeGreaterThan(235)
  expect(muted[0]).toBeLessThan(250)
  expect(
    ink(
      await canvasPixels(page, '2026-11-16', {
        x: more.x + 2,
        y: more.y + 3,
        width: more.width - 4,
        height: 14,
      }),
      muted,
    ),
  ).toBeGreaterThan(10)

  // The next week has nothing on that Thursday: its canvas is clear where the block was.
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(column(page, '2026-11-26')).toBeVisible()
  const after = await canvasPixels(page, '2026-11-26', {
    x: button.x,
    y: button.y,
    width: button.width,
    height: button.height,
  })
  expect(after.every((p) => p[3] === 0)).toBe(true)
})
