import { memo } from 'react'
import { lazyPart } from '@/lib/lazy-with-preload'
import { LoadBoundary } from '../infra/load-boundary'
import { MiniMonth } from './mini-month'

// 'My calendars' and its writes: a chunk of their own, asked for with the first render and
// drawn a moment after the calendar (the first visit's budget, e2e/bundle-budget.spec.ts). What
// hides a calendar's events is not in it: that is the data layer's, in the first load.
const SidebarCalendars = lazyPart(() => import('./sidebar-calendars'), 'SidebarCalendars')

/** What the sidebar holds, beside the calendar or in the phone's sheet. */
// memo: its calendars do not change with the period shown, so a 'next' draws only the month
// (issue 32).
export const SidebarContent = memo(function SidebarContent() {
  return (
    <div className="flex flex-col gap-6">
      <MiniMonth />
      <LoadBoundary>
        <SidebarCalendars />
      </LoadBoundary>
    </div>
  )
})
