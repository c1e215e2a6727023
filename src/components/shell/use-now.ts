import { useEffect, useMemo, useState } from 'react'
import { toDisplay } from '@/model/time/display-time'
import { useDisplayZone } from '@/data/settings/display-zone'

/**
 * The current time as a display time (display-time.ts: today, the now-line), updated at each
 * change of the wall-clock minute (not a minute after mount) and when the display zone changes.
 */
export function useNow(): Date {
  const zone = useDisplayZone()
  const [instant, setNow] = useState(() => new Date())
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    const schedule = () => {
      // Offsets are whole minutes (even Lord Howe's and Kolkata's), so UTC minutes are local ones.
      timer = setTimeout(
        () => {
          setNow(new Date())
          schedule()
        },
        60_000 - (Date.now() % 60_000),
      )
    }
    schedule()
    return () => clearTimeout(timer)
  }, [])
  // The same Date while neither changes: the views memoise on it.
  return useMemo(() => toDisplay(instant, zone), [instant, zone])
}
