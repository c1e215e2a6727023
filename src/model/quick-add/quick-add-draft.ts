import { PALETTE } from '../palette'
import type { EventDraft } from '../types'
import type { QuickAdd } from './parse-quick-add'

/**
 * The event quick add creates, as the dialog would save it: the first palette colour, no
 * description, and a repeat only when one was said (a one-off draft is the spec's five
 * columns). `tzid`: the zone whose wall clock a repeating event keeps, the browser's.
 * Undefined when no date or time was understood, or no title is left: then the full dialog.
 */
export function quickAddDraft(quick: QuickAdd, tzid: string): EventDraft | undefined {
  if (!quick.when || quick.title.trim() === '') return undefined
  const draft: EventDraft = {
    title: quick.title.trim(),
    description: null,
    start: quick.when.start,
    end: quick.when.end,
    color: PALETTE[0].value,
    allDay: quick.when.allDay,
  }
  if (quick.rule) draft.repeat = { rule: quick.rule, tzid }
  return draft
}
