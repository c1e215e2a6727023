-- Calendar: the year view's counts kept ahead, so a year is a few hundred small rows read and not
-- every event of it (issue 30: p75 <= 100 ms at 50,000 events a year; docs/performance.md, "Year
-- view counts"; docs/decisions.md, "Year view: counts kept ahead"). Safe to run more than once;
-- it fills the table from the events already there.
--
-- The idea: every zone's midnight is a whole number of quarter hours from UTC (today's offsets
-- all are; the function checks and counts the old way when one is not). A day covers an event
-- when the event starts before the day's end and ends after its start, so a day's count is
--   (events starting before its end) - (events ending at or before its start)
-- (an event ending at or before the day's start also started before its end). Both are counts of
-- marks before a quarter hour: a start's mark is the quarter hour it starts in; an end's the one
-- its last instant is in (a reversed or zero-length event ends one microsecond after it starts,
-- so it covers its start day, as the month grid draws it). An all-day event's marks are the
-- quarter hours of its stored UTC dates' midnights, the dates every viewer sees.
--
-- The table holds, per owner, calendar, all-day or not and UTC date, the marks of that date: how
-- many, and before each of its 96 quarter hours how many (so a mark count before any instant
-- is the totals of the dates before it plus one array element). Repeating series rows are left
-- out, as in event_day_counts: the app expands them.
create table if not exists public.event_day_buckets (
  owner uuid not null,
  day date not null,
  calendar_id uuid not null,
  all_day boolean not null,
  starts integer not null,
  ends integer not null,
  -- Element q + 1 (q = 0..95): the marks of this date in its quarter hours before q.
  starts_before integer[] not null,
  ends_before integer[] not null,
  primary key (owner, day, calendar_id, all_day)
);
-- A range of dates whoever the owner (the shared calendar's reads do not name one).
create index if not exists event_day_buckets_day_idx on public.event_day_buckets (day);

-- Read as the events are: everything in the shared calendar, and in private mode (whose file
-- replaces this policy) only one's own. Written only by the trigger below.
alter table public.event_day_buckets enable row level security;
drop policy if exists "Counts read as the events" on public.event_day_buckets;
create policy "Counts read as the events" on public.event_day_buckets
  for select to anon, authenticated using (true);
revoke all on public.event_day_buckets from public, anon, authenticated;
grant select on public.event_day_buckets to anon, authenticated;

-- The statement that adds (sign 1) or takes off (sign -1) the marks of the rows of `source`, a
-- query with the events' columns and a column `sign`. A statement, not a function that runs it:
-- a trigger's transition tables are seen only by the trigger function's own queries. The owner
-- is private mode's user_id (supabase/private-mode.sql), the nil uuid before it.
create or replace function public.event_day_buckets_sql(source text)
returns text
language sql
stable
set search_path = ''
as $$
  select format($sql$
    with src as (
      select %s as owner,
             coalesce(r.calendar_id, '00000000-0000-0000-0000-000000000000') as calendar_id,
             r.all_day, r.sign,
             case when r.all_day
                  then ((r.start_time at time zone 'UTC')::date - date '1970-01-01')::bigint * 96
                  else floor(extract(epoch from r.start_time) / 900)::bigint end as start_q,
             case when r.all_day
                  then (case when r.end_time <= r.start_time
                             then (r.start_time at time zone 'UTC')::date
                             else ((r.end_time at time zone 'UTC') - interval '1 microsecond')::date
                        end - date '1970-01-01' + 1)::bigint * 96 - 1
                  else ceil(extract(epoch from greatest(r.end_time,
                         r.start_time + interval '1 microsecond')) / 900)::bigint - 1 end as end_q
        from (%s) r
       where r.rrule is null
    ),
    marks as (
      select owner, calendar_id, all_day, floor(q / 96.0)::integer as d,
             (q - 96 * floor(q / 96.0))::integer as p, is_start, sum(sign)::integer as n
        from (select owner, calendar_id, all_day, start_q as q, sign, true as is_start from src
              union all
              select owner, calendar_id, all_day, end_q, sign, false from src) m
       group by 1, 2, 3, 4, 5, 6
    ),
    dates as (select distinct owner, calendar_id, all_day, d from marks),
    grid as (
      select k.owner, k.calendar_id, k.all_day, k.d, j.p,
             coalesce(s.n, 0) as ns, coalesce(e.n, 0) as ne
        from dates k
       cross join generate_series(0, 95) j(p)
        left join marks s on s.is_start and (s.owner, s.calendar_id, s.all_day, s.d, s.p)
                                            = (k.owner, k.calendar_id, k.all_day, k.d, j.p)
        left join marks e on not e.is_start and (e.owner, e.calendar_id, e.all_day, e.d, e.p)
                                                = (k.owner, k.calendar_id, k.all_day, k.d, j.p)
    ),
    summed as (
      select owner, calendar_id, all_day, d, p, ns, ne,
             (sum(ns) over w - ns)::integer as sb, (sum(ne) over w - ne)::integer as eb
        from grid
      window w as (partition by owner, calendar_id, all_day, d order by p)
    )
    insert into public.event_day_buckets as t
      (owner, day, calendar_id, all_day, starts, ends, starts_before, ends_before)
    select owner, date '1970-01-01' + d, calendar_id, all_day, sum(ns), sum(ne),
           array_agg(sb order by p), array_agg(eb order by p)
      from summed
     group by owner, calendar_id, all_day, d
     -- In key order, so two writes touching the same dates lock their rows in the same order
     -- and wait for each other rather than deadlock.
     order by owner, d, calendar_id, all_day
    on conflict (owner, day, calendar_id, all_day) do update set
      starts = t.starts + excluded.starts,
      ends = t.ends + excluded.ends,
      starts_before = array(select x + y
                              from unnest(t.starts_before, excluded.starts_before)
                                   with ordinality u(x, y, i) order by i),
      ends_before = array(select x + y
                            from unnest(t.ends_before, excluded.ends_before)
                                 with ordinality u(x, y, i) order by i)
  $sql$,
  case when exists (select 1 from pg_catalog.pg_attribute a
                     where a.attrelid = 'public.events'::pg_catalog.regclass
                       and a.attname = 'user_id' and not a.attisdropped)
       then 'r.user_id' else '''00000000-0000-0000-0000-000000000000''::uuid' end,
  source);
$$;
revoke execute on function public.event_day_buckets_sql(text) from public, anon, authenticated;

-- Statement triggers with transition tables: an import of thousands of events is one pass, not
-- one upsert per row. security definer: people read the table but may not write it (the counts
-- would then be whatever they wrote); the trigger writes it as the table's owner.
create or replace function public.event_day_buckets_track()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from public.event_day_buckets;
  elsif tg_op = 'INSERT' then
    execute public.event_day_buckets_sql('select n.*, 1 as sign from new_rows n');
  elsif tg_op = 'DELETE' then
    execute public.event_day_buckets_sql('select o.*, -1 as sign from old_rows o');
  else
    execute public.event_day_buckets_sql(
      'select n.*, 1 as sign from new_rows n union all select o.*, -1 as sign from old_rows o');
  end if;
  return null;
end
$$;
revoke execute on function public.event_day_buckets_track() from public, anon, authenticated;

drop trigger if exists event_day_buckets_insert on public.events;
drop trigger if exists event_day_buckets_update on public.events;
drop trigger if exists event_day_buckets_delete on public.events;
drop trigger if exists event_day_buckets_truncate on public.events;
create trigger event_day_buckets_insert after insert on public.events
  referencing new table as new_rows
  for each statement execute function public.event_day_buckets_track();
create trigger event_day_buckets_update after update on public.events
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.event_day_buckets_track();
create trigger event_day_buckets_delete after delete on public.events
  referencing old table as old_rows
  for each statement execute function public.event_day_buckets_track();
create trigger event_day_buckets_truncate after truncate on public.events
  for each statement execute function public.event_day_buckets_track();

-- Filled from the events already there (run again, it starts over, so it never counts twice).
do $$
begin
  delete from public.event_day_buckets;
  execute public.event_day_buckets_sql('select e.*, 1 as sign from public.events e');
end
$$;

-- The exact count from the events (20261202000001_calendar_day_counts.sql's event_day_counts),
-- under its own name: event_day_counts answers from it when the table cannot, below.
-- Renamed once: run again, event_day_counts is already the function below.
do $$
begin
  if to_regprocedure('public.event_day_counts_by_events(timestamptz, timestamptz, text, uuid[])')
     is null then
    alter function public.event_day_counts(timestamptz, timestamptz, text, uuid[])
      rename to event_day_counts_by_events;
  end if;
end
$$;

-- The year view's counts (called as before: POST /rest/v1/rpc/event_day_counts), now from the
-- table. The same answer as event_day_counts_by_events, which it asks instead when the table
-- cannot give it: a zone whose midnights in the range are not whole quarter hours from UTC, or a
-- policy on the events this file does not know (the table's own policies are the shared
-- calendar's and private mode's; another one, say a restrictive one, applies only to reads of
-- the events). security invoker: the caller's grants and the table's row-level security apply.
create or replace function public.event_day_counts(
  range_start timestamptz,
  range_end timestamptz,
  zone text,
  hidden_calendars uuid[] default '{}'
)
returns table (day date, events integer)
language plpgsql
stable
security invoker
set search_path = ''
set jit = off
as $$
declare
  first_day date := (range_start at time zone zone)::date;
  last_day date := ((range_end at time zone zone) - interval '1 microsecond')::date;
  -- The instant each day of the range starts (a midnight the clocks skip is the day's first
  -- instant, as the browser has it), and the day after the last one's.
  starts timestamptz[] := array(
    select (first_day + i)::timestamp at time zone zone
      from generate_series(0, last_day - first_day + 1) i order by i);
  private boolean;
  -- The UTC dates the range's bounds fall on: the table's rows read, those before summed.
  lo_day date;
  hi_day date;
begin
  if coalesce(array_length(starts, 1), 0) < 2 then
    return;
  end if;
  lo_day := least((starts[1] at time zone 'UTC')::date, first_day);
  hi_day := greatest((starts[array_length(starts, 1)] at time zone 'UTC')::date,
                     first_day + array_length(starts, 1) - 1);
  if exists (select 1 from unnest(starts) s where mod(extract(epoch from s), 900) <> 0)
     or exists (select 1 from pg_catalog.pg_policy p
                 where p.polrelid = 'public.events'::pg_catalog.regclass
                   and p.polcmd in ('r', '*')
                   and p.polname not in ('Allow all access to events',
                                         'Owners read their events')) then
    return query select * from public.event_day_counts_by_events(
      range_start, range_end, zone, hidden_calendars);
    return;
  end if;
  -- Private mode (supabase/private-mode.sql): only one's own marks, also before its file has
  -- been run again after this one (the table's policy would then still be the shared one's).
  private := exists (select 1 from pg_catalog.pg_policy p
                      where p.polrelid = 'public.events'::pg_catalog.regclass
                        and p.polname = 'Owners read their events');
  return query
  with bounds as (
    -- Each day's start as a quarter hour, i = 1 for the first day's: the zone's midnights for
    -- timed events, the UTC ones of the same dates for all-day events.
    select false as all_day, u.i, (extract(epoch from u.s) / 900)::bigint as q
      from unnest(starts) with ordinality u(s, i)
    union all
    select true, g.i, ((first_day + (g.i - 1)::integer) - date '1970-01-01')::bigint * 96
      from generate_series(1, array_length(starts, 1)) g(i)
  ),
  placed as (
    select b.all_day, b.i, floor(b.q / 96.0)::integer as d,
           (b.q - 96 * floor(b.q / 96.0))::integer as p
      from bounds b
  ),
  span as (
    select lo_day - date '1970-01-01' as lo, hi_day - date '1970-01-01' as hi
  ),
  marks as materialized (
    select r.day - date '1970-01-01' as d, r.all_day, r.starts, r.ends,
           r.starts_before, r.ends_before
      from public.event_day_buckets r
     where r.day between lo_day and hi_day
       and not r.calendar_id = any(hidden_calendars)
       and (not private or r.owner = (select auth.uid()))
  ),
  -- Marks of the dates before the range's: a total each (no arrays read).
  before as (
    select r.all_day, sum(r.starts) as s, sum(r.ends) as e
      from public.event_day_buckets r
     where r.day < lo_day
       and not r.calendar_id = any(hidden_calendars)
       and (not private or r.owner = (select auth.uid()))
     group by r.all_day
  ),
  daily as (
    select m.all_day, m.d, sum(m.starts) as s, sum(m.ends) as e
      from marks m group by m.all_day, m.d
  ),
  -- The marks of the range's dates before each date: a running sum.
  prefix as (
    select k.all_day, g.d,
           sum(coalesce(dl.s, 0)) over w - coalesce(dl.s, 0) as s,
           sum(coalesce(dl.e, 0)) over w - coalesce(dl.e, 0) as e
      from (values (false), (true)) k(all_day)
     cross join span
     cross join generate_series(span.lo, span.hi) g(d)
      left join daily dl on dl.all_day = k.all_day and dl.d = g.d
    window w as (partition by k.all_day order by g.d)
  ),
  -- Within a bound's own date: the array element of its quarter hour.
  inside as (
    select pl.all_day, pl.i, coalesce(sum(m.starts_before[pl.p + 1]), 0) as s,
           coalesce(sum(m.ends_before[pl.p + 1]), 0) as e
      from placed pl
      left join marks m on m.all_day = pl.all_day and m.d = pl.d
     group by pl.all_day, pl.i
  ),
  -- Marks before each day's start, of starts and of ends.
  at_bound as (
    select pl.all_day, pl.i, coalesce(bf.s, 0) + pf.s + ins.s as s,
           coalesce(bf.e, 0) + pf.e + ins.e as e
      from placed pl
      join prefix pf on pf.all_day = pl.all_day and pf.d = pl.d
      join inside ins on ins.all_day = pl.all_day and ins.i = pl.i
      left join before bf on bf.all_day = pl.all_day
  ),
  -- A day's events: those starting before its end less those ending at or before its start.
  per_day as (
    select cur.i, sum(nxt.s - cur.e) as n
      from at_bound cur
      join at_bound nxt on nxt.all_day = cur.all_day and nxt.i = cur.i + 1
     group by cur.i
  )
  select first_day + (pd.i - 1)::integer, pd.n::integer
    from per_day pd
   where pd.n > 0
   order by 1;
end
$$;

revoke execute on function public.event_day_counts(timestamptz, timestamptz, text, uuid[])
  from public;
grant execute on function public.event_day_counts(timestamptz, timestamptz, text, uuid[])
  to anon, authenticated;

-- PostgREST reads functions into its schema cache: tell it to read this one now.
notify pgrst, 'reload schema';
