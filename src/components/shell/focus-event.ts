/**
 * Keeps the keyboard on an event that a change has redrawn elsewhere (a move to another day
 * column is a new element): focuses it once it is painted, unless the user has gone on to
 * something else. Gives up after half a second (moved out of the shown period).
 */
export function focusEventWhenShown(id: string, from: Element | null) {
  const started = performance.now()
  const tick = () => {
    const active = document.activeElement
    if (active instanceof HTMLElement && active.dataset.eventId === id && active.isConnected) return
    // Focus moved on to something else than the event or the page (a dialog, the search).
    if (active && active !== document.body && active !== from) return
    const target = document.querySelector<HTMLElement>(`[data-event-id="${CSS.escape(id)}"]`)
    if (target) target.focus()
    else if (performance.now() - started < 500) requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}
