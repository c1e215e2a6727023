// Screenshots for people to look at (docs/decisions.md, "Screenshots"), saved in SCREENSHOT_DIR
// (docs/screenshots/ with UPDATE_SCREENSHOTS=1), light and dark (`-dark`): a busy week (overlaps,
// a '+N', events across midnight and days, today's line) and the week of the November 2026
// daylight-saving change in New York. Each also checks what it shows.
import path from 'node:path'
import { expect, test } from './fixtures.ts'
import { SCREENSHOT_DIR, seed, settled, viewButton } from './helpers.ts'

test.use({ timezoneId: 'America/New_York', viewport: { width: 1440, height: 900 } })

const SHOTS = SCREENSHOT_DIR
const at = (date: string, time: string, offset = '-05:00') => `${date}T${time}:00${offset}`

for (const { colorScheme, suffix } of [
  { colorScheme: 'light', suffix: '' },
  { colorScheme: 'dark', suffix: '-dark' },
] as const) {
  test.describe(colorScheme, () => {
    test.use({ colorScheme })

    test(`busy week at 1440px${suffix}`, async ({ page, backend }) => {
      const d = (day: number) => `2026-11-${day}`
      await seed(backend, [
        // Monday: three meetings overlapping one another.
        { title: 'Design review', start: at(d(16), '09:00'), end: at(d(16), '11:00') },
        { title: 'Standup', start: at(d(16), '09:30'), end: at(d(16), '10:00'), color: '#10b981' },
        {
          title: '1:1 with Sam',
          start: at(d(16), '10:00'),
          end: at(d(16), '11:30'),
          color: '#8b5cf6',
        },
        { title: 'Lunch', start: at(d(16), '12:30'), end: at(d(16), '13:30'), color: '#f59e0b' },
        // Tuesday: a crowded hour, past four columns: a '+N'.
        ...[
          'Interview A',
          'Interview B',
          'Interview C',
          'Interview D',
          'Interview E',
          'Interview F',
        ].map((title, i) => ({
          title,
          start: at(d(17), '10:00'),
          end: at(d(17), i % 2 ? '11:00' : '11:30'),
          color: i % 2 ? '#ef4444' : '#3b82f6',
        })),
        { title: 'Gym', start: at(d(17), '18:00'), end: at(d(17), '19:00'), color: '#10b981' },
        // Wednesday (today) to Friday: a conference across days.
        {
          title: 'Conference',
          start: at(d(18), '13:00'),
          end: at(d(20), '12:00'),
          color: '#ec4899',
        },
        { title: 'Planning', start: at(d(18), '09:15'), end: at(d(18), '10:45') },
        {
          title: 'Focus time',
          start: at(d(18), '10:00'),
          end: at(d(18), '12:00'),
          color: '#8b5cf6',
        },
        // Thursday night into Friday: 22:00 to 02:00.
        {
          title: 'Release night',
          start: at(d(19), '22:00'),
          end: at(d(20), '02:00'),
          color: '#ef4444',
        },
        { title: 'Dentist', start: at(d(21), '11:00'), end: at(d(21), '11:45'), color: '#f59e0b' },
        { title: 'Brunch', start: at(d(15), '10:30'), end: at(d(15), '12:00'), color: '#10b981' },
      ])
      await page.clock.setFixedTime(new Date(at(d(18), '09:40')))
      await page.goto(backend.url)
      await settled(page)
      await viewButton(page, 'Week').click()
      await settled(page)
      await expect(
        page.locator('[data-date="2026-11-18"] [data-testid="current-time"]'),
      ).toHaveCount(1)
      await expect(page.getByRole('button', { name: '+3 more' })).toBeVisible()
      // The conference (47 hours) is a bar in the all-day strip; the release night is in the grid.
      const conference = page.getByRole('group', { name: 'All-day events' }).locator('[data-bar]')
      await expect(conference).toHaveAttribute('data-first', '2026-11-18')
      await expect(conference).toHaveAttribute('data-last', '2026-11-20')
      await expect(page.locator('[data-date="2026-11-20"] [data-continues-before]')).toHaveCount(1)
      await page.mouse.move(0, 0)
      await page.screenshot({
        path: path.join(SHOTS, `busy-week-1440${suffix}.png`),
        animations: 'disabled',
      })
    })

    test(`daylight-saving week in New York at 1440px${suffix}`, async ({ page, backend }) => {
      // Sunday, November 1, 2026 has 25 hours: at 2:00 EDT the clocks go back to 1:00 EST.
      await seed(backend, [
        // 1:30 EDT to 1:30 EST is one real hour; on the wall clock it starts and ends at 1:30.
        {
          title: 'Night train (1h)',
          start: at('2026-11-01', '01:30', '-04:00'),
          end: at('2026-11-01', '01:30'),
        },
        {
          title: 'Late party',
          start: at('2026-10-31', '23:00', '-04:00'),
          end: at('2026-11-01', '03:00'),
        },
        { title: 'Breakfast', start: at('2026-11-01', '09:00'), end: at('2026-11-01', '10:00') },
        { title: 'Breakfast', start: at('2026-11-02', '09:00'), end: at('2026-11-02', '10:00') },
        { title: 'Standup', start: at('2026-11-03', '09:00'), end: at('2026-11-03', '09:30') },
        { title: 'Early run', start: at('2026-11-04', '06:00'), end: at('2026-11-04', '07:00') },
        { title: 'Lunch', start: at('2026-11-05', '12:00'), end: at('2026-11-05', '13:00') },
      ])
      await page.clock.setFixedTime(new Date(at('2026-11-04', '10:20')))
      await page.goto(backend.url)
      await settled(page)
      await viewButton(page, 'Week').click()
      await settled(page)
      const sunday = page.locator('[data-date="2026-11-01"]')
      // 24 rows of 60px on the 25-hour day too.
      const box = (await sunday.boundingBox())!
      expect(box.height).toBe(24 * 60)
      // 9 AM on Sunday (after the change) lines up with 9 AM on Monday.
      const nine = await sunday.getByRole('button', { name: /Breakfast/ }).boundingBox()
      const mondayNine = await page
        .locator('[data-date="2026-11-02"]')
        .getByRole('button', { name: /Breakfast/ })
        .boundingBox()
      expect(nine!.y).toBe(mondayNine!.y)
      // The night, where the change is.
      await page.getByTestId('time-grid').evaluate((el) => (el.scrollTop = 0))
      await page.mouse.move(0, 0)
      await page.screenshot({
        path: path.join(SHOTS, `dst-week-new-york-1440${suffix}.png`),
        animations: 'disabled',
      })
    })
  })
}
