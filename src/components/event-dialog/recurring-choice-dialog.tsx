import { useState } from 'react'
import { RadioGroup } from 'radix-ui'
import type { SeriesScope } from '@/model/types'
import { Button } from '../ui/button'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog'

const CHOICES: { value: SeriesScope; label: string }[] = [
  { value: 'this', label: 'This event' },
  { value: 'following', label: 'This and following events' },
  { value: 'all', label: 'All events' },
]

interface RecurringChoiceDialogProps {
  /** What is about to happen to an occurrence of a repeating event; null: closed. */
  action: 'edit' | 'delete' | null
  onChoose: (scope: SeriesScope) => void
  onCancel: () => void
}

/**
 * Asked before saving or deleting an occurrence of a repeating event, in Google Calendar's
 * words (decisions.md, "Repeating events"). Opens over the event dialog, which stays as typed.
 */
export function RecurringChoiceDialog({ action, onChoose, onCancel }: RecurringChoiceDialogProps) {
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="sm:max-w-[360px]" aria-describedby={undefined}>
        {/* Mounted per opening, so every question starts at 'This event'. */}
        {action && <Choice action={action} onChoose={onChoose} onCancel={onCancel} />}
      </DialogContent>
    </Dialog>
  )
}

function Choice({
  action,
  onChoose,
  onCancel,
}: { action: 'edit' | 'delete' } & Omit<RecurringChoiceDialogProps, 'action'>) {
  const title = action === 'edit' ? 'Edit recurring event' : 'Delete recurring event'
  const [scope, setScope] = useState<SeriesScope>('this')
  return (
    <>
      <DialogHeader>
        {/* Radix names the dialog by its title's own id: giving the title another breaks that. */}
        <DialogTitle>{title}</DialogTitle>
      </DialogHeader>
      <RadioGroup.Root
        aria-label={title}
        value={scope}
        onValueChange={(value) => setScope(value as SeriesScope)}
        className="grid gap-3"
      >
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex w-fit cursor-pointer items-center gap-3 text-sm select-none"
          >
            <RadioGroup.Item
              value={choice.value}
              className="grid size-4 place-items-center rounded-full border border-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              <RadioGroup.Indicator className="size-2 rounded-full bg-primary" />
            </RadioGroup.Item>
            {choice.label}
          </label>
        ))}
      </RadioGroup.Root>
      <DialogFooter className="pt-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" onClick={() => onChoose(scope)}>
          OK
        </Button>
      </DialogFooter>
    </>
  )
}
