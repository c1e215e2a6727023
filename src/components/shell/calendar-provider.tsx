import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation, useSearch } from 'wouter'
import { createDefaults } from '@/model/editing/create-defaults'
import { formatViewUrl, parseViewUrl, sameViewState, type ViewState } from '@/model/view-url'
import type { EventDraft } from '@/model/types'
import { VIEWS, type ViewMode } from '@/model/views'
import {
  CalendarActionsContext,
  CalendarContext,
  EventDialogContext,
  OpenConflictContext,
  type CalendarActions,
  type DialogState,
  type OpenConflict,
} from './calendar-context'
import { useNow } from './use-now'
import { useReplayReports } from './use-replay-reports'
import { useSettings } from '@/data/settings/settings-store'
import { displayNow, useDisplayZone } from '@/data/settings/display-zone'
import { rezoneDefault, rezoneDraft, rezoneEvent } from '@/model/editing/rezone'
import { followDisplayZone } from '@/data/settings/follow-display-zone'
import { afterPaint } from '@/lib/after-paint'

// The display zone follows the settings from before the first render (display-zone.ts): the
// first range read, 'now' and the address's date are already in it.
followDisplayZone()

/**
 * The calendar screen's state (product.md §3-§4): view, selected date, clock and dialog. The
 * view and date are also the page's address (`?view=week&date=2026-11-26`, model/view-url.ts):
 * read from it at the start and on Back, Forward or a link, and pushed to it on every change
 * the person makes, each 'next' included (docs/decisions.md, "The view and date in the
 * address").
 */
export function CalendarProvider({ children }: { children: ReactNode }) {
  // wouter's search is without its '?'; the address's own form is compared below.
  const raw = useSearch()
  const search = raw === '' ? '' : `?${raw}`
  const [, navigate] = useLocation()
  // React state, not the address alone: 'next' must paint in the click's own frame
  // (docs/performance.md), whatever the router does with an address.
  const [shown, setShown] = useState<ViewState>(() => parseViewUrl(search, displayNow()))
  // The week's shape or the time format changed (Settings): the same day as a new Date, so
  // every range and layout remembered by [view, date] is worked out again (and the time
  // grid's canvas, which paints from its layout, repaints its times).
  const { weekStartsOn, showWeekends, timeFormat } = useSettings()
  const shape = `${weekStartsOn}:${showWeekends}:${timeFormat}`
  const [shapeShown, setShapeShown] = useState(shape)
  if (shapeShown !== shape) {
    setShapeShown(shape)
    setShown((current) => ({ ...current, date: new Date(current.date) }))
  }
  const { view, date } = shown
  const [dialog, setDialog] = useState<DialogState>({ open: false, opened: false })
  // The dialog's times are display times of the zone it opened in; a change of zone while it is
  // open (another tab's) carries them to the new one, so Save keeps their instants (rezone.ts).
  const zone = useDisplayZone()
  const [dialogZone, setDialogZone] = useState(zone)
  if (dialogZone !== zone) {
    setDialogZone(zone)
    setDialog(({ event, defaultDate, draft, ...rest }) => ({
      ...rest,
      ...(event ? { event: rezoneEvent(event, dialogZone, zone) } : {}),
      ...(defaultDate ? { defaultDate: rezoneDefault(defaultDate, dialogZone, zone) } : {}),
      ...(draft ? { draft: rezoneDraft(draft, dialogZone, zone) } : {}),
    }))
  }
  const today = useNow()

  // The addresses pushed here whose arrival from the router is still to come: they echo a
  // change already shown. Two quick 'next's push two; the first arriving must not take the
  // page back a period.
  const pushed = useRef<string[]>([])
  const show = useCallback(
    (next: ViewState) => {
      setShown(next)
      // The address follows once the change is painted: history.pushState took 4-5 ms of
      // each 'next' on the main thread (a trace at 500 events a year; docs/performance.md,
      // "The plain grid's floor at the loads people have"). Pushes keep their order.
      afterPaint(() => {
        const url = formatViewUrl(next, window.location.search)
        pushed.current.push(url)
        navigate(`/${url}`)
      })
    },
    [navigate],
  )
  // Back, Forward, or a link within the app: the address leads. An address that does not
  // parse shows the defaults (the month of today), without an error.
  useEffect(() => {
    const mine = pushed.current.indexOf(search)
    if (mine >= 0) {
      pushed.current.splice(0, mine + 1)
      return
    }
    const next = parseViewUrl(search, displayNow())
    setShown((current) => (sameViewState(current, next) ? current : next))
  }, [search])

  const calendar = useMemo(() => {
    // The same view and day again (a second 'Today') adds no history entry.
    const go = (next: ViewState) => (sameViewState(shown, next) ? setShown(next) : show(next))
    return {
      view,
      date,
      today,
      setView: (mode: ViewMode) => go({ view: mode, date }),
      goToday: () => go({ view, date: displayNow() }),
      goTo: (day: Date) => go({ view, date: day }),
      showView: (mode: ViewMode, day: Date) => go({ view: mode, date: day }),
      step: (direction: -1 | 1) => go({ view, date: VIEWS[view].step(date, direction) }),
    }
  }, [shown, view, date, today, show])

  // The latest goTo, for the stable one among the actions below.
  const latestGoTo = useRef(calendar.goTo)
  useEffect(() => {
    latestGoTo.current = calendar.goTo
  })

  // Stable: it only calls state setters, so the memoised day columns that use it skip
  // re-rendering their events when the dialog opens or closes.
  const actions = useMemo<CalendarActions>(() => {
    const open = (state: Omit<DialogState, 'open' | 'opened'>) =>
      setDialog({ open: true, opened: true, ...state })
    return {
      openNew: () => open({}),
      openEvent: (event) => open({ event }),
      openSlot: (day, hour) => open({ defaultDate: createDefaults(day, displayNow(), hour).start }),
      openDay: (day) => open({ defaultDate: createDefaults(day, displayNow()).start }),
      openRange: (range) => open({ defaultDate: range }),
      goTo: (day) => latestGoTo.current(day),
    }
  }, [])

  // Stable too: the event actions (and the views' movers through them) take it.
  const openConflict = useCallback<OpenConflict>(
    (event, conflict) => setDialog({ open: true, opened: true, event, conflict }),
    [],
  )
  useReplayReports(openConflict)

  const dialogState = useMemo(
    () => ({
      dialog,
      close: () => setDialog((d) => ({ open: false, opened: d.opened })),
      openDraft: (draft: Partial<EventDraft>) => setDialog({ open: true, opened: true, draft }),
    }),
    [dialog],
  )

  return (
    <CalendarContext value={calendar}>
      <CalendarActionsContext value={actions}>
        <OpenConflictContext value={openConflict}>
          <EventDialogContext value={dialogState}>{children}</EventDialogContext>
        </OpenConflictContext>
      </CalendarActionsContext>
    </CalendarContext>
  )
}
