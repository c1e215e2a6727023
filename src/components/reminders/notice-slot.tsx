// Where the banner 'Get reminders as notifications' goes: the sidebar's foot when the sidebar
// is drawn (beside the calendar, or the phone's open sheet), so it covers nothing and moves
// nothing; without a sidebar drawn (a phone with its menu shut) it floats over the alerts, under
// the dialogs (floating-notice.tsx). The sidebar draws it here as soon as reminders exist
// (notice-slot-store.ts), without waiting for the reminders' own chunk.
import { useEffect, useRef } from 'react'
import { noticeSlots, useRemindersExist } from './notice-slot-store'
import { NotificationNotice } from './notification-notice'

/**
 * The place, in the sidebar. It counts as a place only while it is laid out: below the `lg`
 * breakpoint the sidebar beside the calendar is mounted but `display: none`, and a banner
 * handed to it there would never be seen.
 */
export function NoticeSlot() {
  const place = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let counted = false
    const count = (shown: boolean) => {
      if (shown === counted) return
      counted = shown
      noticeSlots.set(noticeSlots.get() + (shown ? 1 : -1))
    }
    // A box that is not rendered has no size; the observer reports each change of that.
    const observer = new ResizeObserver(([entry]) => count((entry?.contentRect.width ?? 0) > 0))
    observer.observe(place.current!)
    return () => {
      observer.disconnect()
      count(false)
    }
  }, [])
  const wanted = useRemindersExist()
  return <div ref={place}>{wanted && <NotificationNotice />}</div>
}
