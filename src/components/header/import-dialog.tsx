import { useQueryClient } from '@tanstack/react-query'
import { formatDate } from '@/model/time/formats'
import { useEffect, useId, useState } from 'react'
import { calendarKeys, dayCountKeys, eventKeys, searchKeys } from '@/data/events/query-keys'
import { isPrivateMode } from '@/data/auth/is-private'
import { CalendarInputError, useCalendarActions } from '@/data/calendars/use-calendar-actions'
import { useCalendars } from '@/data/calendars/use-calendars'
import { setDbFeatures } from '@/data/schema/db-features'
import { sortCalendars, type Calendar } from '@/model/calendars/calendar'
import { PALETTE } from '@/model/palette'
import { eventsToWrite, planImport, runImport, type ImportPlan } from '@/ics/import-events'
import {
  NEW_CALENDAR,
  calendarNamed,
  defaultCalendar,
  importCalendarChoice,
} from '@/ics/import-calendar-choice'
import { cn } from '@/lib/utils'
import { SELECT } from '../event-dialog/repeat-field'
import { Button } from '../ui/button'
import { Label } from '../ui/label'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog'
import { toast } from '../ui/use-toast'

type Step =
  | { kind: 'reading' }
  | { kind: 'failed'; message: string; written?: boolean }
  | { kind: 'preview'; plan: ImportPlan }
  | { kind: 'importing'; plan: ImportPlan; written: number; total: number }

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/**
 * 'Import events': what the chosen file holds, before anything is written (how many events,
 * their dates, how many repeat or are all day, every item skipped and why), then 'Import N
 * events' writes them in batches with a progress bar (decisions.md, "Import .ics").
 * Loaded, with ical.js, the first time a file is chosen.
 */
