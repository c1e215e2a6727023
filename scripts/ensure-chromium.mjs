// Browser tests use Debian's Chromium (Playwright cannot download its own browsers here).
// Installs it when missing and we are root; otherwise fails saying what to install.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Launch flags for every Chromium we drive: they keep it from reaching for the network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH
  if (process.getuid?.() === 0) {
    console.error('ensure-chromium: Chromium not found; installing Debian package chromium ...')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install Debian's chromium ` +
        '(apt-get install -y chromium) or set CHROMIUM_PATH, then run the tests again.',
    )
  }
  return CHROMIUM_PATH
}
