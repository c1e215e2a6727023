/* global window, document, requestAnimationFrame, MutationObserver -- in functions that run in the page */
// Dragging an event across a busy week (issue: direct manipulation): our app in week view with
// the 50,000-events-a-year data, an event dragged across the week and down an hour in 60
// pointer moves, one per frame, as a hand does. Recorded on the page's clock: the interval
// between frames while dragging (p95; one vsync is 16.7 ms, a dropped frame shows as 33 ms),
// and drop-to-painted: from the pointerup's timestamp to after the paint of the frame that
// first shows the event gone from its old column (the optimistic move, before the server
// answers; in a crowded week its new place may be inside a '+N', so the old one is watched).
import { percentile } from './stats.mjs'

const DRAGS = 10
const MOVES = 60

/** Page side: records frame times while window.__dragFrames is an array being filled. */
function startFrames() {
  window.__dragFrames = []
  window.__recording = true
  const loop = (t) => {
    window.__dragFrames.push(t)
    if (window.__recording) requestAnimationFrame(loop)
  }
  requestAnimationFrame(loop)
}

/**
 * Page side: window.__drop becomes a promise of the ms from the pointerup to after the paint
 * of the frame without `id` in column `date` (its old place). Installed before the pointerup.
 */
function watchDrop({ id, date }) {
  window.__drop = new Promise((resolve) => {
    let upAt = 0
    window.addEventListener('pointerup', (e) => (upAt = e.timeStamp), { capture: true, once: true })
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve(performance.now() - upAt)
    const shown = () =>
      upAt > 0 && document.querySelector(`[data-date="${date}"] [data-event-id="${id}"]`) === null
    const observer = new MutationObserver(() => {
      if (!shown()) return
      observer.disconnect()
      requestAnimationFrame(() => channel.port2.postMessage(0))
    })
    observer.observe(document, { subtree: true, childList: true, attributes: true })
  })
}

/** Drags `DRAGS` events of the shown week; returns frame-interval and drop-time figures. */
export async function runDragBench(context, url) {
  const page = await context.newPage()
  await page.goto(url)
  await page.waitForFunction(() => document.querySelector('[data-event-id]') !== null, null, {
    timeout: 60_000,
  })
  await page.getByRole('button', { name: 'Week', exact: true }).click()
  await page.waitForTimeout(1_000)
  const intervals = []
  const drops = []
  for (let i = 0; i < DRAGS; i++) {
    // A one-off timed event from 9 AM to noon on Sunday to Tuesday, so it has room to go.
    await page.getByTestId('time-grid').evaluate((el) => (el.scrollTop = 9 * 60))
    const pick = await page.evaluate((skip) => {
      const columns = [...document.querySelectorAll('[data-testid="time-grid"] [data-date]')]
      const candidates = columns.slice(0, 3).flatMap((column) =>
        [...column.querySelectorAll('[data-event-id]')]
          // Ends in the day (resizable: an attribute now, a child element before).
          .filter((el) => el.dataset.resizable !== undefined || el.querySelector('[data-resize]'))
          // One-off events: an occurrence would ask 'Edit recurring event' first.
          .filter((el) => !el.dataset.eventId.includes('@'))
          .filter((el) => {
            const top = parseFloat(el.style.top)
            return top >= 9 * 60 && top <= 12 * 60 && el.getBoundingClientRect().height >= 30
          })
          .map((el) => ({ id: el.dataset.eventId, from: columns.indexOf(column) })),
      )
      const chosen = candidates[skip % candidates.length]
      return chosen ? { ...chosen, fromDate: columns[chosen.from].dataset.date } : null
    }, i)
    if (!pick) throw new Error('drag bench: no event to drag in the shown week')
    const block = page.locator(`[data-date] [data-event-id="${pick.id}"]`).first()
    const box = await block.boundingBox()
    const column = await page.locator('[data-testid="time-grid"] [data-date]').first().boundingBox()
    const x = box.x + box.width / 2
    const y = box.y + Math.min(10, box.height / 2)
    const dx = column.width * 3
    const dy = 60
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.evaluate(startFrames)
    for (let step = 1; step <= MOVES; step++) {
      await page.mouse.move(x + (dx * step) / MOVES, y + (dy * step) / MOVES)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())))
    }
    const frames = await page.evaluate(() => {
      window.__recording = false
      return window.__dragFrames
    })
    for (let f = 1; f < frames.length; f++) intervals.push(frames[f] - frames[f - 1])
    await page.evaluate(watchDrop, { id: pick.id, date: pick.fromDate })
    await page.mouse.up()
    drops.push(
      await page.evaluate(() =>
        Promise.race([
          window.__drop,
          new Promise((resolve, reject) => setTimeout(() => reject(new Error('no drop')), 10_000)),
        ]),
      ),
    )
    // The save and its read back, before the next drag.
    await page.waitForTimeout(600)
  }
  await page.close()
  return {
    drags: DRAGS,
    frames: intervals.length,
    frameP50: percentile(intervals, 50),
    frameP95: percentile(intervals, 95),
    frameMax: Math.max(...intervals),
    dropP50: percentile(drops, 50),
    dropP95: percentile(drops, 95),
  }
}
