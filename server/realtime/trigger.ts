// Where the local Realtime's changes come from: a row trigger on public.events (and on
// public.calendars, once the setup SQL has made it) that NOTIFYs
// the changed row's id, so a change made anywhere (a REST request, psql, the SQL editor) is
// heard, on PGlite and on PostgreSQL alike, and only once committed (NOTIFY is delivered at
// COMMIT). Not logical decoding: PGlite has none, and one mechanism for both engines is one
// to test. Installed by the server in a schema of its own, not by the setup SQL: hosted
// Supabase has Realtime itself (its publication is in supabase/migrations).
import type { Database } from '../db/database.ts'

export const REALTIME_CHANNEL = 'calendar_realtime'

/**
 * An advisory lock the install holds for its transaction (the statements of one simple query
 * are one): two servers on one database starting together install one after the other.
 */
const INSTALL_LOCK = 0x63616c52 // 'calR'

/**
 * The payload is the operation, the table and the primary key only (never the row, which
 * NOTIFY's 8,000-byte limit would refuse for a long description, failing the user's write):
 * the server reads the row again as each subscriber may see it. commit_timestamp in
 * Realtime's format (apply_rls.sql). A delete also names its row's owner (`user_id`, private
 * mode's column; null without it): a deleted row cannot be read again, and private mode's
 * policies let only the owner see a row, so its delete goes to the owner only (dispatch.ts).
 */
const INSTALL_SQL = `
select pg_advisory_xact_lock(${INSTALL_LOCK});
create schema if not exists calendar_realtime;
create or replace function calendar_realtime.notify_change() returns trigger
language plpgsql as $fn$
begin
  perform pg_notify('${REALTIME_CHANNEL}', json_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'id', case when tg_op = 'DELETE' then old.id else new.id end,
    'owner', case when tg_op = 'DELETE' then to_jsonb(old) ->> 'user_id' end,
    'commit_timestamp',
      to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text);
  return null;
end
$fn$;
drop trigger if exists calendar_realtime_changes on public.events;
create trigger calendar_realtime_changes after insert or update or delete on public.events
  for each row execute function calendar_realtime.notify_change();
do $do$
begin
  if to_regclass('public.calendars') is not null then
    drop trigger if exists calendar_realtime_changes on public.calendars;
    create trigger calendar_realtime_changes after insert or update or delete on public.calendars
      for each row execute function calendar_realtime.notify_change();
  end if;
end
$do$;
`

/**
 * Installs the triggers if public.events exists (a database without it gets them at the next
 * join after the setup SQL has run). Resolves true once both tables have theirs; false while
 * public.calendars is missing too (a database set up before calendars), so that the next join
 * installs its trigger once the update SQL has made it.
 */
export async function installRealtimeTrigger(db: Database): Promise<boolean> {
  const exists = await db.transaction((tx) =>
    tx.query(
      `select (to_regclass('public.events') is not null)::text as events,
              (to_regclass('public.calendars') is not null)::text as calendars`,
    ),
  )
  if (exists.rows[0]?.events !== 'true') return false
  await db.exec(INSTALL_SQL)
  return exists.rows[0]?.calendars === 'true'
}
