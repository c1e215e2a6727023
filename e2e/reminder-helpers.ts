// Reminders in browser tests: the browser's real Notification, recorded as it is made, and
// the moment the scheduling tab is armed.
import type { BrowserContext, Page } from '@playwright/test'
import { expect } from './fixtures.ts'

export interface Shown {
  title: string
  body: string
  tag: string
}

/** Records each Notification the page makes (the real one is made all the same). */
export async function recordNotifications(context: BrowserContext) {
  await context.addInitScript(() => {
    const Real = window.Notification
    const shown: { title: string; body: string; tag: string }[] = []
    const made: Notification[] = []
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options)
        shown.push({ title, body: options?.body ?? '', tag: options?.tag ?? '' })
        made.push(this)
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true })
    Object.assign(window, {
      __shown: shown,
      __click: (i: number) => made[i]!.dispatchEvent(new Event('click')),
    })
  })
}

export const shownIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shown: Shown[] }).__shown)

/** The scheduling tab has read the events and checked once (it wrote the shared log). */
export async function armed(page: Page) {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('calendar.reminders')), {
      timeout: 15_000,
    })
    .not.toBeNull()
}
