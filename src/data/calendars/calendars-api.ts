// The only code that reaches the calendars table and its functions
// (supabase/migrations/20261202000000_calendars.sql).
import type { Calendar } from '@/model/calendars/calendar'
import type { LearnFeatures } from '../schema/db-features'
import { isMissingFunction } from '../schema/missing-function'
import { isMissingTable } from '../schema/missing-table'
import {
  CALENDAR_COLUMNS,
  rowToCalendar,
  type CalendarRow,
  type CalendarSnapshot,
} from './calendar-row'

/**
 * The one client. Imported when first needed, not with this file: useEvents reaches this file
 * (use-shown-events.ts), and tests of its pure parts run without a page.
 */
async function client() {
  const { loadSupabase } = await import('../client/supabase')
  const setup = await loadSupabase()
  if (!setup.ok) throw new Error(setup.message)
  return setup.client
}

/**
 * Every calendar the caller may see (in private mode, their own). A database set up before
 * calendars answers none, and `learn` is told (the update notice offers the SQL).
 */
export async function listCalendars(learn: LearnFeatures = () => {}): Promise<Calendar[]> {
  const { data, error } = await (await client()).from('calendars').select(CALENDAR_COLUMNS)
  if (error) {
    if (isMissingTable(error)) {
      learn({ calendars: false })
      return []
    }
    throw error
  }
  learn({ calendars: true })
  const calendars = (data as unknown as CalendarRow[]).map(rowToCalendar)
  return calendars.length > 0 ? calendars : [await firstCalendar()]
}

/**
 * Someone with no calendar yet (a new account in private mode, whose first calendar the
 * database would only make with their first event; or every calendar deleted with psql) gets
 * 'Calendar', as the migration names the first one, so the sidebar and the dialog have one.
 * Two tabs at once: the unique name lets one in, and the other reads it.
 */
async function firstCalendar(): Promise<Calendar> {
  try {
    return await insertCalendar({ name: 'Calendar', color: '#3b82f6', position: 0 })
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error
    const { data, error: again } = await (
      await client()
    )
      .from('calendars')
      .select(CALENDAR_COLUMNS)
      .limit(1)
      .single()
    if (again) throw again
    return rowToCalendar(data as unknown as CalendarRow)
  }
}

/** Adds a calendar; answers it as stored (its id and version). */
export async function insertCalendar(
  fields: Pick<Calendar, 'name' | 'color' | 'position'>,
): Promise<Calendar> {
  const { data, error } = await (
    await client()
  )
    .from('calendars')
    .insert(fields)
    .select(CALENDAR_COLUMNS)
    .single()
  if (error) throw error
  return rowToCalendar(data as unknown as CalendarRow)
}

/** Changes a calendar's fields; answers it as stored. */
export async function updateCalendar(
  id: string,
  fields: Partial<Pick<Calendar, 'name' | 'color' | 'shown' | 'position'>>,
): Promise<Calendar> {
  const { data, error } = await (
    await client()
  )
    .from('calendars')
    .update(fields)
    .eq('id', id)
    .select(CALENDAR_COLUMNS)
    .single()
  if (error) throw error
  return rowToCalendar(data as unknown as CalendarRow)
}

/**
 * Recolours the calendar and, in the same transaction, its events that were in its colour
 * (recolor_calendar, 20261203000000_recolor_calendar.sql). A database set up before that
 * function recolours the calendar alone.
 */
export async function recolorCalendarRows(id: string, color: string): Promise<void> {
  const { error } = await (await client()).rpc('recolor_calendar', { p_id: id, p_color: color })
  if (!error) return
  if (!isMissingFunction(error, 'recolor_calendar')) throw error
  await updateCalendar(id, { color })
}

/**
 * Deletes the calendar and its events in one transaction (delete_calendar); answers what
 * restoreCalendarRows puts back. The last calendar is refused ('The last calendar cannot be
 * deleted.', HTTP 409).
 */
export async function deleteCalendarRows(id: string): Promise<CalendarSnapshot> {
  const { data, error } = await (await client()).rpc('delete_calendar', { p_id: id })
  if (error) throw error
  return data as CalendarSnapshot
}

/** 'Undo' of a delete: the calendar and its events back, with their ids (restore_calendar). */
export async function restoreCalendarRows(snapshot: CalendarSnapshot): Promise<void> {
  const { error } = await (await client()).rpc('restore_calendar', { p_snapshot: snapshot })
  if (error) throw error
}

/** How many events go with the calendar (a series counts once). */
export async function countEventsOf(id: string): Promise<number> {
  const { data, error } = await (await client()).rpc('calendar_event_count', { p_id: id })
  if (error) throw error
  return Number(data)
}
