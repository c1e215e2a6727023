-- Calendar private mode: each signed-in person sees and changes only their own events; the anon
-- key alone reads nothing. Safe to run more than once. Run it after the setup SQL (the files of
-- supabase/migrations), and again after running the setup SQL again: the banner in private mode
-- shows the two joined. `npm start -- --private` applies it to the local database itself.
-- Not a migration: the shared calendar of docs/product.md §6 stays the default.
-- docs/private-mode.md says how to turn it on, and how to claim the events made before it.

-- The owner. Events made before private mode get the nil uuid, which no account has: they stay,
-- seen by nobody, until their owner claims them (docs/private-mode.md, "Claiming the events made
-- before"), never by whoever signs up first. A new event's owner is whoever inserts it.
alter table public.events add column if not exists user_id uuid not null
  default '00000000-0000-0000-0000-000000000000';
alter table public.events alter column user_id set default auth.uid();

-- The range read with the owner in front. Row-level security lets the planner use a filter in
-- an index only if the filter cannot leak rows (leakproof functions), and the duration class's
-- expression (20261122000000_events_by_span.sql) is not: on it, the owner's whole history would
-- be read for every week. Stored as a plain column, `= k` and the start_time range are leakproof
-- integer and timestamp comparisons, and one short range scan per class reads the person's week
-- whatever the table holds. The expression is that file's, word for word.
alter table public.events add column if not exists stored_span_class integer
  generated always as (width_bucket(extract(epoch from end_time - start_time),
    array[3600, 7200, 14400, 28800, 57600, 115200, 230400, 460800, 921600, 1843200,
          3686400, 7372800, 14745600, 29491200, 58982400])) stored;
create index if not exists events_owner_span_class_start_time_idx on public.events (
  user_id, stored_span_class, start_time
);
create index if not exists events_owner_series_start_time_idx on public.events (user_id, start_time)
  where rrule is not null;

-- events_by_span's span_class is then the stored column (made anew, as the migrations make it).
drop view if exists public.events_by_span;
create view public.events_by_span with (security_invoker = on) as
select e.*, e.stored_span_class as span_class
from public.events e;
grant select on public.events_by_span to authenticated;

-- One event per iCalendar UID per person: two people may import the same file, and one person's
-- import must not find, or collide with, another's events.
drop index if exists public.events_ical_uid_idx;
create unique index if not exists events_owner_ical_uid_idx on public.events (user_id, ical_uid);

-- Each operation only on one's own rows. `(select auth.uid())` is read once per statement, not
-- once per row (Supabase's advice for policies).
drop policy if exists "Allow all access to events" on public.events;
drop policy if exists "Owners read their events" on public.events;
drop policy if exists "Owners add their events" on public.events;
drop policy if exists "Owners change their events" on public.events;
drop policy if exists "Owners delete their events" on public.events;
create policy "Owners read their events" on public.events
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Owners add their events" on public.events
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Owners change their events" on public.events
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Owners delete their events" on public.events
  for delete to authenticated using (user_id = (select auth.uid()));

-- anon gets nothing, not even an empty answer from the table or its views.
revoke all on public.events from anon;
revoke all on public.events_by_span from anon;
revoke all on public.events_search from anon;

-- The year view's counts kept ahead (20261205100000_day_count_buckets.sql): one's own, as the
-- events (event_day_counts also reads only the caller's while this file's event policies are on).
do $$
begin
  if to_regclass('public.event_day_buckets') is not null then
    drop policy if exists "Counts read as the events" on public.event_day_buckets;
    drop policy if exists "Owners read their counts" on public.event_day_buckets;
    create policy "Owners read their counts" on public.event_day_buckets
      for select to authenticated using (owner = (select auth.uid()));
    revoke all on public.event_day_buckets from anon;
  end if;
end
$$;

-- Calendars (20261202000000_calendars.sql): each person's own, as events are. Calendars made
-- before private mode get the nil uuid, as their events do (claimed together:
-- docs/private-mode.md). A new calendar's owner is whoever inserts it.
alter table public.calendars add column if not exists user_id uuid not null
  default '00000000-0000-0000-0000-000000000000';
alter table public.calendars alter column user_id set default auth.uid();

-- One calendar per name per person: two people may each have 'Calendar' and 'Work'.
drop index if exists public.calendars_name_idx;
create unique index if not exists calendars_owner_name_idx
  on public.calendars (user_id, lower(btrim(name)));

-- A database made private before calendars existed had every event put into one calendar by
-- the migration: each owner gets a 'Calendar' of their own and their events go there.
insert into public.calendars (name, color, user_id)
select distinct 'Calendar', '#3b82f6', e.user_id
  from public.events e
  join public.calendars c on c.id = e.calendar_id
 where c.user_id <> e.user_id
   and not exists (select 1 from public.calendars o where o.user_id = e.user_id);
update public.events e
   set calendar_id = (select o.id from public.calendars o where o.user_id = e.user_id
                       order by o.position, o.created_at, o.id limit 1)
  from public.calendars c
 where c.id = e.calendar_id and c.user_id <> e.user_id;

-- An event may only be in a calendar of its owner: the pair (calendar, owner) must be a
-- calendar's. A calendar handed to another owner (the claim of docs/private-mode.md) takes its
-- events with it.
create unique index if not exists calendars_id_owner_idx on public.calendars (id, user_id);
do $$
begin
  if not exists (select 1 from pg_catalog.pg_constraint
                  where conname = 'events_calendar_owner_fkey'
                    and conrelid = 'public.events'::regclass) then
    alter table public.events add constraint events_calendar_owner_fkey
      foreign key (calendar_id, user_id) references public.calendars (id, user_id)
      on update cascade on delete cascade;
  end if;
end
$$;

-- An insert that names no calendar goes into its owner's first one (made as 'Calendar' if
-- they have none), a changed occurrence into its series' (the migration's function, per owner).
-- An event handed to another owner (the claim of docs/private-mode.md, by the database owner:
-- the policies let nobody else) goes into the new owner's first calendar, unless its calendar
-- went with it.
create or replace function public.events_default_calendar()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if new.user_id is not distinct from old.user_id
       or exists (select 1 from public.calendars c
                   where c.id = new.calendar_id and c.user_id = new.user_id) then
      return new;
    end if;
    new.calendar_id := null;
  end if;
  if new.calendar_id is null and new.series_id is not null then
    select s.calendar_id into new.calendar_id from public.events s
     where s.id = new.series_id and s.user_id = new.user_id;
  end if;
  if new.calendar_id is null then
    select c.id into new.calendar_id from public.calendars c where c.user_id = new.user_id
     order by c.position, c.created_at, c.id limit 1;
  end if;
  if new.calendar_id is null then
    -- Another insert of the same person may be making it at the same moment: then theirs.
    insert into public.calendars (name, color, user_id) values ('Calendar', '#3b82f6', new.user_id)
      on conflict do nothing returning id into new.calendar_id;
    if new.calendar_id is null then
      select c.id into new.calendar_id from public.calendars c where c.user_id = new.user_id
       order by c.position, c.created_at, c.id limit 1;
    end if;
  end if;
  return new;
