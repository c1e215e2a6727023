import { useLayoutEffect, useRef } from 'react'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../ui/dialog'
import { EventForm, type EventFormProps } from './event-form'

export interface EventDialogProps extends Omit<EventFormProps, 'onCancel'> {
  open: boolean
  onOpenChange: (open: boolean) => void
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
