// Screenshots for people to look at (docs/decisions.md, "Screenshots"): a drag in progress in
// the week view (the ghost with its new time, the block it came from dimmed) and the
// 'Keyboard shortcuts' dialog and the time grid's keyboard slot, light and dark. Each also checks what it shows.
import path from 'node:path'
import { expect, test } from './fixtures.ts'
import { dragLoaded, SCREENSHOT_DIR, seed, settled } from './helpers.ts'

test.use({ timezoneId: 'America/New_York', viewport: { width: 1440, height: 900 } })

for (const { colorScheme, suffix } of [
  { colorScheme: 'light', suffix: '' },
  { colorScheme: 'dark', suffix: '-dark' },
] as const) {
  test.describe(colorScheme, () => {
    test.use({ colorScheme })

    test(`a drag in progress and the shortcuts dialog${suffix}`, async ({ page, backend }) => {
      const at = (day: number, time: string) => `2026-11-${day}T${time}:00-05:00`
      await seed(backend, [
        { title: 'Design review', start: at(16, '09:00'), end: at(16, '10:30') },
        { title: 'Standup', start: at(17, '09:30'), end: at(17, '10:00'), color: '#10b981' },
        { title: 'Lunch with Ana', start: at(18, '12:30'), end: at(18, '13:30'), color: '#f59e0b' },
        { title: 'Planning', start: at(19, '10:00'), end: at(19, '11:30'), color: '#8b5cf6' },
        { title: 'Gym', start: at(20, '18:00'), end: at(20, '19:00'), color: '#ef4444' },
      ])
      await page.clock.setFixedTime(new Date('2026-11-18T15:00:00Z'))
      const dragReady = dragLoaded(page)
      await page.goto(backend.url)
      await page.keyboard.press('w')
      await settled(page)
      await dragReady()
      await page.getByTestId('time-grid').evaluate((el) => (el.scrollTop = 8 * 60))
      const block = page.getByRole('main').getByRole('button', { name: /Design review/ })
      const box = (await block.boundingBox())!
      const day = (await page.locator('[data-date="2026-11-16"]').last().boundingBox())!.width
      await page.mouse.move(box.x + box.width / 2, box.y + 12)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width / 2 + day * 2, box.y + 12 + 90, { steps: 10 })
      await expect(page.locator('[data-drag-ghost]')).toContainText('10:30 AM – 12:00 PM')
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `drag-1440${suffix}.png`) })
      await page.keyboard.press('Escape')
      await page.mouse.up()

      await page.keyboard.press('?')
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
      await expect(help).toContainText('Move the focused event a day')
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `shortcuts-1440${suffix}.png`) })
      await page.keyboard.press('Escape')

      // The keyboard's slot in the week grid, moved to Thursday 2 PM.
      await page.locator('[data-grid-slot]').focus()
      await page.keyboard.press('ArrowRight')
      for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowDown')
      await expect(page.locator(':focus')).toHaveAccessibleName('Thursday, November 19, 2:00 PM')
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `keyboard-slot-1440${suffix}.png`) })
    })
  })
}
