import type { Calendar } from '@/model/calendars/calendar'
import { cn } from '@/lib/utils'
import { ColorSwatches } from '../ui/color-swatches'
import { Label } from '../ui/label'
import { SELECT } from './repeat-field'

/**
 * The event dialog's 'Calendar' (issue 27; shown when the database has calendars) and 'Color'
 * (product.md §4's six colours).
 */
export function CalendarColorFields({
  id,
  calendars,
  calendarId,
  onCalendar,
  color,
  onColor,
}: {
  id: string
  calendars: readonly Calendar[]
  calendarId: string
  onCalendar: (id: string) => void
  color: string
  onColor: (color: string) => void
}) {
  return (
    <>
      {calendars.length > 0 && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-calendar`}>Calendar</Label>
          <select
            id={`${id}-calendar`}
            value={calendarId}
            onChange={(e) => onCalendar(e.target.value)}
            className={cn(SELECT, 'w-full')}
          >
            {calendars.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="grid gap-2">
        <Label id={`${id}-color`}>Color</Label>
        <ColorSwatches value={color} onChange={onColor} labelledBy={`${id}-color`} />
      </div>
    </>
  )
}
