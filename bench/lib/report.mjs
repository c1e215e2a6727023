// Sections of docs/benchmarks.md: the server's reads (and their target rows), a database set
// up before the new migration, dragging, live updates. write-report.mjs puts the file together.
import { kb, ms, n, table, x } from './report-format.mjs'

const SERIES_INDEX = 'events_series_start_time_idx'

/**
 * The server sections: the span read and the full table per engine, then the series read
 * (bench/lib/server-bench.mjs measures them; run alone, it rewrites only these).
 */
export function serverSections(server) {
  const out = []
  out.push(
    `## Server: a visible range out of ${n(server.events)} events` +
      (server.series ? ` and ${n(server.series)} series` : ''),
  )
  out.push('')
  if (server.alone) {
    out.push(
      `Run on its own on ${server.alone} UTC (\`npx tsx bench/lib/server-bench.mjs\`), with the ` +
        'series read below; the rest of this file is from the last full run.',
    )
    out.push('')
  }
  const [week, month] = [server.ranges.week, server.ranges.month]
  out.push(
    `Two years at 50,000 a year; week ${week.start.toISOString().slice(0, 10)} .. ` +
      `${week.end.toISOString().slice(0, 10)}, month grid ${month.start.toISOString().slice(0, 10)} .. ` +
      `${month.end.toISOString().slice(0, 10)}. HTTP: the app's read through supabase-js to the ` +
      'in-process backend, every page of 1,000 (median and p75 of 9). EXPLAIN: (ANALYZE, BUFFERS) ' +
      'of the same read as one statement, run as anon (median of 5); index entries = rows out ' +
      'of index scans plus rows their filters dropped. Fallback: the table read a database ' +
      'without the new migration gets.',
  )
  for (const e of server.results) {
    out.push('')
    out.push(`### ${e.version ?? e.engine}`)
    out.push('')
    out.push(
      table(
        [
          'read',
          'rows',
          'HTTP median',
          'HTTP p75',
          'bytes',
          'requests',
          'EXPLAIN ms',
          'index entries',
          'buffers',
          'fallback EXPLAIN ms',
          'fallback index entries',
          'fallback buffers',
        ],
        ['week', 'month'].map((view) => {
          const v = e.ranges[view]
          return [
            view,
            n(v.rows),
            ms(v.httpMedianMs),
            ms(v.httpP75Ms),
            kb(v.bytes),
            v.requests,
            ms(v.executionMs),
            n(v.indexEntries),
            n(v.buffers),
            ms(v.fallback.executionMs),
            n(v.fallback.indexEntries),
            n(v.fallback.buffers),
          ]
        }),
      ),
    )
    out.push('')
    out.push(
      `Full table as the original load of product.md §7 reads it (select=*, ordered, every page): ` +
        `${n(e.fullTable.rows)} rows, ${ms(e.fullTable.ms)} ms, ${kb(e.fullTable.bytes)}; ` +
        `the month read is ${x(e.ranges.month.httpMedianMs / e.fullTable.ms)} of its time and ` +
        `${x(e.ranges.month.bytes / e.fullTable.bytes)} of its bytes.`,
    )
  }
  if (!server.series) return `${out.join('\n')}\n`
  out.push('')
  out.push('## Series read')
  out.push('')
  out.push(
    `The app's second read of each range (\`seriesQuery\`, src/data/events/range-query.ts): the ` +
      `repeating series that may have occurrences in it, one row per series however many ` +
      `occurrences it has. ${n(server.series)} series (${n(server.openEnded)} never end) ` +
      'start all over the two years (bench/lib/events.mjs: weekly, several weekdays, every ' +
      'weekday, daily, monthly by day and by nth weekday, yearly). Rows: series that start ' +
      'before the range ends and whose last occurrence ends after it starts (checked against ' +
      'the generated rows); occurrences: what expanding those rows gives in the range ' +
      '(expandSeries, as the app does in the browser). Same HTTP and EXPLAIN method as above; ' +
      `index: the indexes the plan reads (the partial index ${SERIES_INDEX} holds only series).`,
  )
  for (const e of server.results) {
    out.push('')
    out.push(`### ${e.version ?? e.engine}`)
    out.push('')
    out.push(
      table(
        [
          'read',
          'rows',
          'series with occurrences',
          'occurrences',
          'HTTP median',
          'HTTP p75',
          'bytes',
          'requests',
          'EXPLAIN ms',
          'index',
          'index entries',
          'buffers',
        ],
        ['week', 'month'].map((view) => {
          const v = e.series[view]
          return [
            view,
            v.rows === v.expected ? n(v.rows) : `**${n(v.rows)} (expected ${n(v.expected)})**`,
            n(v.withOccurrences),
            n(v.occurrences),
            ms(v.httpMedianMs),
            ms(v.httpP75Ms),
            kb(v.bytes),
            v.requests,
            ms(v.executionMs),
            (v.indexes.join(', ') || 'none') + (v.seqScan ? ' + Seq Scan' : ''),
            n(v.indexEntries),
            n(v.buffers),
          ]
        }),
      ),
    )
  }
  return `${out.join('\n')}\n`
}

