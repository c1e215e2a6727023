/* global window, document, requestAnimationFrame, MutationObserver, Element */
// Where a 'next' goes without a trace running (tracing slows the browser's own work several
// times over): per click, on the page's clock from the pointer's release, when the handler ran,
// when the DOM changes were done (a MutationObserver's callback: the end of the click's task,
// React's commit and the style and layout forced in it), when the next frame began (a
// requestAnimationFrame loop), the click's time (browser-bench.mjs's rule), the page moves
// (`replaceChildren`, with how long each took) and long tasks. Ours, then the plain grid, on
// the same data. VERBOSE=1 lists every mutation and frame. Usage:
//   npx tsx bench/timeline-next.mjs <dist> [perYear=500] [view=month] [clicks=4]
import { serveBesidePlain } from './lib/beside-plain.mjs'
import { launch, measureClick, newContext, openCase } from './lib/browser-bench.mjs'
const [dist, perYear = '500', view = 'month', clicks = '4'] = process.argv.slice(2)
if (!dist) throw new Error('usage: tsx bench/timeline-next.mjs <dist> [perYear] [view] [clicks]')
const SIZE = Number(perYear)
const { cals, close } = await serveBesidePlain(dist, SIZE)
const { browser } = await launch()
for (const name of ['ours', 'plain']) {
  const context = await newContext(browser)
  await context.addInitScript(() => {
    const log = []
    const rc = Element.prototype.replaceChildren
    Element.prototype.replaceChildren = function (...a) {
      const t = performance.now()
      const r = rc.apply(this, a)
      log.push(['rc', t, performance.now() - t])
      return r
    }
    window.__log = log
    const desc = (n) => {
      const e = n.nodeType === 1 ? n : n.parentElement
      return e
        ? `${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}.${(e.className?.baseVal ?? e.className ?? '').toString().split(' ').slice(0, 2).join('.')}`
        : '?'
    }
    new MutationObserver((recs) => {
      log.push([
        'mut',
        performance.now(),
        recs.length,
        [...new Set(recs.slice(0, 40).map((r) => r.type[0] + ':' + desc(r.target)))]
          .slice(0, 4)
          .join(' '),
      ])
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
    const frame = () => {
      log.push(['raf', performance.now()])
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
    window.addEventListener(
      'click',
      (e) => log.push(['click', e.timeStamp, performance.now()]),
      true,
    )
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) log.push(['lt', e.startTime, e.duration])
    }).observe({ type: 'longtask' })
  })
  const page = await openCase(context, cals[name], view, SIZE)
  const next = cals[name].next(page)
  for (let i = 0; i < 3; i++) await measureClick(page, next)
  for (let i = 0; i < Number(clicks); i++) {
    await page.evaluate(() => {
      window.__log.length = 0
    })
    const r = await measureClick(page, next)
    const log = await page.evaluate(() => window.__log)
    const c = log.find((l) => l[0] === 'click')
    const t0 = c[1]
    const muts = log.filter((l) => l[0] === 'mut' && l[1] >= t0)
    const lastMut = muts.at(-1)?.[1] - t0
    const firstRaf = log.find((l) => l[0] === 'raf' && l[1] - t0 > lastMut)?.[1] - t0
    const rcs = log
      .filter((l) => l[0] === 'rc' && l[1] >= t0)
      .map((l) => `${(l[1] - t0).toFixed(1)}+${l[2].toFixed(2)}`)
    const lts = log
      .filter((l) => l[0] === 'lt' && l[1] + l[2] >= t0)
      .map((l) => `${(l[1] - t0).toFixed(0)}+${l[2].toFixed(0)}`)
    console.log(
      `${name} ${view} ${SIZE} #${i}: ${r.ms.toFixed(1)} ms; handler +${(c[2] - t0).toFixed(1)}; muts ${muts.length} first ${(muts[0]?.[1] - t0).toFixed(1)} last ${lastMut.toFixed(1)}; raf ${firstRaf?.toFixed(1)}; paint-raf ${(r.ms - firstRaf).toFixed(1)}; lt ${lts.join(',')} rc ${rcs.join(',')}`,
    )
    if (!process.env.VERBOSE) continue
    let lastRaf = -1
    for (const l of log) {
      const t = l[1] - t0
      if (t > r.ms + 40) break
      if (l[0] === 'raf') {
        if (t - lastRaf > 0) console.log(`  ${t.toFixed(1).padStart(7)} frame`)
        lastRaf = t
        continue
      }
      if (l[0] === 'mut') console.log(`  ${t.toFixed(1).padStart(7)} mut x${l[2]} ${l[3]}`)
      if (l[0] === 'lt') console.log(`  ${t.toFixed(1).padStart(7)} longtask ${l[2].toFixed(1)}`)
    }
  }
  await context.close()
}
await browser.close()
await close()
process.exit(0)
