// All-day and multi-day events (docs/product.md §10, "All-day events"): made through the dialog,
// stored as UTC dates, drawn on the same dates in every zone as month bars and in the week's
// all-day strip; a database set up before them works and offers the update.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import { dialog, expectToast, openCalendar, settled, viewButton } from './helpers.ts'

const FIRST_MIGRATION = readFileSync(
  path.resolve(import.meta.dirname, '../supabase/migrations/20261121000000_create_events.sql'),
  'utf8',
)

async function allDayRows(backend: Backend) {
  const { rows } = await backend.app.db.transaction((tx) =>
    tx.query(
      `select title, all_day::text as all_day,
              to_char(start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as start_time,
              to_char(end_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as end_time
         from events order by start_time`,
    ),
  )
  return rows
}

const bars = (page: Page, title: string) =>
  page.getByRole('main').locator('[data-bar]').filter({ hasText: title })

const span = async (page: Page, title: string) =>
  bars(page, title).evaluateAll((els) =>
    els.map((el) => `${el.getAttribute('data-first')}..${el.getAttribute('data-last')}`),
  )

for (const timezoneId of ['America/New_York', 'Asia/Kolkata', 'Pacific/Auckland']) {
  test.describe(timezoneId, () => {
    test.use({ timezoneId })

    test(`an all-day event made in ${timezoneId} is on its dates in month and week`, async ({
      page,
      backend,
    }) => {
      await openCalendar(page, backend)
      await page.getByRole('button', { name: 'New Event' }).click()
      const d = dialog(page)
      await d.title.fill('Birthday')
      const allDay = d.root.getByRole('checkbox', { name: 'All day' })
      await allDay.check()
      await expect(d.start).toHaveAttribute('type', 'date')
      await d.start.fill('2026-11-24')
      await d.end.fill('2026-11-24')
      await d.save.click()
      await expectToast(page, 'Success', 'Event created successfully')
      expect(await allDayRows(backend)).toEqual([
        {
          title: 'Birthday',
          all_day: 'true',
          start_time: '2026-11-24T00:00Z',
          end_time: '2026-11-25T00:00Z',
        },
      ])
      expect(await span(page, 'Birthday')).toEqual(['2026-11-24..2026-11-24'])

      await viewButton(page, 'Week').click()
      await page.getByRole('button', { name: 'Next', exact: true }).click()
      await settled(page)
      const strip = page.getByRole('group', { name: 'All-day events' })
      await expect(strip.locator('[data-bar]')).toHaveAttribute('data-first', '2026-11-24')
      await expect(strip.locator('[data-bar]')).toHaveAccessibleDescription('All day')
    })
  })
}

test.describe('America/New_York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('a 3-day event is one bar per week row; editing round-trips the checkbox', async ({
    page,
    backend,
  }) => {
    // Friday November 20 to Sunday November 22: Fri-Sat in one month row, Sunday in the next.
    await backend.sql(
      `insert into events (title, start_time, end_time, all_day, color)
       values ('Conference', '2026-11-20T00:00:00Z', '2026-11-23T00:00:00Z', true, '#8b5cf6')`,
    )
    await openCalendar(page, backend)
    expect(await span(page, 'Conference')).toEqual([
      '2026-11-20..2026-11-21',
      '2026-11-22..2026-11-22',
    ])

    await bars(page, 'Conference').first().click()
    const d = dialog(page)
    const allDay = d.root.getByRole('checkbox', { name: 'All day' })
    await expect(allDay).toBeChecked()
    await expect(d.start).toHaveValue('2026-11-20')
    await expect(d.end).toHaveValue('2026-11-22')
    await allDay.uncheck()
    await expect(d.start).toHaveAttribute('type', 'datetime-local')
    // No times to give back: the create defaults' hour (the fixed clock's, in this zone).
    await expect(d.start).toHaveValue(/^2026-11-20T\d\d:00$/)
    await allDay.check()
    await expect(d.end).toHaveValue('2026-11-22')
    await d.title.fill('Conference (room 2)')
    await d.save.click()
    await expectToast(page, 'Success', 'Event updated successfully')
    expect(await allDayRows(backend)).toEqual([
      {
        title: 'Conference (room 2)',
        all_day: 'true',
        start_time: '2026-11-20T00:00Z',
        end_time: '2026-11-23T00:00Z',
      },
    ])

    // The week of the 15th shows Friday and Saturday in its strip; the timed grid has no block.
    await viewButton(page, 'Week').click()
    await settled(page)
    const strip = page.getByRole('group', { name: 'All-day events' })
    await expect(strip.locator('[data-bar]')).toHaveAttribute('data-first', '2026-11-20')
    await expect(strip.locator('[data-bar]')).toHaveAttribute('data-last', '2026-11-21')
    await expect(
      page.getByTestId('time-grid').locator('[data-day-column] > [data-event-id]'),
    ).toHaveCount(0)
  })
})

test.describe('a database set up with the first SQL only', () => {
  test.use({ migrate: false })

  test("works, hides 'All day', and its update flow turns it on without a reload", async ({
    page,
    backend,
    context,
  }) => {
    await backend.sql(FIRST_MIGRATION)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: backend.url })
    await openCalendar(page, backend)
    const notice = page.getByRole('region', { name: 'Database update available' })
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('Database update available')

    // Reads and writes work as before, without the new control.
    await page.getByRole('button', { name: 'New Event' }).click()
    const d = dialog(page)
    await expect(d.root.getByRole('checkbox', { name: 'All day' })).toHaveCount(0)
    await expect(d.root.getByLabel('Repeat', { exact: true })).toHaveCount(0)
    await d.title.fill('Old-style event')
    await d.save.click()
    await expectToast(page, 'Success', 'Event created successfully')
    await expect(
      page.getByRole('main').getByRole('button', { name: /Old-style event/ }),
    ).toBeVisible()

    // The update: copy, open the editor, paste, Run.
    await notice.getByRole('button', { name: 'Copy SQL to Clipboard' }).click()
    await expect(notice.getByRole('button', { name: 'Copied!' })).toBeVisible()
    const [editor] = await Promise.all([
      context.waitForEvent('page'),
      notice.getByRole('link', { name: 'Open SQL Editor' }).click(),
    ])
    const textarea = editor.getByLabel('SQL', { exact: true })
    await textarea.click()
    await editor.keyboard.press('ControlOrMeta+V')
    await editor.getByRole('button', { name: 'Run' }).click()
    await expect(editor.getByRole('status')).toHaveText('Success. No rows returned.')
    await editor.close()

    // The next load finds the columns: the notice goes and 'All day' appears, no reload.
    await page.bringToFront()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await settled(page)
    await expect(notice).toHaveCount(0)
    await page.getByRole('button', { name: 'New Event' }).click()
    await expect(d.root.getByRole('checkbox', { name: 'All day' })).toBeVisible()
    await expect(d.root.getByLabel('Repeat', { exact: true })).toBeVisible()
    const { rows } = await backend.app.db.transaction((tx) =>
      tx.query(`select title, all_day::text as all_day from events`),
    )
    expect(rows).toEqual([{ title: 'Old-style event', all_day: 'false' }])
  })
})
