/* global window, document, requestAnimationFrame, MutationObserver -- in functions that run in the page */
// Two interactions of our app besides 'next', at 50,000 events a year, on the page's clock
// with the probe's rules (browser-bench.mjs):
//   - opening an event's dialog: a click on an event in the month grid, to after the paint of
//     the first frame that holds the dialog (role dialog); then Escape, and the next event;
//   - switching month to week: a click on 'Week', to after the paint of its last change with
//     its fetches done (the 'next' rule); then 'Month' and 'Next', so every switch goes to a
//     week this page has not shown yet (12 months of data: two pages of 11 switches).
import { measureClick, settle } from './browser-bench.mjs'
import { median, percentile } from './stats.mjs'

const DIALOG_WARM = 2
const DIALOG_MEASURED = 30
const SWITCH_PAGES = 2
const SWITCHES_PER_PAGE = 11 // the first of each page is a warm-up

const summary = (list) => ({
  n: list.length,
  median: median(list),
  p75: percentile(list, 75),
  max: Math.max(...list),
})

/** Our app, month view, opened and settled with its first range on screen. */
async function openApp(context, url) {
  const page = await context.newPage()
  await page.goto(url)
  await page.waitForFunction(
    () => window.__probe.inflight === 0 && document.querySelector('[data-event-id]') !== null,
    null,
    { polling: 50, timeout: 60_000 },
  )
  await settle(page, await page.evaluate(() => performance.now()))
  return page
}

/** Page side: window.__dialogAt resolves to the time after the paint of the first dialog. */
function watchDialog() {
  window.__dialogAt = new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve(performance.now())
    const observer = new MutationObserver(() => {
      if (document.querySelector('[role="dialog"]') === null) return
      observer.disconnect()
      requestAnimationFrame(() => channel.port2.postMessage(0))
    })
    observer.observe(document, { subtree: true, childList: true, attributes: true })
  })
}

/** Click an event, then ms to the dialog painted; closes it again with Escape. */
async function openDialogOnce(page, index) {
  const chips = page.locator('[data-event-id]:visible')
  const count = await chips.count()
  // Spread over the grid: every seventh event, wrapping, so each open is another event.
  const chip = chips.nth((index * 7) % count)
  await page.evaluate(watchDialog)
  await chip.click()
  const ms = await page.evaluate(async () => (await window.__dialogAt) - window.__probe.clickAt)
  await page.keyboard.press('Escape')
  await page.waitForFunction(() => document.querySelector('[role="dialog"]') === null, null, {
    polling: 50,
    timeout: 10_000,
  })
  await settle(page, await page.evaluate(() => performance.now()))
  return ms
}

export async function runDialogBench(context, url, measured = DIALOG_MEASURED) {
  const page = await openApp(context, url)
  const times = []
  for (let i = 0; i < DIALOG_WARM + measured; i++) {
    const ms = await openDialogOnce(page, i)
    if (i >= DIALOG_WARM) times.push(ms)
  }
  await page.close()
  return { ...summary(times), warm: DIALOG_WARM }
}

export async function runViewSwitchBench(context, url, pages = SWITCH_PAGES) {
  const times = []
  for (let p = 0; p < pages; p++) {
    const page = await openApp(context, url)
    const button = (name) => page.getByRole('button', { name, exact: true })
    for (let i = 0; i < SWITCHES_PER_PAGE; i++) {
      const { ms } = await measureClick(page, button('Week'))
      if (i > 0) times.push(ms)
      await measureClick(page, button('Month'))
      await measureClick(page, button('Next'))
    }
    await page.close()
  }
  return { ...summary(times), warm: pages }
}
