// product.md §2 "Setup banner" and §8 missing-table and copy rows, against a database that really
// has no events table (`migrate: false`), and the whole setup flow through the local SQL editor.
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
  NOW,
  dialog,
  expectToast,
  openCalendar,
  periodHeading,
  rows,
  setupSql,
  toastItem,
} from './helpers.ts'

test.use({ migrate: false })

const TITLE = 'Quick Setup Required (One-Time)'
const TEXT = 'The calendar needs a database table. Follow these 3 simple steps:'
const COPIED_TEXT = 'SQL copied to clipboard. Now paste it in the local SQL Editor.'

const banner = (page: Page) => page.getByRole('region', { name: TITLE })

/** A real denial: Chromium's own permission set to "denied" for this page's origin. */
async function denyClipboardWrite(context: BrowserContext, page: Page, origin: string) {
  const session = await context.newCDPSession(page)
  const { targetInfo } = await session.send('Target.getTargetInfo')
  const browser = await context.browser()!.newBrowserCDPSession()
  await browser.send('Browser.setPermission', {
    permission: { name: 'clipboard-write' },
    setting: 'denied',
    origin,
    browserContextId: targetInfo.browserContextId,
  })
}

test("§2 Setup banner / §8 Load fails for a missing table (PGRST205): blue banner, exact title, text and 3 steps; 'View SQL' shows the script", async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  const b = banner(page)
  await expect(b).toBeVisible()
  await expect(b.getByRole('heading', { name: TITLE, level: 2 })).toBeVisible()
  await expect(b.getByText(TEXT, { exact: true })).toBeVisible()
  const steps = b.getByRole('listitem')
  await expect(steps).toHaveCount(3)
  await expect(steps.nth(0).getByRole('button', { name: 'Copy SQL to Clipboard' })).toBeVisible()
  await expect(steps.nth(1).getByRole('link', { name: 'Open SQL Editor' })).toBeVisible()
  await expect(
    steps.nth(2).getByText('Paste the SQL and click "Run" (then refresh this page)', {
      exact: true,
    }),
  ).toBeVisible()
  // Blue: the banner's background is a light blue.
  const [r, g, bl] = (await b.evaluate((el) => getComputedStyle(el).backgroundColor))
    .match(/[\d.]+/g)!
    .map(Number)
  expect(bl).toBeGreaterThan(r!)
  expect(bl).toBeGreaterThan(g!)
  // Not a load error toast: the missing table is not an "Error".
  await expect(toastItem(page)).toHaveCount(0)

  const sql = b.locator('pre')
  await expect(sql).toBeHidden()
  await b.getByText('View SQL', { exact: true }).click()
  await expect(sql).toBeVisible()
  expect(await sql.textContent()).toBe(setupSql())
  // The calendar itself still works around the banner.
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(periodHeading(page)).toHaveText('December 2026')
})

test("§8 Load fails with code 42P01 ('relation ... does not exist'): the setup banner", async ({
  page,
  backend,
}) => {
  // `events` exists as a view, but reading it hits a relation that does not: PostgreSQL's
  // own 42P01, passed through by the API.
  await backend.sql(`
    create function public.events_rows() returns setof record language plpgsql as $$
    begin return query execute 'select * from public.no_such_table'; end $$;
    create view public.events as
      select * from public.events_rows() as t(id uuid, title text, description text,
        start_time timestamptz, end_time timestamptz, color text,
        created_at timestamptz, updated_at timestamptz);
    grant select on public.events to anon;`)
  // The read without all_day (the app asks for it first, and a relation without it says 42703).
  const response = page.waitForResponse((r) => {
    const url = new URL(r.url())
    return (
      url.pathname === '/rest/v1/events' && !url.searchParams.get('select')?.includes('all_day')
    )
  })
  await openCalendar(page, backend)
  expect(((await (await response).json()) as { code: string }).code).toBe('42P01')
  await expect(banner(page)).toBeVisible()
  await expect(toastItem(page)).toHaveCount(0)
})

