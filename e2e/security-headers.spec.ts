// The app served by the local backend under its security headers (docs/decisions.md, "Security
// headers"; server/http/security-headers.ts): the Content-Security-Policy allows exactly what the
// app uses, so every screen works with no violation reported; the policy is enforced (an
// injected inline script does not run); no secret is in the built files; and a page on
// another site cannot reach the API (server/http/gateway.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { supabaseKeys, DEFAULT_JWT_SECRET } from '../server/shared/auth.ts'
import { expect, test } from './fixtures.ts'
import { countEvents, dialog, eventButton, expectToast, openCalendar, seed } from './helpers.ts'

interface Violation {
  directive: string
  blocked: string
  sample: string
}

/** Collects CSP violations (the DOM event) and console messages that mention the policy. */
async function watchPolicy(page: Page) {
  const violations: Violation[] = []
  const consoleLines: string[] = []
  await page.exposeFunction('__reportViolation', (v: Violation) => violations.push(v))
  // Init scripts run before the page's own, outside its CSP.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation(v: unknown): void })
        .__reportViolation
      report({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      })
    })
  })
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) {
      consoleLines.push(`${message.type()}: ${message.text()}`)
    }
  })
  return { violations, consoleLines }
}

const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString()

test('the app works under its Content-Security-Policy: no violation on any screen', async ({
  page,
  backend,
}) => {
  const { violations, consoleLines } = await watchPolicy(page)
  await seed(backend, [
    { title: 'Standup', start: at(12, 9), end: at(12, 10) },
    { title: 'Offsite', start: at(16, 9), end: at(18, 17) },
    ...['A', 'B', 'C', 'D'].map((t) => ({ title: `Busy ${t}`, start: at(20, 9), end: at(20, 10) })),
  ])
  const page$ = page.waitForResponse((r) => new URL(r.url()).pathname === '/')
  await openCalendar(page, backend)
  const headers = (await page$).headers()
  expect(headers['content-security-policy']).toMatch(
    /^default-src 'none'; script-src 'self' 'nonce-[^']+'; style-src 'self' 'nonce-[^']+'; img-src 'self'; connect-src 'self' /,
  )
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('no-referrer')
  expect(headers['x-frame-options']).toBe('DENY')

  // Views, navigation, the '+N more' popover.
  for (const view of ['Week', 'Day', 'Month'] as const) {
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: view }).click()
  }
  await page.locator('[data-date="2026-11-20"]').getByRole('button', { name: /more/ }).click()
  await expect(page.getByRole('dialog', { name: 'Friday, November 20' })).toBeVisible()
  await page.keyboard.press('Escape')

  // The dialog: Radix locks scrolling with a <style> element, which needs the nonce.
  await page.getByRole('button', { name: 'New Event' }).click()
  const d = dialog(page)
  await expect(d.root).toBeVisible()
  const lock = await page.evaluate(() => ({
    locked: document.body.hasAttribute('data-scroll-locked'),
    withNonce: Array.from(document.querySelectorAll('style')).filter((s) => s.nonce !== '').length,
  }))
  expect(lock.locked).toBe(true)
  expect(lock.withNonce).toBeGreaterThan(0)
  await d.title.fill('Under CSP')
  await d.save.click()
  await expectToast(page, 'Success', 'Event created successfully')

  // Edit and delete, through the API (fetch) that connect-src allows.
  await eventButton(page, 'Standup').click()
  await d.title.fill('Standup (moved)')
  await d.save.click()
  await expectToast(page, 'Success', 'Event updated successfully')
  await eventButton(page, 'Standup (moved)').click()
  await d.remove.click()
  await expectToast(page, 'Success', 'Event deleted successfully')
  expect(await countEvents(backend)).toBe(6)

  expect(violations).toEqual([])
  expect(consoleLines).toEqual([])
})

test('the policy is enforced: an inline script or style that carries no nonce is refused', async ({
  page,
  backend,
}) => {
  const { violations } = await watchPolicy(page)
  await openCalendar(page, backend)
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.head.append(script)
    const style = document.createElement('style')
    style.textContent = 'body { background: rgb(1, 2, 3) }'
    document.head.append(style)
    await new Promise((resolve) => setTimeout(resolve, 100))
    return {
      script: (window as unknown as { __injected?: boolean }).__injected === true,
      style: getComputedStyle(document.body).backgroundColor === 'rgb(1, 2, 3)',
    }
  })
  expect(ran).toEqual({ script: false, style: false })
  await expect
    .poll(() => violations.map((v) => v.directive).sort())
    .toEqual(['script-src-elem', 'style-src-elem'])
})

test('a page on another site cannot read or delete the calendar', async ({ page, backend }) => {
  await seed(backend, [{ title: 'Mine', start: at(12, 9), end: at(12, 10) }])
  const anonKey = backend.app.anonKey
  // A page of another origin, as if the user visited some site.
  await page.route('http://evil.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>evil</title>' }),
  )
  await page.goto('http://evil.example/')
  const outcome = await page.evaluate(
    async ({ api, key }) => {
      const attempt = (init: RequestInit) =>
        fetch(`${api}/rest/v1/events?id=not.is.null`, init).then(
          (r) => `status ${r.status}`,
          (e: Error) => `blocked: ${e.name}`,
        )
      return {
        read: await attempt({ headers: { apikey: key } }),
        remove: await attempt({ method: 'DELETE', headers: { apikey: key } }),
        simple: await attempt({ method: 'GET' }),
      }
    },
    { api: backend.url, key: anonKey },
  )
  expect(outcome).toEqual({
    read: 'blocked: TypeError',
    remove: 'blocked: TypeError',
    simple: 'blocked: TypeError',
  })
  expect(await countEvents(backend)).toBe(1)
})

test('no secret is in the built app', () => {
  const dist = path.resolve(import.meta.dirname, '../dist')
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name)
      if (statSync(file).isDirectory()) walk(file)
      else files.push(file)
    }
  }
  walk(dist)
  expect(files.length).toBeGreaterThan(0)
  const keys = supabaseKeys(DEFAULT_JWT_SECRET)
  const secrets = [DEFAULT_JWT_SECRET, keys.serviceRoleKey, keys.secretKey, 'service_role']
  for (const file of files) {
    const text = readFileSync(file, 'latin1')
    for (const secret of secrets) {
      expect(text.includes(secret), `${secret} in ${path.relative(dist, file)}`).toBe(false)
    }
  }
})
