// No silent overwrite (decisions.md, "Live sync and conflicts"): a save is conditional on the
// version the dialog opened. Two pages of the same calendar, as two windows: one saves or
// deletes while the other has the event open; the other's save keeps everything typed, says
// what happened, and writes only what the user then chooses. Checked in the database, on PGlite
// and on PostgreSQL.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { dialog, eventButton, expectToast, openCalendar, rows, seed } from './helpers.ts'

const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString()

/** The other window saves the event with a new title. */
async function savedElsewhere(other: Page, title: string) {
  await eventButton(other, 'Standup').click()
  await dialog(other).title.fill(title)
  await dialog(other).save.click()
  await expectToast(other, 'Success', 'Event updated successfully')
}

/** Both windows open on the event; the first has typed a new title, not saved yet. */
async function twoWindows(page: Page, other: Page, backend: Parameters<typeof seed>[0]) {
  const [id] = await seed(backend, [{ title: 'Standup', start: at(12, 9), end: at(12, 10) }])
  await openCalendar(page, backend)
  await openCalendar(other, backend)
  await eventButton(page, 'Standup').click()
  await dialog(page).title.fill('Mine')
  await dialog(page).description.fill('Typed here')
  return id!
}

// On PostgreSQL too: its now() has microseconds, which a version sent back through a Date
// would lose (every save a false conflict); PGlite's has milliseconds and cannot show that.
for (const engine of ['pglite', 'postgres'] as const) {
  test.describe(engine === 'postgres' ? 'on PostgreSQL' : 'on PGlite', () => {
    test.use({ engine })

    test('changed in another window: the save keeps what was typed; Overwrite writes it', async ({
      page,
      context,
      backend,
    }) => {
      const other = await context.newPage()
      const id = await twoWindows(page, other, backend)
      await savedElsewhere(other, 'Theirs')

      const d = dialog(page)
      await d.save.click()
      await expectToast(page, 'Error', 'Failed to update event', { destructive: true })
      await expect(d.root.getByRole('alert')).toContainText(
        'This event was changed in another window or device.',
      )
      await expect(d.title).toHaveValue('Mine')
      await expect(d.description).toHaveValue('Typed here')
      expect((await rows(backend)).map((r) => [r.id, r.title])).toEqual([[id, 'Theirs']])

      await d.root.getByRole('button', { name: 'Overwrite' }).click()
      await expectToast(page, 'Success', 'Event updated successfully')
      await expect(d.root).toBeHidden()
      expect(await rows(backend)).toEqual([
        expect.objectContaining({ id, title: 'Mine', description: 'Typed here' }),
      ])
    })

    test('changed in another window: Reload shows the event as it is now, and writes nothing', async ({
      page,
      context,
      backend,
    }) => {
      const other = await context.newPage()
      const id = await twoWindows(page, other, backend)
      await savedElsewhere(other, 'Theirs')

      const d = dialog(page)
      await d.save.click()
      await d.root.getByRole('button', { name: 'Reload' }).click()
      await expect(d.title).toHaveValue('Theirs')
      await expect(d.description).toHaveValue('')
      await expect(d.root.getByRole('alert')).toHaveCount(0)
      expect((await rows(backend)).map((r) => [r.id, r.title])).toEqual([[id, 'Theirs']])
      // Saved from there, it is a save over the new version: no conflict.
      await d.title.fill('Theirs, then mine')
      await d.save.click()
      await expectToast(page, 'Success', 'Event updated successfully')
      expect((await rows(backend)).map((r) => r.title)).toEqual(['Theirs, then mine'])
    })

    test('deleted in another window: Save as new event writes what was typed as a new event', async ({
      page,
      context,
      backend,
    }) => {
      const other = await context.newPage()
      const id = await twoWindows(page, other, backend)
      await eventButton(other, 'Standup').click()
      await dialog(other).remove.click()
      await expectToast(other, 'Success', 'Event deleted successfully')

      const d = dialog(page)
      await d.save.click()
      await expectToast(page, 'Error', 'Failed to update event', { destructive: true })
      await expect(d.root.getByRole('alert')).toContainText(
        'This event was deleted in another window or device.',
      )
      await expect(d.title).toHaveValue('Mine')
      expect(await rows(backend)).toEqual([])

      await d.root.getByRole('button', { name: 'Save as new event' }).click()
      await expectToast(page, 'Success', 'Event created successfully')
      await expect(d.root).toBeHidden()
      const [row] = await rows(backend)
      expect(row).toMatchObject({ title: 'Mine', description: 'Typed here' })
      expect(row!.id).not.toBe(id)
    })
  })
}
