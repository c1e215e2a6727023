// Reminders firing (issue 28; decisions.md "Reminders"), with the page's clock in the test's
// hands (Playwright's clock) and the browser's real Notification, recorded as it is made: a
// reminder shows at its time with its text, once across two tabs, from the other tab once the
// scheduling one closes; an edit here or a change made elsewhere moves it; a click on it opens
// the event; without permission it is the in-app alert, with 'Snooze 5 minutes' and 'Dismiss';
// a reminder missed while no tab was open shows once; the banner asks only from its button.
import type { Page } from '@playwright/test'
import type { Backend } from './fixtures.ts'
import { expect, test } from './fixtures.ts'
import {
  NOW,
  SCREENSHOT_DIR,
  dialog,
  eventButton,
  expectToast,
  openCalendar,
  seed,
} from './helpers.ts'
import { armed, recordNotifications, shownIn } from './reminder-helpers.ts'

const MINUTE = 60_000
/** NOW (10:15) and `minutes` later, as an ISO instant. */
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE).toISOString()

/** 10:16, where the page's clock stops once the app is up: the tests move it on from there. */
const PAUSED = new Date(NOW.getTime() + MINUTE)

/**
 * Opens the calendar with the page's clock at NOW (running, so the app loads), waits for the
 * reminders' first check, and stops the clock at PAUSED. One clock serves a context's pages.
 */
async function openWithClock(page: Page, backend: Backend) {
  await page.clock.install({ time: NOW })
  await openCalendar(page, backend, null)
  await armed(page)
  await page.clock.pauseAt(PAUSED)
}

/** Loads the page again, with the clock running while it loads. */
async function reload(page: Page) {
  await page.clock.resume()
  await page.reload()
  await armed(page)
}

const alerts = (page: Page) => page.getByRole('alert').filter({ hasText: 'Snooze 5 minutes' })