end;
$$;

drop trigger if exists events_default_calendar on public.events;
create trigger events_default_calendar
  before insert or update of user_id on public.events
  for each row execute function public.events_default_calendar();

drop policy if exists "Allow all access to calendars" on public.calendars;
drop policy if exists "Owners read their calendars" on public.calendars;
drop policy if exists "Owners add their calendars" on public.calendars;
drop policy if exists "Owners change their calendars" on public.calendars;
drop policy if exists "Owners delete their calendars" on public.calendars;
create policy "Owners read their calendars" on public.calendars
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Owners add their calendars" on public.calendars
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Owners change their calendars" on public.calendars
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Owners delete their calendars" on public.calendars
  for delete to authenticated using (user_id = (select auth.uid()));
revoke all on public.calendars from anon;

-- Settings kept per person (the 'Settings' dialog: week start, time format, zone...), one row
-- each, its value a JSON object the app reads safely (unknown keys and values fall back to the
-- defaults). The owner is a plain uuid, as events' user_id is: no foreign key into auth.users,
-- whose rights the API's roles do not have. Deleting the account leaves the row unread by all.
create table if not exists public.settings (
  user_id uuid primary key default auth.uid(),
  value jsonb not null default '{}',
  updated_at timestamptz not null default now()
);
drop trigger if exists settings_set_updated_at on public.settings;
create trigger settings_set_updated_at
  before update on public.settings
  for each row execute function public.set_updated_at();
alter table public.settings enable row level security;
drop policy if exists "Owners read their settings" on public.settings;
drop policy if exists "Owners add their settings" on public.settings;
drop policy if exists "Owners change their settings" on public.settings;
create policy "Owners read their settings" on public.settings
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Owners add their settings" on public.settings
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Owners change their settings" on public.settings
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
revoke all on public.settings from anon;
grant select, insert, update on public.settings to authenticated;

-- Other devices hear of a change of settings on hosted Supabase (as 20261127000000_realtime.sql
-- does for events; the local backend's trigger covers tables keyed by `id` only).
do $$
begin
  if exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime')
     and not exists (
       select 1 from pg_catalog.pg_publication_tables
        where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'settings'
     ) then
    alter publication supabase_realtime add table public.settings;
  end if;
end
$$;
alter table public.settings replica identity full;

notify pgrst, 'reload schema';
