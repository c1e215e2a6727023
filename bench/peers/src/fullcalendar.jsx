// FullCalendar v7: dayGridMonth and timeGridWeek, the classic theme, all events given at once.
import { createRoot } from 'react-dom/client'
import FullCalendar from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/react/daygrid'
import timeGridPlugin from '@fullcalendar/react/timegrid'
import classicThemePlugin from '@fullcalendar/react/themes/classic'
import '@fullcalendar/react/skeleton.css'
import '@fullcalendar/react/themes/classic/theme.css'
import '@fullcalendar/react/themes/classic/palette.css'
import { INITIAL_DATE, loadEvents, ready, view } from './load-events.js'

const events = (await loadEvents()).map((e) => ({
  id: e.id,
  title: e.title,
  start: e.start,
  end: e.end,
  allDay: e.allDay,
  backgroundColor: e.color,
  borderColor: e.color,
}))

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
ready()
