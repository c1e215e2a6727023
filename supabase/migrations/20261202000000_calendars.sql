-- Calendar: calendars, each with a name, a colour, shown or hidden and a place in the list, and
-- every event in one of them. Safe to run more than once; loses nothing; a database without it
-- keeps working (the app reads events as before, shows no calendar list, and offers this
-- update). docs/decisions.md ("Calendars") says why each part is so.

create table if not exists public.calendars (
  id uuid primary key default gen_random_uuid(),
  -- Some character that is not white space, at most 100 (the app trims before it sends).
  name text not null constraint calendars_name_check
    check (name ~ '\S' and char_length(name) <= 100),
  color text not null default '#3b82f6' constraint calendars_color_check
    check (color ~ '^#[0-9a-fA-F]{6}$'),
  shown boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One calendar per name, whatever its case and the spaces around it ('Work' and ' work ' are one
-- name). supabase/private-mode.sql makes it one per name per owner instead.
create unique index if not exists calendars_name_idx on public.calendars (lower(btrim(name)));

drop trigger if exists calendars_set_updated_at on public.calendars;
create trigger calendars_set_updated_at
  before update on public.calendars
  for each row execute function public.set_updated_at();

-- The shared calendar's allow-all policy, as events have (docs/product.md §6).
alter table public.calendars enable row level security;
drop policy if exists "Allow all access to calendars" on public.calendars;
create policy "Allow all access to calendars" on public.calendars
  for all using (true) with check (true);
grant select, insert, update, delete on public.calendars to anon, authenticated;

-- Every event in a calendar; deleting a calendar deletes its events. The first time, the
-- column is added with the first calendar's id as a constant default, then the default goes:
-- PostgreSQL then writes no row (existing rows read the default, with no trigger fired and no
-- updated_at moved, so an open dialog's version still holds), however many events there are.
do $$
declare
  first_id uuid;
begin
  if not exists (
    select 1 from pg_catalog.pg_attribute a
     where a.attrelid = 'public.events'::regclass and a.attname = 'calendar_id'
       and not a.attisdropped
  ) then
    insert into public.calendars (name, color)
    select 'Calendar', '#3b82f6' where not exists (select 1 from public.calendars);
    select c.id into first_id from public.calendars c
     order by c.position, c.created_at, c.id limit 1;
    execute format(
      'alter table public.events add column calendar_id uuid not null default %L
         references public.calendars (id) on delete cascade', first_id);
    alter table public.events alter column calendar_id drop default;
  end if;
end
$$;

-- A calendar's events, found without reading the table: the delete's cascade, its count, its
-- snapshot. The range read filters on no calendar and keeps its plan (docs/performance.md).
create index if not exists events_calendar_id_idx on public.events (calendar_id);

-- An insert that names no calendar (the spec's five columns, an older app, psql) goes into the
-- first calendar by position, made as 'Calendar' if there is none; a changed occurrence goes
-- into its series' calendar. supabase/private-mode.sql replaces this with a per-owner version.
-- security invoker: the inserter's grants and policies apply to the calendar it may make.
create or replace function public.events_default_calendar()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.calendar_id is null and new.series_id is not null then
    select s.calendar_id into new.calendar_id from public.events s where s.id = new.series_id;
  end if;
  if new.calendar_id is null then
    select c.id into new.calendar_id from public.calendars c
     order by c.position, c.created_at, c.id limit 1;
  end if;
  if new.calendar_id is null then
    -- Another insert may be making it at the same moment: then its calendar is taken.
    insert into public.calendars (name, color) values ('Calendar', '#3b82f6')
      on conflict do nothing returning id into new.calendar_id;
    if new.calendar_id is null then
      select c.id into new.calendar_id from public.calendars c
       order by c.position, c.created_at, c.id limit 1;
    end if;
  end if;
  return new;
end;
$$;

drop trigger if exists events_default_calendar on public.events;
create trigger events_default_calendar
  before insert on public.events
  for each row execute function public.events_default_calendar();

-- Both views list the table's columns as they were when they were made (select e.*): made
-- again so that they carry calendar_id, as 20261130000000_location.sql makes them;
-- supabase/private-mode.sql makes its own events_by_span again after this.
drop view if exists public.events_search;
drop view if exists public.events_by_span;
create view public.events_by_span with (security_invoker = on) as
select e.*,
  width_bucket(extract(epoch from e.end_time - e.start_time),
    array[3600, 7200, 14400, 28800, 57600, 115200, 230400, 460800, 921600, 1843200,
          3686400, 7372800, 14745600, 29491200, 58982400]) as span_class
from public.events e;
grant select on public.events_by_span to anon, authenticated;
create view public.events_search with (security_invoker = on) as
select e.*, e.search_text as search
from public.events e;
grant select on public.events_search to anon, authenticated;

-- Live updates of calendars on hosted Supabase, as 20261127000000_realtime.sql does for events
-- (the local backend's own trigger covers both: server/realtime/trigger.ts).
do $$
begin
  if exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime')
     and not exists (
       select 1 from pg_catalog.pg_publication_tables
        where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'calendars'
     ) then
    alter publication supabase_realtime add table public.calendars;
  end if;
end
$$;
alter table public.calendars replica identity full;

-- 'Delete calendar' with 'Undo': the calendar and its events go in one transaction, and the
-- answer is what 'Undo' needs to put them back, every row whole:
-- {"calendar": row, "events": [rows]} (generated columns left out: they are made again). The
-- events are the calendar's and the changed occurrences of its series (the cascade takes them
-- whatever their calendar). The last calendar is never deleted (PT409, HTTP 409): an insert
-- would make 'Calendar' again at once. The caller's calendars are locked first, so two deletes
-- at once cannot leave none. security invoker: the caller's policies apply, as for the table.
create or replace function public.delete_calendar(p_id uuid)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  calendar_row jsonb;
  event_rows jsonb;
begin
  perform 1 from public.calendars c order by c.id for update;
  select to_jsonb(c) into calendar_row from public.calendars c where c.id = p_id;
  if calendar_row is null then
    raise exception using errcode = 'PT404', message = 'The calendar is not in the database.';
  end if;
  if (select count(*) from public.calendars) <= 1 then
    raise exception using errcode = 'PT409', message = 'The last calendar cannot be deleted.';
  end if;
  event_rows := (
    select coalesce(jsonb_agg(to_jsonb(e) - 'search_text' - 'stored_span_class'
             order by e.series_id nulls first, e.start_time, e.id), '[]'::jsonb)
      from public.events e
     where e.calendar_id = p_id
        or e.series_id in (select s.id from public.events s where s.calendar_id = p_id));
  delete from public.calendars c where c.id = p_id;
  return jsonb_build_object('calendar', calendar_row, 'events', event_rows);
end;
$$;

-- 'Undo' of delete_calendar: its snapshot back, with the same ids, versions and colours. Only
-- the columns the snapshot holds are written (those the table has and does not generate), so
-- the same function serves the shared and the private table. One statement for all the
-- events: a changed occurrence may come before its series, and the foreign keys are checked at
-- the statement's end. A calendar of the same name made since refuses it (23505, HTTP 409).
create or replace function public.restore_calendar(p_snapshot jsonb)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  cols text;
begin
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into cols
    from pg_catalog.pg_attribute a
   where a.attrelid = 'public.calendars'::regclass and a.attnum > 0 and not a.attisdropped
     and a.attgenerated = '' and (p_snapshot -> 'calendar') ? a.attname;
  if cols is null then
    raise exception using errcode = '22023', message = 'restore_calendar: no calendar to restore.';
  end if;
  execute format(
    'insert into public.calendars (%1$s) select %1$s
       from pg_catalog.jsonb_populate_record(null::public.calendars, $1)', cols)
    using p_snapshot -> 'calendar';

  if jsonb_array_length(coalesce(p_snapshot -> 'events', '[]'::jsonb)) > 0 then
    select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into cols
      from pg_catalog.pg_attribute a
     where a.attrelid = 'public.events'::regclass and a.attnum > 0 and not a.attisdropped
       and a.attgenerated = '' and (p_snapshot -> 'events' -> 0) ? a.attname;
    execute format(
      'insert into public.events (%1$s) select %1$s
         from pg_catalog.jsonb_populate_recordset(null::public.events, $1)', cols)
      using p_snapshot -> 'events';
  end if;
end;
$$;

-- How many events go with a calendar (the delete's question names it): one a series.
create or replace function public.calendar_event_count(p_id uuid)
returns bigint
language sql
stable
security invoker
set search_path = ''
as $$
  select count(*) from public.events e where e.calendar_id = p_id;
$$;

revoke execute on function public.delete_calendar(uuid) from public;
revoke execute on function public.restore_calendar(jsonb) from public;
revoke execute on function public.calendar_event_count(uuid) from public;
grant execute on function public.delete_calendar(uuid) to anon, authenticated;
grant execute on function public.restore_calendar(jsonb) to anon, authenticated;
grant execute on function public.calendar_event_count(uuid) to anon, authenticated;

-- The series functions (20261130000000_location.sql) name the columns they write: made again,
-- word for word but for the calendar and the colour. A changed occurrence and a split's new
-- series go into the series' calendar unless the change names one; 'All events' may move a
-- series (and its changed occurrences) to another calendar; 'Undo' puts the calendar back. A
-- colour sent as null (the event follows its calendar's) stays null; a change that sends none
-- gets the table's default as before. end_event_series writes no event's fields and stays.
-- create or replace keeps their grants (given in 20261129000000_series_functions.sql).

create or replace function public.add_event_exception(
  series uuid,
  occurrence_start timestamptz,
  changed jsonb default null
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  old_rows jsonb;
begin
  perform 1 from public.events e where e.id = series and e.rrule is not null for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'The repeating event is not in the database.';
  end if;
  perform 1 from public.events e where e.series_id = series order by e.id for update;
  old_rows := (select coalesce(jsonb_agg(to_jsonb(e) - 'search_text'
                  order by e.series_id nulls first, e.start_time, e.id), '[]'::jsonb)
                 from public.events e where e.id = series or e.series_id = series);

  if changed is not null then
    insert into public.events
      (id, title, description, location, start_time, end_time, color, all_day, series_id,
       original_start, calendar_id)
    select coalesce(r.id, gen_random_uuid()), r.title, r.description, r.location, r.start_time,
           r.end_time,
           case when changed ? 'color' then r.color else '#3b82f6' end,
           coalesce(r.all_day, false), series, occurrence_start,
           coalesce(r.calendar_id, s.calendar_id)
      from jsonb_populate_record(null::public.events, changed) r, public.events s
     where s.id = series;
  end if;
  update public.events e set exdates = e.exdates || occurrence_start
   where e.id = series and not occurrence_start = any(e.exdates);

  return jsonb_build_object('before', old_rows, 'after',
    (select coalesce(jsonb_agg(to_jsonb(e) - 'search_text'
        order by e.series_id nulls first, e.start_time, e.id), '[]'::jsonb)
       from public.events e where e.id = series or e.series_id = series));
end;
$$;

create or replace function public.update_event_series(
  series uuid,
  fields jsonb,
  keep_changes boolean default false
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  old_rows jsonb;
  keep boolean;
begin
  perform 1 from public.events e where e.id = series and e.rrule is not null for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'The repeating event is not in the database.';
  end if;
  perform 1 from public.events e where e.series_id = series order by e.id for update;
  old_rows := (select coalesce(jsonb_agg(to_jsonb(e) - 'search_text'
                  order by e.series_id nulls first, e.start_time, e.id), '[]'::jsonb)
                 from public.events e where e.id = series or e.series_id = series);

  update public.events e set
    title = case when fields ? 'title' then r.title else e.title end,
    description = case when fields ? 'description' then r.description else e.description end,
    location = case when fields ? 'location' then r.location else e.location end,
    start_time = case when fields ? 'start_time' then r.start_time else e.start_time end,
    end_time = case when fields ? 'end_time' then r.end_time else e.end_time end,
    color = case when fields ? 'color' then r.color else e.color end,
    all_day = case when fields ? 'all_day' then coalesce(r.all_day, false) else e.all_day end,
    rrule = case when fields ? 'rrule' then r.rrule else e.rrule end,
    tzid = case when fields ? 'tzid' then r.tzid else e.tzid end,
    recurrence_end = case when fields ? 'recurrence_end' then r.recurrence_end
                          else e.recurrence_end end,
    calendar_id = coalesce(r.calendar_id, e.calendar_id)
    from jsonb_populate_record(null::public.events, fields) r
   where e.id = series;
  -- A series moved to another calendar takes its changed occurrences with it.
  if fields ? 'calendar_id' then
    update public.events e set calendar_id = s.calendar_id
      from public.events s
     where s.id = series and e.series_id = series and e.calendar_id <> s.calendar_id;
  end if;
  keep := keep_changes and exists (
    select 1 from public.events e where e.id = series and e.rrule is not null);
  if not keep then
    update public.events e set exdates = '{}' where e.id = series and e.exdates <> '{}';
    delete from public.events e where e.series_id = series;
  end if;

  return jsonb_build_object('before', old_rows, 'after',
    (select coalesce(jsonb_agg(to_jsonb(e) - 'search_text'
        order by e.series_id nulls first, e.start_time, e.id), '[]'::jsonb)
       from public.events e where e.id = series or e.series_id = series));
end;
$$;

create or replace function public.split_event_series(
  series uuid,
  split_at timestamptz,
  ending jsonb,
  following jsonb,
  move_changes boolean default false
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  old_rows jsonb;
  new_id uuid;
begin
  perform 1 from public.events e where e.id = series and e.rrule is not null for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'The repeating event is not in the database.';
  end if;
  perform 1 from public.events e where e.series_id = series order by e.id for update;
  old_rows := (select coalesce(jsonb_agg(to_jsonb(e) - 'search_text'
                  order by e.series_id nulls first, e.start_time, e.id), '[]'::jsonb)
                 from public.events e where e.id = series or e.series_id = series);

  insert into public.events
    (id, title, description, location, start_time, end_time, color, all_day, rrule, tzid,
     exdates, recurrence_end, calendar_id)
  select coalesce(r.id, gen_random_uuid()), r.title, r.description, r.location, r.start_time,
         r.end_time,
         case when following ? 'color' then r.color else '#3b82f6' end,
         coalesce(r.all_day, false), r.rrule, r.tzid,
         case when move_changes
           then array(select d from unnest(s.exdates) d where d >= split_at order by d)
           else '{}'::timestamptz[] end,
         r.recurrence_end, coalesce(r.calendar_id, s.calendar_id)
    from jsonb_populate_record(null::public.events, following) r, public.events s
   where s.id = series
  returning id into new_id;
  if move_changes then
    update public.events e set series_id = new_id
     where e.series_id = series and e.original_start > split_at;
  end if;
  update public.events e set
    rrule = r.rrule,
    recurrence_end = r.recurrence_end,
    exdates = array(select d from unnest(e.exdates) d where d < split_at order by d)
    from jsonb_populate_record(null::public.events, ending) r
   where e.id = series;
  delete from public.events e where e.series_id = series and e.original_start >= split_at;

  return jsonb_build_object('before', old_rows, 'after',
    (select coalesce(jsonb_agg(to_jsonb(e) - 'search_text'
        order by e.series_id nulls first, e.start_time, e.id), '[]'::jsonb)
       from public.events e
      where e.id in (series, new_id) or e.series_id in (series, new_id)));
end;
$$;

create or replace function public.restore_events(
  event_rows jsonb,
  versions jsonb
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  ids uuid[];
  old_rows jsonb;
begin
  if exists (select 1 from jsonb_array_elements(event_rows) r where not versions ? (r->>'id')) then
    raise exception using errcode = '22023',
      message = 'restore_events: every row put back must be named in versions.';
  end if;
  ids := array(select k::uuid from jsonb_object_keys(versions) k order by 1);
  -- The named rows (series first: their ids sort with the others, but a series' own lock is
  -- what every function here takes first), then the changed occurrences of the named series.
  perform 1 from public.events e where e.id = any(ids) order by e.series_id nulls first, e.id
    for update;
  perform 1 from public.events e where e.series_id = any(ids) order by e.id for update;
  old_rows := (select coalesce(jsonb_agg(to_jsonb(e) - 'search_text'
                  order by e.series_id nulls first, e.start_time, e.id), '[]'::jsonb)
                 from public.events e where e.id = any(ids) or e.series_id = any(ids));

  if exists (
       select 1 from jsonb_each_text(versions) v
         left join public.events e on e.id = v.key::uuid
        where e.updated_at is distinct from v.value::timestamptz)
     or exists (
       select 1 from public.events e where e.series_id = any(ids) and not e.id = any(ids)) then
    raise exception using errcode = 'PT409',
      message = 'This event was changed in another window or device.',
      detail = old_rows::text;
  end if;

  insert into public.events
    (id, title, description, location, start_time, end_time, color, created_at, all_day, rrule,
     tzid, exdates, recurrence_end, series_id, original_start, ical_uid, calendar_id)
  select r.id, r.title, r.description, r.location, r.start_time, r.end_time, r.color,
         coalesce(r.created_at, now()), coalesce(r.all_day, false), r.rrule, r.tzid,
         coalesce(r.exdates, '{}'), r.recurrence_end, r.series_id, r.original_start, r.ical_uid,
         r.calendar_id
    from jsonb_populate_recordset(null::public.events, event_rows) r
   -- A row the edit left as it was is left alone (its version would move on for nothing).
   where r.updated_at is distinct from (versions->>(r.id::text))::timestamptz
  on conflict (id) do update set
    title = excluded.title, description = excluded.description, location = excluded.location,
    start_time = excluded.start_time, end_time = excluded.end_time, color = excluded.color,
    created_at = excluded.created_at, all_day = excluded.all_day, rrule = excluded.rrule,
    tzid = excluded.tzid, exdates = excluded.exdates, recurrence_end = excluded.recurrence_end,
    series_id = excluded.series_id, original_start = excluded.original_start,
    ical_uid = excluded.ical_uid, calendar_id = excluded.calendar_id;
  -- After the put back: a changed occurrence the edit moved to a series it made is back in its
  -- own series before that one goes (its delete would take them with it).
  delete from public.events e
   where e.id = any(ids)
     and not exists (select 1 from jsonb_array_elements(event_rows) r
                      where (r->>'id')::uuid = e.id);

  return jsonb_build_object('before', old_rows, 'after',
    (select coalesce(jsonb_agg(to_jsonb(e) - 'search_text'
        order by e.series_id nulls first, e.start_time, e.id), '[]'::jsonb)
       from public.events e where e.id = any(ids) or e.series_id = any(ids)));
end;
$$;

-- PostgREST reads functions and tables into its schema cache: tell it to read them now.
notify pgrst, 'reload schema';