/** The server's rows of the targets table (names stable: a server-only run replaces them). */
export function serverTargets(server, ok) {
  const rows = []
  const pg = server.results.find((e) => e.engine === 'PostgreSQL')
  if (pg) {
    for (const [view, limit] of [
      ['week', 10],
      ['month', 40],
    ]) {
      const v = pg.ranges[view]
      rows.push([
        `${view} out of 100k on PostgreSQL <= ${limit} ms (EXPLAIN)`,
        `${ms(v.executionMs)} ms`,
        ok(v.executionMs <= limit),
      ])
      rows.push([
        `${view} index entries within 2x rows`,
        `${n(v.indexEntries)} / ${n(v.rows)}`,
        ok(v.indexEntries <= 2 * v.rows),
      ])
    }
  }
  if (server.series) {
    const reads = server.results.flatMap((e) => ['week', 'month'].map((view) => e.series[view]))
    rows.push([
      'series read: one row per series that may occur, on both engines',
      reads.map((v) => `${n(v.rows)} / ${n(v.expected)}`).join(', '),
      ok(reads.every((v) => v.rows === v.expected)),
    ])
    rows.push([
      `series read by ${SERIES_INDEX}, no Seq Scan`,
      reads.every((v) => v.indexes.includes(SERIES_INDEX) && !v.seqScan)
        ? 'both engines'
        : [...new Set(reads.map((v) => v.indexes.join('+') || 'Seq Scan'))].join(', '),
      ok(reads.every((v) => v.indexes.includes(SERIES_INDEX) && !v.seqScan)),
    ])
  }
  return rows
}

/** The section on a database with only the first setup SQL (legacy-check.mjs). */
export function legacySection(legacy) {
  return [
    '## A database set up before the new migration',
    '',
    `Our app against a database with only the first setup SQL shows ${legacy.same ? 'the same' : '**different**'} ` +
      `${n(legacy.events)} events (month, next month, week) as against the current one; it read ` +
      `\`${legacy.relations.legacy.join(', ')}\` there and \`${legacy.relations.current.join(', ')}\` here. ` +
      'Both are seeded with the one-off timed events of 5,000 a year (an old database can hold ' +
      'neither all-day events nor repeating series).',
  ].join('\n')
}

/** Dragging an event across the 50,000-events-a-year week (bench/lib/drag-bench.mjs). */
export function dragSection(drag) {
  return [
    '## Dragging an event (week view, 50,000 events a year)',
    '',
    `${drag.drags} drags of a one-off event three days right and an hour down, ` +
      '60 pointer moves each, one per frame. Frame interval: between animation frames while ' +
      'dragging (one vsync is 16.7 ms; a dropped frame shows as 33.4). Drop to painted: from ' +
      "the pointerup's timestamp to after the paint of the frame that shows the event moved " +
      '(at once, before the server answers).',
    '',
    table(
      ['frames', 'interval p50', 'interval p95', 'interval max', 'drop p50', 'drop p95'],
      [
        [
          n(drag.frames),
          ms(drag.frameP50),
          ms(drag.frameP95),
          ms(drag.frameMax),
          ms(drag.dropP50),
          ms(drag.dropP95),
        ],
      ],
    ),
  ].join('\n')
}

/** Live updates in a second page (bench/lib/live-bench.mjs). */
export function liveSection(live) {
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return [
    '## Live updates (5,000 events a year, day view)',
    '',
    `${live.changes} events written through the REST API by another client, each from just ` +
      'before the write to after the paint of the frame showing it in the page (wall clock). ' +
      `Then ${n(live.idleChanges)} updates in ${live.idleSeconds.toFixed(0)} s to an event ` +
      "outside the shown range: the idle page's main-thread time (CDP TaskDuration) as a share " +
      'of that time, and its JS heap after a forced GC before and after.',
    '',
    table(
      ['change to painted p50', 'p95', 'idle main thread', 'heap before', 'heap after'],
      [
        [
          `${ms(live.p50)} ms`,
          `${ms(live.p95)} ms`,
          `${(live.idleCpuShare * 100).toFixed(1)} %`,
          mb(live.heapBefore),
          mb(live.heapAfter),
        ],
      ],
    ),
  ].join('\n')
}
