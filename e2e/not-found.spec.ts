// product.md §2 "Routes" and "Not-found page", and §8 'unknown path': any path other than /
// renders the 404 page, which logs the attempted path with console.error.
import type { ConsoleMessage } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { periodHeading } from './helpers.ts'

const LOGGED = '404 Error: User attempted to access non-existent route:'

test("§2 Routes / §8 Unknown path: the 404 page ('404', 'Oops! Page not found') logs the path; 'Return to Home' goes to /", async ({
  page,
  backend,
}) => {
  const errors: ConsoleMessage[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message)
  })
  await page.goto(`${backend.url}/no/such-page?x=1`)
  await expect(page.getByRole('heading', { name: '404', level: 1 })).toBeVisible()
  await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Calendar' })).toHaveCount(0)

  await expect.poll(() => errors.map((m) => m.text())).toContain(`${LOGGED} /no/such-page`)
  const logged = errors.filter((m) => m.text().startsWith(LOGGED))
  expect(logged).toHaveLength(1)
  const args = await Promise.all(logged[0]!.args().map((a) => a.jsonValue()))
  expect(args).toEqual([LOGGED, '/no/such-page'])

  const home = page.getByRole('link', { name: 'Return to Home' })
  await expect(home).toHaveAttribute('href', '/')
  await home.click()
  await expect(page).toHaveURL(`${backend.url}/`)
  await expect(page.getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible()
  await expect(periodHeading(page)).toBeVisible()
})

test('§2 Routes: / is the calendar and logs no 404', async ({ page, backend }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(`${backend.url}/`)
  await expect(page.getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible()
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false')
  await page.goto(`${backend.url}/index.html/`)
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect.poll(() => errors).toEqual([`${LOGGED} /index.html/`])
})
