// Private mode keeps each person's settings and calendars in the database (issue 27): they
// follow the person to another device (another browser context), and another person on the
// same device has their own.
import type { Browser, Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import { NOW, settled } from './helpers.ts'

test.use({ private: true, auth: { rateLimits: false } })

const PASSWORD = 'correct horse battery staple'

async function signUp(backend: Backend, email: string) {
  const response = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.app.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

/** A device: a browser context of its own, signed in as `email`. */
async function device(browser: Browser, backend: Backend, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.clock.setFixedTime(NOW)
  await page.goto(backend.url)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible()
  await settled(page)
  return page
}

const firstWeekday = (page: Page) => page.getByRole('main').getByRole('columnheader').first()
const myCalendars = (page: Page) => page.getByRole('region', { name: 'My calendars' })

test("a person's settings and calendars follow them to another device, and are theirs alone", async ({
  browser,
  backend,
}) => {
  await signUp(backend, 'ada@example.org')
  await signUp(backend, 'bob@example.org')

  const laptop = await device(browser, backend, 'ada@example.org')
  await expect(firstWeekday(laptop)).toHaveText('Sun')
  await laptop.getByRole('button', { name: 'More', exact: true }).click()
  await laptop.getByRole('menuitem', { name: 'Settings' }).click()
  const settings = laptop.getByRole('dialog', { name: 'Settings' })
  await settings.getByLabel('Week starts on').selectOption('Monday')
  await settings.getByRole('radio', { name: '13:00' }).click()
  await settings.getByRole('button', { name: 'Close' }).click()
  await expect(firstWeekday(laptop)).toHaveText('Mon')
  await myCalendars(laptop).getByRole('button', { name: 'Add calendar' }).click()
  const add = laptop.getByRole('dialog', { name: 'Add calendar' })
  await add.getByLabel('Name').fill('Work')
  await add.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(myCalendars(laptop).getByRole('checkbox', { name: 'Work' })).toBeVisible()

  // In the database, Ada's row holds what she chose.
  await expect
    .poll(async () => {
      const { rows } = await backend.app.db.transaction((tx) =>
        tx.query(`select s.value from public.settings s join auth.users u on u.id = s.user_id
                   where u.email = 'ada@example.org'`),
      )
      const value = (rows[0] as { value?: unknown } | undefined)?.value
      // PGlite hands jsonb back as its text.
      return typeof value === 'string' ? (JSON.parse(value) as unknown) : value
    })
    .toMatchObject({ weekStartsOn: 1, timeFormat: '24h' })

  // Another device: the same week and clock, the same calendars.
  const phone = await device(browser, backend, 'ada@example.org')
  await expect(firstWeekday(phone)).toHaveText('Mon')
  await expect(myCalendars(phone).getByRole('checkbox', { name: 'Work' })).toBeVisible()

  // Bob has the defaults and his own first calendar only.
  const bobs = await device(browser, backend, 'bob@example.org')
  await expect(firstWeekday(bobs)).toHaveText('Sun')
  await expect(myCalendars(bobs).getByRole('checkbox')).toHaveCount(1)
  await expect(myCalendars(bobs).getByRole('checkbox', { name: 'Calendar' })).toBeVisible()
})
