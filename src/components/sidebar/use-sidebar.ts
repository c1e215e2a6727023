import { useCallback, useState } from 'react'

// Where the sidebar is remembered on this device. Sign-out clears it with the other keys, which
// only brings back the default (shown).
const KEY = 'calendar.sidebar'
/** From Tailwind's lg: the sidebar sits beside the calendar; narrower, it is a sheet. */
const WIDE = '(min-width: 1024px)'

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(KEY) === 'collapsed'
  } catch {
    return false
  }
}

export interface SidebarState {
  /** Wide screens: the sidebar is folded away (remembered). */
  collapsed: boolean
  /** Narrow screens: the sheet is open. */
  sheetOpen: boolean
  setSheetOpen: (open: boolean) => void
  /** The header's menu button: folds the sidebar when wide, opens the sheet when narrow. */
  toggle: () => void
}

export function useSidebar(): SidebarState {
  const [collapsed, setCollapsed] = useState(readCollapsed)
  const [sheetOpen, setSheetOpen] = useState(false)
  const toggle = useCallback(() => {
    if (!window.matchMedia(WIDE).matches) {
      setSheetOpen((open) => !open)
      return
    }
    setCollapsed((was) => {
      try {
        if (was) localStorage.removeItem(KEY)
        else localStorage.setItem(KEY, 'collapsed')
      } catch {
        // Storage refused (a private window's quota): the choice lasts for this page.
      }
      return !was
    })
  }, [])
  return { collapsed, sheetOpen, setSheetOpen, toggle }
}
