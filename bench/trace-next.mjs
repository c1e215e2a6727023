// Where a 'next' goes, ours against the plain DOM grid (issue 32: "find out why, with traces"):
// the same data, one browser; per calendar and view a fresh page, 3 warm-up clicks, then
// `clicks` measured under Chromium's trace (devtools.timeline) and a sampling CPU profile.
// Prints per click: the click's time (browser-bench.mjs's rule), the main thread's top-level
// tasks and the rendering steps inside them, and the JS functions with the most self time
// (build the app with `npx vite build --minify false` to read their names). Usage:
//   npx tsx bench/trace-next.mjs <dist> [perYear=500] [views=month,week] [clicks=10]
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { serveBesidePlain } from './lib/beside-plain.mjs'
import { launch, measureClick, newContext, openCase } from './lib/browser-bench.mjs'
import { median } from './lib/stats.mjs'

const [dist, perYear = '500', views = 'month,week', clickCount = '10'] = process.argv.slice(2)
if (!dist) throw new Error('usage: tsx bench/trace-next.mjs <dist> [perYear] [views] [clicks]')
const SIZE = Number(perYear)
const CLICKS = Number(clickCount)
const { cals, close } = await serveBesidePlain(dist, SIZE)
const { browser } = await launch()

/** Rendering steps counted inside the main thread's tasks (their own time, nested or not). */
const STEPS = [
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'HitTest',
  'ParseHTML',
  'GCEvent',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
  'ScheduleStyleRecalculation',
  'CanvasRenderingContext2D::FinalizeFrame',
]

function summariseTrace(trace) {
  const all = JSON.parse(trace.toString()).traceEvents
  const main = all.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  )
  const mine = all.filter(
    (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined,
  )
  const steps = {}
  let busy = 0
  for (const e of mine) {
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') busy += e.dur
    if (STEPS.includes(e.name)) steps[e.name] = (steps[e.name] ?? 0) + e.dur
  }
  return {
    busy: busy / 1000,
    steps: Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, v / 1000])),
  }
}

function summariseProfile(profile) {
  const self = new Map()
  const dt = new Map(profile.nodes.map((n) => [n.id, n]))
  const deltas = profile.timeDeltas
  profile.samples.forEach((id, i) => {
    const node = dt.get(id)
    const f = node.callFrame
    const key = `${f.functionName || '(anonymous)'} ${path.basename(f.url || '')}:${f.lineNumber}`
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000)
  })
  return [...self.entries()].sort((a, b) => b[1] - a[1])
}

const out = {}
for (const view of views.split(',')) {
  for (const name of ['ours', 'plain']) {
    // A context per case: a page opened after a traced one in the same context never became
    // ready (its first frame did not come).
    const context = await newContext(browser)
    const page = await openCase(context, cals[name], view, SIZE)
    const next = cals[name].next(page)
    for (let i = 0; i < 3; i++) await measureClick(page, next)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'blink',
        'cc',
        'v8',
        'disabled-by-default-devtools.timeline',
      ],
    })
    await cdp.send('Profiler.start')
    const ms = []
    for (let i = 0; i < CLICKS; i++) ms.push((await measureClick(page, next)).ms)
    const { profile } = await cdp.send('Profiler.stop')
    const trace = await browser.stopTracing()
    writeFileSync(`/tmp/trace-${name}-${view}-${SIZE}.json`, trace)
    const t = summariseTrace(trace)
    const fns = summariseProfile(profile)
    const per = (v) => (v / CLICKS).toFixed(2)
    console.log(
      `\n== ${name} ${view} ${SIZE}: click median ${median(ms).toFixed(1)} ms; main thread busy ${per(t.busy)} ms a click (incl. the ${'settle'} waits' polling)`,
    )
    for (const [k, v] of Object.entries(t.steps).sort((a, b) => b[1] - a[1]))
      console.log(`  ${k.padEnd(42)} ${per(v)} ms`)
    console.log('  JS self time, top 25 (ms a click):')
    for (const [k, v] of fns.slice(0, 25)) console.log(`    ${per(v).padStart(6)} ${k}`)
    out[`${name}|${view}`] = { ms, t }
    await context.close()
  }
}
await browser.close()
await close()
process.exit(0)
