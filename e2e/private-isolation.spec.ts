// Private mode between two people (docs/decisions.md, "Private mode"): two accounts in two
// browsers never see each other's events, neither on reading nor live; a person's second window
// hears their own changes live (the channel runs with their token: the anon key hears nothing);
// importing a file with another person's exported ids reaches none of their events.
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import type { Backend } from './fixtures.ts'
import { dialog, eventButton, settled, toastItem } from './helpers.ts'

test.use({ private: true, auth: { rateLimits: false } })

const PASSWORD = 'correct horse battery staple'

/** A page of its own browser context (its own storage: another person at another computer). */
async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  return context.newPage()
}

async function createAccount(page: Page, backend: Backend, email: string) {
  await page.goto(backend.url)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible()
  await settled(page)
}

function todayAt(hour: number) {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(hour)}:00`
}

async function createEvent(page: Page, title: string, hour: number) {
  await page.getByRole('button', { name: 'New Event' }).click()
  const d = dialog(page)
  await d.title.fill(title)
  await d.start.fill(todayAt(hour))
  await d.end.fill(todayAt(hour + 1))
  await d.save.click()
  await expect(toastItem(page).getByText('Event created successfully')).toBeVisible()
  await expect(eventButton(page, title)).toBeVisible()
}

test('two accounts never see each other’s events, read or live; one’s own windows do', async ({
  page,
  browser,
  backend,
}) => {
  const bob = await personPage(browser)
  await createAccount(page, backend, 'alice@example.org')
  await createAccount(bob, backend, 'bob@example.org')
  // Alice's second window: the same person, the same session.
  const alice2 = await page.context().newPage()
  await alice2.goto(backend.url)
  await expect(alice2.getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible()
  await settled(alice2)

  await createEvent(page, 'Alice’s dentist', 9)
  // Live in her own other window, within a second: the channel carries her token.
  await expect(eventButton(alice2, 'Alice’s dentist')).toBeVisible({ timeout: 1_000 })
  await createEvent(bob, 'Bob’s interview', 13)
  await expect(eventButton(alice2, 'Bob’s interview')).toHaveCount(0)

  // Time enough for any live message to have come; then each reads the range again.
  await page.waitForTimeout(1_500)
  await expect(eventButton(bob, 'Alice’s dentist')).toHaveCount(0)
  await expect(eventButton(page, 'Bob’s interview')).toHaveCount(0)
  await bob.reload()
  await page.reload()
  await settled(bob)
  await settled(page)
  await expect(eventButton(bob, 'Bob’s interview')).toBeVisible()
  await expect(eventButton(bob, 'Alice’s dentist')).toHaveCount(0)
  await expect(eventButton(page, 'Alice’s dentist')).toBeVisible()
  await expect(eventButton(page, 'Bob’s interview')).toHaveCount(0)

  // Search reads through the same policies: Bob's own event is found, Alice's is not.
  await bob.getByRole('searchbox').fill('interview')
  await expect(bob.getByRole('region', { name: 'Search results' })).toContainText('Bob’s interview')
  await bob.getByRole('searchbox').fill('dentist')
  await expect(bob.getByText('No events found')).toBeVisible()
  await bob.context().close()
})

test('importing another person’s exported event makes a new one, theirs untouched', async ({
  page,
  browser,
  backend,
}) => {
  await createAccount(page, backend, 'carol@example.org')
  await createEvent(page, 'Carol’s standup', 9)
  const result = await backend.app.db.transaction((tx) =>
    tx.query(`select id from public.events where title = 'Carol’s standup'`),
  )
  const carolsId = (result.rows[0] as { id: string }).id

  // Dave's file names Carol's event's id as its UID, as this app's export writes it.
  const dave = await personPage(browser)
  await createAccount(dave, backend, 'dave@example.org')
  const day = todayAt(15).replace(/[-:]/g, '')
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//private isolation//EN',
    'BEGIN:VEVENT',
    `UID:${carolsId}@calendar`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${day}00`,
    `DTEND:${day.replace(/T15/, 'T16')}00`,
    'SUMMARY:Dave’s copy',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
  await dave.getByRole('button', { name: 'More' }).click()
  const chooser = dave.waitForEvent('filechooser')
  await dave.getByRole('menuitem', { name: 'Import .ics…' }).click()
  await (
    await chooser
  ).setFiles({ name: 'carol.ics', mimeType: 'text/calendar', buffer: Buffer.from(ics) })
  const importDialog = dave.getByRole('dialog', { name: 'Import events' })
  await importDialog.getByRole('button', { name: 'Import 1 event' }).click()
  await expect(toastItem(dave).getByText('1 event imported')).toBeVisible()
  await expect(eventButton(dave, 'Dave’s copy')).toBeVisible()

  const rows = await backend.app.db.transaction((tx) =>
    tx.query(
      `select e.id, e.title, u.email from public.events e join auth.users u on u.id = e.user_id
       order by e.title`,
    ),
  )
  const byTitle = Object.fromEntries(
    (rows.rows as { id: string; title: string; email: string }[]).map((r) => [r.title, r]),
  )
  expect(byTitle['Carol’s standup']).toEqual({
    id: carolsId,
    title: 'Carol’s standup',
    email: 'carol@example.org',
  })
  expect(byTitle['Dave’s copy']?.email).toBe('dave@example.org')
  expect(byTitle['Dave’s copy']?.id).not.toBe(carolsId)
  await dave.context().close()
})
