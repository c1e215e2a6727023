import { useEffect, useState } from 'react'

/** The current time, updated at each change of the wall-clock minute (not a minute after mount). */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date())
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
  return now
}
