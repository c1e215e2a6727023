import { memo, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Zap } from 'lucide-react'
import type { QuickAdd as Reading } from '@/model/quick-add/parse-quick-add'
import { toast } from '../ui/use-toast'
import { Button } from '../ui/button'
import { Input } from '../ui/input'
import { useEventDialog } from '../shell/calendar-context'
import { calendarFields, defaultCalendar } from '@/model/calendars/calendar'
import { useCalendars } from '@/data/calendars/use-calendars'
import { useEventActions } from '../shell/use-event-actions'
import { openQuickAdd, registerQuickAdd } from './quick-add-opener'
import { displayNow } from '@/data/settings/display-zone'
import { retryingImport } from '@/lib/retrying-import'

type Reader = typeof import('./quick-add-reader')
let reader: Promise<Reader> | null = null
const importReader = retryingImport(() => import('./quick-add-reader'))
/** The parser's chunk, fetched once; a failed fetch is asked again on the next use. */
function loadReader(): Promise<Reader> {
  reader ??= importReader().catch((error: unknown) => {
    reader = null
    throw error
  })
  return reader
}

/**
 * 'Quick add' (issue 30; `q`): an event typed in words, 'Lunch with Sam tomorrow at 1pm'. Under
 * the field, what Enter will create; Enter creates it through the event actions (their toast),
 * or opens the full dialog when no date or time was understood; Tab or 'More options' opens
 * the dialog filled in. On a phone the field is behind a button, the header having no room.
 */
// memo, as the search box: a 'next' does not draw it again (issue 32).
export const QuickAdd = memo(function QuickAdd() {
  const { openDraft } = useEventDialog()
  const { save } = useEventActions()
  const { calendars } = useCalendars()
  const [text, setText] = useState('')
  const [loaded, setLoaded] = useState<Reader | null>(null)
  const [focused, setFocused] = useState(false)
  const [shown, setShown] = useState(false)
  const [busy, setBusy] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  const previewId = useId()

  const load = () =>
    void loadReader().then(setLoaded, () =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Could not load this part of Calendar. Check your connection and try again.',
      }),
    )

  useEffect(
    () =>
      registerQuickAdd(() => {
        setShown(true)
        load()
        // After the render that shows it (a phone's field is hidden until then).
        requestAnimationFrame(() => field.current?.focus())
      }),
    [],
  )

  const typed = text.trim() !== ''
  // Read once per text typed (well under the 2 ms a keystroke may take: npm run bench).
  const reading = useMemo<Reading | null>(
    () => (loaded && typed ? loaded.read(text, displayNow()) : null),
    [loaded, typed, text],
  )

  const done = () => {
    setText('')
    setShown(false)
  }
  const openFull = (quick: Reading) => {
    openDraft(loaded!.dialogDraft(quick))
    done()
  }
  const onKeyDown = async (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // As the search box: the first Escape clears, the second leaves the field.
      if (typed) setText('')
      else field.current?.blur()
      event.preventDefault()
      return
    }
    if (!reading || !loaded) {
      if (event.key === 'Enter') event.preventDefault()
      return
    }
    if (event.key === 'Tab' && !event.shiftKey) {
      event.preventDefault()
      openFull(reading)
    } else if (event.key === 'Enter' && !busy) {
      event.preventDefault()
      const draft = loaded.creatable(reading)
      // Never a guess: without a date, a time and a title, the dialog asks for them.
      if (!draft) return openFull(reading)
      setBusy(true)
      // Where the dialog would put it: the first calendar shown, in its colour (issue 27).
      const calendar = defaultCalendar(calendars)
      const saved = await save(
        calendar
          ? {
              ...draft,
              color: calendar.color,
              ...calendarFields(calendars, calendar.id, undefined, false),
            }
          : draft,
      )
      setBusy(false)
      // A failure keeps the text (the toast says so), as the dialog keeps what was typed.
      if (saved === true) done()
    }
  }

  return (
    <div
      // Behind its button on a phone, and from 1280 to 1440 px wide (`wide`, index.css), where
      // one header row has no room for it beside the search box and the views.
      className={`relative order-5 w-full sm:w-64 xl:order-3 xl:w-60 ${shown ? '' : 'hidden sm:block xl:hidden wide:block'}`}
    >
      <Input
        ref={field}
        aria-label="Quick add"
        // The search box's height: the two sit side by side.
        className="h-8"
        placeholder="Lunch with Sam tomorrow at 1pm"
        autoComplete="off"
        value={text}
        // Not disabled while saving: a disabled field drops the focus onto the page.
        readOnly={busy}
        aria-describedby={reading ? previewId : undefined}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => {
          setFocused(true)
          load()
        }}
        onBlur={() => {
          setFocused(false)
          // A phone's field goes back behind its button once left empty.
          if (!typed) setShown(false)
        }}
        onKeyDown={(event) => void onKeyDown(event)}
      />
      {reading && focused && loaded && (
        <loaded.QuickAddPreview id={previewId} quick={reading} onMore={() => openFull(reading)} />
      )}
    </div>
  )
})

/** The way to the field where the header has no room for it until asked for (see above). */
export const QuickAddButton = memo(function QuickAddButton() {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="sm:hidden xl:inline-flex wide:hidden"
      aria-label="Quick add"
      onClick={openQuickAdd}
    >
      <Zap />
    </Button>
  )
})
