// 'Import .ics…': read the file, find what of it the calendar already has (by iCalendar UID),
// then write what is new or changed in batches. Imported on demand by the import dialog, with
// ical.js, so none of it is in the first paint's JS.
import type { LearnFeatures } from '@/data/schema/db-features'
import { events } from '@/data/events/events-api'
import type { EventRow, EventRowPayload } from '@/data/events/event-row'
import { fetchAllPages } from '@/data/events/fetch-all-pages'
import { icsEventRows, type ImportRow } from './ics-rows'
import { isMissingColumn } from '@/data/schema/missing-column'
import { PALETTE } from '@/model/palette'
import { readReminders } from '@/model/reminders/stored-reminders'
import { reminderKey } from '@/model/reminders/reminder'
import {
  IcsError,
  MAX_FILE_BYTES,
  readIcs,
  type IcsEvent,
  type NotKept,
  type SkippedItem,
} from './read-ics'

/** What the dialog shows before anything is written, and what 'Import N events' writes. */
export interface ImportPlan {
  /** Events in the file that can be imported (series count once). */
  total: number
  repeating: number
  allDay: number
  /** Earliest and latest start, or null for a file without events. */
  first: Date | null
  last: Date | null
  /** Of `total`: not in the calendar yet, in it but different, in it as they are. */
  added: number
  updated: number
  unchanged: number
  skipped: SkippedItem[]
  /** What the imported events hold that is not kept (read-ics.ts), and why. */
  notKept: NotKept[]
  /** The rows to write: events first, then changed occurrences (which refer to them). */
  rows: ImportRow[]
  /** The database has calendars (events.calendar_id): the dialog asks which one. */
  hasCalendars: boolean
  /** The file's calendar name (X-WR-CALNAME) and colour, read safely (read-ics.ts). */
  calendarName: string | null
  calendarColor: string | null
}

/** Rows per request: a batch is one upsert, small enough for any PostgREST body limit. */
const BATCH_ROWS = 500

/**
 * A file -> what importing it would do (nothing is written). IcsError for an unusable file.
 * `learn` is told when the database lacks the UID column (the import then fails).
 */
export async function planImport(
  file: File,
  {
    learn = () => {},
    zone,
    privateMode = false,
  }: {
    learn?: LearnFeatures
    zone?: string
    /**
     * Private mode: the table holds other people's events too, unseen. A file this app exported
     * names its events' ids; one not found among this person's may be someone else's, so it
     * gets a fresh id instead (upserted on that id, it would reach for their row).
     */
    privateMode?: boolean
  } = {},
): Promise<ImportPlan> {
  if (file.size > MAX_FILE_BYTES) {
    throw new IcsError(
      `This file is too large to import (${megabytes(file.size)}); the limit is ${megabytes(MAX_FILE_BYTES)}.`,
    )
  }
  const reading = readIcs(await file.text(), zone ? { zone } : {})
  const found = await findExisting(reading.events, learn)
  const notKept = [...reading.notKept]
  // A database set up before locations: imported without them, and the preview says so.
  if (!found.hasLocation) {
    const located = reading.events.filter((event) => event.draft.location).length
    if (located > 0)
      notKept.unshift({ what: 'Locations (the database needs the update)', events: located })
  }
  // Before reminders: imported without them (the database gives none), and the preview says so.
  if (!found.hasReminders) {
    const reminding = reading.events.filter((event) => hasReminders(event)).length
    if (reminding > 0)
      notKept.unshift({ what: 'Reminders (the database needs the update)', events: reminding })
  }
  const rows: ImportRow[] = []
  let added = 0
  let updated = 0
  for (const event of reading.events) {
    const match = found.match(event.uid)
    const existingChanged = match ? found.changedOf(match.id) : new Map<number, EventRow>()
    const eventRows = await icsEventRows(event, {
      id: match?.id ?? (privateMode ? undefined : ownId(event.uid)) ?? crypto.randomUUID(),
      changedId: (start) => existingChanged.get(Date.parse(start))?.id ?? crypto.randomUUID(),
    })
    // An event exported by this app and imported back keeps its id and stays without a UID.
    if (match && match.ical_uid === null && ownId(event.uid) === match.id)
      eventRows[0]!.ical_uid = null
    if (!found.hasLocation) for (const row of eventRows) delete (row as EventRowPayload).location
    if (!found.hasReminders) for (const row of eventRows) delete (row as EventRowPayload).reminders
    if (!found.hasCalendars) {
      // No calendar to take a colour from: the spec's default, as before calendars.
      for (const row of eventRows) row.color ??= PALETTE[0].value
    } else if (match) {
      // Already in a calendar (whichever): it is updated where it is, and a changed
      // occurrence stays where it is or goes into its series' (decisions.md).
      eventRows.forEach((row, i) => {
        const before = i === 0 ? match : existingChanged.get(Date.parse(row.original_start!))
        const where = before?.calendar_id ?? match.calendar_id
        if (where) row.calendar_id = where
      })
    }
    // A changed occurrence exported alone (its series in another calendar's file) is matched
    // by its id: it stays an occurrence of its series.
    if (match?.series_id && !event.repeat) {
      eventRows[0]!.series_id = match.series_id
      eventRows[0]!.original_start = match.original_start ?? null
    }
    const write = match
      ? eventRows.filter((row, i) => {
          const before = i === 0 ? match : existingChanged.get(Date.parse(row.original_start!))
          return !before || differs(before, row)
        })
      : eventRows
    if (!match) added++
    else if (write.length > 0) updated++
    rows.push(...write)
  }
  const starts = reading.events.map((event) => event.draft.start.getTime())
  return {
    total: reading.events.length,
    repeating: reading.events.filter((event) => event.repeat).length,
    allDay: reading.events.filter((event) => event.draft.allDay).length,
    first: starts.length > 0 ? new Date(Math.min(...starts)) : null,
    last: starts.length > 0 ? new Date(Math.max(...starts)) : null,
    added,
    updated,
    unchanged: reading.events.length - added - updated,
    skipped: reading.skipped,
    notKept,
    rows: [...rows.filter((row) => !row.series_id), ...rows.filter((row) => row.series_id)],
    hasCalendars: found.hasCalendars,
    calendarName: reading.calendarName,
    calendarColor: reading.calendarColor,
  }
}

