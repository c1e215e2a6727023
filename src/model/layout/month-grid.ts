import { monthRange } from '../time/range'
import { daysOfRange } from '../time/days-of-range'

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
  const days = daysOfRange(monthRange(date))
  const weeks: MonthWeek[] = []
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7))
  return weeks
}