test.describe('with notifications allowed', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['notifications'])
    await recordNotifications(context)
  })

  test('a reminder shows at its time, once, and a click opens its event', async ({
    page,
    backend,
  }) => {
    // The database gives a timed event without reminders the default, 10 minutes before.
    await seed(backend, [{ title: 'Standup', start: at(15), end: at(45) }])
    await openWithClock(page, backend)
    await page.clock.runFor(4 * MINUTE - 1_000)
    expect(await shownIn(page)).toEqual([])
    await page.clock.runFor(1_000)
    await expect.poll(() => shownIn(page)).toHaveLength(1)
    const [shown] = await shownIn(page)
    expect(shown!.title).toBe('Standup')
    expect(shown!.body).toBe('In 10 minutes · 10:30 AM – 11:00 AM')
    // Later checks (each minute) do not show it again, nor does the data read again.
    await page.clock.runFor(20 * MINUTE)
    expect(await shownIn(page)).toHaveLength(1)
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.evaluate(() => (window as unknown as { __click: (i: number) => void }).__click(0))
    await expect(dialog(page).title).toHaveValue('Standup')
  })

  test('two tabs show it once; closing the scheduling tab hands over', async ({
    context,
    page,
    backend,
  }) => {
    await seed(backend, [
      { title: 'First', start: at(15), end: at(30) },
      { title: 'Second', start: at(25), end: at(40) },
    ])
    await openWithClock(page, backend)
    const other = await context.newPage()
    await page.clock.resume()
    await openCalendar(other, backend, null)
    // Its reminders are read (and it waits for the lock) before the clock moves on.
    await other.waitForTimeout(500)
    await page.clock.pauseAt(new Date(PAUSED.getTime() + MINUTE))
    // One clock for the context's pages: both reach 10:20 together; one shows it.
    await page.clock.runFor(3 * MINUTE)
    await expect.poll(() => shownIn(page)).toHaveLength(1)
    await other.waitForTimeout(300)
    expect(await shownIn(other)).toEqual([])

    await page.close()
    // The other tab takes the lock and catches up from the shared log: 'First' not again.
    await other.clock.runFor(10 * MINUTE)
    await expect.poll(() => shownIn(other)).toHaveLength(1)
    expect((await shownIn(other))[0]!.title).toBe('Second')
  })

  test('an edit here, or a change made elsewhere, moves the reminder', async ({
    page,
    backend,
  }) => {
    const [lunch] = await seed(backend, [
      { title: 'Lunch', start: at(15), end: at(45) },
      { title: 'Call', start: at(75), end: at(90) },
    ])
    await openWithClock(page, backend)
    await page.clock.resume()
    await eventButton(page, 'Lunch').click()
    await dialog(page).start.fill('2026-11-21T11:00')
    await dialog(page).end.fill('2026-11-21T11:30')
    await dialog(page).save.click()
    await expectToast(page, 'Success', 'Event updated successfully')
    // Another device moves 'Call' 30 minutes earlier: the live change re-arms it.
    await backend.sql(
      `update events set start_time = start_time - interval '30 minutes',
                         end_time = end_time - interval '30 minutes' where title = 'Call'`,
    )
    await expect(eventButton(page, 'Call')).toContainText('11:00')
    expect(lunch).toBeTruthy()
    await page.clock.pauseAt(new Date(NOW.getTime() + 2 * MINUTE))
    await page.clock.runFor(10 * MINUTE)
    expect(await shownIn(page)).toEqual([])
    // 10:50: both (Lunch at 11:00, Call now at 11:00), neither at its old time.
    await page.clock.runFor(25 * MINUTE)
    await expect
      .poll(async () => (await shownIn(page)).map((s) => s.title).sort())
      .toEqual(['Call', 'Lunch'])
  })
  test("a change of time zone moves an all-day event's 9:00 AM", async ({ page, backend }) => {
    // An all-day event today, 'On the day at 9:00 AM': past here (10:15), and in Honolulu
    // (UTC-10 all year) 19:00 UTC, still ahead whatever this machine's zone.
    const today = `${NOW.getFullYear()}-${NOW.getMonth() + 1}-${NOW.getDate()}`
    await backend.sql(
      `insert into events (title, start_time, end_time, color, all_day, reminders)
       values ('Holiday', '${today} 00:00Z', '${today} 00:00Z'::timestamptz + interval '1 day',
               '#3b82f6', true, '[{"kind":"day","daysBefore":0,"minuteOfDay":540}]')`,
    )
    await openWithClock(page, backend)
    await page.clock.resume()
    await page.getByRole('button', { name: 'More' }).click()
    await page.getByRole('menuitem', { name: 'Settings' }).click()
    const settings = page.getByRole('dialog', { name: 'Settings' })
    await settings.getByLabel('Time zone').fill('Pacific/Honolulu')
    await settings.getByLabel('Time zone').press('Enter')
    await page.keyboard.press('Escape')
    await expect(settings).toBeHidden()
    await page.waitForTimeout(500)
    const nineInHonolulu = Date.UTC(NOW.getFullYear(), NOW.getMonth(), NOW.getDate(), 19)
    const now = await page.evaluate(() => Date.now())
    await page.clock.pauseAt(new Date(now + 1_000))
    await page.clock.runFor(nineInHonolulu - now - 2 * MINUTE)
    expect(await shownIn(page)).toEqual([])
    await page.clock.runFor(2 * MINUTE)
    await expect
      .poll(async () => (await shownIn(page)).map((s) => s.body))
      .toEqual(['Today · All day'])
  })
})

