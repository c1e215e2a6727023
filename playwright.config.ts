import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/ensure-chromium.mjs'

// Debian's Chromium: Playwright cannot download its own browsers on these machines.
// The flags keep it from reaching for the network, which is closed here.
export const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }

// Each test starts its own local backend on a throwaway database (e2e/fixtures.ts), so
// tests can break it in their own way (no table, revoked privileges, stopped server).
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // 120 s: on a slow machine of this kind (2026-11-27) tests of several pages, axe scans or
  // offline round trips ran 35-57 s beside another worker, and a backend's start up to 31 s of
  // a test's time under load; 30 s, then 60, timed them out.
  timeout: 120_000,
  expect: { timeout: 5_000 },
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
    // The app registers a service worker (docs/decisions.md, "Offline"), which would precache
    // the whole build in every test and stand between page.route and the app's requests. Off
    // here; e2e/offline.spec.ts, which tests it, turns it on.
    serviceWorkers: 'block',
  },
})
