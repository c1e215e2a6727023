// Where the banner 'Get reminders as notifications' goes: the sidebar's foot when the sidebar
// is drawn (beside the calendar, or the phone's open sheet), so it covers nothing and moves
// nothing; without a sidebar it floats with the in-app alerts. The sidebar marks the place,
// the reminders (another chunk, loaded later) hand it the banner (notice-slot-store.ts).
import { useEffect } from 'react'
import { noticeSlots, useNoticeElement } from './notice-slot-store'

/** The place, in the sidebar. */
export function NoticeSlot() {
  useEffect(() => {
    noticeSlots.set(noticeSlots.get() + 1)
    return () => noticeSlots.set(noticeSlots.get() - 1)
  }, [])
  return useNoticeElement()
}
