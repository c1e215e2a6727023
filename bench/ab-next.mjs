// An A/B of 'next' in our app between two builds (issue 27: "the sidebar adds nothing to month
// 'next' beyond the spread"): the same backend data, the same browser, cases interleaved A, B,
// A, B... so load on the machine falls on both alike. Usage:
//   npx tsx bench/ab-next.mjs <distA> <distB> [view=month] [rounds=6] [perYear=50000]
// Each case: a fresh page, 2 warm-up clicks, 10 measured (browser-bench.mjs's runCase).
// AB_SIDEBAR=collapsed opens both with the sidebar folded away. <distB> = plain: distA
// against the plain DOM grid on the same data (issue 32's targets, interleaved the same way).
import path from 'node:path'
import { calendars, dataStart, launch, newContext, runCase } from './lib/browser-bench.mjs'
import { generateEvents } from './lib/events.mjs'
import { startBackend } from './lib/servers.mjs'
import { buildSite } from './lib/site.mjs'
import { median, percentile } from './lib/stats.mjs'

const [distA, distB, view = 'month', rounds = '6', perYear = '50000'] = process.argv.slice(2)
if (!distA || !distB)
  throw new Error('usage: tsx bench/ab-next.mjs <distA> <distB> [view] [rounds]')
const SIZE = Number(perYear)
const events = generateEvents({ perYear: SIZE, from: dataStart() })
const PLAIN = distB === 'plain'
if (PLAIN) {
  // The peers' build writes into bench/dist/site (peers/vite.config.mjs): our app beside them.
  await buildSite({
    appDist: path.resolve(distA),
    siteDir: path.join(import.meta.dirname, 'dist/site'),
    peersConfig: path.join(import.meta.dirname, 'peers/vite.config.mjs'),
    events: { [SIZE]: events },
    from: dataStart(),
  })
}
const site = path.join(import.meta.dirname, 'dist/site')
const backends = PLAIN
  ? [await startBackend(events, site)].flatMap((b) => [b, b])
  : [await startBackend(events, distA), await startBackend(events, distB)]
const { browser, context } = await launch()
// AB_SIDEBAR=collapsed: both builds open with the sidebar folded (a build without it ignores it).
if (process.env.AB_SIDEBAR === 'collapsed')
  await context.addInitScript(() => localStorage.setItem('calendar.sidebar', 'collapsed'))
const clicks = [[], []]
for (let r = 0; r < Number(rounds); r++) {
  for (const i of r % 2 ? [1, 0] : [0, 1]) {
    const cals = calendars({ appUrl: () => backends[i].url })
    // Against the plain grid, a context per case: in one context a peer page opened after
    // ours never became ready (our service worker's scope is the origin's).
    const own = PLAIN ? await newContext(browser) : context
    if (PLAIN && process.env.AB_SIDEBAR === 'collapsed')
      await own.addInitScript(() => localStorage.setItem('calendar.sidebar', 'collapsed'))
    const result = await runCase(own, PLAIN && i === 1 ? cals.plain : cals.ours, view, SIZE, 10)
    if (own !== context) await own.close()
    clicks[i].push(...result.map((c) => c.ms))
  }
}
await browser.close()
for (const b of new Set(backends)) await b.close()
for (const [i, name] of [distA, distB].entries()) {
  const list = clicks[i]
  console.log(
    `${name}: n ${list.length}, median ${median(list).toFixed(1)} ms, p75 ${percentile(list, 75).toFixed(1)} ms`,
  )
}
