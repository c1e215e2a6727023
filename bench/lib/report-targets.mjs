// The targets table of docs/benchmarks.md: every target of docs/decisions.md, "Performance
// targets", with its measured value and met or missed. A part the run left out (BENCH_ONLY)
// has no rows.
import { LABEL } from './calendar-names.mjs'
import { curveTargets } from './report-curve.mjs'
import { serverTargets } from './report.mjs'
import { kb, ms, n, ok, x } from './report-format.mjs'
import { soakTargets } from './soak-report.mjs'

/** ours / peer at the largest size, p75: [peer, at most]. */
const RATIOS = [
  ['fullcalendar-range', 0.5],
  ['rbc-range', 0.1],
  ['plain', { month: 1.5, week: 1 }],
]

/** ours / plain DOM grid, p75, at the sizes below the largest (500 and 5,000 a year). */
const PEOPLES_LOADS = { month: 1.2, week: 1.5 }

/** A traced click's largest phases (next-trace.mjs), for a target row: where its time goes. */
function tracedShares(traced) {
  if (!traced) return ''
  const top = Object.entries(traced.phases)
    .filter(([phase]) => phase !== 'idle')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
  const parts = top.map(([phase, time]) => `${phase} ${ms(time)}`).join(', ')
  return `; traced, ${ms(traced.ms)} ms a click: ${parts}, idle ${ms(traced.phases.idle)}`
}

function nextTargets(r) {
  const rows = []
  const get = (name, view, size) => r.browser[`${name}|${view}|${size}`]
  const big = r.sizes.at(-1)
  for (const view of r.views) {
    const o = get('ours', view, big)
    for (const [peer, limits] of RATIOS) {
      const limit = typeof limits === 'number' ? limits : limits[view]
      const q = get(peer, view, big)
      if (!q) continue
      rows.push([
        `${view} p75 at ${n(big)} <= ${limit}x ${LABEL[peer]}`,
        `${x(o.p75 / q.p75)} (${ms(o.p75)} / ${ms(q.p75)} ms)`,
        ok(o.p75 / q.p75 <= limit),
      ])
    }
    // At the loads people have (issue 32), in place of the growth 500 -> 50,000 <= 1.3x: a
    // week at 50,000 events a year holds about 960 events, not a person's week.
    for (const size of r.sizes.filter((s) => s !== big)) {
      const [mine, floor] = [get('ours', view, size), get('plain', view, size)]
      if (!mine || !floor) continue
      const limit = PEOPLES_LOADS[view]
      rows.push([
        `${view} p75 at ${n(size)} <= ${limit}x ${LABEL.plain} (the same run)`,
        `${x(mine.p75 / floor.p75)} (${ms(mine.p75)} / ${ms(floor.p75)} ms)` +
          tracedShares(r.nextTraces?.[`ours|${view}|${size}`]),
        ok(mine.p75 / floor.p75 <= limit),
      ])
    }
    rows.push([`${view} p75 at ${n(big)} <= 50 ms`, `${ms(o.p75)} ms`, ok(o.p75 <= 50)])
  }
  const monthMax = Math.max(...r.sizes.map((size) => get('ours', 'month', size).elementsMax))
  rows.push(['month view <= 1,500 DOM elements', n(monthMax), ok(monthMax <= 1500)])
  return rows
}

function lighthouseTargets(lighthouse) {
  return Object.values(lighthouse).flatMap((lh) => [
    [
      `Lighthouse performance >= 95, ${lh.scheme} mode`,
      lh.scores.performance,
      ok(lh.scores.performance >= 95 && lh.dark === (lh.scheme === 'dark')),
    ],
    [
      `Lighthouse accessibility 100, ${lh.scheme} mode`,
      lh.scores.accessibility,
      ok(lh.scores.accessibility === 100 && lh.dark === (lh.scheme === 'dark')),
    ],
    [
      `Lighthouse best practices >= 95, ${lh.scheme} mode`,
      lh.scores['best-practices'],
      ok(lh.scores['best-practices'] >= 95),
    ],
  ])
}

/** Frame intervals in vsyncs at 60 Hz. */
const vsyncs = (interval) => Math.round(interval / (1000 / 60))