/**
 * The rows as written into `calendarId`: each one not already in a calendar goes there.
 * Without a calendar (a database set up before calendars) they are written as planned.
 */
export const rowsInto = (rows: readonly ImportRow[], calendarId: string | undefined) =>
  calendarId === undefined
    ? rows
    : rows.map((row) => (row.calendar_id ? row : { ...row, calendar_id: calendarId }))

/** The events a plan writes (what 'Import N events' counts): new and changed ones. */
export const eventsToWrite = (plan: ImportPlan) => plan.added + plan.updated

/**
 * Writes the plan's rows in batches, reporting rows written after each. A batch that fails
 * stops the import with a message that says how far it got: what was written stays, and
 * importing the file again adds only the rest (the UIDs find what is there).
 */
export async function runImport(
  plan: ImportPlan,
  onProgress: (written: number, total: number) => void,
  /** The calendar the new events go into (the dialog's 'Calendar'). */
  calendarId?: string,
): Promise<void> {
  const table = await events()
  const rows = rowsInto(plan.rows, calendarId)
  const total = rows.length
  onProgress(0, total)
  for (let from = 0; from < total; from += BATCH_ROWS) {
    const batch = rows.slice(from, from + BATCH_ROWS)
    const { error } = await table.upsert(batch, { onConflict: 'id' })
    if (error) {
      throw new IcsError(
        `The import stopped after ${from.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows: ${error.message}. Importing the file again adds only what is missing.`,
      )
    }
    onProgress(Math.min(total, from + BATCH_ROWS), total)
  }
}

/** What the calendar already has of the file's events. */
interface Existing {
  /** The table has the location column (supabase/migrations/20261130000000_location.sql). */
  hasLocation: boolean
  /** The table has calendar_id (supabase/migrations/20261202000000_calendars.sql). */
  hasCalendars: boolean
  /** The table has reminders (supabase/migrations/20261204000000_reminders.sql). */
  hasReminders: boolean
  match: (uid: string) => EventRow | undefined
  /** A matched series' changed occurrences, by their original start. */
  changedOf: (seriesId: string) => Map<number, EventRow>
}

/**
 * Finds the file's events in the table: by ical_uid, and (for a file this app exported, whose
 * UIDs are '<id>@calendar') by id. Reads only ids and UIDs of the whole table, then the matched
 * rows themselves, to compare.
 */