export default function ImportDialog({ file, onClose }: { file: File; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'reading' })
  const queryClient = useQueryClient()
  const { calendars } = useCalendars()
  const { createCalendar } = useCalendarActions()
  const [picked, setPicked] = useState<string | null>(null)
  const [pickError, setPickError] = useState<string | null>(null)
  const fieldId = useId()

  useEffect(() => {
    let live = true
    planImport(file, { learn: setDbFeatures, privateMode: isPrivateMode }).then(
      (plan) => live && setStep({ kind: 'preview', plan }),
      (error: unknown) => live && setStep({ kind: 'failed', message: messageOf(error) }),
    )
    return () => {
      live = false
    }
  }, [file])

  const importing = step.kind === 'importing'
  const plan = step.kind === 'preview' || step.kind === 'importing' ? step.plan : null
  // 'Calendar' (issue 27): only where the database has calendars.
  const choice =
    plan?.hasCalendars === true ? importCalendarChoice(calendars, plan.calendarName) : null
  const chosen =
    picked !== null && choice?.options.some((option) => option.value === picked)
      ? picked
      : (choice?.initial ?? '')

  /**
   * The calendar the new events go into: the chosen one, or the one made for the file. A new
   * calendar that cannot be made (its name taken meanwhile, or refused) writes nothing: the
   * choice falls back to an existing calendar and a line beside it says why.
   */
  async function target(plan: ImportPlan): Promise<string | undefined | null> {
    if (!choice || chosen === '') return undefined
    if (chosen !== NEW_CALENDAR || !choice.newName) return chosen
    const name = choice.newName
    try {
      const color = plan.calendarColor ?? PALETTE[calendars.length % PALETTE.length]!.value
      return (await createCalendar(name, color)).id
    } catch (error) {
      await queryClient.invalidateQueries({ queryKey: calendarKeys.all })
      const list = sortCalendars(queryClient.getQueryData<Calendar[]>(calendarKeys.all) ?? [])
      const fallback = calendarNamed(list, name) ?? defaultCalendar(list)
      setPicked(fallback?.id ?? null)
      setPickError(
        `The calendar '${name}' could not be made: ${refusal(error)}` +
          (fallback ? ` Import into '${fallback.name}', or choose another.` : ''),
      )
      return null
    }
  }

  async function start(plan: ImportPlan) {
    setPickError(null)
    // Importing from the click on: the buttons wait while the calendar is made.
    setStep({ kind: 'importing', plan, written: 0, total: plan.rows.length })
    const calendarId = await target(plan)
    if (calendarId === null) {
      setStep({ kind: 'preview', plan })
      return
    }
    try {
      await runImport(
        plan,
        (written, total) => setStep({ kind: 'importing', plan, written, total }),
        calendarId,
      )
      toast({ title: 'Success', description: `${plural(eventsToWrite(plan), 'event')} imported` })
      onClose()
    } catch (error) {
      setStep({ kind: 'failed', message: messageOf(error), written: true })
    } finally {
      // Whatever was written is shown: the ranges and searches are read again.
      void queryClient.invalidateQueries({ queryKey: eventKeys.all })
      void queryClient.invalidateQueries({ queryKey: searchKeys.all })
      void queryClient.invalidateQueries({ queryKey: dayCountKeys.all })
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !importing && onClose()}>
      <DialogContent
        className="sm:max-w-[480px]"
        onEscapeKeyDown={(event) => importing && event.preventDefault()}
        onInteractOutside={(event) => importing && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Import events</DialogTitle>
          <DialogDescription className="break-all">{file.name}</DialogDescription>
        </DialogHeader>
        {step.kind === 'reading' && (
          <p role="status" className="text-sm text-muted-foreground">
            Reading the file…
          </p>
        )}
        {step.kind === 'failed' && (
          <p role="alert" className="text-sm text-destructive">
            {step.message}
          </p>
        )}
        {(step.kind === 'preview' || step.kind === 'importing') && <PlanSummary plan={step.plan} />}
        {plan && choice && choice.options.length > 0 && eventsToWrite(plan) > 0 && (
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>Calendar</Label>
            <select
              id={fieldId}
              value={chosen}
              disabled={importing}
              aria-invalid={pickError !== null}
              aria-describedby={pickError ? `${fieldId}-error` : undefined}
              onChange={(event) => {
                setPicked(event.target.value)
                setPickError(null)
              }}
              className={cn(SELECT, 'w-full')}
            >
              {choice.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {pickError && (
              <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
                {pickError}
              </p>
            )}
          </div>
        )}
        {step.kind === 'importing' && (
          <div className="grid gap-1">
            <progress
              className="h-2 w-full accent-primary"
              aria-label="Import progress"
              max={Math.max(1, step.total)}
              value={step.written}
            />
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {step.written.toLocaleString('en-US')} of {step.total.toLocaleString('en-US')} written
            </p>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" disabled={importing} onClick={onClose}>
            {step.kind === 'failed' ? 'Close' : 'Cancel'}
          </Button>
          {(step.kind === 'preview' || step.kind === 'importing') &&
            eventsToWrite(step.plan) > 0 && (
              <Button disabled={importing} onClick={() => void start(step.plan)}>
                Import {plural(eventsToWrite(step.plan), 'event')}
              </Button>
            )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** The file's contents as the import will treat them. Text from the file is shown as text. */
function PlanSummary({ plan }: { plan: ImportPlan }) {
  const date = (d: Date) => formatDate.day(d)
  return (
    <div className="grid gap-3 text-sm">
      {plan.total === 0 ? (
        <p>There are no events to import in this file.</p>
      ) : (
        <ul className="grid gap-1">
          <li>
            <strong>{plural(plan.total, 'event')}</strong>
            {plan.first && plan.last && (
              <>
                {' '}
                from {date(plan.first)} to {date(plan.last)}
              </>
            )}
          </li>
          <li>
            {plural(plan.repeating, 'repeating event')}, {plural(plan.allDay, 'all-day event')}
          </li>
          <li>
            {plan.added.toLocaleString('en-US')} new, {plan.updated.toLocaleString('en-US')}{' '}
            changed, {plan.unchanged.toLocaleString('en-US')} already in your calendar
          </li>
        </ul>
      )}
      {plan.total > 0 && eventsToWrite(plan) === 0 && (
        <p>Every event in this file is already in your calendar.</p>
      )}
      {plan.notKept.length > 0 && (
        <section aria-label="Not kept" className="grid gap-1">
          <h3 className="font-medium">Not kept</h3>
          <ul className="text-muted-foreground">
            {plan.notKept.map((item) => (
              <li key={item.what}>
                {item.what}, in {plural(item.events, 'event')}
              </li>
            ))}
          </ul>
        </section>
      )}
      {plan.skipped.length > 0 && (
        <section aria-label="Skipped items" className="grid gap-1">
          <h3 className="font-medium">{plural(plan.skipped.length, 'item')} will be skipped</h3>
          <ul
            // Scrolls: reachable by keyboard (axe: scrollable-region-focusable).
            tabIndex={0}
            className="max-h-40 overflow-y-auto rounded-md border px-3 py-2 text-muted-foreground"
          >
            {plan.skipped.map((item, i) => (
              <li key={i} className="break-words">
                <span className="text-foreground">{item.title}</span>: {item.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

/** Why a calendar could not be made, in words: ours, the database's unique name, or any. */
function refusal(error: unknown): string {
  if (error instanceof CalendarInputError) return error.message
  // PostgREST's unique violation: another tab made the name first.
  if ((error as { code?: string } | null)?.code === '23505')
    return 'A calendar with this name already exists.'
  return error instanceof Error ? error.message : String(error)
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.name === 'IcsError'
    ? error.message
    : `The file could not be imported: ${error instanceof Error ? error.message : String(error)}`
