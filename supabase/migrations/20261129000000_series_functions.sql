-- Calendar: the edits of a repeating event that touch more than one row, each one database
-- function, so each is one transaction: all of it or none of it. Called as
-- POST /rest/v1/rpc/<name> (supabase-js .rpc()). Safe to run more than once; a database without
-- them keeps working (the app then makes the same changes request by request).
--
-- The app still works out the rules (with ical.js) and hands them over as jsonb rows; what
-- depends on the rows as they are now (a series' exdates, its changed occurrences) is worked
-- out here, under the series row's lock, so two devices changing one series at once each see
-- the other's change: an exception added from both keeps both. Every function first locks the
-- series row, then its changed occurrences (in id order), and answers
-- {"before": [rows], "after": [rows]}: the series' rows (its own and its changed occurrences',
-- every column but search_text) as they were and as it leaves them, with their new updated_at.
-- 'Undo' is restore_events with those: it puts `before` back only where the rows are still as
-- `after` says, and otherwise raises PT409 (HTTP 409) and changes nothing.
--
-- security invoker: the caller's grants and row-level security apply, as for the table itself.
-- search_path '': every name below is schema-qualified. docs/decisions.md ("Repeating events:
-- one transaction each") has the contracts.

-- 'This event': the occurrence at occurrence_start is skipped from now on (appended to exdates,
-- once, under the lock: never a list read earlier written back) and, with `changed`, replaced by
-- a changed occurrence made from it (its title, description, start_time, end_time, color,
-- all_day; an id if it has one).
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
      (id, title, description, start_time, end_time, color, all_day, series_id, original_start)
    select coalesce(r.id, gen_random_uuid()), r.title, r.description, r.start_time, r.end_time,
           coalesce(r.color, '#3b82f6'), coalesce(r.all_day, false), series, occurrence_start
      from jsonb_populate_record(null::public.events, changed) r;
  end if;
  update public.events e set exdates = e.exdates || occurrence_start
   where e.id = series and not occurrence_start = any(e.exdates);

  return jsonb_build_object('before', old_rows, 'after',
    (select coalesce(jsonb_agg(to_jsonb(e) - 'search_text'
        order by e.series_id nulls first, e.start_time, e.id), '[]'::jsonb)
       from public.events e where e.id = series or e.series_id = series));
end;
$$;

-- 'All events': the series row takes the keys `fields` has (title, description, start_time,
-- end_time, color, all_day, rrule, tzid, recurrence_end; a key left out keeps its column).
-- With keep_changes (its dates and times stay) the exdates and changed occurrences stay; without
-- (or when it no longer repeats) they go: they no longer match an occurrence.
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
    start_time = case when fields ? 'start_time' then r.start_time else e.start_time end,
    end_time = case when fields ? 'end_time' then r.end_time else e.end_time end,
    color = case when fields ? 'color' then r.color else e.color end,
    all_day = case when fields ? 'all_day' then coalesce(r.all_day, false) else e.all_day end,
    rrule = case when fields ? 'rrule' then r.rrule else e.rrule end,
    tzid = case when fields ? 'tzid' then r.tzid else e.tzid end,
    recurrence_end = case when fields ? 'recurrence_end' then r.recurrence_end
                          else e.recurrence_end end
    from jsonb_populate_record(null::public.events, fields) r
   where e.id = series;
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

-- Deleting 'This and following events': the series ends before end_at. `ending` holds its new
-- rrule (with UNTIL) and recurrence_end; its exdates from end_at on and its changed occurrences
-- of occurrences from end_at on go.
create or replace function public.end_event_series(
  series uuid,
  end_at timestamptz,
  ending jsonb
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

  update public.events e set
    rrule = r.rrule,
    recurrence_end = r.recurrence_end,
    exdates = array(select d from unnest(e.exdates) d where d < end_at order by d)
    from jsonb_populate_record(null::public.events, ending) r
   where e.id = series;
  delete from public.events e where e.series_id = series and e.original_start >= end_at;

  return jsonb_build_object('before', old_rows, 'after',
    (select coalesce(jsonb_agg(to_jsonb(e) - 'search_text'
        order by e.series_id nulls first, e.start_time, e.id), '[]'::jsonb)
       from public.events e where e.id = series or e.series_id = series));
end;
$$;

-- Saving 'This and following events': a new series, `following` (title, description,
-- start_time, end_time, color, all_day, rrule, tzid, recurrence_end; an id if it has one),
-- starts at split_at, and the old one ends before it as end_event_series does (`ending`). With
-- move_changes (the occurrences keep their times) the old series' exdates from split_at on and
-- its changed occurrences after split_at move to the new series instead of going. "after" holds
-- both series' rows.
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
    (id, title, description, start_time, end_time, color, all_day, rrule, tzid, exdates,
     recurrence_end)
  select coalesce(r.id, gen_random_uuid()), r.title, r.description, r.start_time, r.end_time,
         coalesce(r.color, '#3b82f6'), coalesce(r.all_day, false), r.rrule, r.tzid,
         case when move_changes
           then array(select d from unnest(s.exdates) d where d >= split_at order by d)
           else '{}'::timestamptz[] end,
         r.recurrence_end
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

-- 'Undo': `versions` names every row the undone edit concerns, each with the updated_at it left
-- it at (null: it left no such row); `event_rows` are the rows as they were before it, whole.
-- If any named row is not at its version, or a named series has a changed occurrence not named,
-- the edit is no longer the last word on them: PT409 (HTTP 409), the rows as they are now in
-- its detail (a jsonb array), and nothing is written. Otherwise the rows of `event_rows` the
-- edit changed or removed are put back (every column but updated_at, which moves on, and
-- search_text, which is generated), and the named rows not among them (the edit made them) go.
-- A one-off event's edit is undone the same way.
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
    (id, title, description, start_time, end_time, color, created_at, all_day, rrule, tzid,
     exdates, recurrence_end, series_id, original_start, ical_uid)
  select r.id, r.title, r.description, r.start_time, r.end_time, r.color,
         coalesce(r.created_at, now()), coalesce(r.all_day, false), r.rrule, r.tzid,
         coalesce(r.exdates, '{}'), r.recurrence_end, r.series_id, r.original_start, r.ical_uid
    from jsonb_populate_recordset(null::public.events, event_rows) r
   -- A row the edit left as it was is left alone (its version would move on for nothing).
   where r.updated_at is distinct from (versions->>(r.id::text))::timestamptz
  on conflict (id) do update set
    title = excluded.title, description = excluded.description,
    start_time = excluded.start_time, end_time = excluded.end_time, color = excluded.color,
    created_at = excluded.created_at, all_day = excluded.all_day, rrule = excluded.rrule,
    tzid = excluded.tzid, exdates = excluded.exdates, recurrence_end = excluded.recurrence_end,
    series_id = excluded.series_id, original_start = excluded.original_start,
    ical_uid = excluded.ical_uid;
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

-- Granted as the table is: to the API's roles, not to everyone.
revoke execute on function public.add_event_exception(uuid, timestamptz, jsonb) from public;
revoke execute on function public.update_event_series(uuid, jsonb, boolean) from public;
revoke execute on function public.end_event_series(uuid, timestamptz, jsonb) from public;
revoke execute on function public.split_event_series(uuid, timestamptz, jsonb, jsonb, boolean)
  from public;
revoke execute on function public.restore_events(jsonb, jsonb) from public;
grant execute on function public.add_event_exception(uuid, timestamptz, jsonb)
  to anon, authenticated;
grant execute on function public.update_event_series(uuid, jsonb, boolean) to anon, authenticated;
grant execute on function public.end_event_series(uuid, timestamptz, jsonb) to anon, authenticated;
grant execute on function public.split_event_series(uuid, timestamptz, jsonb, jsonb, boolean)
  to anon, authenticated;
grant execute on function public.restore_events(jsonb, jsonb) to anon, authenticated;

-- PostgREST reads functions into its schema cache: tell it to read them now.
notify pgrst, 'reload schema';
