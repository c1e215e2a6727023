import { MiniMonth } from './mini-month'

/** What the sidebar holds, beside the calendar or in the phone's sheet. */
export function SidebarContent() {
  return (
    <div className="flex flex-col gap-6">
      <MiniMonth />
    </div>
  )
}
