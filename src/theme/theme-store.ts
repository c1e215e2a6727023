// The theme on the page: the `dark` class on <html> follows the choice and, while it is
// 'system', the system's preference as it changes, and a choice made in another tab.
// public/theme-init.js sets the class before the first paint; startTheme takes over from it.
import {
  DARK_QUERY,
  readThemeChoice,
  resolveTheme,
  THEME_KEY,
  writeThemeChoice,
  type ThemeChoice,
} from './theme'

let choice: ThemeChoice = 'system'
const listeners = new Set<() => void>()

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** The system's media query, when there is one (jsdom has none). */
const systemQuery = (): MediaQueryList | undefined =>
  typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined

function apply() {
  const theme = resolveTheme(choice, systemQuery()?.matches ?? false)
  document.documentElement.classList.toggle('dark', theme === 'dark')
}

function notify() {
  for (const listener of listeners) listener()
}

/** Reads the stored choice, applies it and follows changes; returns the way to stop. */
export function startTheme(): () => void {
  choice = readThemeChoice(storage())
  apply()
  const media = systemQuery()
  const onSystemChange = () => apply()
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_KEY && event.key !== null) return
    choice = readThemeChoice(storage())
    apply()
    notify()
  }
  media?.addEventListener('change', onSystemChange)
  window.addEventListener('storage', onStorage)
  return () => {
    media?.removeEventListener('change', onSystemChange)
    window.removeEventListener('storage', onStorage)
  }
}

export const getThemeChoice = (): ThemeChoice => choice

export function setThemeChoice(next: ThemeChoice) {
  choice = next
  writeThemeChoice(storage(), next)
  apply()
  notify()
}

export function subscribeThemeChoice(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
