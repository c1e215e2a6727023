import { memo, useEffect, useReducer } from 'react'
import { flushSync } from 'react-dom'
import { shownZone, useDisplayZone } from '@/data/settings/display-zone'
import { subMilliseconds } from 'date-fns'
import { formatDate, formatShortDay } from '@/model/time/formats'
import { VIEWS } from '@/model/views'
import { useCalendar } from './calendar-context'

/** The shown range in words: the month's name, a day, or a range's first and last day. */
function rangeWords(view: keyof typeof VIEWS, date: Date): string {
  if (view === 'month' || view === 'year') return VIEWS[view].heading(date)
  const { start, end } = VIEWS[view].range(date)
  const last = subMilliseconds(end, 1)
  if (formatDate.key(start) === formatDate.key(last)) return formatDate.fullDay(start)
  return `${formatShortDay(start, last)} – ${formatDate.shortDay(last)}`
}

/**
 * What a printed page is titled (issue 30, "Print"): the shown range and the zone its times
 * are in. Only printed: on screen the header says the period.
 */
export function PrintTitle() {
  const { view, date } = useCalendar()
  return (
    <p data-print-title className="hidden text-base font-semibold print:block">
      {rangeWords(view, date)} <PrintZone zone={useDisplayZone()} />
    </p>
  )
}

/**
 * The zone the times are in. Its own memoised part: the device's zone is asked of Intl (a
 * DateTimeFormat made each time, 0.1-0.3 ms), which a 'next' need not do; it is asked again
 * just before printing, should the device have moved zones since.
 */
const PrintZone = memo(function PrintZone({ zone }: { zone: string | null }) {
  const [, reread] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    // flushSync: the print is laid out right after this event, before a scheduled render.
    const beforePrint = () => flushSync(reread)
    window.addEventListener('beforeprint', beforePrint)
    return () => window.removeEventListener('beforeprint', beforePrint)
  }, [])
  return <span className="font-normal">· Times in {shownZone(zone)}</span>
})
