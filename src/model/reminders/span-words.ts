// A length of time in words, whole minutes: '10 minutes', '1 hour', '2 days', '1 week',
// '1 hour 30 minutes'. The labels of reminders that are no choice (from a file) and the
// notification's 'In ...' say it the same way.

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/**
 * Weeks only when the length is whole weeks ('2 weeks'; 8 days is '8 days'), otherwise days,
 * hours and minutes, each named when not 0; 0 is '0 minutes'.
 */
export function spanWords(minutes: number): string {
  const total = Math.max(0, Math.round(minutes))
  if (total === 0) return '0 minutes'
  if (total % 10080 === 0) return plural(total / 10080, 'week')
  const parts: string[] = []
  const days = Math.floor(total / 1440)
  const hours = Math.floor((total % 1440) / 60)
  const rest = total % 60
  if (days) parts.push(plural(days, 'day'))
  if (hours) parts.push(plural(hours, 'hour'))
  if (rest) parts.push(plural(rest, 'minute'))
  return parts.join(' ')
}
