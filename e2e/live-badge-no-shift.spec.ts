// Issue #33: 'Live updates paused' appearing moves none of the header's controls (it pushed
// them about 140 px, and wrapped the phone's first row). Every control's box is measured before
// the backend stops and again once the badge shows; all must be where they were.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { openCalendar, SCREENSHOT_DIR } from './helpers.ts'

/** The box of each button, the search box and the period heading in the header. */
const headerBoxes = (page: Page) =>
  page
    .getByRole('banner')
    .locator('button, input, h1, h2')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect()
        const label = element.getAttribute('aria-label') ?? element.textContent ?? element.tagName
        return { label, x, y, width, height }
      }),
    )

const SIZES: [number, number][] = [
  [1440, 900],
  [375, 812],
]

for (const [width, height] of SIZES) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`at ${width} px, ${scheme}: the header controls do not move when the badge shows`, async ({
      page,
      backend,
    }) => {
      await page.setViewportSize({ width, height })
      await page.emulateMedia({ colorScheme: scheme })
      await openCalendar(page, backend)
      const before = await headerBoxes(page)
      expect(before.length).toBeGreaterThan(8)

      await backend.stop()
      // 'Offline' when a read failed for want of the server too (docs/decisions.md, "Offline"):
      // the same badge in the same place.
      const badge = page.getByRole('status').filter({ hasText: /^(Live updates paused|Offline)$/ })
      await expect(badge).toBeVisible({ timeout: 10_000 })
      expect(await headerBoxes(page)).toEqual(before)
      // The badge itself is on the screen and overlaps no header control.
      const b = (await badge.boundingBox())!
      expect(b.x).toBeGreaterThanOrEqual(0)
      expect(b.x + b.width).toBeLessThanOrEqual(width)
      for (const c of before) {
        const apart =
          b.x >= c.x + c.width ||
          c.x >= b.x + b.width ||
          b.y >= c.y + c.height ||
          c.y >= b.y + b.height
        expect(apart, `badge overlaps ${c.label}`).toBe(true)
      }
      await page.screenshot({ path: `${SCREENSHOT_DIR}/live-badge-${width}-${scheme}.png` })
    })
  }
}