async function findExisting(file: readonly IcsEvent[], learn: LearnFeatures): Promise<Existing> {
  const table = await events()
  let uidRows: Pick<EventRow, 'id' | 'ical_uid'>[]
  try {
    uidRows = await fetchAllPages(async (from, to) => {
      const { data, error } = await table
        .select('id,ical_uid')
        .not('ical_uid', 'is', null)
        .order('id')
        .range(from, to)
      if (error) throw error
      return (data ?? []) as Pick<EventRow, 'id' | 'ical_uid'>[]
    })
  } catch (error) {
    if (!isMissingColumn(error, 'ical_uid')) throw error
    learn({ icalUid: false })
    throw new IcsError('Importing needs the database update: run the setup SQL again.')
  }
  // Asked with a read of no rows: a 42703 names a database set up before locations.
  const probe = await table.select('location').limit(0)
  if (probe.error && !isMissingColumn(probe.error, 'location')) throw probe.error
  const hasLocation = !probe.error
  const calendarProbe = await table.select('calendar_id').limit(0)
  if (calendarProbe.error && !isMissingColumn(calendarProbe.error, 'calendar_id'))
    throw calendarProbe.error
  const hasCalendars = !calendarProbe.error
  const remindersProbe = await table.select('reminders').limit(0)
  if (remindersProbe.error && !isMissingColumn(remindersProbe.error, 'reminders'))
    throw remindersProbe.error
  const hasReminders = !remindersProbe.error
  const byUid = new Map(uidRows.map((row) => [row.ical_uid!, row.id]))
  const wanted = new Set<string>()
  for (const event of file) {
    const id = byUid.get(event.uid) ?? ownId(event.uid)
    if (id) wanted.add(id)
  }
  const rows = await readIn('id', [...wanted])
  const byId = new Map(rows.map((row) => [row.id, row]))
  const changed = await readIn(
    'series_id',
    rows.filter((row) => row.rrule).map((row) => row.id),
  )
  const changedBySeries = new Map<string, Map<number, EventRow>>()
  for (const row of changed) {
    const map = changedBySeries.get(row.series_id!) ?? new Map<number, EventRow>()
    map.set(Date.parse(row.original_start!), row)
    changedBySeries.set(row.series_id!, map)
  }
  return {
    hasLocation,
    hasCalendars,
    hasReminders,
    match: (uid) => {
      const id = byUid.get(uid) ?? ownId(uid)
      return id ? byId.get(id) : undefined
    },
    changedOf: (seriesId) => changedBySeries.get(seriesId) ?? new Map(),
  }
}

/** Whole rows whose `column` is one of `values`, a URL-sized chunk at a time. */
async function readIn(column: 'id' | 'series_id', values: readonly string[]): Promise<EventRow[]> {
  const table = await events()
  const rows: EventRow[] = []
  for (let i = 0; i < values.length; i += 100) {
    const chunk = values.slice(i, i + 100)
    const read = await fetchAllPages(async (from, to) => {
      const { data, error } = await table.select('*').in(column, chunk).order('id').range(from, to)
      if (error) throw error
      return (data ?? []) as EventRow[]
    })
    rows.push(...read)
  }
  return rows
}

const OWN_UID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@calendar$/i

/** The id in a UID this app exported (rows-to-ics.ts's uidOf), else undefined. */
function ownId(uid: string): string | undefined {
  return OWN_UID.exec(uid)?.[1]?.toLowerCase()
}

/** Whether writing `row` would change the stored `before` (times compared as instants). */
function differs(before: EventRow, row: ImportRow): boolean {
  const time = (value: string | null | undefined) => (value ? Date.parse(value) : null)
  const times = (values: readonly string[] | null | undefined) =>
    (values ?? [])
      .map((value) => Date.parse(value))
      .sort((a, b) => a - b)
      .join(',')
  return (
    before.title !== row.title ||
    (before.description ?? null) !== row.description ||
    // Compared only where written: without the column, a location is not part of the row.
    ('location' in row && (before.location ?? null) !== row.location) ||
    ('reminders' in row &&
      remindersText(before.reminders, row.series_id !== null) !==
        remindersText(row.reminders, row.series_id !== null)) ||
    (before.color ?? null) !== row.color ||
    (before.all_day ?? false) !== row.all_day ||
    time(before.start_time) !== time(row.start_time) ||
    time(before.end_time) !== time(row.end_time) ||
    (before.rrule ?? null) !== row.rrule ||
    (before.tzid ?? null) !== row.tzid ||
    times(before.exdates) !== times(row.exdates) ||
    time(before.recurrence_end) !== time(row.recurrence_end) ||
    (before.series_id ?? null) !== row.series_id ||
    time(before.original_start) !== time(row.original_start) ||
    (before.ical_uid ?? null) !== row.ical_uid
  )
}

/**
 * Stored reminders as comparable text. Null is none on an event (a row made before the column),
 * and its series' on a changed occurrence, which is not the same as none.
 */
const remindersText = (value: unknown, occurrence: boolean) =>
  occurrence && (value === null || value === undefined)
    ? "series'"
    : readReminders(value).map(reminderKey).join(',')

/** Whether the event or any changed occurrence of it has reminders to keep. */
const hasReminders = (event: IcsEvent) =>
  [event.draft, ...event.changed.map((c) => c.draft)].some((d) => (d.reminders ?? []).length > 0)

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
