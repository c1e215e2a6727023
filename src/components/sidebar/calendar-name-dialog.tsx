import { useId, useState, type FormEvent } from 'react'
import { calendarNameError, type Calendar } from '@/model/calendars/calendar'
import { PALETTE } from '@/model/palette'
import { Button } from '../ui/button'
import { ColorSwatches } from '../ui/color-swatches'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog'
import { Input } from '../ui/input'
import { Label } from '../ui/label'

export interface CalendarNameDialogProps {
  /** Renaming this calendar; none: adding one. */
  calendar?: Calendar
  /** Every calendar: a name must differ from the others'. */
  calendars: readonly Calendar[]
  /** Saves; resolves with the server's refusal in words, or null when it took it. */
  onSubmit: (name: string, color: string) => Promise<string | null>
  onClose: () => void
}

/**
 * 'Add calendar' and 'Rename calendar': a name (checked as the database checks it, the message
 * beside the field, nothing sent while it is wrong) and a colour. Loaded when first opened.
 */
export default function CalendarNameDialog({
  calendar,
  calendars,
  onSubmit,
  onClose,
}: CalendarNameDialogProps) {
  const id = useId()
  const [name, setName] = useState(calendar?.name ?? '')
  const [color, setColor] = useState(calendar?.color ?? PALETTE[calendars.length % 6]!.value)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const others = calendars.filter((other) => other.id !== calendar?.id)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = calendarNameError(name, others)
    setError(problem)
    if (problem) return
    setBusy(true)
    const refused = await onSubmit(name.trim(), color)
    setBusy(false)
    if (refused) setError(refused)
    else onClose()
  }

  const title = calendar ? 'Rename calendar' : 'Add calendar'
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-[380px]" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input
              id={`${id}-name`}
              value={name}
              autoFocus
              maxLength={200}
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setName(event.target.value)
                setError(null)
              }}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label id={`${id}-color`}>Color</Label>
            <ColorSwatches value={color} onChange={setColor} labelledBy={`${id}-color`} />
          </div>
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {calendar ? 'Save' : 'Add'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
