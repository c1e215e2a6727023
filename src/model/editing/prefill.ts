import { formatDate } from '../time/formats'

/**
 * The value of a datetime-local input for an instant: its LOCAL wall time as 'yyyy-MM-ddTHH:mm'.
 * (The original took the first 16 characters of the UTC string, shifting events by the offset.)
 */
export function prefill(date: Date): string {
  return formatDate.keyWithTime(date)
}
