// The soak section of docs/benchmarks.md (bench/lib/soak.mjs measures it), and its rows in the
// targets table.

const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '–')
const n = (v) => v.toLocaleString('en-US')
const mb = (v) => (Number.isFinite(v) ? `${v.toFixed(0)} MB` : '–')
const pct = (v) => `${v >= 0 ? '+' : ''}${(v * 100).toFixed(1)} %`

function table(head, rows) {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n')
}

/** Memory has levelled off when the second half of the run added less than 10 %. */
export const levelsOff = (r) => r.memory.secondHalfGrowth < 0.1

export function soakSection(soak) {
  const out = []
  const minutes = soak.seconds / 60
  const shown = minutes.toFixed(Number.isInteger(minutes) ? 0 : 1)
  out.push(`## Soak (${shown} minute${minutes === 1 ? '' : 's'} per engine)`)
  out.push('')
  if (soak.alone) {
    out.push(
      `Run on its own on ${soak.alone} UTC (\`SOAK_SECONDS=${soak.seconds} npx tsx bench/lib/soak.mjs\`); ` +
        'the rest of this file is from the last full run.',
    )
    out.push('')
  }
  out.push(
    `The server as \`npm start\` runs it (its own process; PGlite in a data directory, so in its ` +
      `worker thread), under ${soak.concurrency} concurrent clients for ${n(soak.seconds)} s per engine: ` +
      `${soak.mix}; reads are the app's week read, writes go through the API with the anon key. ` +
      'Errors are answers other than 200/201/204 and network errors; memory is the server ' +
      "process's resident set (on PostgreSQL, not the database's); rows are counted at the end " +
      'against the seeded rows and inserts answered 201, less deletes answered 204. As many ' +
      'deletes as inserts keep the table about its seeded size, so growing memory would be ' +
      "the server's, not the data's. `SOAK_SECONDS` shortens the run " +
      '(`SOAK_SECONDS=60 npx tsx bench/lib/soak.mjs` runs only this and rewrites only this section).',
  )
  out.push('')
  out.push(
    table(
      [
        'engine',
        'requests',
        'per second',
        'p50 ms',
        'p99 ms',
        'read p50 / p99',
        'write p50 / p99',
        'errors',
        'rows / acknowledged',
        'memory start → 10% → 50% → end (peak)',
        'second-half growth',
      ],
      soak.results.map((r) => {
        const writes = ['insert', 'update', 'delete'].map((k) => r.kinds[k])
        const wp50 = Math.max(...writes.map((k) => k.p50))
        const wp99 = Math.max(...writes.map((k) => k.p99))
        return [
          r.engine,
          n(r.requests),
          n(Math.round(r.throughput)),
          ms(r.p50),
          ms(r.p99),
          `${ms(r.kinds.read.p50)} / ${ms(r.kinds.read.p99)}`,
          `${ms(wp50)} / ${ms(wp99)}`,
          n(r.errors),
          `${n(r.rows)} / ${n(r.acknowledged)}`,
          `${mb(r.memory.startMb)} → ${mb(r.memory.tenthMb)} → ${mb(r.memory.midMb)} → ${mb(r.memory.endMb)} (${mb(r.memory.peakMb)})`,
          pct(r.memory.secondHalfGrowth),
        ]
      }),
    ),
  )
  const samples = soak.results.filter((r) => r.errorSamples.length > 0)
  for (const r of samples) {
    out.push('')
    out.push(
      `${r.engine} errors, first kinds: ${r.errorSamples.map((e) => `\`${e}\``).join('; ')}.`,
    )
  }
  out.push('')
  return out.join('\n')
}

/** Rows for the targets table. */
export function soakTargets(soak, ok) {
  return soak.results.flatMap((r) => [
    [`soak ${r.engine}: 0 errors`, n(r.errors), ok(r.errors === 0)],
    [
      `soak ${r.engine}: rows = acknowledged writes`,
      `${n(r.rows)} / ${n(r.acknowledged)}`,
      ok(r.rows === r.acknowledged),
    ],
    [
      `soak ${r.engine}: memory levels off (< 10 % in the second half)`,
      pct(r.memory.secondHalfGrowth),
      ok(levelsOff(r)),
    ],
  ])
}
