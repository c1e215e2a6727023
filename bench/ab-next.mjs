// An A/B of 'next' in our app between two builds (issue 27: "the sidebar adds nothing to month
// 'next' beyond the spread"): the same backend data, the same browser, cases interleaved A, B,
// A, B... so load on the machine falls on both alike. Usage:
//   npx tsx bench/ab-next.mjs <distA> <distB> [view=month] [rounds=6]
// Each case: a fresh page, 2 warm-up clicks, 10 measured (browser-bench.mjs's runCase).
// AB_SIDEBAR=collapsed opens both with the sidebar folded away.
import { calendars, dataStart, launch, runCase } from './lib/browser-bench.mjs'
import { generateEvents } from './lib/events.mjs'
import { startBackend } from './lib/servers.mjs'
import { median, percentile } from './lib/stats.mjs'

const [distA, distB, view = 'month', rounds = '6'] = process.argv.slice(2)
if (!distA || !distB)
  throw new Error('usage: tsx bench/ab-next.mjs <distA> <distB> [view] [rounds]')
const SIZE = 50_000
const events = generateEvents({ perYear: SIZE, from: dataStart() })
const backends = [await startBackend(events, distA), await startBackend(events, distB)]
const { browser, context } = await launch()
// AB_SIDEBAR=collapsed: both builds open with the sidebar folded (a build without it ignores it).
if (process.env.AB_SIDEBAR === 'collapsed')
  await context.addInitScript(() => localStorage.setItem('calendar.sidebar', 'collapsed'))
const clicks = [[], []]
for (let r = 0; r < Number(rounds); r++) {
  for (const i of r % 2 ? [1, 0] : [0, 1]) {
    const ours = calendars({ appUrl: () => backends[i].url }).ours
    const result = await runCase(context, ours, view, SIZE, 10)
    clicks[i].push(...result.map((c) => c.ms))
  }
}
await browser.close()
for (const b of backends) await b.close()
for (const [i, name] of [distA, distB].entries()) {
  const list = clicks[i]
  console.log(
    `${name}: n ${list.length}, median ${median(list).toFixed(1)} ms, p75 ${percentile(list, 75).toFixed(1)} ms`,
  )
}
