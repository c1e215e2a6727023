import { expect, test } from './fixtures.ts'

test('the app loads from the local backend and shows this month', async ({ page, backend }) => {
  await page.goto(backend.url)
  await expect(page.getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible()
})
