// Not assertions: pictures for people. Saves viewport PNGs of every screen at desktop and phone
// width, light and dark (`-dark`), into SCREENSHOT_DIR (docs/screenshots/ with
// UPDATE_SCREENSHOTS=1), with a few sample events (all-day ones among them: bars in the month,
// the week's and day's all-day strip) and a fixed "now".
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
  openCalendar,
  SCREENSHOT_DIR,
  seed,
  settled,
  viewButton,
  type SeedEvent,
} from './helpers.ts'

const OUT = SCREENSHOT_DIR
const SIZES = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const

const at = (day: number, hour: number, minute = 0) =>
  new Date(2026, 10, day, hour, minute).toISOString()

/** An all-day event from `first` to `last` (days of November 2026), stored as UTC dates. */
const allDay = (title: string, first: number, last: number, color: string): SeedEvent => ({
  title,
  start: new Date(Date.UTC(2026, 10, first)).toISOString(),
  end: new Date(Date.UTC(2026, 10, last + 1)).toISOString(),
  color,
  allDay: true,
})

const SAMPLE: SeedEvent[] = [
  { title: 'Team standup', start: at(16, 9), end: at(16, 9, 30) },
  { title: 'Design review', start: at(17, 13), end: at(17, 14, 30), color: '#8b5cf6' },
  { title: 'Dentist', start: at(18, 8, 30), end: at(18, 9, 30), color: '#ef4444' },
  {
    title: 'Quarterly planning with the whole product group',
    start: at(19, 10),
    end: at(19, 12),
    color: '#f59e0b',
  },
  { title: 'Lunch with Sam', start: at(19, 12, 30), end: at(19, 13, 30), color: '#10b981' },
  { title: 'Yoga', start: at(21, 8), end: at(21, 9), color: '#ec4899' },
  { title: 'Farmers market', start: at(21, 10), end: at(21, 11, 30), color: '#10b981' },
  { title: 'Call with Mum', start: at(21, 11), end: at(21, 11, 45) },
  // Three staggered on Friday: each later one lies over the earlier one's right part.
  { title: 'Hiring sync', start: at(20, 9), end: at(20, 11), color: '#8b5cf6' },
  { title: 'Budget review with finance', start: at(20, 9, 30), end: at(20, 11) },
  { title: 'Vendor call', start: at(20, 10), end: at(20, 11, 30), color: '#10b981' },
  { title: 'Cinema', start: at(21, 19), end: at(21, 21, 30), color: '#8b5cf6' },
  { title: 'Dinner', start: at(21, 18), end: at(21, 19), color: '#f59e0b' },
  { title: 'Weekend trip', start: at(27, 9), end: at(29, 18), color: '#3b82f6' },
  { title: 'Book club', start: at(5, 19), end: at(5, 20, 30), color: '#ec4899' },
  { title: 'Car service', start: at(10, 8), end: at(10, 9) },
  // All day: two days in the shown week, today (the day view's strip), and four days across
  // the end of a month row, next to the weekend trip (a second lane).
  allDay('Team offsite', 17, 18, '#10b981'),
  allDay('Mum’s birthday', 21, 21, '#ec4899'),
  allDay('Thanksgiving break', 26, 29, '#f59e0b'),
]

/** The system's colour scheme (the theme is 'System' by default) and the files' suffix. */
const SCHEMES = [
  { colorScheme: 'light', suffix: '' },
  { colorScheme: 'dark', suffix: '-dark' },
] as const

