import type { Calendar } from '@/model/calendars/calendar'
import { cn } from '@/lib/utils'
import { ColorSwatches } from '../ui/color-swatches'
import { Label } from '../ui/label'
import { SELECT } from './repeat-field'

/** The colour choice 'Calendar color': the event takes its calendar's (saved as color null). */
export const FOLLOWS = 'calendar'

/**
 * The event dialog's 'Calendar' (issue 27; shown when the database has calendars) and 'Color'
 * (product.md §4's palette, with 'Calendar color' first when there are calendars).
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
  /** A palette value, or FOLLOWS. */
  color: string
  onColor: (color: string) => void
}) {
  const calendar = calendars.find((c) => c.id === calendarId)
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
        <ColorSwatches
          value={color}
          onChange={onColor}
          labelledBy={`${id}-color`}
          follows={
            calendar && { value: FOLLOWS, calendarName: calendar.name, color: calendar.color }
          }
        />
      </div>
    </>
  )
}