test("§8 Copy succeeds: 'Copied!' for 2 s and toast 'Copied!' / 'SQL copied to clipboard…'; the clipboard holds the migration file", async ({
  page,
  backend,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: backend.url })
  await page.clock.install({ time: NOW })
  await openCalendar(page, backend, null)
  const b = banner(page)
  await page.clock.pauseAt(new Date(NOW.getTime() + 60_000))
  await b.getByRole('button', { name: 'Copy SQL to Clipboard' }).click()
  await expect(b.getByRole('button', { name: 'Copied!' })).toBeVisible()
  await expect(b.getByRole('button', { name: 'Copy SQL to Clipboard' })).toHaveCount(0)
  await expectToast(page, 'Copied!', COPIED_TEXT)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(setupSql())

  await page.clock.runFor(1_900)
  await expect(b.getByRole('button', { name: 'Copied!' })).toBeVisible()
  await page.clock.runFor(200)
  await expect(b.getByRole('button', { name: 'Copy SQL to Clipboard' })).toBeVisible()
  await expect(b.getByRole('button', { name: 'Copied!' })).toHaveCount(0)
})

test("§8 Copy fails (clipboard permission denied): destructive toast 'Failed to copy' / 'Please copy the SQL manually'", async ({
  page,
  backend,
  context,
}) => {
  await openCalendar(page, backend)
  await denyClipboardWrite(context, page, backend.url)
  const b = banner(page)
  await b.getByRole('button', { name: 'Copy SQL to Clipboard' }).click()
  await expectToast(page, 'Failed to copy', 'Please copy the SQL manually', { destructive: true })
  await expect(b.getByRole('button', { name: 'Copy SQL to Clipboard' })).toBeVisible()
  await expect(b.getByRole('button', { name: 'Copied!' })).toHaveCount(0)
})

test("§2 Setup banner step 2: 'Open SQL Editor' opens the backend's SQL editor in a new tab", async ({
  page,
  backend,
  context,
}) => {
  await openCalendar(page, backend)
  const link = banner(page).getByRole('link', { name: 'Open SQL Editor' })
  await expect(link).toHaveAttribute('target', '_blank')
  const [editor] = await Promise.all([context.waitForEvent('page'), link.click()])
  await expect(editor).toHaveURL(`${backend.url}/sql-editor`)
  await expect(editor.getByRole('heading', { name: 'SQL Editor' })).toBeVisible()
  // The calendar stays where it was.
  expect(page.url()).toBe(`${backend.url}/`)
})

test('§4 Missing-table flag: set by a failed load, cleared by the next successful load', async ({
  page,
  backend,
}) => {
  await openCalendar(page, backend)
  await expect(banner(page)).toBeVisible()
  await backend.sql(setupSql())
  // Two months ahead: a range that has not been fetched yet, so it loads now, and succeeds.
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(banner(page)).toBeHidden()
  await expect(periodHeading(page)).toHaveText('January 2027')
})

test('Setup flow: banner -> copy -> SQL editor tab -> paste, Run -> refresh -> the calendar loads and saves events', async ({
  page,
  backend,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: backend.url })
  await openCalendar(page, backend)
  const b = banner(page)
  await b.getByRole('button', { name: 'Copy SQL to Clipboard' }).click()
  await expect(b.getByRole('button', { name: 'Copied!' })).toBeVisible()

  const [editor] = await Promise.all([
    context.waitForEvent('page'),
    b.getByRole('link', { name: 'Open SQL Editor' }).click(),
  ])
  const textarea = editor.getByLabel('SQL', { exact: true })
  await textarea.click()
  await editor.keyboard.press('ControlOrMeta+V')
  await expect(textarea).toHaveValue(setupSql())
  await editor.getByRole('button', { name: 'Run' }).click()
  await expect(editor.getByRole('status')).toHaveText('Success. No rows returned.')
  await editor.close()

  await page.bringToFront()
  await page.reload()
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false')
  await expect(b).toHaveCount(0)
  await expect(toastItem(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'New Event' }).click()
  const d = dialog(page)
  await d.title.fill('First event')
  await d.save.click()
  await expectToast(page, 'Success', 'Event created successfully')
  await expect(page.getByRole('main').getByRole('button', { name: /First event/ })).toBeVisible()
  expect(await rows(backend)).toEqual([expect.objectContaining({ title: 'First event' })])
})
