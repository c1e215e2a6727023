import { useEffect, useState } from 'react'
import { onAnnounce } from './announce'

/** The polite live region announce() speaks through; one, on the calendar screen. */
export function Announcer() {
  const [text, setText] = useState('')
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const stop = onAnnounce((next) => {
      // Emptied first, so the same words twice (two moves to the same slot) are read twice.
      setText('')
      clearTimeout(timer)
      timer = setTimeout(() => setText(next), 50)
    })
    return () => {
      stop()
      clearTimeout(timer)
    }
  }, [])
  return (
    <div role="status" aria-live="polite" className="sr-only" data-testid="announcer">
      {text}
    </div>
  )
}
