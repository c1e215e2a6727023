// The server curve's section and target rows of docs/benchmarks.md (server-curve.mjs).
import { ms, n, table } from './report-format.mjs'

const LIMIT = { week: 10, month: 40 }

export function curveSection(curve) {
  const title = curve.privateMode
    ? `## Server, private mode: the same reads at ${curve.sizes.map((s) => n(s.events)).join(', ')} events`
    : `## Server: the same reads at ${curve.sizes.map((s) => n(s.events)).join(', ')} events`
  const out = [
    title,
    '',
    ...(curve.privateMode
      ? [
          'With supabase/private-mode.sql applied: nine in ten events are the signed-in ' +
            "person's, every tenth another person's, and each read is EXPLAINed as the person " +
            '(role authenticated, their claims), so the owner policy is in the plan. Index: the ' +
            'indexes the plan reads. Otherwise as the next section.',
          '',
        ]
      : []),
    `${curve.version}. ${n(curve.perYear)} events a year, the history growing: the data ends on ` +
      `${curve.to.toISOString().slice(0, 10)}, so 1,000,000 events are 20 years of it and ` +
      "10,000 its last 73 days; besides them the server section's " +
      `${n(curve.series)} repeating series. The week ` +
      `${curve.ranges.week.start.toISOString().slice(0, 10)} and the month grid ` +
      `${curve.ranges.month.start.toISOString().slice(0, 10)} .. ` +
      `${curve.ranges.month.end.toISOString().slice(0, 10)} are read at every size. Span read: ` +
      "the app's events_by_span read (its target: a week within 10 ms, a month within 40 ms); " +
      "series read: the app's second read of the range. EXPLAIN (ANALYZE, BUFFERS) as anon, " +
      'median of 5 after a warm-up; each size seeded afresh in date order, then VACUUM ANALYZE.',
    '',
    table(
      [
        'events',
        'read',
        'rows',
        'EXPLAIN ms',
        'index entries',
        'buffers',
        'table + indexes',
        ...(curve.privateMode ? ['index'] : []),
      ],
      curve.sizes.flatMap((size) =>
        ['span|week', 'span|month', 'series|week', 'series|month'].map((key) => {
          const plan = size.reads[key]
          return [
            n(size.events),
            key.replace('|', ' '),
            n(plan.planRows),
            ms(plan.executionMs),
            n(plan.indexEntries),
            n(plan.buffers),
            `${(size.tableBytes / 1e6).toFixed(0)} MB`,
            ...(curve.privateMode ? [plan.seqScan ? 'table scan' : plan.indexes.join(', ')] : []),
          ]
        }),
      ),
    ),
  ]
  return `${out.join('\n')}\n`
}

/**
 * Target rows: each span read within its limit at every size, and flat: at the largest size
 * it reads no more index entries and buffers than 1.2x what it reads at 100,000 (counts, not
 * times, so the machine's noise cannot decide it).
 */
export function curveTargets(curve, ok) {
  const rows = []
  const top = curve.sizes.at(-1)
  // Flat is judged above 100,000 only: a curve without the million (a quick run) has no row.
  const base = top.events > 100_000 && curve.sizes.find((s) => s.events === 100_000)
  const mode = curve.privateMode ? 'private mode ' : ''
  for (const view of ['week', 'month']) {
    const key = `span|${view}`
    const times = curve.sizes.map((s) => s.reads[key].executionMs)
    rows.push([
      `${mode}${view} read on PostgreSQL <= ${LIMIT[view]} ms at ` +
        `${curve.sizes.map((s) => n(s.events)).join(' / ')} events (EXPLAIN)`,
      `${times.map((t) => ms(t)).join(' / ')} ms`,
      ok(Math.max(...times) <= LIMIT[view]),
    ])
    if (!base) continue
    const [a, z] = [base.reads[key], top.reads[key]]
    rows.push([
      `${mode}${view} read flat: index entries and buffers at ${n(top.events)} <= 1.2x those at ` +
        n(base.events),
      `${n(z.indexEntries)} / ${n(a.indexEntries)} entries, ${n(z.buffers)} / ${n(a.buffers)} buffers`,
      ok(z.indexEntries <= 1.2 * a.indexEntries && z.buffers <= 1.2 * a.buffers),
    ])
  }
  return rows
}
