// Issue #33: what floats over the calendar is opaque, in both themes. The search results were
// drawn with a colour the theme did not define (transparent), so their rows lay over the grid's
// text, unreadable on a phone. Each panel is opened over a busy month and its computed
// background must have alpha 1: the search results, the 'More' menu, the '+N more' popover.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { openCalendar, SCREENSHOT_DIR, seed, type SeedEvent } from './helpers.ts'

test.use({ timezoneId: 'America/New_York' })

const at = (day: number, hour: number) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00-05:00`

/** A busy month: three or four meetings every day, six on the 12th. */
const BUSY: SeedEvent[] = Array.from({ length: 30 }, (_, i) => i + 1).flatMap((day) =>
  [9, 11, 14, ...(day % 2 ? [16] : []), ...(day === 12 ? [17, 19] : [])].map((hour) => ({
    title: `${['Planning', 'Standup', 'Review', 'Design sync', 'Dinner', 'Gym'][hour % 6]} ${day}`,
    start: at(day, hour),
    end: at(day, hour + 1),
    color: ['#3b82f6', '#10b981', '#f59e0b', '#ef4444'][day % 4],
  })),
)

/** The alpha (0-255) of an element's computed background, whatever colour syntax it uses. */
const backgroundAlpha = (panel: Locator) =>
  panel.evaluate((element) => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const context = canvas.getContext('2d')!
    context.fillStyle = getComputedStyle(element).backgroundColor
    context.fillRect(0, 0, 1, 1)
    return context.getImageData(0, 0, 1, 1).data[3]
  })

async function expectOpaque(page: Page, panel: Locator, name: string, shot: string) {
  await expect(panel).toBeVisible()
  expect(await backgroundAlpha(panel), `${name}: background alpha`).toBe(255)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${shot}.png` })
}

for (const width of [1440, 375]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`at ${width} px, ${scheme}: search results, 'More' menu and '+N more' are opaque`, async ({
      page,
      backend,
    }) => {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 })
      await page.emulateMedia({ colorScheme: scheme })
      await seed(backend, BUSY)
      await openCalendar(page, backend, new Date(at(21, 10)))
      const name = (panel: string) => `opaque-${panel}-${width}-${scheme}`

      const box = page.getByRole('searchbox', { name: 'Search events' })
      await box.fill('review')
      const results = page.getByRole('region', { name: 'Search results' })
      await expect(results.getByRole('button').first()).toBeVisible()
      await expectOpaque(page, results, 'search results', name('search'))
      await box.press('Escape')
      await expect(results).toHaveCount(0)

      await page.getByRole('button', { name: 'More', exact: true }).click()
      await expectOpaque(page, page.getByRole('menu'), "'More' menu", name('more-menu'))
      await page.keyboard.press('Escape')
      await expect(page.getByRole('menu')).toHaveCount(0)

      const more = page.locator('[data-date="2026-11-12"]').getByRole('button', { name: /more$/ })
      await more.click()
      await expectOpaque(
        page,
        page.getByRole('dialog', { name: 'Thursday, November 12' }),
        "'+N more' popover",
        name('day-popover'),
      )
    })
  }
}
