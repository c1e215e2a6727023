// react-big-calendar with the date-fns localizer: month and week, all events given at once.
import { createRoot } from 'react-dom/client'
import { Calendar, dateFnsLocalizer } from 'react-big-calendar'
import { format, getDay, parse, startOfWeek } from 'date-fns'
import { enUS } from 'date-fns/locale'
import 'react-big-calendar/lib/css/react-big-calendar.css'
import { INITIAL_DATE, loadEvents, ready, view } from './load-events.js'

const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek,
  getDay,
  locales: { 'en-US': enUS },
})
const events = await loadEvents()

createRoot(document.getElementById('root')).render(
  <Calendar
    localizer={localizer}
    events={events}
    defaultView={view}
    views={['month', 'week']}
    defaultDate={INITIAL_DATE}
    style={{ height: '100%' }}
    eventPropGetter={(event) => ({ style: { backgroundColor: event.color } })}
  />,
)
ready()
