import type { ComponentType } from 'react'
import type { ViewMode } from '@/model/views'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { MonthView } from './month/month-view'
import type { ViewProps } from './view-props'

// The app opens on the month unless its address names another view; the agenda and the time
// grid of the day, three-day and week views are a chunk each, fetched once the first events
// are in (preloadViews), or at once when the address opens on one, so the initial JavaScript
// stays within its budget (docs/performance.md, "Bundle budget").
const agenda = lazyWithPreload(() => import('./agenda/agenda-view'), 'AgendaView')
const timeGrid = lazyWithPreload(() => import('./time-grid/time-grid'), 'TimeGrid')
// The year view too: it draws 365 days and their shades, never the first screen.
const year = lazyWithPreload(() => import('./year/year-view'), 'YearView')
const AgendaView = agenda.Component
const TimeGrid = timeGrid.Component
const YearView = year.Component

export function preloadViews() {
  timeGrid.preload()
  agenda.preload()
  year.preload()
}

/** The component of each view: the other half of src/model/views.ts's table. */
export const VIEW_COMPONENTS = {
  day: TimeGrid,
  '3day': TimeGrid,
  week: TimeGrid,
  month: MonthView,
  agenda: AgendaView,
  year: YearView,
} satisfies Record<ViewMode, ComponentType<ViewProps>>
