import { addDays } from 'date-fns'
import { visibleRange } from './range'

/** A week of seven local midnights, Sunday first. */
export type MonthWeek = Date[]

/**
 * The weeks of the month view, each a row of local midnights:
 *
 *   Sun  Mon  Tue  Wed  Thu  Fri  Sat
 *   Oct25 Oct26 ...         Oct30 Oct31   <- outside days dimmed
 *   Nov1  Nov2  ...               Nov7
 *   ...
 *   Nov29 Nov30 Dec1 ...          Dec5
 */
export function monthGrid(date: Date): MonthWeek[] {
  const { start, end } = visibleRange('month', date)
  const weeks: MonthWeek[] = []
  for (let day = start; day < end; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)))
  }
  return weeks
}