for (const { size, colorScheme, suffix } of SIZES.flatMap((size) =>
  SCHEMES.map((scheme) => ({ size, ...scheme })),
)) {
  test.describe(`${size.width}px ${colorScheme}`, () => {
    test.use({ viewport: size, colorScheme })

    async function shot(page: Page, name: string, width: number) {
      // No hover effects in the pictures.
      await page.mouse.move(width - 1, 899)
      // No transitions caught half-way either: the same pixels on every run.
      await page.screenshot({
        path: path.join(OUT, `${name}-${width}${suffix}.png`),
        animations: 'disabled',
      })
    }

    test(`screenshots: month, menu, week, day, dialog, setup banner and 404 at ${size.width}px, ${colorScheme}`, async ({
      page,
      backend,
    }) => {
      await seed(backend, SAMPLE)
      await openCalendar(page, backend)
      await shot(page, 'month', size.width)

      // The 'More' menu, open.
      await page.getByRole('button', { name: 'More', exact: true }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      await shot(page, 'menu', size.width)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('menu')).toHaveCount(0)

      // The search list open over the month's events (it must hide what is under it).
      await page.getByRole('searchbox', { name: 'Search events' }).fill('with')
      await expect(
        page.getByRole('region', { name: 'Search results' }).getByRole('button').first(),
      ).toBeVisible()
      await shot(page, 'search', size.width)
      await page.getByRole('searchbox', { name: 'Search events' }).fill('')
      await page.keyboard.press('Escape')

      // The three days (the phone's week; opened by its address at 1440, where it has no
      // button), opening on their first event.
      await page.goto(`${backend.url}/?view=3day&date=2026-11-19`)
      await settled(page)
      await expect(page.getByRole('region', { name: 'Three-day schedule' })).toBeVisible()
      await shot(page, 'three-days', size.width)
      await page.goto(backend.url)
      await settled(page)

      await viewButton(page, 'Week').click()
      await settled(page)
      // Scroll the grid to the working day, not the current hour.
      await page
        .getByRole('region', { name: 'Week schedule' })
        .evaluate((el) => el.scrollTo({ top: 7.5 * 60 }))
      await shot(page, 'week', size.width)

      await viewButton(page, 'Day').click()
      await settled(page)
      await page
        .getByRole('region', { name: 'Day schedule' })
        .evaluate((el) => el.scrollTo({ top: 7.5 * 60 }))
      await shot(page, 'day', size.width)

      await page
        .getByRole('main')
        .getByRole('button', { name: /Farmers market/ })
        .click()
      await expect(page.getByRole('dialog')).toBeVisible()
      // Let the opening animation finish.
      await expect(page.getByRole('dialog')).toHaveAttribute('data-state', 'open')
      await page
        .getByRole('dialog')
        .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
      await shot(page, 'dialog', size.width)

      // The setup banner: the same backend, its table dropped. The device's copy of the events
      // goes too (deleted as the page unloads): this shot is of a first visit's banner.
      await backend.sql('drop table public.events cascade')
      await page.evaluate(async () => {
        for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name)
      })
      await page.reload()
      await expect(
        page.getByRole('heading', { name: 'Quick Setup Required (One-Time)' }),
      ).toBeVisible()
      await shot(page, 'banner', size.width)

      await page.goto(`${backend.url}/no-such-page`)
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
      await shot(page, '404', size.width)
    })

    test(`screenshots: the sidebar's calendars and the settings at ${size.width}px, ${colorScheme}`, async ({
      page,
      backend,
    }) => {
      await seed(backend, SAMPLE)
      // Two more calendars, some of the sample's events in them, one hidden.
      await backend.sql(`
        insert into calendars (name, color, position, shown) values
          ('Work', '#8b5cf6', 1, true), ('Family & friends', '#10b981', 2, true),
          ('Gym', '#f59e0b', 3, false);
        update events set calendar_id = (select id from calendars where name = 'Work')
          where title in ('Design review', 'Hiring sync', 'Quarterly planning with the whole product group');
        update events set calendar_id = (select id from calendars where name = 'Family & friends')
          where title in ('Lunch with Sam', 'Call with Mum');`)
      await openCalendar(page, backend)
      if (size.width < 1024) {
        await page.getByRole('button', { name: 'Main menu' }).click()
        await expect(page.getByRole('dialog', { name: 'Calendar' })).toBeVisible()
        await shot(page, 'sidebar', size.width)
        await page.keyboard.press('Escape')
      } else {
        await page
          .getByRole('region', { name: 'My calendars' })
          .getByRole('button', { name: 'Options for Work' })
          .click()
        await expect(page.getByRole('menu')).toBeVisible()
        await shot(page, 'sidebar', size.width)
        await page.keyboard.press('Escape')
      }
      await page.getByRole('button', { name: 'More', exact: true }).click()
      await page.getByRole('menuitem', { name: 'Settings' }).click()
      const settings = page.getByRole('dialog', { name: 'Settings' })
      await expect(settings).toHaveAttribute('data-state', 'open')
      await settings.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
      await shot(page, 'settings', size.width)
    })
  })
}
