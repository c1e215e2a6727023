// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { THEME_KEY } from './theme'
import { getThemeChoice, setThemeChoice, startTheme, subscribeThemeChoice } from './theme-store'

/**
 * jsdom has no matchMedia: a fake system preference whose 'change' listeners the test fires,
 * as the browser does when the system switches between light and dark.
 */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    get matches() {
      return dark
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  window.matchMedia = () => query as unknown as MediaQueryList
  return {
    set(next: boolean) {
      dark = next
      for (const listener of listeners) listener()
    },
    listeners,
  }
}

const isDark = () => document.documentElement.classList.contains('dark')

describe('theme store', () => {
  let stop: () => void = () => undefined
  beforeEach(() => window.localStorage.clear())
  afterEach(() => {
    stop()
    document.documentElement.className = ''
    delete (window as Partial<Window>).matchMedia
  })

  it("starts from the stored choice, 'system' by default, and follows the system live", () => {
    const system = fakeSystem(false)
    stop = startTheme()
    expect(getThemeChoice()).toBe('system')
    expect(isDark()).toBe(false)
    system.set(true)
    expect(isDark()).toBe(true)
    system.set(false)
    expect(isDark()).toBe(false)
  })

  it('a chosen theme holds whatever the system does, and is remembered', () => {
    const system = fakeSystem(false)
    stop = startTheme()
    const seen: string[] = []
    const unsubscribe = subscribeThemeChoice(() => seen.push(getThemeChoice()))
    setThemeChoice('dark')
    expect(isDark()).toBe(true)
    expect(window.localStorage.getItem(THEME_KEY)).toBe('dark')
    system.set(false)
    expect(isDark()).toBe(true)
    setThemeChoice('light')
    system.set(true)
    expect(isDark()).toBe(false)
    setThemeChoice('system')
    expect(isDark()).toBe(true)
    expect(seen).toEqual(['dark', 'light', 'system'])
    unsubscribe()
  })

  it('reads a stored choice at start, and one made in another tab', () => {
    fakeSystem(false)
    window.localStorage.setItem(THEME_KEY, 'dark')
    stop = startTheme()
    expect(getThemeChoice()).toBe('dark')
    expect(isDark()).toBe(true)
    window.localStorage.setItem(THEME_KEY, 'light')
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY }))
    expect(getThemeChoice()).toBe('light')
    expect(isDark()).toBe(false)
  })

  it('stops following the system when stopped', () => {
    const system = fakeSystem(false)
    startTheme()()
    expect(system.listeners.size).toBe(0)
  })
})
