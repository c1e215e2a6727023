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

  // window.find runs the browser's find over the page's text, as Ctrl+F does, and selects the
  // match (it does not scroll an inner scroller, which Ctrl+F's find bar does: the match's
  // place is checked instead, and scrolled to as the find bar scrolls to it).
  const found = await page.evaluate(() => {
    const ok = window.find('Zebra crossing')
    const range = getSelection()!.getRangeAt(0)
    const r = range.getBoundingClientRect()
    return { ok, text: range.toString(), x: r.x, y: r.y, width: r.width, height: r.height }
  })
  expect(found.ok).toBe(true)
  expect(found.text).toBe('Zebra crossing')
  // The match lies in the block's box, on its first line, where the canvas draws the title.
  const b = (await button.boundingBox())!
  expect(found.x).toBeGreaterThanOrEqual(b.x)
  expect(found.x + found.width).toBeLessThanOrEqual(b.x + b.width)
  expect(found.y).toBeGreaterThanOrEqual(b.y)
  expect(found.y + found.height).toBeLessThanOrEqual(b.y + 20)
  await page.evaluate(() =>
    getSelection()!.getRangeAt(0).startContainer.parentElement!.scrollIntoView({ block: 'center' }),
  )
  expect(await inView()).toBe(true)

  // Screen readers hear the block once, by its button's name; the text for find is hidden.
  await expect(
    page.getByRole('main').getByRole('button', { name: /Zebra crossing review/ }),
  ).toHaveCount(1)
  await expect(page.getByRole('main').getByText('Zebra crossing review')).toHaveCSS(
    'color',
    'rgba(0, 0, 0, 0)',
  )
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
