import { defineConfig, devices } from '@playwright/test'

// Debian's Chromium: Playwright cannot download its own browsers on these machines.
// The flags keep it from reaching for the network, which is closed here.
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

// Each test starts its own local backend on a throwaway database (e2e/fixtures.ts), so
// tests can break it in their own way (no table, revoked privileges, stopped server).
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
  },
})
