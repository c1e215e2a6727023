// Private mode (docs/decisions.md, "Private mode"; the backend's `--private`): signed out, the
// sign-in screen instead of the calendar; an account, a password, a sign-in link or its code;
// 'Sign out' leaves nothing of the person's events in the page or on the device (storage, the
// copy kept for offline use); a reload keeps
// the session; a session that ends mid-edit keeps the dialog's text for after signing in again.
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import type { Backend } from './fixtures.ts'
import { deviceCopies, dialog, eventButton, SCREENSHOT_DIR, settled, toastItem } from './helpers.ts'

// Rate limits off: every test signs in several times from the same address.
test.use({ private: true, auth: { rateLimits: false } })

const PASSWORD = 'correct horse battery staple'
const SIGN_IN = 'Sign in to Calendar'

const signInHeading = (page: Page) => page.getByRole('heading', { name: SIGN_IN })
const calendarHeading = (page: Page) => page.getByRole('heading', { name: 'Calendar', exact: true })

/** An account made through the API, as another device would. */
async function signUp(backend: Backend, email: string, password = PASSWORD) {
  const response = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.app.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

async function fillCredentials(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await fillCredentials(page, email, password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(calendarHeading(page)).toBeVisible()
  await settled(page)
}

/** Today at `hour`, as the dialog's datetime-local fields take it. */
function todayAt(hour: number) {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(hour)}:00`
}

async function createEvent(page: Page, title: string) {
  await page.getByRole('button', { name: 'New Event' }).click()
  const d = dialog(page)
  await d.title.fill(title)
  await d.start.fill(todayAt(10))
  await d.end.fill(todayAt(11))
  await d.save.click()
  await expect(toastItem(page).getByText('Event created successfully')).toBeVisible()
  await expect(eventButton(page, title)).toBeVisible()
}

/** The owner of each event, by title, as the database has it. */
async function owners(backend: Backend): Promise<Record<string, string>> {
  const result = await backend.app.db.transaction((tx) =>
    tx.query(`select e.title, u.email from public.events e join auth.users u on u.id = e.user_id`),
  )
  return Object.fromEntries(
    (result.rows as { title: string; email: string }[]).map((r) => [r.title, r.email]),
  )
}

test('signed out, the sign-in screen; Create account opens the calendar, events are its own', async ({
  page,
  backend,
}) => {
  await page.goto(backend.url)
  await expect(signInHeading(page)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible()
  await expect(calendarHeading(page)).toHaveCount(0)

  await fillCredentials(page, 'ada@example.org')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(calendarHeading(page)).toBeVisible()
  await settled(page)
  await createEvent(page, 'Ada’s review')
  // The owner comes from the database's default (auth.uid()): the app sends no user_id.
  expect(await owners(backend)).toEqual({ 'Ada’s review': 'ada@example.org' })
})

test("'Sign out': the toast, the sign-in screen, nothing left behind; signing in brings it back", async ({
  page,
  backend,
}) => {
  await signUp(backend, 'grace@example.org')
  await page.goto(backend.url)
  await signIn(page, 'grace@example.org')
  await createEvent(page, 'Grace’s secret meeting')
  // The copy kept for offline use is hers, under her id (docs/decisions.md, "Offline").
  const graceId = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))
    return key ? (JSON.parse(localStorage.getItem(key)!) as { user: { id: string } }).user.id : ''
  })
  expect(graceId).not.toBe('')
  await expect
    .poll(() => deviceCopies(page))
    .toEqual({ [`query-cache:${graceId}`]: expect.arrayContaining(['Grace’s secret meeting']) })
  // A theme choice is not personal: it stays.
  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('menuitemradio', { name: 'Dark' }).click()

  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(toastItem(page).getByText('Signed out', { exact: true })).toBeVisible()
  await expect(signInHeading(page)).toBeVisible()
  await expect(page.getByText('Grace’s secret meeting')).toHaveCount(0)
  await expect(page.locator('body')).not.toContainText('Grace’s secret meeting')
  const stored = await page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.keys(sessionStorage),
  }))
  expect(stored).toEqual({ local: { 'calendar-theme': 'dark' }, session: [] })
  expect(await deviceCopies(page)).toEqual({})

  // The session is gone for good: a reload still asks to sign in.
  await page.reload()
  await expect(signInHeading(page)).toBeVisible()
  await signIn(page, 'grace@example.org')
  await expect(eventButton(page, 'Grace’s secret meeting')).toBeVisible()
})

test('a reload keeps the session, without a flash of the sign-in screen', async ({
  page,
  backend,
}) => {
  await signUp(backend, 'linus@example.org')
  await page.goto(backend.url)
  await signIn(page, 'linus@example.org')
  await createEvent(page, 'Kernel sync')

  // Watches every frame of the next load for the sign-in heading.
  await page.addInitScript((title) => {
    const w = window as unknown as { sawSignIn: boolean }
    w.sawSignIn = false
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(title)) w.sawSignIn = true
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, SIGN_IN)
  await page.reload()
  await expect(eventButton(page, 'Kernel sync')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { sawSignIn: boolean }).sawSignIn)).toBe(
    false,
  )
})

test('a wrong password says GoTrue’s own words, in an alert', async ({ page, backend }) => {
  await signUp(backend, 'margaret@example.org')
  await page.goto(backend.url)
  await fillCredentials(page, 'margaret@example.org', 'not the password')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid login credentials' })).toHaveText(
    'Invalid login credentials',
  )
  await expect(signInHeading(page)).toBeVisible()
  await expect(calendarHeading(page)).toHaveCount(0)
})

test.describe('with the rate limits on', () => {
  test.use({ auth: {} })

  test('a taken address, a weak password and a second link too soon: GoTrue’s words', async ({
    page,
    backend,
  }) => {
    await signUp(backend, 'hedy@example.org')
    await page.goto(backend.url)
    const alert = page.getByRole('alert').filter({ hasText: /./ })
    await fillCredentials(page, 'hedy@example.org')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(alert).toHaveText('User already registered')

    await fillCredentials(page, 'new@example.org', 'abc')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(alert).toHaveText('Password should be at least 6 characters.')

    await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
    await expect(page.getByText('Check your email for a sign-in link.')).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
    await expect(alert).toHaveText(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    )
    await expect(calendarHeading(page)).toHaveCount(0)
  })
})

test('the sign-in link from the email signs in', async ({ page, backend }) => {
  await page.goto(backend.url)
  await page.getByLabel('Email', { exact: true }).fill('barbara@example.org')
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(page.getByText('Check your email for a sign-in link.')).toBeVisible()
  const [message] = backend.app.mailbox.messages()
  expect(message?.to).toBe('barbara@example.org')
  // Followed where the email was read: back to the app with the session in the URL's hash.
  await page.goto(message!.link)
  await expect(calendarHeading(page)).toBeVisible()
  await settled(page)
  expect(new URL(page.url()).hash).toBe('')
})

test('the code from the same email signs in too', async ({ page, backend }) => {
  await page.goto(backend.url)
  await page.getByLabel('Email', { exact: true }).fill('edsger@example.org')
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(page.getByText('Check your email for a sign-in link.')).toBeVisible()
  const [message] = backend.app.mailbox.messages()
  await page.getByLabel('6-digit code').fill(message!.code)
  await page.getByRole('button', { name: 'Verify code' }).click()
  await expect(calendarHeading(page)).toBeVisible()
})

test.describe('a session that ends mid-edit', () => {
  // Two-minute tokens: supabase-js refreshes one in its last 90 seconds, on the 30-second tick
  // of its own, and ends the session when that is refused after the token has expired (a
  // refusal before that keeps the session while its token still works).
  test.use({ auth: { rateLimits: false, jwtExpirySeconds: 120 } })

  test('keeps the dialog’s text, back after signing in again', async ({ page, backend }) => {
    await signUp(backend, 'alan@example.org')
    await page.clock.install()
    await page.goto(backend.url)
    await signIn(page, 'alan@example.org')
    await page.getByRole('button', { name: 'New Event' }).click()
    const d = dialog(page)
    await d.title.fill('Half-typed plan')
    await d.description.fill('Typed before the session ended')

    // Revoked at the server (as signing out everywhere from another device does); past the
    // token's expiry the page's next tick asks for a refresh, which is refused: the session ends.
    await backend.sql('delete from auth.refresh_tokens; delete from auth.sessions;')
    await page.clock.fastForward('02:05')
    const gate = page.getByRole('dialog', { name: SIGN_IN })
    await expect(gate).toBeVisible()
    await expect(gate.getByText('Your session has ended. Sign in again.')).toBeVisible()
    // Focus is in the sign-in, over the event dialog.
    await expect(gate.getByLabel('Email', { exact: true })).toBeFocused()
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'session-ended-1440.png'),
      animations: 'disabled',
    })
    // The page's clock back to the server's, so that the new session's tokens are not
    // taken for expired ones.
    await page.clock.setSystemTime(new Date())

    await gate.getByLabel('Email', { exact: true }).fill('alan@example.org')
    await gate.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await gate.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(gate).toHaveCount(0)
    await expect(d.title).toHaveValue('Half-typed plan')
    await expect(d.description).toHaveValue('Typed before the session ended')
    await d.start.fill(todayAt(10))
    await d.end.fill(todayAt(11))
    await d.save.click()
    await expect(toastItem(page).getByText('Event created successfully')).toBeVisible()
    expect(await owners(backend)).toEqual({ 'Half-typed plan': 'alan@example.org' })
  })
})

test('the sign-in screen and its code step have no axe violations', async ({ page, backend }) => {
  await page.goto(backend.url)
  await expect(signInHeading(page)).toBeVisible()
  await expectNoViolations(page, 'sign-in screen')
  await page.getByLabel('Email', { exact: true }).fill('ada@example.org')
  await page.getByLabel('Password', { exact: true }).fill('x')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: /./ })).toBeVisible()
  await expectNoViolations(page, 'sign-in screen with an error')
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(page.getByLabel('6-digit code')).toBeVisible()
  await expectNoViolations(page, 'code step')
})

test('screenshots: the sign-in screen, light and dark', async ({ page, backend }) => {
  await page.goto(backend.url)
  for (const { colorScheme, suffix } of [
    { colorScheme: 'light', suffix: '' },
    { colorScheme: 'dark', suffix: '-dark' },
  ] as const) {
    await page.emulateMedia({ colorScheme })
    await expect(signInHeading(page)).toBeVisible()
    await page.mouse.move(1439, 899)
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `sign-in-1440${suffix}.png`),
      animations: 'disabled',
    })
  }
})
