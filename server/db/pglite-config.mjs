// @ts-check
// What every PGlite database here is opened with: openPglite (database.ts) in the server's
// thread, and the worker thread (pglite-worker-thread.mjs), which is why this is JavaScript.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'

/**
 * Keep values as PostgreSQL's text: the protocol layer builds JSON bodies in SQL and casts
 * them to text, and timestamps must not round-trip through JS Dates.
 * @param {string} value
 */
export const rawText = (value) => value

export const PGLITE_OPTIONS = {
  // The search's extensions (supabase/migrations/20261125000000_event_search.sql).
  extensions: { pg_trgm, unaccent },
  // Raw text for json, jsonb, timestamptz, timestamp and date.
  parsers: { 114: rawText, 3802: rawText, 1184: rawText, 1114: rawText, 1082: rawText },
}