test.describe('without permission', () => {
  test('the in-app alert, Snooze and Dismiss, light and dark', async ({ page, backend }) => {
    await seed(backend, [{ title: 'Dentist', start: at(15), end: at(45) }])
    await openWithClock(page, backend)
    await page.clock.runFor(4 * MINUTE)
    await expect(alerts(page)).toHaveCount(1)
    await expect(alerts(page)).toContainText('Dentist')
    await expect(alerts(page)).toContainText('In 10 minutes · 10:30 AM – 11:00 AM')
    await page.screenshot({ path: `${SCREENSHOT_DIR}/reminder-alert.png` })
    await page.emulateMedia({ colorScheme: 'dark' })
    // The colours' transitions run on the real clock, not the page's.
    await page.waitForTimeout(400)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/reminder-alert-dark.png` })
    await page.emulateMedia({ colorScheme: 'light' })

    await alerts(page).getByRole('button', { name: 'Snooze 5 minutes' }).click()
    await expect(alerts(page)).toHaveCount(0)
    await page.clock.runFor(5 * MINUTE)
    await expect(alerts(page)).toContainText('In 5 minutes · 10:30 AM – 11:00 AM')
    await alerts(page).getByRole('button', { name: 'Dismiss' }).click()
    await expect(alerts(page)).toHaveCount(0)
    await reload(page)
    await expect(alerts(page)).toHaveCount(0)
  })

  test('notifications denied: the alert shows in the app, and nothing asks again', async ({
    browser,
    page,
    backend,
  }) => {
    // Playwright grants, never denies: the DevTools protocol sets 'denied' for this context.
    const { targetInfo } = await (
      await page.context().newCDPSession(page)
    ).send('Target.getTargetInfo')
    await (
      await browser.newBrowserCDPSession()
    ).send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: backend.url,
      browserContextId: targetInfo.browserContextId,
    })
    await seed(backend, [{ title: 'Dentist', start: at(15), end: at(45) }])
    await openWithClock(page, backend)
    expect(await page.evaluate(() => Notification.permission)).toBe('denied')
    await page.clock.runFor(4 * MINUTE)
    await expect(alerts(page)).toContainText('In 10 minutes · 10:30 AM – 11:00 AM')
    await expect(page.getByRole('region', { name: 'Get reminders as notifications' })).toHaveCount(
      0,
    )
  })

  test('a reminder missed while no tab was open shows once when the app opens', async ({
    context,
    page,
    backend,
  }) => {
    await seed(backend, [{ title: 'Review', start: at(60), end: at(120) }])
    await openWithClock(page, backend)
    await page.close()
    // Back at 11:25: the 11:05 reminder was missed, and Review (11:15-12:15) is under way.
    const later = await context.newPage()
    await later.clock.setSystemTime(new Date(NOW.getTime() + 70 * MINUTE))
    await later.clock.resume()
    await openCalendar(later, backend, null)
    await expect(alerts(later)).toContainText('Review')
    await expect(alerts(later)).toContainText('Now · 11:15 AM – 12:15 PM')
    // Opened again (another tab, a reload): shown once, kept until dismissed, not twice.
    await reload(later)
    await expect(alerts(later)).toHaveCount(1)
  })

  test('the banner asks only from its button, and goes when dismissed', async ({
    page,
    backend,
  }) => {
    await seed(backend, [{ title: 'Gym', start: at(120), end: at(180) }])
    let asked = 0
    await page.exposeFunction('__asked', () => asked++)
    await page.addInitScript(() => {
      const ask = Notification.requestPermission.bind(Notification)
      Notification.requestPermission = () => {
        ;(window as unknown as { __asked: () => void }).__asked()
        return ask()
      }
    })
    await openWithClock(page, backend)
    const banner = page.getByRole('region', { name: 'Get reminders as notifications' })
    await expect(banner).toBeVisible()
    expect(asked).toBe(0)
    await banner.getByRole('button', { name: 'Turn on notifications' }).click()
    await expect.poll(() => asked).toBe(1)
    await banner.getByRole('button', { name: 'Dismiss' }).click()
    await expect(banner).toHaveCount(0)
    await reload(page)
    await expect(banner).toHaveCount(0)
  })

  test('the banner comes with the events, not after the reminders’ own chunk', async ({
    page,
    backend,
  }) => {
    await seed(backend, [{ title: 'Gym', start: at(120), end: at(180) }])
    // The reminders' chunk is held: the banner must not wait for it, nor for its read.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/reminder-center-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.clock.install({ time: NOW })
    await openCalendar(page, backend, null)
    await expect(eventButton(page, 'Gym')).toBeVisible()
    await expect(
      page.getByRole('complementary', { name: 'Sidebar' }).getByRole('region', {
        name: 'Get reminders as notifications',
      }),
    ).toBeVisible()
    release()
    await armed(page)
  })

  test('on a phone the banner floats under the dialogs, and moves into the opened menu', async ({
    page,
    backend,
  }) => {
    // Below the lg breakpoint the sidebar beside the calendar is mounted but not drawn.
    await page.setViewportSize({ width: 375, height: 812 })
    await seed(backend, [{ title: 'Gym', start: at(120), end: at(180) }])
    await openWithClock(page, backend)
    const banner = page.getByRole('region', { name: 'Get reminders as notifications' })
    await expect(banner).toBeInViewport()
    await page.screenshot({ path: `${SCREENSHOT_DIR}/notifications-notice-375.png` })
    // The dialog and the sheet are chunks of their own; their loading waits on timers.
    await page.clock.resume()

    // An open dialog is above the floating banner: its Cancel, at the screen's foot, is not
    // covered.
    await page.getByRole('button', { name: 'New Event' }).click()
    const cancel = dialog(page).cancel
    await expect(cancel).toBeVisible()
    const box = (await cancel.boundingBox())!
    expect(
      await cancel.evaluate(
        (button, [x, y]) => button.contains(document.elementFromPoint(x!, y!)),
        [box.x + box.width / 2, box.y + box.height / 2],
      ),
    ).toBe(true)
    await cancel.click()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await page.getByRole('button', { name: 'Main menu' }).click()
    const sheet = page.getByRole('dialog', { name: 'Calendar' })
    await expect(
      sheet.getByRole('region', { name: 'Get reminders as notifications' }),
    ).toBeVisible()
    await expect(banner).toHaveCount(1)
  })
})
