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
  const zone = shownZone(useDisplayZone())
  return (
    <p data-print-title className="hidden text-base font-semibold print:block">
      {rangeWords(view, date)} <span className="font-normal">· Times in {zone}</span>
    </p>
  )
}
