// Order statistics of a sample: nearest-rank percentiles, as benchmark tables usually quote.

export function percentile(values, p) {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

export const median = (values) => percentile(values, 50)
