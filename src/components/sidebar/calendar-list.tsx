import { useId, useState } from 'react'
import { EllipsisVertical, Plus } from 'lucide-react'
import type { Calendar } from '@/model/calendars/calendar'
import { PALETTE } from '@/model/palette'
import { lazyPart } from '@/lib/lazy-with-preload'
import { LoadBoundary } from '../infra/load-boundary'
import { Button } from '../ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu'

// Opened by a click only: their code is not part of the first paint (e2e/bundle-budget.spec.ts).
const CalendarNameDialog = lazyPart(() => import('./calendar-name-dialog'))
const DeleteCalendarDialog = lazyPart(() => import('./delete-calendar-dialog'))

/** What the list does with the calendars; the data layer's actions (sidebar-calendars.tsx). */
export interface CalendarListActions {
  setShown: (calendar: Calendar, shown: boolean) => Promise<void>
  create: (name: string, color: string) => Promise<string | null>
  rename: (calendar: Calendar, name: string, color: string) => Promise<string | null>
  recolor: (calendar: Calendar, color: string) => void
  count: (calendar: Calendar) => Promise<number>
  remove: (calendar: Calendar) => void
}

type Open =
  | { kind: 'add' }
  | { kind: 'rename'; calendar: Calendar }
  | { kind: 'delete'; calendar: Calendar }
  | null

/**
 * 'My calendars' (decisions.md, "Calendars"): a checkbox each that shows or hides
 * its events at once, its colour, and a menu to rename, recolour or delete it; 'Add calendar'
 * below. Names are text, never markup (React escapes them).
 */
export function CalendarList({
  calendars,
  actions,
}: {
  calendars: readonly Calendar[]
  actions: CalendarListActions
}) {
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  // The sidebar and a phone's sheet can both hold the list: an id of each its own.
  const heading = useId()
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading} className="mb-1 px-1 text-sm font-semibold">
        My calendars
      </h2>
      <ul className="grid grid-cols-1">
        {calendars.map((calendar) => (
          <CalendarItem
            key={calendar.id}
            calendar={calendar}
            last={calendars.length === 1}
            actions={actions}
            onRename={() => setOpen({ kind: 'rename', calendar })}
            onDelete={() => setOpen({ kind: 'delete', calendar })}
          />
        ))}
      </ul>
      <Button
        variant="ghost"
        size="sm"
        className="mt-1 w-full justify-start px-2 text-muted-foreground"
        onClick={() => setOpen({ kind: 'add' })}
      >
        <Plus />
        Add calendar
      </Button>
      {(open?.kind === 'add' || open?.kind === 'rename') && (
        <LoadBoundary onError={close}>
          <CalendarNameDialog
            calendar={open.kind === 'rename' ? open.calendar : undefined}
            calendars={calendars}
            onSubmit={(name, color) =>
              open.kind === 'rename'
                ? actions.rename(open.calendar, name, color)
                : actions.create(name, color)
            }
            onClose={close}
          />
        </LoadBoundary>
      )}
      {open?.kind === 'delete' && (
        <LoadBoundary onError={close}>
          <DeleteCalendarDialog
            calendar={open.calendar}
            count={() => actions.count(open.calendar)}
            onDelete={() => actions.remove(open.calendar)}
            onClose={close}
          />
        </LoadBoundary>
      )}
    </section>
  )
}

function CalendarItem({
  calendar,
  last,
  actions,
  onRename,
  onDelete,
}: {
  calendar: Calendar
  last: boolean
  actions: CalendarListActions
  onRename: () => void
  onDelete: () => void
}) {
  // useId: the sidebar and a phone's sheet can both be in the page.
  const id = useId()
  return (
    <li className="group flex items-center gap-1 rounded-md pr-0.5 hover:bg-accent/60">
      <input
        id={id}
        type="checkbox"
        // At once: the data layer shows the wish before the write (shown-overrides.ts).
        checked={calendar.shown}
        onChange={(event) => void actions.setShown(calendar, event.target.checked)}
        // The box in the calendar's colour, as Google's.
        style={{ accentColor: calendar.color }}
        className="ml-2 size-4 shrink-0 cursor-pointer"
      />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer truncate py-1.5 pl-1.5 text-sm">
        {calendar.name}
      </label>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-7 opacity-60 group-hover:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100"
            aria-label={`Options for ${calendar.name}`}
          >
            <EllipsisVertical />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-48">
          <DropdownMenuItem onSelect={onRename}>Rename</DropdownMenuItem>
          <DropdownMenuItem
            disabled={last}
            onSelect={onDelete}
            title={last ? 'The last calendar cannot be deleted' : undefined}
          >
            Delete
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel className="text-xs text-muted-foreground">Color</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={calendar.color}
            onValueChange={(color) => actions.recolor(calendar, color)}
          >
            {PALETTE.map((swatch) => (
              <DropdownMenuRadioItem key={swatch.value} value={swatch.value}>
                <span
                  aria-hidden
                  className="size-3 rounded-full"
                  style={{ backgroundColor: swatch.value }}
                />
                {swatch.name}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  )
}
