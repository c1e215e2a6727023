// The calendars of the 'next' benchmark, in the order of the report: ours, the peers fed by
// range (each reading the visible range from the same backend with our app's own read), the
// plain DOM grid (the floor), then the peers given every event of the year at load.
export const NAMES = [
  'ours',
  'fullcalendar-range',
  'rbc-range',
  'schedule-x-range',
  'plain',
  'fullcalendar',
  'rbc',
  'schedule-x',
]

export const LABEL = {
  ours: 'ours',
  'fullcalendar-range': 'FullCalendar v7 (range loading)',
  'rbc-range': 'react-big-calendar (range loading)',
  'schedule-x-range': 'Schedule-X 4 (range loading)',
  plain: 'plain DOM grid',
  fullcalendar: 'FullCalendar v7 (all events at load)',
  rbc: 'react-big-calendar (all events at load)',
  'schedule-x': 'Schedule-X 4 (all events at load)',
}
