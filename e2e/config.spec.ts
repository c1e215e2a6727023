// product.md §8 "client built without a key" and §2 "Configuration screen":
// an app built with VITE_SUPABASE_URL and no key shows a configuration screen with the
// library's own message, not a blank page. It needs its own build of the app.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, startBackend, test } from './fixtures.ts'

const ROOT = path.resolve(import.meta.dirname, '..')

test("§8 Backend client started without a key: library error 'supabaseKey is required.' on a configuration screen", async ({
  page,
  templates,
}) => {
  test.setTimeout(120_000)
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'calendar-nokey-'))
  const env: NodeJS.ProcessEnv = { ...process.env, VITE_SUPABASE_URL: 'http://127.0.0.1:9' }
  delete env.VITE_SUPABASE_ANON_KEY
  delete env.VITE_SUPABASE_PUBLISHABLE_KEY
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: ROOT, env, encoding: 'utf8' },
  )
  expect(build.status, build.stderr).toBe(0)
  const backend = await startBackend({ migrate: true }, templates, outDir)
  try {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(backend.url)
    await expect(page.getByRole('heading', { name: 'Configuration needed' })).toBeVisible()
    await expect(page.getByText('supabaseKey is required.', { exact: true })).toBeVisible()
    await expect(page.getByText('VITE_SUPABASE_ANON_KEY', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Calendar', exact: true })).toHaveCount(0)
    expect(errors).toEqual([])
  } finally {
    await backend.stop()
    await backend.app.close()
    rmSync(outDir, { recursive: true, force: true })
  }
})
