import ICAL from 'ical.js'

/**
 * 'This and following events' from the occurrence at `at`: the series ends just before it and a
 * new one starts there (Google's model, RFC 5545). `before` is the old rule with UNTIL one
 * second before `at`, in UTC as RFC 5545 requires when DTSTART has a zone (COUNT, if any, gives
 * way to it); `after` is the rule for the new series: the same, with COUNT lowered by the
 * `taken` occurrences the old series keeps.
 */
export function splitRule(
  rule: string,
  at: Date,
  taken: number,
): { before: string; after: string } {
  const old = ICAL.Recur.fromString(rule)
  const next = ICAL.Recur.fromString(rule)
  old.count = null
  old.until = ICAL.Time.fromJSDate(new Date(at.getTime() - 1000), true)
  if (next.count) next.count = Math.max(1, next.count - taken)
  return { before: old.toString(), after: next.toString() }
}
