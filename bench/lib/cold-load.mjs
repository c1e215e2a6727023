/* global window, document, requestAnimationFrame, MutationObserver -- in functions that run in the page */
// Cold load of our app: a new browser context each time (an empty HTTP cache, no storage), the
// app's URL on the local backend (50,000 events a year), from navigation start (the page's
// time origin) to after the paint of the first frame that shows an event ([data-event-id]).
// First contentful paint beside it, from the Paint Timing entries.
import { median, percentile } from './stats.mjs'

const RUNS = 9

/** Injected before the app's scripts: records the first event's paint on the page's clock. */
export function recordFirstEvent() {
  window.__firstEvent = new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve(performance.now())
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-event-id]') === null) return
      observer.disconnect()
      requestAnimationFrame(() => channel.port2.postMessage(0))
    })
    observer.observe(document, { subtree: true, childList: true })
  })
}

export async function runColdLoad(browser, url, runs = RUNS) {
  const events = []
  const fcp = []
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      timezoneId: 'UTC',
      locale: 'en-US',
    })
    await context.addInitScript(recordFirstEvent)
    const page = await context.newPage()
    await page.goto(url)
    events.push(await page.evaluate(() => window.__firstEvent))
    fcp.push(
      await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      ),
    )
    await context.close()
  }
  return {
    runs,
    median: median(events),
    p75: percentile(events, 75),
    max: Math.max(...events),
    fcpMedian: median(fcp),
  }
}
