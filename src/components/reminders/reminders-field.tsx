import { useId } from 'react'
import { X } from 'lucide-react'
import {
  MAX_REMINDERS,
  TOO_MANY_REMINDERS,
  reminderChoices,
  reminderKey,
  type Reminder,
} from '@/model/reminders/reminder'
import { reminderLabel } from '@/model/reminders/reminder-label'
import type { TimeFormat } from '@/model/time/formats'
import { Button } from '../ui/button'

interface RemindersFieldProps {
  /** The section's name: 'Reminders' in the event dialog, the kind's in Settings. */
  legend: string
  /** Which choices the rows offer: an all-day event's or a timed one's. */
  allDay: boolean
  value: readonly Reminder[]
  onChange: (reminders: Reminder[]) => void
  timeFormat: TimeFormat
}

const SELECT_CLASS =
  'h-9 min-w-0 flex-1 rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30'

/** The reminder 'Add reminder' adds: the kind's first choice not in the list yet. */
function nextReminder(list: readonly Reminder[], allDay: boolean): Reminder {
  const taken = new Set(list.map(reminderKey))
  const choices = reminderChoices(allDay)
  // Google's order of preference: '10 minutes before', 'The day before at 9:00 AM'.
  const preferred = allDay ? choices[1]! : choices[2]!
  return [preferred, ...choices].find((choice) => !taken.has(reminderKey(choice))) ?? preferred
}

/**
 * A list of reminders, a row each (a select of the choices of decisions.md "Reminders", and
 * 'Remove reminder'), and 'Add reminder', disabled at the cap with the model's message. A value
 * that is not one of the choices (read from a file, or of the other kind) stays selectable as
 * it is until changed. Shared by the event dialog and Settings' default reminders.
 */
export function RemindersField({
  legend,
  allDay,
  value,
  onChange,
  timeFormat,
}: RemindersFieldProps) {
  const id = useId()
  const choices = reminderChoices(allDay)
  const full = value.length >= MAX_REMINDERS
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      {value.map((reminder, index) => {
        const key = reminderKey(reminder)
        const label = reminderLabel(reminder, timeFormat)
        const options = choices.some((choice) => reminderKey(choice) === key)
          ? choices
          : [reminder, ...choices]
        return (
          <div key={`${index}-${key}`} className="flex items-center gap-2">
            <select
              aria-label={`${legend}: reminder ${index + 1}`}
              value={key}
              onChange={(event) => {
                const chosen = options.find((choice) => reminderKey(choice) === event.target.value)
                if (chosen) onChange(value.map((r, i) => (i === index ? chosen : r)))
              }}
              className={SELECT_CLASS}
            >
              {options.map((choice) => (
                <option key={reminderKey(choice)} value={reminderKey(choice)}>
                  {reminderLabel(choice, timeFormat)}
                </option>
              ))}
            </select>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove reminder ${label}`}
              title="Remove reminder"
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        )
      })}
      <div className="flex items-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={full}
          aria-describedby={full ? `${id}-full` : undefined}
          onClick={() => onChange([...value, nextReminder(value, allDay)])}
        >
          Add reminder
        </Button>
        {full && (
          <p id={`${id}-full`} className="text-sm text-muted-foreground">
            {TOO_MANY_REMINDERS}
          </p>
        )}
      </div>
    </fieldset>
  )
}
