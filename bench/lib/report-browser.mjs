// The 'next' sections of docs/benchmarks.md: a table per view and size with every calendar,
// the ratios of ours to each, growth from the smallest size to the largest, and the heap.
import { LABEL, NAMES } from './calendar-names.mjs'
import { kb, ms, n, table, x } from './report-format.mjs'
import { PHASES } from './next-trace.mjs'

export function nextSections({ browser: b, sizes, views, rounds, measured }) {
  const get = (name, view, size) => b[`${name}|${view}|${size}`]
  const names = NAMES.filter((name) => sizes.some((size) => get(name, views[0], size)))
  const out = []
  out.push("## 'next' in month and week view")
  out.push('')
  out.push(
    'Click to after-paint of the last DOM change it caused (ms, on the page clock, from the ' +
      "click's pointerup), waiting for fetches in flight to end, so a range read after the " +
      `click counts; ${measured} measured clicks per case after 2 warm-ups per round, ` +
      `${rounds} interleaved rounds. Event Timing: the longest event of the click's ` +
      'interaction (reported from 16 ms; "16" means at most that). DOM: elements in the page ' +
      'after the click, median (max). Events a year; each size in its own backend, which ' +
      'serves our app and the peer pages.',
  )
  out.push('')
  out.push(
    '- **Range loading**: the peer as its docs advise for server data: FullCalendar v7 with an ' +
      'event source function (it calls it with each newly visible range), react-big-calendar ' +
      'with the range in state loaded on mount and on `onRangeChange`, Schedule-X 4 with its ' +
      '`fetchEvents` callback. Each reads the range through supabase-js from the same backend ' +
      "with our app's own `listEvents` (src/data/events/events-api.ts: the same two requests, the " +
      'series expanded in the browser), then maps the events to its own shape. None of them ' +
      'fetches ahead; our app prefetches the neighbouring ranges after each paint.',
  )
  out.push(
    '- **All events at load**: every event of the year given to the peer at load, the series ' +
      'already expanded (bench/lib/events.mjs `peerRows`); no fetch after that.',
  )
  out.push(
    '- **Plain DOM grid**: the floor: all events bucketed by day once, a navigation rebuilds ' +
      'the grid from the buckets of the visible days, no framework.',
  )
  out.push(
    '- Schedule-X 4.9.1 declares temporal-polyfill 0.3.2 as a peer while FullCalendar 7 needs ' +
      '^1.0: bench/package.json overrides Schedule-X to the one copy (1.0.x), and its pages ' +
      'install it as the global Temporal only where the browser has none.',
  )
  for (const view of views) {
    for (const size of sizes) {
      out.push('')
      out.push(`### ${view}, ${n(size)} events a year`)
      out.push('')
      out.push(
        table(
          ['calendar', 'median', 'p75', 'Event Timing median', 'Event Timing p75', 'DOM elements'],
          names.map((name) => {
            const s = get(name, view, size)
            return [
              LABEL[name],
              ms(s.median),
              ms(s.p75),
              ms(s.eventMedian),
              ms(s.eventP75),
              `${n(s.elements)} (${n(s.elementsMax)})`,
            ]
          }),
        ),
      )
    }
  }
  const peers = names.filter((name) => name !== 'ours')
  out.push('')
  out.push('## Ratios: ours / peer (p75, and median in brackets)')
  out.push('')
  out.push(
    table(
      ['view', 'events a year', ...peers.map((p) => `ours / ${LABEL[p]}`)],
      views.flatMap((view) =>
        sizes.map((size) => [
          view,
          n(size),
          ...peers.map((p) => {
            const o = get('ours', view, size)
            const q = get(p, view, size)
            return `${x(o.p75 / q.p75)} (${x(o.median / q.median)})`
          }),
        ]),
      ),
    ),
  )
  const [small, big] = [sizes[0], sizes.at(-1)]
  out.push('')
  out.push(`## Growth from ${n(small)} to ${n(big)} events a year (p75 / p75, median / median)`)
  out.push('')
  out.push(
    table(
      ['view', ...names.map((name) => LABEL[name])],
      views.map((view) => [
        view,
        ...names.map((name) => {
          const [a, z] = [get(name, view, small), get(name, view, big)]
          return `${x(z.p75 / a.p75)} (${x(z.median / a.median)})`
        }),
      ]),
    ),
  )
  return out.join('\n')
}

export function heapSection(heap) {
  return [
    '## JS heap over 50 navigations (month view)',
    '',
    'Used JS heap after a forced garbage collection (CDP HeapProfiler.collectGarbage, ' +
      'Performance.getMetrics), on the same month before and after 50 navigations (10 next, ' +
      '10 previous, 10 next, 10 previous, 5 next, 5 previous; after the same 50 to warm up, so ' +
      'the same five ranges are cached and the code they run is compiled, whose optimised ' +
      'code is in the JS heap too): the generated year gets busier as it ' +
      'goes, as open-ended series add up, so ending months later would count more events as ' +
      'growth. react-big-calendar at 50,000 is left out: seconds a click. Ours is measured ' +
      'several times, each on a fresh page, and the run of median growth shown (all runs in ' +
      'the last column): without the warm-up pass, one run at 5,000 a year spread from 8 to ' +
      '13 % for the same build.',
    '',
    table(
      ['calendar', 'events a year', 'before', 'after', 'growth', 'runs'],
      Object.entries(heap).map(([key, h]) => {
        const [name, size] = key.split('|')
        return [
          LABEL[name],
          n(Number(size)),
          kb(h.before),
          kb(h.after),
          `${(h.growth * 100).toFixed(1)} %`,
          (h.runs ?? [h.growth]).map((g) => `${(g * 100).toFixed(1)} %`).join(', '),
        ]
      }),
    ),
  ].join('\n')
}

/**
 * Where a 'next' goes at the loads people have (next-trace.mjs): ours and the plain DOM grid,
 * each click's time cut by Chromium's trace into what the main thread did.
 */
export function traceSection(traces) {
  const head = ['view', 'events a year', 'calendar', 'click (traced)', ...PHASES]
  const rows = Object.entries(traces).map(([key, t]) => {
    const [name, view, size] = key.split('|')
    return [view, n(Number(size)), LABEL[name], ms(t.ms), ...PHASES.map((p) => ms(t.phases[p]))]
  })
  return [
    "## Where a 'next' goes at the loads people have (traced)",
    '',
    "The targets' cases, ours and the plain DOM grid, each on a fresh page: 2 warm-up clicks, " +
      "then clicks under Chromium's trace (devtools.timeline, blink, cc), medians. Each click is " +
      "its own measure (pointerup to the painted last change) cut into the main thread's work: " +
      'script (event handlers, React, timers, frame callbacks), style, layout, pre-paint, paint, ' +
      'compositing (layerize, commit), garbage collection, other work, and idle (waiting for a ' +
      'frame, or a fetch). Tracing slows every click; the shares say where the time goes. ' +
      'bench/trace-next.mjs gives the functions inside the script.',
    '',
    table(head, rows),
  ].join('\n')
}
