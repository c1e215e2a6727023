// The person's settings (issue 27): what each is, its default, and reading a stored value
// safely. Defaults are the spec's (Sunday, 12-hour, the device's zone, weekends shown), so every
// spec row holds with no setting touched.
import {
  DEFAULT_ALL_DAY_REMINDERS,
  DEFAULT_TIMED_REMINDERS,
  fitsEvent,
  type Reminder,
} from '../reminders/reminder-core'
import { readReminders } from '../reminders/stored-reminders'
import { ianaZone } from './iana-zone'

/** date-fns' weekStartsOn for the three choices: Sunday, Monday, Saturday. */
export type WeekStartChoice = 0 | 1 | 6
export type TimeFormat = '12h' | '24h'

export interface Settings {
  weekStartsOn: WeekStartChoice
  timeFormat: TimeFormat
  /** An IANA zone; null = the device's zone (followed as the device moves). */
  timeZone: string | null
  showWeekends: boolean
  /** New events' reminders (decisions.md, "Reminders"): one list per kind of event. */
  defaultReminders: DefaultReminders
}

export interface DefaultReminders {
  timed: Reminder[]
  allDay: Reminder[]
}

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  weekStartsOn: 0,
  timeFormat: '12h',
  timeZone: null,
  showWeekends: true,
  defaultReminders: Object.freeze({
    timed: [...DEFAULT_TIMED_REMINDERS],
    allDay: [...DEFAULT_ALL_DAY_REMINDERS],
  }),
})

/**
 * A stored pair of lists read safely: each list through readReminders, keeping only the
 * reminders of its kind; a missing or bad list is its default.
 */
function readDefaultReminders(value: unknown): DefaultReminders {
  const stored = isRecord(value) ? value : {}
  const list = (entry: unknown, allDay: boolean, fallback: readonly Reminder[]) =>
    Array.isArray(entry)
      ? readReminders(entry).filter((reminder) => fitsEvent(reminder, allDay))
      : [...fallback]
  return {
    timed: list(stored.timed, false, DEFAULT_TIMED_REMINDERS),
    allDay: list(stored.allDay, true, DEFAULT_ALL_DAY_REMINDERS),
  }
}

export const WEEK_START_CHOICES: readonly WeekStartChoice[] = [0, 1, 6]
export const TIME_FORMATS: readonly TimeFormat[] = ['12h', '24h']

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A value stored by this, an older or a newer version, read safely: unknown keys are ignored,
 * each missing, bad or unknown value falls back to its default; never throws. A JSON text is
 * parsed first, so localStorage's string can be passed as it is.
 */
export function readSettings(value: unknown): Settings {
  let stored = value
  if (typeof stored === 'string') {
    try {
      stored = JSON.parse(stored)
    } catch {
      stored = undefined
    }
  }
  if (!isRecord(stored)) return { ...DEFAULT_SETTINGS, defaultReminders: readDefaultReminders({}) }
  const { weekStartsOn, timeFormat, timeZone, showWeekends, defaultReminders } = stored
  return {
    weekStartsOn:
      WEEK_START_CHOICES.find((choice) => choice === weekStartsOn) ?? DEFAULT_SETTINGS.weekStartsOn,
    timeFormat: TIME_FORMATS.find((format) => format === timeFormat) ?? DEFAULT_SETTINGS.timeFormat,
    timeZone: typeof timeZone === 'string' ? ianaZone(timeZone) : DEFAULT_SETTINGS.timeZone,
    showWeekends: typeof showWeekends === 'boolean' ? showWeekends : DEFAULT_SETTINGS.showWeekends,
    defaultReminders: readDefaultReminders(defaultReminders),
  }
}

/** Equal settings: a write that changes nothing is not sent, nor its listeners told. */
export const sameSettings = (a: Settings, b: Settings): boolean =>
  a.weekStartsOn === b.weekStartsOn &&
  a.timeFormat === b.timeFormat &&
  a.timeZone === b.timeZone &&
  a.showWeekends === b.showWeekends &&
  // Both lists are as readSettings makes them (normalised, each entry its own fields in one
  // order): equal lists are equal texts. Cheaper in the first load than sameReminders.
  JSON.stringify(a.defaultReminders) === JSON.stringify(b.defaultReminders)
