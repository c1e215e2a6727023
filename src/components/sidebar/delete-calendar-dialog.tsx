import { useEffect, useState } from 'react'
import type { Calendar } from '@/model/calendars/calendar'
import { Button } from '../ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog'

const eventsWord = (count: number) => (count === 1 ? '1 event' : `${count} events`)

/**
 * 'Delete calendar?' (decisions.md, "Calendars"): names the calendar and how many
 * events go with it, counted when the question opens. Loaded when first opened.
 */
export default function DeleteCalendarDialog({
  calendar,
  count,
  onDelete,
  onClose,
}: {
  calendar: Calendar
  /** Counts the calendar's events (the rows that go with it: a series is one). */
  count: () => Promise<number>
  onDelete: () => void
  onClose: () => void
}) {
  const [events, setEvents] = useState<number | null | 'unknown'>(null)
  useEffect(() => {
    let live = true
    count().then(
      (n) => live && setEvents(n),
      () => live && setEvents('unknown'),
    )
    return () => {
      live = false
    }
  }, [count])

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-[400px]">
        <DialogHeader>
          <DialogTitle>Delete calendar?</DialogTitle>
          <DialogDescription>
            {/* As text: a name is never markup. */}
            <q className="font-medium text-foreground">{calendar.name}</q>{' '}
            {events === null
              ? 'and its events will be deleted.'
              : events === 'unknown'
                ? 'and all its events will be deleted.'
                : events === 0
                  ? 'will be deleted. It has no events.'
                  : `and its ${eventsWord(events)} will be deleted.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="pt-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={events === null}
            onClick={() => {
              onDelete()
              onClose()
            }}
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
