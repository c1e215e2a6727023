// Calendar dates as plain numbers (no time, no zone), and their yyyy-MM-dd text: the repeat
// dialog's 'On' end date is held that way, and UNTIL's date is checked with validYmd.

/** A calendar date; m is 1-12. */
export type YMD = { y: number; m: number; d: number }

/** A number written with at least `width` digits: pad(7) is '07'. */
export const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** yyyy-MM-dd. */
export const ymdString = ({ y, m, d }: YMD) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`

/** The date of an instant on the local wall clock (the browser's zone). */
export const localYmd = (date: Date): YMD => ({
  y: date.getFullYear(),
  m: date.getMonth() + 1,
  d: date.getDate(),
})

/** The month (1-12) and day of the month of an instant on the local wall clock. */
export const localMonthDay = (date: Date) => ({ month: date.getMonth() + 1, day: date.getDate() })

/** A real calendar date written yyyy-MM-dd, or null. */
export function readDate(text: string): YMD | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return validYmd(y, m, d) ? { y, m, d } : null
}

/** Whether y-m-d is a real calendar date (so not February 30, month 13 or year 0099). */
export function validYmd(y: number, m: number, d: number): boolean {
  const check = new Date(Date.UTC(y, m - 1, d))
  return check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === d
}
