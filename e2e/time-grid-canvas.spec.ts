// What the time grid's canvas must not take away (issue 32; docs/decisions.md, "Time-grid
// blocks are drawn on a canvas"): the browser's find in page finds the drawn titles, forced
// colours draw with the system's colours, print shows the blocks, and a pixel ratio change
// redraws crisp. The browser runs in New York and every instant is written with its offset.
import type { Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import { seed, settled, viewButton } from './helpers.ts'

test.use({ timezoneId: 'America/New_York' })

/** November 2026 in New York is EST (UTC-5). */
const est = (day: number, hour: number, minute = 0) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00-05:00`
/** Saturday, November 21, 2026, 10:15 AM in New York. */
const NOW = new Date(est(21, 10, 15))

async function openWeek(page: Page, backend: Backend) {
  await page.clock.setFixedTime(NOW)
  await page.goto(backend.url)
  await settled(page)
  await viewButton(page, 'Week').click()
  await settled(page)
  return page.getByTestId('time-grid')
}

const block = (page: Page, date: string, id: string) =>
  page.locator(`[data-date="${date}"] button[data-event-id="${id}"]`)

/** The browser's find in page over the page's text, as Ctrl+F runs it (not in lib.dom). */
declare global {
  interface Window {
    find(text: string): boolean
  }
}

test("find in page finds a title drawn on the canvas, in its block's box", async ({
  page,
  backend,
}) => {
  const [, late] = await seed(backend, [
    { title: 'Morning run', start: est(18, 8), end: est(18, 9) },
    { title: 'Zebra crossing review', start: est(19, 21), end: est(19, 22) },
  ])
  const grid = await openWeek(page, backend)
  // The grid opens at 7 AM: the evening block is below what is shown.
  const button = block(page, '2026-11-19', late!)
  await expect(button).toBeAttached()
  expect(await button.evaluate((b) => b.textContent)).toBe('')
  const inView = async () => {
    const [g, b] = [await grid.boundingBox(), await button.boundingBox()]
    return b!.y >= g!.y && b!.y + b!.height <= g!.y + g!.height
  }
  expect(await inView()).toBe(false)

  // window.find runs the browser's find over the page's text, as Ctrl+F does. The title's
  // layer is hidden="until-found" (not rendered until a find matches it, when the browser
  // reveals it and scrolls to it); window.find matches it without selecting it, so where the
  // match is is read from the element holding the text.
  expect(await page.evaluate(() => window.find('Zebra crossing'))).toBe(true)
  const text = page.locator('[data-find-layer] > span', { hasText: 'Zebra crossing review' })
  const layer = page.locator('[data-find-layer]', {
    has: page.locator('span', { hasText: 'Zebra crossing review' }),
  })
  await expect(layer).toHaveAttribute('hidden', 'until-found')
  // Revealed, as the browser's find reveals it: in the block's box, its text transparent, the
  // title's first line where the canvas draws it.
  await layer.evaluate((e) => e.removeAttribute('hidden'))
  const [t, b] = [(await text.boundingBox())!, (await button.boundingBox())!]
  expect(Math.abs(t.x - b.x)).toBeLessThan(1)
  expect(Math.abs(t.y - b.y)).toBeLessThan(1)
  expect(Math.abs(t.width - b.width)).toBeLessThan(1)
  const line = await text.evaluate((e) => {
    const range = document.createRange()
    range.selectNodeContents(e.firstChild!)
    const r = range.getClientRects()[0]!
    return { x: r.x, y: r.y, height: r.height }
  })
  expect(line.x).toBeCloseTo(b.x + 4 + 6, 0)
  expect(line.y).toBeGreaterThanOrEqual(b.y)
  expect(line.y + line.height).toBeLessThanOrEqual(b.y + 20)
  await text.evaluate((e) => e.scrollIntoView({ block: 'center' }))
  expect(await inView()).toBe(true)

  // Screen readers hear the block once, by its button's name; the text for find is hidden.
  await expect(
    page.getByRole('main').getByRole('button', { name: /Zebra crossing review/ }),
  ).toHaveCount(1)
  await expect(text).toHaveCSS('color', 'rgba(0, 0, 0, 0)')
  expect(
    await page.evaluate(
      () => document.querySelector('[data-find-layer]')!.closest('[aria-hidden="true"]') !== null,
    ),
  ).toBe(true)

  // 'next': the next week's titles are found, the last week's are gone.
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page.locator('[data-date="2026-11-26"]')).toBeVisible()
  expect(await page.evaluate(() => window.find('Zebra crossing'))).toBe(false)
})

/** The canvas pixel (RGBA) at a point on the page, in `date`'s column. */
function canvasPixel(page: Page, date: string, x: number, y: number) {
  return page.evaluate(
    ({ date, x, y }) => {
      const canvas = document.querySelector<HTMLCanvasElement>(`[data-date="${date}"] canvas`)!
      const at = canvas.getBoundingClientRect()
      const scale = canvas.width / at.width
      const { data } = canvas
        .getContext('2d')!
        .getImageData(Math.round((x - at.x) * scale), Math.round((y - at.y) * scale), 1, 1)
      return [...data]
    },
    { date, x, y },
  )
}

/** A system colour as the page resolves it, as RGBA. */
const systemColour = (page: Page, name: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('span')
    probe.style.cssText = `forced-color-adjust:none;color:${name}`
    document.body.append(probe)
    const rgb = getComputedStyle(probe).color.match(/\d+/g)!.map(Number)
    probe.remove()
    return [...rgb.slice(0, 3), 255]
  }, name)

test('in forced colours the canvas draws with the system colours, and back when they go', async ({
  page,
  backend,
}, testInfo) => {
  const [review] = await seed(backend, [
    { title: 'Design review', start: est(19, 9), end: est(19, 11), color: '#ef4444' },
  ])
  await openWeek(page, backend)
  const b = (await block(page, '2026-11-19', review!).boundingBox())!
  const border = () => canvasPixel(page, '2026-11-19', b.x + 1, b.y + 60)
  const fill = () => canvasPixel(page, '2026-11-19', b.x + 30, b.y + 90)
  expect((await border()).slice(0, 3)).toEqual([239, 68, 68])

  // Turned on while the week is shown: drawn again at once, in the system's colours.
  await page.emulateMedia({ forcedColors: 'active' })
  const [canvas, buttonBorder] = [
    await systemColour(page, 'Canvas'),
    await systemColour(page, 'ButtonBorder'),
  ]
  expect(canvas).not.toEqual(buttonBorder)
  await expect.poll(border).toEqual(buttonBorder)
  expect(await fill()).toEqual(canvas)
  // Kept with the test's results, to be looked at.
  await page.screenshot({ path: testInfo.outputPath('forced-colours.png') })
  // The text find reveals stays transparent: forced colours would make it CanvasText.
  const layer = page.locator('[data-date="2026-11-19"] [data-find-layer]')
  await layer.evaluate((e) => e.removeAttribute('hidden'))
  await expect(layer.locator('span')).toHaveCSS('color', 'rgba(0, 0, 0, 0)')

  // Turned off: the event's colour and the tinted card again.
  await page.emulateMedia({ forcedColors: 'none' })
  await expect.poll(async () => (await border()).slice(0, 3)).toEqual([239, 68, 68])
})

test('a printed week shows each block: its title, times and colour, in its box', async ({
  page,
  backend,
}, testInfo) => {
  const [review, offsite] = await seed(backend, [
    { title: 'Design review', start: est(19, 9), end: est(19, 10), color: '#ef4444' },
    // Long: its title is kept in view as an element on screen; printed the same way.
    { title: 'Offsite', start: est(17, 9), end: est(17, 13), color: '#10b981' },
  ])
  await openWeek(page, backend)
  await page.emulateMedia({ media: 'print' })
  for (const [id, date, text, colour] of [
    [review!, '2026-11-19', 'Design review', 'rgb(239, 68, 68)'],
    [offsite!, '2026-11-17', 'Offsite', 'rgb(16, 185, 129)'],
  ] as const) {
    const printed = page.locator(`[data-date="${date}"] [data-find-layer] > span`, {
      hasText: text,
    })
    await expect(printed).toBeVisible()
    await expect(printed).toHaveCSS('color', 'rgb(0, 0, 0)')
    await expect(printed).toHaveCSS('box-shadow', `${colour} 3px 0px 0px 0px inset`)
    const times = await printed.evaluate((e) => getComputedStyle(e, '::after').content)
    expect(times).toMatch(/AM – /)
    // In the block's box, the button over it printing nothing of its own.
    const [s, b] = [await printed.boundingBox(), await block(page, date, id).boundingBox()]
    expect(Math.abs(s!.x - b!.x)).toBeLessThan(1)
    expect(Math.abs(s!.y - b!.y)).toBeLessThan(1)
    await expect(block(page, date, id).locator(':scope > *')).toHaveCount(id === offsite ? 2 : 0)
    for (const child of await block(page, date, id).locator(':scope > *').all())
      await expect(child).toBeHidden()
  }
  await expect(page.locator('canvas').first()).toBeHidden()
  // Kept with the test's results, to be looked at.
  await page.screenshot({ path: testInfo.outputPath('print.png') })
  await page.pdf({
    path: testInfo.outputPath('week.pdf'),
    preferCSSPageSize: true,
    printBackground: true,
  })
})

/**
 * The canvas under `id`'s block in Thursday's column is drawn at `ratio` device pixels a CSS
 * pixel, crisp: its 4px border is 4 × ratio whole device pixels in the event's red, and the
 * next pixel is the tinted card, with no blurred step between.
 */
async function expectCrisp(page: Page, id: string, ratio: number) {
  const b = (await block(page, '2026-11-19', id).boundingBox())!
  const drawn = await page.evaluate(
    ({ x, y }) => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-date="2026-11-19"] canvas')!
      const at = canvas.getBoundingClientRect()
      const ratio = canvas.width / at.width
      // A row of device pixels across the block's left edge.
      const row = canvas
        .getContext('2d')!
        .getImageData(
          Math.round((x - at.x) * ratio),
          Math.round((y - at.y) * ratio),
          12 * ratio,
          1,
        ).data
      const pixels = []
      for (let i = 0; i < row.length; i += 4) pixels.push([row[i]!, row[i + 1]!, row[i + 2]!])
      return { ratio, heightRatio: canvas.height / at.height, pixels }
    },
    { x: b.x, y: b.y + 90 },
  )
  // One canvas pixel per device pixel: nothing is resampled on its way to the screen.
  expect(drawn.ratio).toBe(ratio)
  expect(drawn.heightRatio).toBe(ratio)
  const red = (p: number[]) => p[0] === 239 && p[1] === 68 && p[2] === 68
  const first = drawn.pixels.findIndex(red)
  expect(first).toBeGreaterThanOrEqual(0)
  expect(drawn.pixels.slice(first, first + 4 * ratio).every(red)).toBe(true)
  const card = drawn.pixels[first + 4 * ratio]!
  for (const [i, c] of [252, 225, 225].entries())
    expect(Math.abs(card[i]! - c)).toBeLessThanOrEqual(2)
}

for (const ratio of [1, 2]) {
  test.describe(`at a pixel ratio of ${ratio}`, () => {
    test.use({ deviceScaleFactor: ratio })

    test('the canvas is drawn in whole device pixels, crisp', async ({ page, backend }) => {
      // Every canvas the page makes: the weeks rendered ahead (time-grid.tsx) must make none.
      await page.addInitScript(() => {
        const make = document.createElement.bind(document)
        const counted = window as unknown as { canvasesMade: number }
        counted.canvasesMade = 0
        document.createElement = ((name: string, options?: ElementCreationOptions) => {
          if (name.toLowerCase() === 'canvas') counted.canvasesMade++
          return make(name, options)
        }) as typeof document.createElement
      })
      const [review] = await seed(backend, [
        { title: 'Design review', start: est(19, 9), end: est(19, 11), color: '#ef4444' },
      ])
      await openWeek(page, backend)
      await expectCrisp(page, review!, ratio)

      // The week's canvas memory (4 bytes a pixel): the seven columns' hours in view and a
      // margin (canvas-band.ts: the view and an hour each way, in whole hours, plus one), not
      // the whole day; reported with the results (docs/performance.md).
      const memory = await page.evaluate(() => {
        let bytes = 0
        let needed = 0
        const grid = document.querySelector<HTMLElement>('[data-testid="time-grid"]')!
        const canvases = Array.from(grid.querySelectorAll<HTMLCanvasElement>('canvas'))
        for (const canvas of canvases) {
          bytes += canvas.width * canvas.height * 4
          const width = canvas.closest('[data-date]')!.getBoundingClientRect().width
          const band = (Math.ceil((grid.clientHeight + 120) / 60) + 1) * 60
          needed += Math.ceil(width * devicePixelRatio) * Math.round(band * devicePixelRatio) * 4
        }
        return { bytes, needed, canvases: canvases.length }
      })
      expect(memory.canvases).toBe(7)
      expect(memory.bytes).toBeLessThanOrEqual(memory.needed)
      test.info().annotations.push({
        type: 'canvas memory',
        description: `${(memory.bytes / 2 ** 20).toFixed(1)} MiB at a pixel ratio of ${ratio}`,
      })
      console.log(`week canvases at ${ratio}x: ${(memory.bytes / 2 ** 20).toFixed(1)} MiB`)

      // 'next' and 'previous' show weeks rendered ahead, each with the seven canvases the week
      // before gave back: a week out of the document holds none.
      for (const name of ['Next', 'Next', 'Previous']) {
        await page.getByRole('button', { name, exact: true }).click()
        await settled(page)
        // The neighbours are rendered after the paint (usePaintedValue): two frames and a task.
        await page.evaluate(
          () =>
            new Promise((done) =>
              requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100))),
            ),
        )
      }
      await expect(page.getByTestId('time-grid').locator('canvas')).toHaveCount(7)
      expect(
        await page.evaluate(() => (window as unknown as { canvasesMade: number }).canvasesMade),
      ).toBe(7)
    })
  })
}

test('a scroll to the evening moves the canvas and draws what comes into view', async ({
  page,
  backend,
}) => {
  const [late] = await seed(backend, [
    { title: 'Late call', start: est(19, 22), end: est(19, 23), color: '#ef4444' },
  ])
  const grid = await openWeek(page, backend)
  const canvas = page.locator('[data-date="2026-11-19"] canvas')
  // The grid opens at 7 AM: 10 PM lies beyond the drawn hours, whose canvas is shorter than
  // the day.
  const before = (await canvas.boundingBox())!
  const column = (await page.locator('[data-date="2026-11-19"]').boundingBox())!
  expect(before.height).toBeLessThan(column.height)
  await grid.evaluate((g) => (g.scrollTop = g.scrollHeight))
  const b = (await block(page, '2026-11-19', late!).boundingBox())!
  await expect
    .poll(async () => (await canvasPixel(page, '2026-11-19', b.x + 1, b.y + 30)).slice(0, 3))
    .toEqual([239, 68, 68])
  // Back to the morning: drawn there again.
  await grid.evaluate((g) => (g.scrollTop = 0))
  await expect.poll(async () => (await canvas.boundingBox())!.y).toBeGreaterThan(column.y - 1)
})

test('a live change of the pixel ratio (zoom, another screen) redraws the canvas crisp', async ({
  page,
  backend,
}) => {
  const [review] = await seed(backend, [
    { title: 'Design review', start: est(19, 9), end: est(19, 11), color: '#ef4444' },
  ])
  await openWeek(page, backend)
  await expectCrisp(page, review!, 1)
  // What the browser's zoom to 200% does to the page: twice the device pixels a CSS pixel,
  // and half the CSS pixels across. (An emulated ratio alone changes nothing the page can
  // hear: neither `(resolution)` nor a resize fires; a zoom resizes the page.)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: 720,
    height: 450,
    deviceScaleFactor: 2,
    mobile: false,
  })
  const canvasRatio = () =>
    page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-date="2026-11-19"] canvas')!
      return canvas.width / canvas.getBoundingClientRect().width
    })
  await expect.poll(canvasRatio).toBe(2)
  await expectCrisp(page, review!, 2)
})
