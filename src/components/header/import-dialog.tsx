import { useQueryClient } from '@tanstack/react-query'
import { format } from 'date-fns'
import { useEffect, useState } from 'react'
import { eventKeys, searchKeys } from '@/data/events/query-keys'
import { isPrivateMode } from '@/data/auth/is-private'
import { setDbFeatures } from '@/data/schema/db-features'
import { eventsToWrite, planImport, runImport, type ImportPlan } from '@/ics/import-events'
import { Button } from '../ui/button'
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

  async function start(plan: ImportPlan) {
    setStep({ kind: 'importing', plan, written: 0, total: plan.rows.length })
    try {
      await runImport(plan, (written, total) =>
        setStep({ kind: 'importing', plan, written, total }),
      )
      toast({ title: 'Success', description: `${plural(eventsToWrite(plan), 'event')} imported` })
      onClose()
    } catch (error) {
      setStep({ kind: 'failed', message: messageOf(error), written: true })
    } finally {
      // Whatever was written is shown: the ranges and searches are read again.
      void queryClient.invalidateQueries({ queryKey: eventKeys.all })
      void queryClient.invalidateQueries({ queryKey: searchKeys.all })
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
  const date = (d: Date) => format(d, 'MMMM d, yyyy')
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

const messageOf = (error: unknown) =>
  error instanceof Error && error.name === 'IcsError'
    ? error.message
    : `The file could not be imported: ${error instanceof Error ? error.message : String(error)}`
