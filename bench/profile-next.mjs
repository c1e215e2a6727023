/* global window */
// Where the script of a 'next' goes, by function (a sampled CPU profile, CDP's Profiler, at
// 50 µs; lighter than a trace, though it still slows the page). Only the samples from each
// click's pointer release to its paint (browser-bench.mjs's measureClick) count: a marker
// listener spins 0.4 ms on the release, and its first sample starts the window, as long as
// the clicks' median (a mark the sampler misses would put every later click's own length on
// the wrong window). Self and total times per click, for our app only. Names are readable in a build made with
// `vite build --minify false`. Usage:
//   npx tsx bench/profile-next.mjs <dist> [perYear=500] [view=week] [clicks=12]
import { serveBesidePlain } from './lib/beside-plain.mjs'
import { launch, measureClick, newContext, openCase } from './lib/browser-bench.mjs'
import { median } from './lib/stats.mjs'

const [dist, perYear = '500', view = 'week', clicks = '12'] = process.argv.slice(2)
if (!dist) throw new Error('usage: tsx bench/profile-next.mjs <dist> [perYear] [view] [clicks]')
const SIZE = Number(perYear)
const { cals, close } = await serveBesidePlain(dist, SIZE)
const { browser } = await launch()
const context = await newContext(browser)
const page = await openCase(context, cals.ours, view, SIZE)
await page.evaluate(() => {
  window.addEventListener(
    'pointerup',
    function markClick() {
      const t = performance.now()
      while (performance.now() - t < 0.4);
    },
    true,
  )
})
const next = cals.ours.next(page)
for (let i = 0; i < 3; i++) await measureClick(page, next)
const cdp = await context.newCDPSession(page)
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 50 })
await cdp.send('Profiler.start')
const lengths = []
for (let i = 0; i < Number(clicks); i++) lengths.push((await measureClick(page, next)).ms)
const { profile } = await cdp.send('Profiler.stop')
await browser.close()
await close()

const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
const parents = new Map()
for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id)
const name = (n) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`
const times = []
let time = profile.startTime
for (const delta of profile.timeDeltas) times.push((time += delta))
const isMark = (i) => nodes.get(profile.samples[i]).callFrame.functionName === 'markClick'
const starts = times.filter((_, i) => isMark(i) && !(i > 0 && isMark(i - 1)))
const length = median(lengths) * 1000
const inClick = (t) => starts.some((s) => t >= s && t <= s + length)
const self = new Map()
const total = new Map()
for (let i = 0; i < profile.samples.length; i++) {
  if (!inClick(times[i])) continue
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000 / starts.length
  const leaf = nodes.get(profile.samples[i])
  self.set(name(leaf), (self.get(name(leaf)) ?? 0) + ms)
  const seen = new Set()
  for (let id = leaf.id; id; id = parents.get(id)) {
    const key = name(nodes.get(id))
    if (seen.has(key)) continue
    seen.add(key)
    total.set(key, (total.get(key) ?? 0) + ms)
  }
}
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${ms.toFixed(2).padStart(7)} ${key}`)
    .join('\n')
console.log(`${starts.length} of ${lengths.length} clicks marked; ms per click`)
console.log(`self\n${top(self, 25)}`)
console.log(`total\n${top(total, 40)}`)
process.exit(0)
