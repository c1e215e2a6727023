// Reminders in private mode (issue 28): they are the signed-in person's, and 'Sign out' stops
// them on this device: a reminder due after it never shows, and the device's log goes.
import { expect, test } from './fixtures.ts'
import { NOW, dialog, expectToast, settled } from './helpers.ts'
import { armed, recordNotifications, shownIn } from './reminder-helpers.ts'

test.use({ private: true, auth: { rateLimits: false } })

const MINUTE = 60_000
const EMAIL = 'ada@example.org'
const PASSWORD = 'correct horse battery staple'

test('a reminder shows while signed in; after Sign out, none', async ({
  context,
  page,
  backend,
}) => {
  const response = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.app.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  })
  expect(response.status).toBe(200)
  await context.grantPermissions(['notifications'])
  await recordNotifications(context)
  await page.clock.install({ time: NOW })
  await page.goto(backend.url)
  await page.getByLabel('Email', { exact: true }).fill(EMAIL)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await settled(page)
  for (const [title, start] of [
    ['Ada’s first', '10:30'],
    ['Ada’s second', '10:35'],
  ]) {
    await page.getByRole('button', { name: 'New Event' }).click()
    await dialog(page).title.fill(title!)
    await dialog(page).start.fill(`2026-11-21T${start}`)
    await dialog(page).end.fill('2026-11-21T11:30')
    await dialog(page).save.click()
    await expectToast(page, 'Success', 'Event created successfully')
  }
  await armed(page)
  // 10:20: the first one's '10 minutes before'.
  await page.clock.pauseAt(new Date(NOW.getTime() + MINUTE))
  await page.clock.runFor(4 * MINUTE)
  await expect.poll(async () => (await shownIn(page)).map((s) => s.title)).toEqual(['Ada’s first'])

  await page.clock.resume()
  // The server's answer to the sign-out is held: what the app keeps on the device goes at once,
  // not once the server has answered (sign-out.ts).
  let answer = () => {}
  const answered = new Promise<void>((resolve) => (answer = resolve))
  await page.route('**/auth/v1/logout**', async (route) => {
    await answered
    await route.continue()
  })
  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to Calendar' })).toBeVisible()
  const stored = () => page.evaluate(() => Object.keys(localStorage))
  expect(await stored()).not.toContain('calendar.reminders')
  // The reminders' checks go on a while (the clock is running): none writes the log back.
  await page.waitForTimeout(500)
  expect(await stored()).not.toContain('calendar.reminders')
  // supabase-js's session goes once the server has had it to revoke.
  answer()
  await expect.poll(async () => (await stored()).filter((key) => key.startsWith('sb-'))).toEqual([])
  // 10:25 passes: the second one's reminder is not shown to whoever is at the device now.
  await page.clock.runFor(10 * MINUTE)
  await page.waitForTimeout(300)
  expect((await shownIn(page)).map((s) => s.title)).toEqual(['Ada’s first'])
})
