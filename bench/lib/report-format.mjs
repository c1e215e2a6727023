// How docs/benchmarks.md writes figures: milliseconds, ratios, counts, kilobytes, met/missed,
// and markdown tables.
export const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)}` : '–')
export const x = (v) => (Number.isFinite(v) ? `${v.toFixed(2)}x` : '–')
export const n = (v) => v.toLocaleString('en-US')
export const kb = (v) => `${(v / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} kB`
export const ok = (pass) => (pass ? 'met' : '**missed**')

export function table(head, rows) {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n')
}
