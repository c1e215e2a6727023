import { useSyncExternalStore } from 'react'
import { getThemeChoice, setThemeChoice, subscribeThemeChoice } from './theme-store'
import type { ThemeChoice } from './theme'

/** The theme choice and the way to change it (applied to the page and remembered at once). */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribeThemeChoice, getThemeChoice)
  return [choice, setThemeChoice]
}
