import type { ViewMode } from '../views'

/** What a key does (product.md, "Direct manipulation and keyboard": Google Calendar's keys). */
type ShortcutAction =
  | { kind: 'view'; view: ViewMode }
  | { kind: 'today' }
  | { kind: 'step'; direction: -1 | 1 }
  | { kind: 'new' }
  | { kind: 'edit' }
  | { kind: 'delete' }
  | { kind: 'search' }
  | { kind: 'quick-add' }
  | { kind: 'help' }

/** The keys, in the order the 'Keyboard shortcuts' dialog lists them. */
export const SHORTCUTS: readonly {
  keys: readonly string[]
  label: string
  action: ShortcutAction
}[] = [
  { keys: ['d'], label: 'Day view', action: { kind: 'view', view: 'day' } },
  { keys: ['w'], label: 'Week view', action: { kind: 'view', view: 'week' } },
  { keys: ['m'], label: 'Month view', action: { kind: 'view', view: 'month' } },
  { keys: ['a'], label: 'Agenda', action: { kind: 'view', view: 'agenda' } },
  { keys: ['y'], label: 'Year view', action: { kind: 'view', view: 'year' } },
  { keys: ['t'], label: 'Today', action: { kind: 'today' } },
  { keys: ['j', 'n'], label: 'Next period', action: { kind: 'step', direction: 1 } },
  { keys: ['k', 'p'], label: 'Previous period', action: { kind: 'step', direction: -1 } },
  { keys: ['c'], label: 'New Event', action: { kind: 'new' } },
  { keys: ['e'], label: 'Edit the focused event', action: { kind: 'edit' } },
  { keys: ['Delete', 'Backspace'], label: 'Delete the focused event', action: { kind: 'delete' } },
  { keys: ['/'], label: 'Search', action: { kind: 'search' } },
  { keys: ['q'], label: 'Quick add', action: { kind: 'quick-add' } },
  { keys: ['?'], label: 'Keyboard shortcuts', action: { kind: 'help' } },
]

const BY_KEY = new Map(SHORTCUTS.flatMap(({ keys, action }) => keys.map((key) => [key, action])))

/**
 * The action of a key press, or null: none with Ctrl, Cmd or Alt held (the browser's and the
 * system's own), and keys are the characters typed (so '?' is Shift+/ on a US keyboard and
 * whatever types it elsewhere). Whether the user is typing in a field is the caller's to check.
 */
export function shortcutFor(event: {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
}): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null
  return BY_KEY.get(event.key) ?? null
}
