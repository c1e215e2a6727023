/* global document -- in functions that run in the page */
// The week's canvas memory (issue 32: "`npm run bench` reports canvas memory at pixel ratios 1
// and 2"): our app at 1440 x 900 in a context of each ratio, the week view opened, the bytes
// of its day canvases (4 a pixel) summed; then the month, where none is left in the page (the
// kept ones let their pixels go a minute later: canvas-pool.ts).
import { newContext, settle } from './browser-bench.mjs'

const WEEK_CANVASES = '[data-testid="time-grid"] canvas'

/** { ratio, bytes, canvases, viewHeight, dayFraction, afterMonth } per ratio. */
export async function runCanvasMemory(browser, url, ratios = [1, 2]) {
  const out = []
  for (const ratio of ratios) {
    const context = await newContext(browser, [], { deviceScaleFactor: ratio })
    const page = await context.newPage()
    await page.goto(url)
    await page.waitForFunction(() => document.querySelector('[data-event-id]') !== null)
    await page.getByRole('button', { name: 'Week', exact: true }).click()
    await settle(page, await page.evaluate(() => performance.now()))
    await page.waitForFunction(
      (selector) => [...document.querySelectorAll(selector)].some((c) => c.height > 0),
      WEEK_CANVASES,
    )
    const week = await page.evaluate((selector) => {
      const grid = document.querySelector('[data-testid="time-grid"]')
      const canvases = [...document.querySelectorAll(selector)]
      const bytes = canvases.reduce((sum, c) => sum + c.width * c.height * 4, 0)
      // The share of the day's height each canvas covers.
      const shares = canvases.map(
        (c) =>
          c.getBoundingClientRect().height /
          c.closest('[data-date]').getBoundingClientRect().height,
      )
      return {
        bytes,
        canvases: canvases.length,
        viewHeight: grid.clientHeight,
        dayFraction: Math.max(...shares),
      }
    }, WEEK_CANVASES)
    await page.getByRole('button', { name: 'Month', exact: true }).click()
    await settle(page, await page.evaluate(() => performance.now()))
    const afterMonth = await page.evaluate(() => document.querySelectorAll('canvas').length)
    await context.close()
    out.push({ ratio, ...week, afterMonth })
  }
  return out
}
