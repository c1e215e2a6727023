// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  readThemeChoice,
  resolveTheme,
  THEME_KEY,
  writeThemeChoice,
  type ThemeChoice,
} from './theme'
// The file as served: Vite's ?raw gives its text.
import script from '../../public/theme-init.js?raw'

/** A Storage stand-in holding one value, or one that throws as blocked storage does. */
const stored = (value: string | null): Pick<Storage, 'getItem'> => ({
  getItem: (key) => (key === THEME_KEY ? value : null),
})
const refusing: Storage = {
  ...window.localStorage,
  getItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError')
  },
}

describe('readThemeChoice', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['', 'system'],
    ['Dark', 'system'],
    ['sepia', 'system'],
  ] as const)('%j reads as %s', (value, expected) => {
    expect(readThemeChoice(stored(value))).toBe(expected)
  })

  it('is system when there is no storage or it throws', () => {
    expect(readThemeChoice(undefined)).toBe('system')
    expect(readThemeChoice(refusing)).toBe('system')
  })
})

describe('writeThemeChoice', () => {
  it('stores the choice under THEME_KEY, where readThemeChoice finds it', () => {
    const values = new Map<string, string>()
    const storage = {
      setItem: (key: string, value: string) => void values.set(key, value),
      getItem: (key: string) => values.get(key) ?? null,
    }
    expect(writeThemeChoice(storage, 'dark')).toBe(true)
    expect(values.get(THEME_KEY)).toBe('dark')
    expect(readThemeChoice(storage)).toBe('dark')
  })

  it('says false when the storage refuses or is missing', () => {
    expect(writeThemeChoice(refusing, 'light')).toBe(false)
    expect(writeThemeChoice(undefined, 'light')).toBe(false)
  })
})

describe('resolveTheme', () => {
  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['system', false, 'light'],
    ['system', true, 'dark'],
  ] as const)('%s with a dark system %s is %s', (choice, systemDark, expected) => {
    expect(resolveTheme(choice, systemDark)).toBe(expected)
  })
})

// public/theme-init.js runs before the app (a classic script: the CSP refuses inline ones) and
// cannot import these rules; it must agree with them for every stored value and system.
describe('public/theme-init.js', () => {
  afterEach(() => {
    window.localStorage.clear()
    document.documentElement.className = ''
    delete (window as Partial<Window>).matchMedia
  })

  const values = ['light', 'dark', 'system', null, 'bogus']
  const cases = values.flatMap((value) => [false, true].map((dark) => [value, dark] as const))

  it.each(cases)('stored %j, dark system %s: the same class as resolveTheme', (value, dark) => {
    if (value !== null) window.localStorage.setItem(THEME_KEY, value)
    window.matchMedia = (query: string) =>
      ({ matches: dark && query === '(prefers-color-scheme: dark)' }) as MediaQueryList
    // Run as the browser would: a script in the page's global scope.
    new Function(script)()
    const expected = resolveTheme(readThemeChoice(window.localStorage), dark)
    expect(document.documentElement.classList.contains('dark')).toBe(expected === 'dark')
  })

  it('follows no system and stays light when there is no matchMedia', () => {
    new Function(script)()
    expect(document.documentElement.classList.contains('dark')).toBe(false)
  })

  it('applies a stored choice even when matchMedia is missing', () => {
    window.localStorage.setItem(THEME_KEY, 'dark' satisfies ThemeChoice)
    new Function(script)()
    expect(document.documentElement.classList.contains('dark')).toBe(true)
  })
})
