// The reminder log (model/reminders/reminder-log.ts) on this device: in localStorage, so every
// tab of the app reads the same one, and the `storage` event tells the others of a change (an
// alert dismissed in one tab goes in all). Each update reads the stored value afresh: two tabs
// writing in turn do not undo each other. Sign-out clears localStorage (sign-out.ts), this too.
import { useSyncExternalStore } from 'react'
import { readLog, type ReminderLog } from '@/model/reminders/reminder-log'
import { authStore } from '../auth/auth-store'
import { isPrivateMode } from '../auth/is-private'

export const REMINDER_LOG_KEY = 'calendar.reminders'

/** Whose log: the signed-in person in private mode, '' in shared mode (one calendar a device). */
export function logOwner(): string {
  if (!isPrivateMode) return ''
  const state = authStore.get()
  return state.status === 'signed-in' ? state.userId : ''
}

function readStored(): ReminderLog {
  let text = memory
  try {
    if (memory === null) text = localStorage.getItem(REMINDER_LOG_KEY)
  } catch {
    // Storage blocked: this tab keeps its log in memory only (below).
  }
  return readLog(text, logOwner())
}

/** The log when storage cannot be written (blocked, full): this tab's alone. Else null. */
let memory: string | null = null
let snapshot: ReminderLog | null = null
const listeners = new Set<() => void>()

function changed() {
  snapshot = null
  for (const listener of listeners) listener()
}

export function getLog(): ReminderLog {
  snapshot ??= readStored()
  return snapshot
}

/**
 * Applies `change` to the stored log (read afresh) and tells this tab's and the others'
 * listeners. A change that returns the log it was given writes nothing.
 */
export function updateLog(change: (log: ReminderLog) => ReminderLog): ReminderLog {
  const stored = readStored()
  // Signed out in private mode: nobody's log to keep. A check run between 'Sign out' and the
  // sign-in screen replacing the calendar must not write it back (sign-out.ts cleared it).
  if (isPrivateMode && logOwner() === '') return stored
  const next = change(stored)
  if (next === stored) return stored
  const text = JSON.stringify(next)
  try {
    localStorage.setItem(REMINDER_LOG_KEY, text)
    memory = null
  } catch {
    memory = text
  }
  changed()
  return next
}

function onStorage(event: StorageEvent) {
  if (event.key === REMINDER_LOG_KEY || event.key === null) changed()
}

export function subscribeLog(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/** The alerts of the log last read, and that log: a check's minute write leaves them as they were. */
let alerts: { log: ReminderLog | null; text: string; value: ReminderLog['alerts'] } = {
  log: null,
  text: '[]',
  value: [],
}

/** The waiting alerts: the same array until they change (not at each minute's check). */
export function getAlerts(): ReminderLog['alerts'] {
  const log = getLog()
  if (log === alerts.log) return alerts.value
  const text = JSON.stringify(log.alerts)
  alerts = { log, text, value: text === alerts.text ? alerts.value : log.alerts }
  return alerts.value
}

/** The waiting alerts, rendered again when any tab changes them. */
export const useReminderAlerts = (): ReminderLog['alerts'] =>
  useSyncExternalStore(subscribeLog, getAlerts, getAlerts)
