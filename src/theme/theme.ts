// The theme choice (docs/product.md §10, "Import, export, agenda, search, theme"): Light, Dark
// or System, System by default, remembered in localStorage under THEME_KEY. public/theme-init.js
// repeats readThemeChoice and resolveTheme in plain script before the first paint; theme.test.ts
// runs that file against these.

export type ThemeChoice = 'light' | 'dark' | 'system'
export type Theme = 'light' | 'dark'

export const THEME_KEY = 'calendar-theme'
const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system']
export const DARK_QUERY = '(prefers-color-scheme: dark)'

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  THEME_CHOICES.includes(value as ThemeChoice)

/** The stored choice; 'system' when there is none, it is unreadable or not one of the three. */
export function readThemeChoice(storage: Pick<Storage, 'getItem'> | undefined): ThemeChoice {
  try {
    const stored = storage?.getItem(THEME_KEY)
    return isThemeChoice(stored) ? stored : 'system'
  } catch {
    // Storage can throw (blocked cookies, some private modes): the default then.
    return 'system'
  }
}

/** Remembers the choice; false when the storage refused it (it then lasts for this page only). */
export function writeThemeChoice(
  storage: Pick<Storage, 'setItem'> | undefined,
  choice: ThemeChoice,
): boolean {
  try {
    storage?.setItem(THEME_KEY, choice)
    return storage !== undefined
  } catch {
    return false
  }
}

/** The theme shown: the choice, or for 'system' the system's preference. */
export const resolveTheme = (choice: ThemeChoice, systemDark: boolean): Theme =>
  choice === 'system' ? (systemDark ? 'dark' : 'light') : choice
