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
