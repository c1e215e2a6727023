import { MiniMonth } from './mini-month'
import { SidebarCalendars } from './sidebar-calendars'

/** What the sidebar holds, beside the calendar or in the phone's sheet. */
export function SidebarContent() {
  return (
    <div className="flex flex-col gap-6">
      <MiniMonth />
      <SidebarCalendars />
    </div>
  )
}
