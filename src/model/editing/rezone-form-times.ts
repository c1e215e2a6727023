// The event dialog's typed times carried from one display zone to another (rezone.ts). A file
// of its own: parsing the typed text needs date-fns' parse, which only the dialog's chunk
// should load; the provider's part of rezone.ts is in the first visit's code.
import { parseLocal } from '../time/parse-local'
import type { FormTimes } from './form-times'
import { prefill } from './prefill'
import { rezone } from './rezone'

/** The dialog's fields as typed: complete timed values are mapped, anything else is kept. */
export function rezoneFormTimes(
  times: FormTimes,
  from: string | null,
  to: string | null,
): FormTimes {
  if (times.allDay) return times
  const map = (value: string) => {
    const local = parseLocal(value)
    return local ? prefill(rezone(local, from, to)) : value
  }
  return { ...times, start: map(times.start), end: map(times.end) }
}
