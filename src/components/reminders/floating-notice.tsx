// The banner 'Get reminders as notifications' where no sidebar is drawn (a phone with its menu
// shut; decisions.md, "Reminders: when they fire"): floating at the bottom left, just over the
// in-app alerts. Its own layer, z-40, under the dialogs' overlay (Radix's z-50): a card that can
// wait must never cover a dialog's buttons. The alerts keep theirs, z-[90], above the dialogs.
import { useEffect, useState, type ReactNode, type RefObject } from 'react'

/** The height (px) of a box as laid out, 0 while it is not drawn; followed as it changes. */
function useDrawnHeight(box: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new ResizeObserver(() => setHeight(element.getBoundingClientRect().height))
    observer.observe(element)
    return () => observer.disconnect()
  }, [box])
  return height
}

interface FloatingNoticeProps {
  /** The alerts' box (padded 1rem, not drawn while empty): the notice sits on top of it. */
  alerts: RefObject<HTMLElement | null>
  children: ReactNode
}

export function FloatingNotice({ alerts, children }: FloatingNoticeProps) {
  const under = useDrawnHeight(alerts)
  // With alerts up, the notice's foot (its 1rem padding in) is 0.5rem over the first alert, as
  // the alerts are spaced (gap-2); the two boxes are two layers, so the gap is kept by hand.
  const bottom = under > 0 ? under - 24 : 0
  return (
    <div
      className="pointer-events-none fixed left-0 z-40 w-full p-4 empty:hidden sm:max-w-sm print:hidden"
      style={{ bottom }}
    >
      {children}
    </div>
  )
}
