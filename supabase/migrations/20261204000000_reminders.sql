-- Calendar: each event's reminders (issue 28). Safe to run more than once; loses nothing; a
-- database without it keeps working (the app reads and writes without the column, shows no
-- 'Reminders' section and offers this update). docs/decisions.md ("Reminders: stored, in the dialog and in Settings") says why.
--
-- A JSON array of at most 10 reminders ({"kind":"before","minutes":10},
-- {"kind":"day","daysBefore":1,"minuteOfDay":540}; src/model/reminders/reminder.ts reads them
-- safely). Null on a changed occurrence: it takes its series' reminders.
alter table public.events add column if not exists reminders jsonb;
alter table public.events drop constraint if exists events_reminders_check;
alter table public.events add constraint events_reminders_check check (
  reminders is null
  or (jsonb_typeof(reminders) = 'array' and jsonb_array_length(reminders) <= 10));

-- An event or series inserted without reminders gets the built-in default for its kind (timed
-- '10 minutes before', all-day none: ../shared/spec/decisions.md, "Reminders"), so the app
-- leaves them out of a new event's insert when they are those, and the spec's five-column
-- payload stays as it is. A changed occurrence (series_id set) keeps null: its series'.
create or replace function public.events_default_reminders()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.reminders is null and new.series_id is null then
    new.reminders := case when coalesce(new.all_day, false) then '[]'::jsonb
                          else '[{"kind": "before", "minutes": 10}]'::jsonb end;
  end if;
  return new;
end;
$$;
drop trigger if exists events_default_reminders on public.events;
create trigger events_default_reminders
  before insert on public.events
  for each row execute function public.events_default_reminders();

-- Both views list the table's columns as they were when they were made (select e.*): made
-- again so that they carry reminders, as 20261202000000_calendars.sql makes them;
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

-- delete_calendar and restore_calendar copy every column (to_jsonb, and the columns the
-- snapshot holds) and stay as they are. The series functions (20261202000000_calendars.sql)
-- name the columns they write: made again, word for word but for the reminders. A changed
-- occurrence has the reminders its change names (none named: null, its series'); 'All events'
-- sets the series' when named; a split's new series keeps the old one's unless named; 'Undo'
-- puts them back. create or replace keeps their grants.

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
       original_start, calendar_id, reminders)
    select coalesce(r.id, gen_random_uuid()), r.title, r.description, r.location, r.start_time,
           r.end_time,
           case when changed ? 'color' then r.color else '#3b82f6' end,
           coalesce(r.all_day, false), series, occurrence_start,
           coalesce(r.calendar_id, s.calendar_id), r.reminders
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
    calendar_id = coalesce(r.calendar_id, e.calendar_id),
    reminders = case when fields ? 'reminders' then r.reminders else e.reminders end
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
     exdates, recurrence_end, calendar_id, reminders)
  select coalesce(r.id, gen_random_uuid()), r.title, r.description, r.location, r.start_time,
         r.end_time,
         case when following ? 'color' then r.color else '#3b82f6' end,
         coalesce(r.all_day, false), r.rrule, r.tzid,
         case when move_changes
           then array(select d from unnest(s.exdates) d where d >= split_at order by d)
           else '{}'::timestamptz[] end,
         r.recurrence_end, coalesce(r.calendar_id, s.calendar_id),
         coalesce(r.reminders, s.reminders)
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
     tzid, exdates, recurrence_end, series_id, original_start, ical_uid, calendar_id,
     reminders)
  select r.id, r.title, r.description, r.location, r.start_time, r.end_time, r.color,
         coalesce(r.created_at, now()), coalesce(r.all_day, false), r.rrule, r.tzid,
         coalesce(r.exdates, '{}'), r.recurrence_end, r.series_id, r.original_start, r.ical_uid,
         r.calendar_id, r.reminders
    from jsonb_populate_recordset(null::public.events, event_rows) r
   -- A row the edit left as it was is left alone (its version would move on for nothing).
   where r.updated_at is distinct from (versions->>(r.id::text))::timestamptz
  on conflict (id) do update set
    title = excluded.title, description = excluded.description, location = excluded.location,
    start_time = excluded.start_time, end_time = excluded.end_time, color = excluded.color,
    created_at = excluded.created_at, all_day = excluded.all_day, rrule = excluded.rrule,
    tzid = excluded.tzid, exdates = excluded.exdates, recurrence_end = excluded.recurrence_end,
    series_id = excluded.series_id, original_start = excluded.original_start,
    ical_uid = excluded.ical_uid, calendar_id = excluded.calendar_id,
    reminders = excluded.reminders;
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

-- PostgREST reads functions and columns into its schema cache: tell it to read them now.
notify pgrst, 'reload schema';
