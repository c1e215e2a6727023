import { datePart, withDate } from '@/model/editing/form-times'
import { Input } from '../ui/input'
import { Label } from '../ui/label'

interface TimeFieldProps {
  id: string
  label: string
  allDay: boolean
  /** A datetime-local value; all day shows and edits only its date. */
  value: string
  onChange: (value: string) => void
}

/** Start Time or End Time: a date-time input, or a date input when the event is all day. */
export function TimeField({ id, label, allDay, value, onChange }: TimeFieldProps) {
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      {allDay ? (
        <Input
          key="date"
          id={id}
          type="date"
          value={datePart(value)}
          onChange={(e) => onChange(withDate(value, e.target.value))}
        />
      ) : (
        <Input
          key="datetime"
          id={id}
          type="datetime-local"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  )
}