export function targetRows(r) {
  const rows = []
  if (r.browser) rows.push(...nextTargets(r))
  if (r.heap) {
    const ours = Object.entries(r.heap).filter(([key]) => key.startsWith('ours|'))
    const worst = Math.max(...ours.map(([, h]) => h.growth))
    rows.push([
      'heap growth < 10% over 50 navigations',
      `${(worst * 100).toFixed(1)} %`,
      ok(worst < 0.1),
    ])
  }
  const { dialog, viewSwitch, coldLoad, repeatOpen, signIn } = r.interactions ?? {}
  if (dialog)
    rows.push([
      'open an event: click to dialog painted, p75 <= 50 ms',
      `${ms(dialog.p75)} ms`,
      ok(dialog.p75 <= 50),
    ])
  const { canvasMemory } = r.interactions ?? {}
  if (canvasMemory) {
    // The hours in view and an hour each way, in whole hours, and the hour a whole-hour top
    // can cost (src/model/layout/canvas-band.ts); a 60px hour, a 1,440px day.
    const band = (view) => (Math.ceil((view + 120) / 60) + 1) * 60
    const fits = canvasMemory.every(
      (m) => Math.round(m.dayFraction * 1440) <= band(m.viewHeight) && m.afterMonth === 0,
    )
    const at = (ratio) => canvasMemory.find((m) => m.ratio === ratio)
    rows.push([
      'week canvases: only the hours in view and a margin; none left in the page after leaving',
      `${(at(2).bytes / 2 ** 20).toFixed(1)} MiB at 2x, ${(at(1).bytes / 2 ** 20).toFixed(1)} at 1x (${Math.round(at(2).dayFraction * 100)} % of the day each)`,
      ok(fits),
    ])
  }
  if (viewSwitch)
    rows.push([
      'month to week: click to painted, p75 <= 60 ms',
      `${ms(viewSwitch.p75)} ms`,
      ok(viewSwitch.p75 <= 60),
    ])
  if (coldLoad)
    rows.push([
      'cold load to the first events painted, p75 <= 1.0 s',
      `${ms(coldLoad.p75)} ms (median ${ms(coldLoad.median)})`,
      ok(coldLoad.p75 <= 1000),
    ])
  if (repeatOpen)
    rows.push([
      'repeat open (service worker and device copy warm) to the first events painted, p75 <= 300 ms',
      `${ms(repeatOpen.p75)} ms (median ${ms(repeatOpen.median)})`,
      ok(repeatOpen.p75 <= 300),
    ])
  if (repeatOpen)
    rows.push([
      "installable: Chromium's installability errors (Page.getInstallabilityErrors) none",
      repeatOpen.installErrors.length === 0 ? 'none' : repeatOpen.installErrors.join(', '),
      ok(repeatOpen.installErrors.length === 0),
    ])
  if (signIn)
    rows.push([
      'private mode: sign-in to the first events painted, p75 <= 1.0 s',
      `${ms(signIn.p75)} ms (median ${ms(signIn.median)})`,
      ok(signIn.p75 <= 1000),
    ])
  if (r.year)
    rows.push([
      `year view at ${n(r.year.perYear)} events a year: click to painted, p75 <= 100 ms`,
      `${ms(r.year.p75)} ms (median ${ms(r.year.median)}; ${r.year.requests.length} ${r.year.requests.length === 1 ? 'request' : 'requests'})`,
      ok(r.year.p75 <= 100),
    ])
  if (r.calendarToggle) {
    const { perYear, hide, show, both, settled, chipsHidden, chipsShown } = r.calendarToggle
    rows.push([
      `hide or show a calendar at ${n(perYear)} events a year: click to the events repainted, p75 <= 33 ms`,
      `${ms(both.p75)} ms (hide p75 ${ms(hide.p75)}, show p75 ${ms(show.p75)}; with the write done and the list read again p75 ${ms(settled.p75)}; month view ${chipsShown} -> ${chipsHidden} chips)`,
      ok(both.p75 <= 33),
    ])
  }
  if (r.reminders) {
    const { perYear, idleMinutes, system, inApp } = r.reminders
    rows.push([
      `reminders at ${n(perYear)} events a year, idle page: the reminders' main thread per minute <= 1 ms`,
      `${ms(system.idlePerMinute)} ms (CPU profile over ${idleMinutes} minutes of the page's clock, notifications allowed, ${system.alarms} alarms dealt with; as in-app alerts, ${inApp.alerts} of them drawn and counting down: ${ms(inApp.idlePerMinute)} ms)`,
      ok(system.idlePerMinute <= 1),
    ])
    rows.push([
      `reminders at ${n(perYear)} events a year: what a live data change costs them <= 16 ms`,
      `${ms(system.change)} ms (median of ${r.reminders.changes}: the window's alarms computed again)`,
      ok(system.change <= 16),
    ])
  }
  if (r.quickAdd) {
    const { p95, max, first, keystrokes, chunkGzip } = r.quickAdd
    const chunk =
      chunkGzip === null ? '' : `; parser chunk ${(chunkGzip / 1000).toFixed(1)} kB gzip`
    rows.push([
      'quick add: parse per keystroke, p95 <= 2 ms',
      `${p95.toFixed(3)} ms (max ${max.toFixed(1)} ms, first parse ${first.toFixed(1)} ms, ${keystrokes} keys${chunk})`,
      ok(p95 <= 2),
    ])
  }
  if (r.lighthouse) rows.push(...lighthouseTargets(r.lighthouse))
  if (r.curve) rows.push(...curveTargets(r.curve, ok))
  if (r.privateCurve) rows.push(...curveTargets(r.privateCurve, ok))
  if (r.server) rows.push(...serverTargets(r.server, ok))
  if (r.bundle)
    rows.push([
      'JavaScript of a first visit <= 170 kB gzip',
      kb(r.bundle.gzip),
      ok(r.bundle.gzip <= 170_000),
    ])
  if (r.drag)
    rows.push([
      'drag across a busy week: frame interval p95 <= 16.7 ms (one vsync)',
      `${ms(r.drag.frameP95)} ms (${vsyncs(r.drag.frameP95)} vsync)`,
      // Frames start on a vsync, so an interval is a whole number of them; the page clock
      // reads one as 16.6 to 16.8 ms (a run of 2026-11-25 had its p95 at 16.8, no frame
      // dropped), a dropped frame as 33.3.
      ok(vsyncs(r.drag.frameP95) <= 1),
    ])
  if (r.live) {
    rows.push([
      'live: a change from elsewhere painted within a second (p95)',
      `${ms(r.live.p95)} ms`,
      ok(r.live.p95 <= 1000),
    ])
    rows.push([
      'live: 1,000 changes a minute cost an idle page < 5% of its main thread',
      `${(r.live.idleCpuShare * 100).toFixed(1)} %`,
      ok(r.live.idleCpuShare < 0.05),
    ])
  }
  if (r.soak) rows.push(...soakTargets(r.soak, ok))
  return rows
}
