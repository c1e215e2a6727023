// react-big-calendar with the date-fns localizer: month and week. ?load=all gives it every
// event of the year at once; ?load=range keeps the events of the visible range in state,
// loaded on mount and on every onRangeChange, the way its docs suggest for server data.
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { Calendar, dateFnsLocalizer } from 'react-big-calendar'
import {
  addDays,
  endOfMonth,
  endOfWeek,
  format,
  getDay,
  parse,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns'
import { enUS } from 'date-fns/locale'
import 'react-big-calendar/lib/css/react-big-calendar.css'
import { loadAll } from './load-all.js'
import { byRange, INITIAL_DATE, ready, view } from './page.js'
import { readRange } from './read-range.js'

const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek,
  getDay,
  locales: { 'en-US': enUS },
})

/**
 * onRangeChange's argument as [start, end): a week view gives its days, a month view its
 * first and last visible day (the last one's end of day). The browser runs in UTC.
 */
function toRange(range) {
  if (Array.isArray(range)) return [range[0], addDays(startOfDay(range.at(-1)), 1)]
  return [range.start, addDays(startOfDay(range.end), 1)]
}

/** The range shown first, as onRangeChange would give it (it is not called on mount). */
const initialRange = () =>
  view === 'week'
    ? [startOfWeek(INITIAL_DATE), addDays(startOfWeek(INITIAL_DATE), 7)]
    : [startOfWeek(startOfMonth(INITIAL_DATE)), addDays(endOfWeek(endOfMonth(INITIAL_DATE)), 1)]

const props = {
  localizer,
  defaultView: view,
  views: ['month', 'week'],
  defaultDate: INITIAL_DATE,
  style: { height: '100%' },
  eventPropGetter: (event) => ({ style: { backgroundColor: event.color } }),
}

let latest = 0

function RangeCalendar() {
  const [events, setEvents] = useState([])
  // A range's answer shows only if no later range was asked for meanwhile.
  const load = ([start, end]) => {
    const asked = ++latest
    return readRange(start, end).then((list) => asked === latest && setEvents(list))
  }
  useEffect(() => {
    load(initialRange()).then(ready)
  }, [])
  return <Calendar {...props} events={events} onRangeChange={(range) => load(toRange(range))} />
}

const root = createRoot(document.getElementById('root'))
if (byRange) {
  root.render(<RangeCalendar />)
} else {
  root.render(<Calendar {...props} events={await loadAll()} />)
  ready()
}
