// Where a 'next' goes (issue 32: the targets at the loads people have "met or missed with a
// trace"): our app and the plain DOM grid, each on a fresh page, a few clicks under Chromium's
// trace, and each click's main-thread time from its pointerup to the painted last change (the
// bench's own measure) cut into what the browser did: script, style, layout, pre-paint, paint,
// compositing, garbage collection, and the rest (waiting for the frame, or other work).
import { measureClick, newContext, openCase } from './browser-bench.mjs'
import { median } from './stats.mjs'

const CATEGORIES = ['devtools.timeline', 'blink', 'cc', 'disabled-by-default-devtools.timeline']

/** Trace event names by what they are; an event's own time (less its children's) counts. */
const PHASE = {
  script: [
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'RunMicrotasks',
    'v8.callFunction',
    'v8.run',
    'EvaluateScript',
    'v8.compile',
    'V8.CompileCode',
    'FireIdleCallback',
  ],
  style: ['UpdateLayoutTree', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  prePaint: ['PrePaint'],
  paint: ['Paint', 'PaintImage', 'Decode Image'],
  composite: ['Layerize', 'Commit', 'UpdateLayer', 'CompositeLayers'],
  gc: ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR', 'BlinkGC.AtomicPhase'],
}
const PHASE_OF = new Map(
  Object.entries(PHASE).flatMap(([phase, names]) => names.map((name) => [name, phase])),
)
/** The phases reported: the named ones, other work on the thread, and the thread idle. */
export const PHASES = [...Object.keys(PHASE), 'other', 'idle']

/** The renderer's main thread's complete events, by start. */
function mainThread(trace) {
  const events = JSON.parse(trace.toString()).traceEvents
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  )
  return events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
}

/**
 * Each phase's time in [from, to] (µs in, ms out): an event's time inside the window less its
 * children's goes to its phase, or to its nearest parent's that has one, else to 'other'; the
 * window's time outside every event is 'idle'.
 */
function phasesIn(events, from, to) {
  const out = Object.fromEntries(PHASES.map((phase) => [phase, 0]))
  const clip = (e) => Math.max(0, Math.min(e.ts + e.dur, to) - Math.max(e.ts, from))
  const stack = []
  const own = new Map()
  let busy = 0
  for (const e of events) {
    if (e.ts >= to) break
    if (e.ts + e.dur <= from) continue
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop()
    const parent = stack.at(-1)
    const phase = PHASE_OF.get(e.name) ?? (parent ? own.get(parent).phase : 'other')
    own.set(e, { phase, time: clip(e) })
    if (parent) own.get(parent).time -= clip(e)
    else busy += clip(e)
    stack.push(e)
  }
  for (const { phase, time } of own.values()) out[phase] += time
  out.idle = to - from - busy
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v / 1000]))
}

/** `clicks` traced 'next' clicks of one calendar: the median click and each phase's median. */
export async function traceNext(browser, calendar, view, size, clicks = 6) {
  const context = await newContext(browser)
  const page = await openCase(context, calendar, view, size)
  const next = calendar.next(page)
  for (let i = 0; i < 2; i++) await measureClick(page, next)
  await browser.startTracing(page, { categories: CATEGORIES })
  const measured = []
  for (let i = 0; i < clicks; i++) measured.push((await measureClick(page, next)).ms)
  const events = mainThread(await browser.stopTracing())
  await context.close()
  // Each click from its pointerup's dispatch (the probe's start) for the ms it measured.
  const ups = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerup')
  const per = ups.slice(-clicks).map((up, i) => phasesIn(events, up.ts, up.ts + measured[i] * 1000))
  return {
    ms: median(measured),
    phases: Object.fromEntries(PHASES.map((phase) => [phase, median(per.map((p) => p[phase]))])),
  }
}
