// Quick add's parser and preview: loaded on first use (the field's focus, or `q`), not with the
// first paint, since chrono-node is most of its weight (docs/decisions.md, "Quick add").
/* eslint-disable react-refresh/only-export-components -- one chunk on purpose: the parser and
   its preview load together */
import { displayNow, shownZone } from '@/data/settings/display-zone'
import { getSettings, useTimeFormat } from '@/data/settings/settings-store'
import { getDbFeatures } from '@/data/schema/db-features'
import { newEventReminders } from '@/model/reminders/new-event-reminders'
import { describeQuickAdd } from '@/model/quick-add/describe-quick-add'
import { parseQuickAdd, type QuickAdd } from '@/model/quick-add/parse-quick-add'
import { quickAddDraft } from '@/model/quick-add/quick-add-draft'
import type { EventDraft } from '@/model/types'
import { Button } from '../ui/button'

/** What the text is read as, `now` the reference ('tomorrow', a time already past). */
export const read = (text: string, now: Date): QuickAdd => parseQuickAdd(text, now)

/**
 * The event Enter creates; undefined when the dialog must open instead. Its times are display
 * times (the text is read on the display zone's clock) and a repeat keeps that zone's clock.
 * Its reminders are the person's defaults, as the dialog would start with (issue 28).
 */
export function creatable(quick: QuickAdd): EventDraft | undefined {
  const draft = quickAddDraft(quick, shownZone())
  if (!draft || !getDbFeatures()?.reminders) return draft
  const { defaultReminders } = getSettings()
  const reminders = newEventReminders(
    draft.allDay ? defaultReminders.allDay : defaultReminders.timed,
    draft.allDay,
  )
  return reminders ? { ...draft, reminders } : draft
}

/** What the dialog opens with: all that was understood, the rest left to its defaults. */
export function dialogDraft(quick: QuickAdd): Partial<EventDraft> {
  if (!quick.when) return { title: quick.title }
  const { start, end, allDay } = quick.when
  return {
    title: quick.title,
    start,
    end,
    allDay,
    ...(quick.rule && { repeat: { rule: quick.rule, tzid: shownZone() } }),
  }
}

/**
 * What Enter will create, under the field: the title, when (in the person's time format, on the
 * display zone's clock), how long and how it repeats; or that no date or time was understood and Enter opens
 * the full dialog. Text, never markup: a title of '<b>' shows as typed.
 */
export function QuickAddPreview({
  id,
  quick,
  onMore,
}: {
  id: string
  quick: QuickAdd
  onMore: () => void
}) {
  const words = describeQuickAdd(quick, displayNow(), useTimeFormat())
  const createsNow = creatable(quick) !== undefined
  return (
    <div
      id={id}
      data-testid="quick-add-preview"
      className="bg-popover text-popover-foreground absolute top-full right-0 z-30 mt-1 grid w-full min-w-72 sm:w-80 gap-1 rounded-md border p-3 text-sm shadow-md"
    >
      <p className="font-medium break-words">
        {quick.title || <span className="text-muted-foreground">(No title)</span>}
      </p>
      {words.when ? (
        <>
          <p>
            {words.when}
            {words.length && <span className="text-muted-foreground"> · {words.length}</span>}
          </p>
          {words.repeat && <p>{words.repeat}</p>}
          <p className="text-muted-foreground text-xs">Times in {shownZone()}</p>
        </>
      ) : (
        <p>No date or time understood.</p>
      )}
      <div className="flex items-center justify-between gap-2 pt-1">
        <p className="text-muted-foreground text-xs">
          {createsNow ? 'Enter creates it.' : 'Enter opens the full dialog.'}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          // The field keeps the focus until the click is done, so the preview stays open.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onMore}
        >
          More options
        </Button>
      </div>
    </div>
  )
}
