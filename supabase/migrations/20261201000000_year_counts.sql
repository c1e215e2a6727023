-- Calendar: the year view's counts, one row per day with events, never one per event. Called as
-- POST /rest/v1/rpc/event_day_counts (supabase-js .rpc()). Safe to run more than once; a
-- database without it keeps working (the year view then counts from the ordinary range read and
-- offers this update). docs/decisions.md ("Year view: counts per day") says why each part is so.
--
-- What it counts: the one-off events and changed occurrences (rrule is null) overlapping
-- [range_start, range_end), each on every day of `zone` it covers, by the rule the month grid
-- draws by (src/model/layout/events-by-day.ts): a day is covered when the event starts before
-- the day ends and ends after it starts; a reversed or zero-length event covers its start day
-- only. An all-day event covers its stored UTC dates (00:00 UTC of the first, exclusive end),
-- the same dates for every viewer, as the app draws it. The days answered are the dates of
-- `zone` from range_start's to the one before range_end's; days without events are left out.
-- The occurrences of repeating series are not counted here: the app expands the series rows in
-- the browser (as for every view; the series read returns one row per series), in their own
-- zones, and adds them.
--
-- The rows come from events_by_span with one arm per duration class, as the app's range read
-- (src/data/events/range-filter.ts), so the read is one index range scan per class on
-- (class, start_time) and not the whole history (docs/performance.md, "Year view counts"). In
-- private mode the view's class is a stored column and the same arms scan the owner's index.
-- security invoker: the caller's grants and row-level security apply, as for the table; a
-- plain-text body (not `begin atomic`), so a later file may drop and make the view again.
create or replace function public.event_day_counts(
  range_start timestamptz,
  range_end timestamptz,
  zone text
)
returns table (day date, events integer)
language sql
stable
security invoker
set search_path = ''
-- A year's rows (tens of thousands) push the plan's cost past jit_above_cost, and compiling it
-- took PostgreSQL 15 about 2.6 s for a query that runs in tens of milliseconds.
set jit = off
as $$
  -- The range's days in `zone` and the instant each starts (a midnight the clocks skip is the
  -- day's first instant, as the browser has it), the day after the last one included as the end.
  with days as (
    select f.first_day, l.last_day - f.first_day + 1 as n,
           array(select (f.first_day + i)::timestamp at time zone zone
                   from generate_series(0, l.last_day - f.first_day + 1) i order by i) as starts
      from (select (range_start at time zone zone)::date as first_day) f,
           (select ((range_end at time zone zone) - interval '1 microsecond')::date as last_day) l
  ),
  -- Each event's first and last day as positions in the range (1 is its first day; 0 before,
  -- n + 1 after): a binary search of the day starts (width_bucket), not a time-zone conversion
  -- per row, which made a year of 50,000 events take about 300 ms on PostgreSQL 15. Materialized:
  -- inlined, each position was worked out again wherever the steps below name it.
  spans as materialized (
    select s.first_i, coalesce(s.last_i, s.first_i) as last_i
      from (
        select
          case when e.all_day then (e.start_time at time zone 'UTC')::date - d.first_day + 1
               else width_bucket(e.start_time, d.starts) end as first_i,
          case when e.end_time <= e.start_time then null
               when e.all_day
                 then ((e.end_time at time zone 'UTC') - interval '1 microsecond')::date
                      - d.first_day + 1
               else width_bucket(e.end_time - interval '1 microsecond', d.starts) end as last_i
          from public.events_by_span e
         cross join days d
         where e.rrule is null
           and e.start_time < range_end
           and (e.end_time > range_start or e.start_time >= range_start)
           and (
           (e.span_class = 0 and e.start_time > range_start - interval '1 hour'
               and e.start_time < range_end)
           or (e.span_class = 1 and e.start_time > range_start - interval '2 hours'
               and e.start_time < range_end)
           or (e.span_class = 2 and e.start_time > range_start - interval '4 hours'
               and e.start_time < range_end)
           or (e.span_class = 3 and e.start_time > range_start - interval '8 hours'
               and e.start_time < range_end)
           or (e.span_class = 4 and e.start_time > range_start - interval '16 hours'
               and e.start_time < range_end)
           or (e.span_class = 5 and e.start_time > range_start - interval '32 hours'
               and e.start_time < range_end)
           or (e.span_class = 6 and e.start_time > range_start - interval '64 hours'
               and e.start_time < range_end)
           or (e.span_class = 7 and e.start_time > range_start - interval '128 hours'
               and e.start_time < range_end)
           or (e.span_class = 8 and e.start_time > range_start - interval '256 hours'
               and e.start_time < range_end)
           or (e.span_class = 9 and e.start_time > range_start - interval '512 hours'
               and e.start_time < range_end)
           or (e.span_class = 10 and e.start_time > range_start - interval '1024 hours'
               and e.start_time < range_end)
           or (e.span_class = 11 and e.start_time > range_start - interval '2048 hours'
               and e.start_time < range_end)
           or (e.span_class = 12 and e.start_time > range_start - interval '4096 hours'
               and e.start_time < range_end)
           or (e.span_class = 13 and e.start_time > range_start - interval '8192 hours'
               and e.start_time < range_end)
           or (e.span_class = 14 and e.start_time > range_start - interval '16384 hours'
               and e.start_time < range_end)
           or (e.span_class = 15 and e.start_time < range_end)
           )
      ) s
  ),
  -- An event adds one from its first shown day and takes it off after its last, so a day's count
  -- is the running sum: two marks per event, whatever its length, and no row per day it covers.
  shown as (
    select greatest(s.first_i, 1) as first_i, least(s.last_i, d.n) as last_i
      from spans s cross join days d
     where s.first_i <= d.n and s.last_i >= 1
  ),
  changes as (
    select c.i, sum(c.delta) as delta
      from (select first_i as i, count(*) as delta from shown group by first_i
            union all
            select last_i + 1, -count(*) from shown group by last_i) c
     group by c.i
  )
  select t.day, t.events
    from (
      select d.first_day + g.i - 1 as day,
             (sum(coalesce(c.delta, 0)) over (order by g.i))::integer as events
        from days d
       cross join generate_series(1, d.n) g(i)
        left join changes c on c.i = g.i
    ) t
   where t.events > 0
   order by t.day;
$$;

revoke execute on function public.event_day_counts(timestamptz, timestamptz, text) from public;
grant execute on function public.event_day_counts(timestamptz, timestamptz, text)
  to anon, authenticated;

-- PostgREST reads functions into its schema cache: tell it to read this one now.
notify pgrst, 'reload schema';
