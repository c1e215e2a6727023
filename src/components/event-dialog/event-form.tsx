import { displayNow, displayZone, shownZone, useDisplayZone } from '@/data/settings/display-zone'
import { rezoneFormTimes } from '@/model/editing/rezone-form-times'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { formRange, initialFormTimes, withStart } from '@/model/editing/form-times'
import { PALETTE } from '@/model/palette'
import { repeatRule, type RepeatValue } from '@/model/recurrence/presets'
import { readRepeat } from '@/model/recurrence/read-repeat'
import { repeatError } from '@/model/recurrence/validate-repeat'
import { calendarFields, defaultCalendar, type Calendar } from '@/model/calendars/calendar'
import type { CalendarEvent, DateRange, EventDraft, SeriesScope } from '@/model/types'
import { Button } from '../ui/button'
import { DialogFooter } from '../ui/dialog'
import { Input } from '../ui/input'
import { Label } from '../ui/label'
import { Textarea } from '../ui/textarea'
import { ConflictNotice, type ConflictChoice, type ConflictKind } from './conflict-notice'
import { RecurringChoiceDialog } from './recurring-choice-dialog'
import { RepeatField } from './repeat-field'
import { CalendarColorFields } from './calendar-color-fields'
import { useReminders } from './reminders-section'
import { TimeField } from './time-field'

export interface EventFormProps {
  /** The event being edited; none when creating. */
  event?: CalendarEvent
  /** A new event starts at this date and hour (product.md §4), or has this range; now when none. */
  defaultDate?: Date | DateRange
  /** A new event's fields as quick add understood them; the others are the defaults. */
  draft?: Partial<EventDraft>
  /** Resolves when done; the parent closes the dialog on success and keeps it open on failure. */
  onSave: (draft: EventDraft, scope?: SeriesScope) => Promise<void>
  /** `scope`: chosen for an occurrence of a repeating event. */
  onDelete?: (event: CalendarEvent, scope?: SeriesScope) => Promise<void>
  /** The database can store all-day events: show the 'All day' checkbox. */
  allDayAvailable?: boolean
  /** The database can store repeating events: show 'Repeat'. */
  repeatAvailable?: boolean
  /** The database has the location column: show 'Location'. */
  locationAvailable?: boolean
  /** The database has the reminders column: show 'Reminders'. */
  remindersAvailable?: boolean
  /**
   * The calendars (issue 27): the 'Calendar' field, whose colour a new event takes. Empty on a
   * database set up before calendars: no field, and the spec's dialog as it was.
   */
  calendars?: readonly Calendar[]
  /** The last save found the event changed or deleted elsewhere: ask what to do. */
  conflict?: ConflictKind | null
  /** The choice, with the draft as typed (and the scope it was saved in). */
  onResolve?: (choice: ConflictChoice, draft: EventDraft, scope?: SeriesScope) => Promise<void>
  /** Closes the dialog without saving. */
  onCancel: () => void
}

