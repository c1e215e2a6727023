// FullCalendar v7: dayGridMonth and timeGridWeek, the classic theme. ?load=all gives it every
// event of the year at once; ?load=range gives it an event source function, as its docs advise
// for large calendars: it calls the function with each newly visible range (lazyFetching, the
// default, reuses a range already fetched) and draws what the promise resolves to.
import { createRoot } from 'react-dom/client'
import FullCalendar from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/react/daygrid'
import timeGridPlugin from '@fullcalendar/react/timegrid'
import classicThemePlugin from '@fullcalendar/react/themes/classic'
import '@fullcalendar/react/skeleton.css'
import '@fullcalendar/react/themes/classic/theme.css'
import '@fullcalendar/react/themes/classic/palette.css'
import { loadAll } from './load-all.js'
import { byRange, INITIAL_DATE, ready, view } from './page.js'
import { readRange } from './read-range.js'

const toInput = (e) => ({
  id: e.id,
  title: e.title,
  start: e.start,
  end: e.end,
  allDay: e.allDay,
  // v7 takes one colour for the event's background and border.
  color: e.color,
})

let first = true
const events = byRange
  ? // timeZone is UTC, so info.start and info.end are the range's instants.
    async (info) => {
      const list = (await readRange(info.start, info.end)).map(toInput)
      if (first) ready()
      first = false
      return list
    }
  : (await loadAll()).map(toInput)

createRoot(document.getElementById('root')).render(
  <FullCalendar
    plugins={[dayGridPlugin, timeGridPlugin, classicThemePlugin]}
    initialView={view === 'week' ? 'timeGridWeek' : 'dayGridMonth'}
    initialDate={INITIAL_DATE}
    timeZone="UTC"
    height="100%"
    headerToolbar={{ start: 'prev,next today', center: 'title', end: '' }}
    dayMaxEventRows={3}
    events={events}
  />,
)
if (!byRange) ready()
