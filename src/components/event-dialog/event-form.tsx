import { useId, useRef, useState, type FormEvent } from 'react'
import { RadioGroup } from 'radix-ui'
import { createDefaults } from '@/calendar/create-defaults'
import { PALETTE } from '@/calendar/palette'
import { parseLocal } from '@/calendar/parse-local'
import { prefill } from '@/calendar/prefill'
import type { CalendarEvent } from '@/calendar/types'
import { cn } from '@/lib/utils'
import { Button } from '../ui/button'
import { DialogFooter } from '../ui/dialog'
import { Input } from '../ui/input'
import { Label } from '../ui/label'
import { Textarea } from '../ui/textarea'
import type { EventDialogProps } from './event-dialog'

type EventFormProps = Omit<EventDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }

function initialTimes(event: CalendarEvent | undefined, defaultDate: Date | undefined) {
  if (event) return { start: event.start, end: event.end }
  return createDefaults(defaultDate, new Date(), defaultDate?.getHours())
}

/** The dialog's fields and buttons; mounted per opening, so it starts from the event or the defaults. */
export function EventForm({ event, defaultDate, onSave, onDelete, onCancel }: EventFormProps) {
  const id = useId()
  const [title, setTitle] = useState(event?.title ?? '')
  const [description, setDescription] = useState(event?.description ?? '')
  const [times] = useState(() => initialTimes(event, defaultDate))
  const [start, setStart] = useState(prefill(times.start))
  const [end, setEnd] = useState(prefill(times.end))
  const [color, setColor] = useState<string>(event?.color ?? PALETTE[0].value)
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null)
  // A ref as well as state: a second click can arrive before React re-renders the button.
  const inFlight = useRef(false)

  const startDate = parseLocal(start)
  const endDate = parseLocal(end)
  const complete = title.trim() !== '' && startDate !== undefined && endDate !== undefined

  const run = async (kind: 'save' | 'delete', action: () => Promise<void>) => {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(kind)
    try {
      await action()
    } finally {
      inFlight.current = false
      setBusy(null)
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (title.trim() === '' || !startDate || !endDate) return
    void run('save', () =>
      onSave({
        title: title.trim(),
        // product.md §5: an empty description is sent as null.
        description: description.trim() === '' ? null : description,
        start: startDate,
        end: endDate,
        color,
      }),
    )
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          placeholder="Event title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          autoFocus
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          rows={3}
          placeholder="Optional"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-start`}>Start Time</Label>
          <Input
            id={`${id}-start`}
            type="datetime-local"
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-end`}>End Time</Label>
          <Input
            id={`${id}-end`}
            type="datetime-local"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label id={`${id}-color`}>Color</Label>
        <RadioGroup.Root
          aria-labelledby={`${id}-color`}
          value={color}
          onValueChange={setColor}
          orientation="horizontal"
          className="flex flex-wrap gap-2"
        >
          {PALETTE.map((swatch) => (
            <RadioGroup.Item
              key={swatch.value}
              value={swatch.value}
              aria-label={`${swatch.name} (${swatch.value})`}
              title={swatch.name}
              className={cn(
                'size-8 rounded-full border-2 border-transparent outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
                'data-[state=checked]:ring-2 data-[state=checked]:ring-foreground data-[state=checked]:ring-offset-2',
              )}
              style={{ backgroundColor: swatch.value }}
            />
          ))}
        </RadioGroup.Root>
      </div>
      <DialogFooter className="pt-2">
        {event && onDelete && (
          <Button
            type="button"
            variant="destructive"
            className="sm:mr-auto"
            disabled={busy !== null}
            onClick={() => void run('delete', () => onDelete(event))}
          >
            Delete
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!complete || busy !== null}>
          Save
        </Button>
      </DialogFooter>
    </form>
  )
}
