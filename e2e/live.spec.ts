// Live across windows (docs/decisions.md, "Live sync and conflicts"): two pages of the same
// calendar; what one creates, changes and deletes appears in the other within a second, without
// a reload, as does a change made in SQL. When the live connection is lost, a quiet 'Live
// updates paused' shows; when it is back, the shown range is read again.
import { expect, test } from './fixtures.ts'
import { dialog, eventButton, expectToast, openCalendar, settled, toastItem } from './helpers.ts'

// Changes come from the database itself, by NOTIFY on PGlite and a LISTEN connection on
// PostgreSQL (server/realtime/trigger.ts): both engines.
for (const engine of ['pglite', 'postgres'] as const) {
  test.describe(engine === 'postgres' ? 'on PostgreSQL' : 'on PGlite', () => {
    test.use({ engine })

    test('a change in one window shows in the other within a second: create, update, delete', async ({
      page,
      context,
      backend,
    }) => {
      const other = await context.newPage()
      await openCalendar(page, backend)
      await openCalendar(other, backend)
      // Both connected (nothing says otherwise once the join is done).
      await expect(other.getByText('Live updates paused')).toHaveCount(0)

      await page.getByRole('button', { name: 'New Event' }).click()
      const d = dialog(page)
      await d.title.fill('Made elsewhere')
      await d.start.fill('2026-11-18T09:00')
      await d.end.fill('2026-11-18T10:00')
      await d.save.click()
      await expectToast(page, 'Success', 'Event created successfully')
      await expect(eventButton(other, 'Made elsewhere')).toBeVisible({ timeout: 1_000 })

      await eventButton(page, 'Made elsewhere').click()
      await d.title.fill('Renamed elsewhere')
      await d.save.click()
      await expectToast(page, 'Success', 'Event updated successfully')
      await expect(eventButton(other, 'Renamed elsewhere')).toBeVisible({ timeout: 1_000 })
      await expect(eventButton(other, 'Made elsewhere')).toHaveCount(0)

      await eventButton(page, 'Renamed elsewhere').click()
      await d.remove.click()
      await expectToast(page, 'Success', 'Event deleted successfully')
      await expect(eventButton(other, 'Renamed elsewhere')).toHaveCount(0, { timeout: 1_000 })

      // A row written in SQL (psql, the SQL editor) reaches both.
      await backend.sql(
        `insert into events (title, start_time, end_time) values ('From SQL', '2026-11-19T15:00:00Z', '2026-11-19T16:00:00Z')`,
      )
      await expect(eventButton(page, 'From SQL')).toBeVisible({ timeout: 1_000 })
      await expect(eventButton(other, 'From SQL')).toBeVisible({ timeout: 1_000 })
      // No toast for any of it in the window that did nothing.
      await expect(
        other.getByRole('region', { name: /Notifications/ }).getByRole('status'),
      ).toHaveCount(0)
    })
  })
}

test("a lost connection: what changed meanwhile is read when back; a lasting loss says 'Live updates paused'", async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await settled(page)
  backend.app.realtime.disconnectAll()
  // Written while the page is not listening: no change is sent for it.
  await backend.sql(
    `insert into events (title, start_time, end_time) values ('While away', '2026-11-19T15:00:00Z', '2026-11-19T16:00:00Z')`,
  )
  // realtime-js reconnects within a second or two; the indicator waits 2 s before showing, so
  // a reconnect is usually unseen. Either way, once back, the shown month is read again.
  await expect(eventButton(page, 'While away')).toBeVisible({ timeout: 10_000 })
  await expect(page.getByText('Live updates paused')).toHaveCount(0)

  // The server gone for good: after 2 s the quiet indicator, and no toast.
  await backend.stop()
  await expect(page.getByRole('status').filter({ hasText: 'Live updates paused' })).toBeVisible({
    timeout: 10_000,
  })
  await expect(toastItem(page)).toHaveCount(0)
})