/** The dialog's fields and buttons; mounted per opening, so it starts from the event or the defaults. */
export function EventForm({
  event,
  defaultDate,
  draft: quick,
  allDayAvailable,
  repeatAvailable,
  locationAvailable,
  remindersAvailable = false,
  calendars = [],
  onSave,
  onDelete,
  onCancel,
  conflict,
  onResolve,
}: EventFormProps) {
  const id = useId()
  const [title, setTitle] = useState(event?.title ?? quick?.title ?? '')
  const [description, setDescription] = useState(event?.description ?? '')
  const [location, setLocation] = useState(event?.location ?? '')
  const [times, setTimes] = useState(() =>
    initialFormTimes(event ?? draftTimes(quick), defaultDate, displayNow(), displayZone()),
  )
  // Typed in the zone the dialog opened in: another tab's change of zone carries them over, so
  // Save keeps the instants they name (the provider carries the event's the same way).
  const zone = useDisplayZone()
  const [timesZone, setTimesZone] = useState(zone)
  if (timesZone !== zone) {
    setTimesZone(zone)
    setTimes((t) => rezoneFormTimes(t, timesZone, zone))
  }
  // The calendar: the event's, quick add's, else the first one shown (then the first at all).
  const [calendarId, setCalendarId] = useState(
    () => event?.calendarId ?? quick?.calendarId ?? defaultCalendar(calendars)?.id ?? '',
  )
  const calendar = calendars.find((c) => c.id === calendarId)
  // The colour: the event's, else its calendar's (for the first calendar the spec's default,
  // the first palette colour). Until the person picks one it goes with the calendar chosen.
  const [color, setColor] = useState<string>(
    () => event?.color ?? quick?.color ?? calendar?.color ?? PALETTE[0].value,
  )
  const [colorPicked, setColorPicked] = useState(false)
  const reminders = useReminders(remindersAvailable, event, quick, times.allDay)
  // An occurrence shows its series' rule, read against the series' first start (a rule's
  // weekday and day of month are the first start's).
  const [repeat, setRepeat] = useState<RepeatValue>(() =>
    readRepeat(
      event?.repeat?.rule ?? quick?.repeat?.rule ?? null,
      event?.occurrence?.seriesStart ?? event?.start ?? quick?.start ?? displayNow(),
    ),
  )
  // Until the field is touched, an existing rule is saved as it was: the dialog's choices cannot
  // say every rule (an imported BYSETPOS, say), and reading one into them would lose its detail.
  const [repeatTouched, setRepeatTouched] = useState(false)
  const [repeatProblem, setRepeatProblem] = useState<string | null>(null)
  /** An occurrence of a repeating event is saved or deleted once the scope is chosen. */
  const [asking, setAsking] = useState<
    { action: 'edit'; draft: EventDraft } | { action: 'delete' } | null
  >(null)
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null)
  // A ref as well as state: a second click can arrive before React re-renders the button.
  const inFlight = useRef(false)
  /** What the last save sent: a conflict's 'Overwrite' or 'Save as new event' sends it again. */
  const saved = useRef<{ draft: EventDraft; scope?: SeriesScope } | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const saveButton = useRef<HTMLButtonElement>(null)
  const titleField = useRef<HTMLInputElement>(null)
  /**
   * A save or delete that failed leaves the dialog open, but its button was disabled while in
   * flight, and the browser drops the focus of a disabled button onto the page: Escape and the
   * calendar's keys would then miss the dialog. Set when that happened, so the focus goes back
   * into the form once the buttons are enabled again (issue #33).
   */
  const refocus = useRef(false)
  useEffect(() => {
    if (busy !== null || !refocus.current) return
    refocus.current = false
    const save = saveButton.current
    if (save && !save.disabled) save.focus()
    else titleField.current?.focus()
  }, [busy])

  const range = formRange(times)
  const complete = title.trim() !== '' && range !== undefined

  const run = async (kind: 'save' | 'delete', action: () => Promise<void>) => {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(kind)
    try {
      await action()
    } finally {
      inFlight.current = false
      // Still mounted (a failure, a conflict) and the focus left the form: bring it back.
      const dialog = form.current?.closest('[role="dialog"]')
      refocus.current = !!dialog && !dialog.contains(document.activeElement)
      setBusy(null)
    }
  }

  /** The draft of what the fields hold, or null (and the problem shown) when it cannot be. */
  const draftOf = (): EventDraft | null => {
    if (title.trim() === '' || !range) return null
    // Quick add's rule too: 'every last Friday' is not the dialog's choice for a 4th Friday.
    const kept = repeatTouched ? null : (event?.repeat ?? quick?.repeat ?? null)
    const problem = repeatAvailable && !kept ? repeatError(repeat, range.start) : null
    setRepeatProblem(problem)
    if (problem) return null
    const tzid = event?.repeat?.tzid ?? shownZone()
    const rule = !repeatAvailable
      ? null
      : kept
        ? kept.rule
        : repeatRule(repeat, range.start, { tzid, allDay: times.allDay })
    const draft: EventDraft = {
      title: title.trim(),
      // product.md §5: an empty description is sent as null.
      description: description.trim() === '' ? null : description,
      start: range.start,
      end: range.end,
      color,
      allDay: times.allDay,
      ...calendarFields(calendars, calendarId, event, colorPicked),
    }
    // Sent only when it repeats: a one-off event's draft is the spec's, field for field.
    if (rule) draft.repeat = { rule, tzid }
    // Likewise the location: sent when there is one, or to clear the one the event had.
    if (locationAvailable && (location.trim() !== '' || event?.location))
      draft.location = location.trim() === '' ? null : location.trim()
    const sendReminders = reminders.toSend()
    if (sendReminders) draft.reminders = sendReminders
    return draft
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const draft = draftOf()
    if (!draft) return
    if (event?.occurrence) setAsking({ action: 'edit', draft })
    else {
      saved.current = { draft }
      void run('save', () => onSave(draft))
    }
  }

  const choose = (scope: SeriesScope) => {
    const question = asking
    setAsking(null)
    if (!question || !event) return
    if (question.action === 'edit') {
      saved.current = { draft: question.draft, scope }
      void run('save', () => onSave(question.draft, scope))
    } else if (onDelete) void run('delete', () => onDelete(event, scope))
  }

  return (
    <form ref={form} onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          placeholder="Event title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          ref={titleField}
          autoFocus
        />
      </div>
      {locationAvailable && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-location`}>Location</Label>
          <Input
            id={`${id}-location`}
            placeholder="Optional"
            value={location}
            onChange={(e) => setLocation(e.target.value)}
          />
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          rows={3}
          placeholder="Optional"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      {allDayAvailable && (
        <label className="flex w-fit items-center gap-2 text-sm leading-none font-medium select-none">
          <input
            type="checkbox"
            checked={times.allDay}
            onChange={(e) => setTimes((t) => ({ ...t, allDay: e.target.checked }))}
            className="size-4 accent-primary"
          />
          All day
        </label>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeField
          id={`${id}-start`}
          label="Start Time"
          allDay={times.allDay}
          value={times.start}
          // End follows Start, keeping the length (form-times.ts, withStart).
          onChange={(start) => setTimes((t) => withStart(t, start, displayZone()))}
        />
        <TimeField
          id={`${id}-end`}
          label="End Time"
          allDay={times.allDay}
          value={times.end}
          onChange={(end) => setTimes((t) => ({ ...t, end }))}
        />
      </div>
      {repeatAvailable && range && (
        <RepeatField
          start={range.start}
          allDay={times.allDay}
          value={repeat}
          onChange={(value) => {
            setRepeat(value)
            setRepeatTouched(true)
            setRepeatProblem(null)
          }}
          error={repeatProblem}
        />
      )}
      {reminders.field}
      <CalendarColorFields
        id={id}
        calendars={calendars}
        calendarId={calendarId}
        onCalendar={(id) => {
          setCalendarId(id)
          const next = calendars.find((c) => c.id === id)
          if (next && !colorPicked) setColor(next.color)
        }}
        color={color}
        onColor={(value) => {
          setColor(value)
          setColorPicked(true)
        }}
      />
      {conflict && onResolve && (
        <ConflictNotice
          kind={conflict}
          busy={busy !== null}
          onChoose={(choice) => {
            // Opened by an 'Undo' that met the conflict, nothing was saved here yet: the fields
            // hold Undo's version of the event.
            const draft = saved.current ? null : draftOf()
            const last = saved.current ?? (draft && { draft })
            if (last) void run('save', () => onResolve(choice, last.draft, last.scope))
          }}
        />
      )}
      {/* Stays in view at the bottom of the scrolling dialog (a 768 px screen with 'Custom'
          repeat open is taller than the screen): Save and Cancel are always at hand. */}
      <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t bg-popover px-6 pt-4 pb-6">
        {event && onDelete && (
          <Button
            type="button"
            variant="destructive"
            className="sm:mr-auto"
            disabled={busy !== null}
            onClick={() =>
              event.occurrence
                ? setAsking({ action: 'delete' })
                : void run('delete', () => onDelete(event))
            }
          >
            Delete
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button ref={saveButton} type="submit" disabled={!complete || busy !== null}>
          Save
        </Button>
      </DialogFooter>
      <RecurringChoiceDialog
        action={asking?.action ?? null}
        onChoose={choose}
        onCancel={() => setAsking(null)}
      />
    </form>
  )
}

/** The browser's IANA time zone: a new repeating event keeps its wall times there. */

/** A quick add draft's times, when it has them, as the dialog opens an event's. */
const draftTimes = (draft: Partial<EventDraft> | undefined) =>
  draft?.start && draft.end
    ? { start: draft.start, end: draft.end, allDay: draft.allDay ?? false }
    : undefined
