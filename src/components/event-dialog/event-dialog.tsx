import { useLayoutEffect, useRef } from 'react'
import type { CalendarEvent, DateRange, EventDraft, SeriesScope } from '@/model/types'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../ui/dialog'
import type { ConflictChoice, ConflictKind } from './conflict-notice'
import { EventForm } from './event-form'

export interface EventDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The event being edited; none when creating. */
  event?: CalendarEvent
  /** A new event starts at this date and hour (product.md §4), or has this range; now when none. */
  defaultDate?: Date | DateRange
  /** Resolves when done; the parent closes the dialog on success and keeps it open on failure. */
  onSave: (draft: EventDraft, scope?: SeriesScope) => Promise<void>
  /** `scope`: chosen for an occurrence of a repeating event. */
  onDelete?: (event: CalendarEvent, scope?: SeriesScope) => Promise<void>
  /** The database can store all-day events: show the 'All day' checkbox. */
  allDayAvailable?: boolean
  /** The database can store repeating events: show 'Repeat'. */
  repeatAvailable?: boolean
  /** The last save found the event changed or deleted elsewhere: ask what to do. */
  conflict?: ConflictKind | null
  /** The choice, with the draft as typed (and the scope it was saved in). */
  onResolve?: (choice: ConflictChoice, draft: EventDraft, scope?: SeriesScope) => Promise<void>
}

export function EventDialog({ open, onOpenChange, ...formProps }: EventDialogProps) {
  // The dialog has no Radix trigger (a chip, a cell, an hour or New Event opens it), so Radix
  // would give focus to nothing when it closes. Remember what had focus when it opened (this
  // runs before the dialog's focus scope moves focus in) and give focus back there.
  const opener = useRef<Element | null>(null)
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement
  }, [open])
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-[425px]"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          const target = opener.current
          // Gone (a deleted event's chip): focus stays where the browser puts it.
          if (target instanceof HTMLElement && target.isConnected) target.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{formProps.event ? 'Edit Event' : 'New Event'}</DialogTitle>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the event or the defaults;
            a new version of the event ('Reload' after a conflict) starts from that version. */}
        <EventForm
          key={formProps.event ? `${formProps.event.id} ${formProps.event.version}` : 'new'}
          {...formProps}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  )
}

export default EventDialog
