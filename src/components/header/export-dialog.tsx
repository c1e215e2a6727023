import { useId, useState } from 'react'
import type { Calendar } from '@/model/calendars/calendar'
import { cn } from '@/lib/utils'
import { SELECT } from '../event-dialog/repeat-field'
import { Button } from '../ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog'
import { Label } from '../ui/label'

/** The choice of every calendar together (calendar.ics, as with one calendar). */
const ALL = ''

/**
 * 'Export events' (issue 27): asked only when there is more than one calendar, 'All calendars'
 * or one of them; 'Export' downloads it (export-ics.ts). Names are text, never markup. Loaded
 * when first asked: the first paint has a budget (e2e/bundle-budget.spec.ts).
 */
export default function ExportDialog({
  calendars,
  onExport,
  onClose,
}: {
  calendars: readonly Calendar[]
  /** The calendar chosen, or undefined for all of them. */
  onExport: (calendar: Calendar | undefined) => void
  onClose: () => void
}) {
  const id = useId()
  const [chosen, setChosen] = useState(ALL)
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-[400px]">
        <DialogHeader>
          <DialogTitle>Export events</DialogTitle>
          <DialogDescription>Download an .ics file of all calendars or of one.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            onClose()
            onExport(calendars.find((calendar) => calendar.id === chosen))
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={id}>Calendar</Label>
            <select
              id={id}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              className={cn(SELECT, 'w-full')}
            >
              <option value={ALL}>All calendars</option>
              {calendars.map((calendar) => (
                <option key={calendar.id} value={calendar.id}>
                  {calendar.name}
                </option>
              ))}
            </select>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Export</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
