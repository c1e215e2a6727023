import { isValid, parse } from 'date-fns'

/** The instant a datetime-local value ('yyyy-MM-ddTHH:mm', local wall time) stands for. */
export function parseLocal(value: string): Date | undefined {
  const date = parse(value, "yyyy-MM-dd'T'HH:mm", new Date())
  return isValid(date) ? date : undefined
}
