// The database functions that make an edit of a repeating event, and any Undo, one transaction
// (supabase/migrations/20261129000000_series_functions.sql; decisions.md, "Repeating events: one
// transaction each"). Each answers the rows it concerns as they were and as it left them.
import type { LearnFeatures } from '../schema/db-features'
import { isMissingFunction } from '../schema/missing-function'
import type { EventRow } from './event-row'
import { rpc } from './events-api'
import type { RowsChange } from './undo-record'

export type SeriesFunction =
  | 'add_event_exception'
  | 'update_event_series'
  | 'end_event_series'
  | 'split_event_series'
  | 'restore_events'

/**
 * restore_events refused: a row is not as the undone write left it (PT409, HTTP 409). `now`:
 * the rows as they are, from the error's detail (null if it did not come through).
 */
export class RowsChangedElsewhere extends Error {
  override name = 'RowsChangedElsewhere'

  constructor(readonly now: EventRow[] | null) {
    super('This event was changed in another window or device.')
  }
}

/** The rows a PT409's detail holds: a JSON array of rows, or null. */
export function rowsOfDetail(details: unknown): EventRow[] | null {
  if (typeof details !== 'string') return null
  try {
    const rows: unknown = JSON.parse(details)
    return Array.isArray(rows) ? (rows as EventRow[]) : null
  } catch {
    return null
  }
}

/**
 * Calls the function; undefined when the database has none (set up before them: the caller
 * makes the change request by request instead). `learn` is told whether it has them, so the
 * 'Database update available' notice shows (product.md §10, "Database growth").
 */
export async function callSeriesFunction(
  name: SeriesFunction,
  args: Record<string, unknown>,
  learn: LearnFeatures,
): Promise<RowsChange | undefined> {
  const { data, error } = await rpc(name, args)
  if (error) {
    if (isMissingFunction(error, name)) {
      learn({ seriesFunctions: false })
      return undefined
    }
    if (error.code === 'PT409') throw new RowsChangedElsewhere(rowsOfDetail(error.details))
    throw error
  }
  learn({ seriesFunctions: true })
  return data as RowsChange
}
