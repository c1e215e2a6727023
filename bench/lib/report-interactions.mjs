// Sections of docs/benchmarks.md on our app alone: opening an event, switching the view, a
// cold load, Lighthouse in light and dark mode, and the JavaScript of a first visit.
import { kb, ms, n, table } from './report-format.mjs'

/** The week's canvas memory at each pixel ratio (canvas-memory-bench.mjs). */
export function canvasMemoryLine(memory) {
  const each = memory
    .map((m) => `${(m.bytes / 2 ** 20).toFixed(1)} MiB at a pixel ratio of ${m.ratio}`)
    .join(', ')
  const [first] = memory
  return (
    `Canvas memory (issue 32; bench/lib/canvas-memory-bench.mjs): the week's ${first.canvases} ` +
    `day canvases at 5,000 events a year, 1440 x 900, hold ${each} (4 bytes a pixel), each ` +
    `covering ${Math.round(first.dayFraction * 100)} % of the day for a grid ${first.viewHeight} ` +
    `px high: the hours in view and a margin. After a switch to the month ` +
    `${memory.map((m) => m.afterMonth).join(' and ')} canvases are left in the page.`
  )
}

export function interactionsSection({ dialog, viewSwitch, canvasMemory }, size) {
  return [
    `## Interactions (our app, ${n(size)} events a year)`,
    '',
    "On the page's clock, from the click's pointerup. Opening an event: a click on an event " +
      'of the month grid (every seventh shown, so each is another), to after the paint of the ' +
      'first frame that holds the dialog; then Escape, and the page settled again. Month to ' +
      "week: a click on 'Week' to after the paint of its last change with fetches done (the " +
      "'next' rule); then 'Month' and 'Next', so every switch shows a week the page has not " +
      'shown yet; two pages, the first switch of each a warm-up.',
    '',
    table(
      ['interaction', 'samples', 'median', 'p75', 'max'],
      [
        ['open an event (click to dialog painted)', dialog, 'ms'],
        ['month to week (click to painted)', viewSwitch, 'ms'],
      ]
        .filter(([, s]) => s)
        .map(([label, s]) => [label, s.n, ms(s.median), ms(s.p75), ms(s.max)]),
    ),
    ...(canvasMemory ? ['', canvasMemoryLine(canvasMemory)] : []),
  ].join('\n')
}

export function coldLoadSection(cold, size, signIn, repeat) {
  return [
    `## Cold load (our app, ${n(size)} events a year)`,
    '',
    `${cold.runs} loads, each in a new browser context (empty HTTP cache, no storage) from the ` +
      'local backend on loopback: from navigation start to after the paint of the first frame ' +
      'that shows an event. First contentful paint beside it (Paint Timing).',
    '',
    table(
      ['first events painted, median', 'p75', 'max', 'first contentful paint, median'],
      [
        [
          `${ms(cold.median)} ms`,
          `${ms(cold.p75)} ms`,
          `${ms(cold.max)} ms`,
          `${ms(cold.fcpMedian)} ms`,
        ],
      ],
    ),
    ...(repeat
      ? [
          '',
          `Repeat open (bench/lib/repeat-open-bench.mjs; issue 29): ${repeat.runs} opens, each a ` +
            'new tab of one browser profile that has seen the calendar, so the service worker ' +
            "serves the app and the device's copy (IndexedDB) holds the month's events: " +
            `median ${ms(repeat.median)} ms, p75 ${ms(repeat.p75)} ms, max ` +
            `${ms(repeat.max)} ms; the copy's restore ${ms(repeat.restoreMedian)} ms (median). ` +
            `The copy: ${n(repeat.copyEvents)} events, ${(repeat.copyBytes / 1e6).toFixed(1)} MB ` +
            `as JSON; its write per navigation ('Next', ${repeat.navigations} of them) median ` +
            `${ms(repeat.writeMedian)} ms, p75 ${ms(repeat.writeP75)} ms.`,
        ]
      : []),
    ...(signIn
      ? [
          '',
          `Private mode (bench/lib/sign-in-bench.mjs): ${signIn.runs} sign-ins, each in a new ` +
            'browser context, from the click on Sign in to after the paint of the first frame ' +
            'that shows an event, the same events owned by the one account: median ' +
            `${ms(signIn.median)} ms, p75 ${ms(signIn.p75)} ms, max ${ms(signIn.max)} ms.`,
        ]
      : []),
  ].join('\n')
}

export function lighthouseSection(lighthouse, size) {
  const schemes = Object.values(lighthouse)
  const out = [
    `## Lighthouse (desktop preset, our app served by the local backend, ${n(size)} events a year)`,
    '',
    'In light and in dark mode: the app follows the system colour scheme when no theme is ' +
      'stored, and each run emulates it (prefers-color-scheme) in the page Lighthouse drives; ' +
      '"dark" below says whether the page drew with the dark theme.',
    '',
    table(
      [
        'mode',
        'dark',
        'performance',
        'accessibility',
        'best practices',
        'SEO',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
      ],
      schemes.map((lh) => [
        lh.scheme,
        lh.dark ? 'yes' : 'no',
        lh.scores.performance,
        lh.scores.accessibility,
        lh.scores['best-practices'],
        lh.scores.seo,
        lh.metrics['first-contentful-paint'],
        lh.metrics['largest-contentful-paint'],
        lh.metrics['total-blocking-time'],
        lh.metrics['cumulative-layout-shift'],
      ]),
    ),
    '',
  ]
  for (const lh of schemes) {
    out.push(
      `${lh.scheme}: the median of ${lh.runs} run${lh.runs === 1 ? '' : 's'} (Lighthouse's ` +
        'computeMedianRun); their ' +
        `performance scores: ${lh.performanceScores.join(', ')}.`,
    )
    if (lh.lcp) {
      out.push(
        `Its largest paint: "${lh.lcp.label}" (\`${lh.lcp.selector}\`); ` +
          `${lh.lcp.phases.join(', ')}.`,
      )
    }
    const failing = Object.entries(lh.failing).filter(([, list]) => list.length > 0)
    if (failing.length > 0) {
      out.push(
        `Audits under 1: ${failing.map(([c, list]) => `${c}: ${list.join(', ')}`).join('; ')}.`,
      )
    }
    out.push('')
  }
  return out.join('\n').trimEnd()
}

export function bundleSection(bundle) {
  return [
    '## JavaScript of a first visit',
    '',
    `${kb(bundle.gzip)} gzip in ${bundle.files} files: the entry script of dist/index.html and ` +
      'the chunks it modulepreloads, as e2e/bundle-budget.spec.ts counts them (it holds the ' +
      'budget on every `npm test`).',
  ].join('\n')
}
