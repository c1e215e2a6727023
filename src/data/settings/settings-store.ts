// The person's settings as the whole page reads them (issue 27): a module store, since views,
// formats and the dialog read one value and a change applies everywhere at once, no reload.
//
// Shared mode: kept on this device in localStorage; other tabs follow through the `storage`
// event. Private mode: kept in the database (public.settings, one row per person; see
// private-settings.ts, loaded only there), cached in localStorage under the person's id so the
// first paint already uses them; other tabs follow through the same `storage` event, other
// devices on sign-in and whenever the tab is shown again. 'Sign out' clears the cache with the
// rest of localStorage (sign-out.ts), and the settings go back to the defaults.
import { useSyncExternalStore } from 'react'
import { createStore } from '@/lib/store'
import {
  DEFAULT_SETTINGS,
  readSettings,
  sameSettings,
  type Settings,
} from '@/model/settings/settings'
import { setWeekShape } from '@/model/time/week-start'
import { authStore } from '../auth/auth-store'
import { isPrivateMode } from '../auth/is-private'

export type { Settings } from '@/model/settings/settings'

/** Shared mode's key; private mode's is USER_KEY_PREFIX + the person's id. */
export const SETTINGS_KEY = 'calendar.settings'
const USER_KEY_PREFIX = 'calendar.settings@'

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

function readKey(key: string): Settings {
  try {
    return readSettings(storage()?.getItem(key) ?? undefined)
  } catch {
    return { ...DEFAULT_SETTINGS }
  }
}

function writeKey(key: string, settings: Settings) {
  try {
    storage()?.setItem(key, JSON.stringify(settings))
  } catch {
    // Storage full or blocked: the settings still apply to this page.
  }
}

/** Private mode, before anyone is known: the one person's cache left on this device, if any. */
function cachedUser(): string | undefined {
  const store = storage()
  if (!store) return undefined
  const users: string[] = []
  try {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i)
      if (key?.startsWith(USER_KEY_PREFIX)) users.push(key.slice(USER_KEY_PREFIX.length))
    }
  } catch {
    return undefined
  }
  return users.length === 1 ? users[0] : undefined
}

/** Whose settings are shown in private mode (undefined: nobody's, the defaults). */
let user: string | undefined = isPrivateMode ? cachedUser() : undefined
const keyOf = (userId: string | undefined): string | undefined =>
  !isPrivateMode ? SETTINGS_KEY : userId === undefined ? undefined : USER_KEY_PREFIX + userId

const store = createStore<Settings>(
  ((key) => (key ? readKey(key) : { ...DEFAULT_SETTINGS }))(keyOf(user)),
  sameSettings,
)
// The week's first day and its weekends, where the model's ranges read them (week-start.ts):
// set before any other listener (React's) hears of a change.
const applyWeekShape = () => setWeekShape(store.get().weekStartsOn, store.get().showWeekends)
applyWeekShape()
store.subscribe(applyWeekShape)

/** Counts local changes, so a database read begun before one does not undo it. */
let changes = 0

export const getSettings = (): Settings => store.get()

let started = false
/** Follows other tabs and, in private mode, the person signed in. Once, on first subscribe. */
function start() {
  if (started || typeof window === 'undefined') return
  started = true
  window.addEventListener('storage', (event) => {
    const key = keyOf(user)
    if (event.key === null && event.storageArea === storage()) {
      // Another tab cleared storage ('Sign out' there): this one's cache is gone too.
      if (key) store.set(readKey(key))
    } else if (key && event.key === key) {
      changes++
      store.set(readSettings(event.newValue ?? undefined))
    }
  })
  if (!isPrivateMode) return
  authStore.subscribe(followAuth)
  followAuth()
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && user) void pull(user)
  })
}

function followAuth() {
  const state = authStore.get()
  if (state.status === 'signed-in' && state.userId !== user) {
    user = state.userId
    store.set(readKey(keyOf(user)!))
    void pull(user)
  } else if (state.status === 'signed-out' && !state.ended && user !== undefined) {
    // Signed out (not a session that ended under the mounted calendar): nobody's settings.
    user = undefined
    store.set({ ...DEFAULT_SETTINGS })
  } else if (state.status === 'signed-in' && state.epoch > 1) {
    // The same person back after the session ended: what another device changed meanwhile.
    void pull(state.userId)
  }
}

/** Reads the person's row (other devices' changes); a read overtaken by a change is dropped. */
async function pull(userId: string): Promise<void> {
  const before = changes
  try {
    const { fetchSettings } = await import('./private-settings')
    const value = await fetchSettings(userId)
    if (value === undefined || changes !== before || user !== userId) return
    const settings = readSettings(value)
    store.set(settings)
    writeKey(keyOf(userId)!, settings)
  } catch {
    // No table yet or offline: the cached settings stay.
  }
}

export function subscribeSettings(listener: () => void): () => void {
  start()
  return store.subscribe(listener)
}

/**
 * Applies `patch` at once (every view re-renders), keeps it (on the device, or in the database
 * in private mode) and tells the other tabs. Each value is checked as a stored one is (a bad
 * zone falls back to the device's): callers check what people type before. Rejects when the
 * database refused the write; the change stays on this device.
 */
export async function updateSettings(patch: Partial<Settings>): Promise<void> {
  start()
  const next = readSettings({ ...store.get(), ...patch })
  if (sameSettings(next, store.get())) return
  changes++
  store.set(next)
  const key = keyOf(user)
  if (key) writeKey(key, next)
  if (isPrivateMode && user) {
    const { saveSettings } = await import('./private-settings')
    await saveSettings(user, next)
  }
}

/** The settings, rendered again when they change (in this tab or another). */
export const useSettings = (): Settings =>
  useSyncExternalStore(subscribeSettings, getSettings, getSettings)

const getTimeFormat = () => store.get().timeFormat

/** The time format alone: a chip or bar re-renders when it changes, not on other settings. */
export const useTimeFormat = (): Settings['timeFormat'] =>
  useSyncExternalStore(subscribeSettings, getTimeFormat, getTimeFormat)
