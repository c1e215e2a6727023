-- Calendar: the year view's counts leave out hidden calendars' events. Safe to run more than
-- once; a database without it keeps working (the app then counts from the ordinary range read
-- while a calendar is hidden, and offers this update). docs/decisions.md ("Calendars").
--
-- event_day_counts (20261201000000_year_counts.sql, which says how it counts) with a fourth
-- argument, the calendars whose events are not counted; its default, none, answers as before,
-- so a call with the three arguments is the same. The three-argument function is dropped first:
-- two functions that both take three arguments would make such a call ambiguous.
drop function if exists public.event_day_counts(timestamptz, timestamptz, text);

create or replace function public.event_day_counts(
  range_start timestamptz,
  range_end timestamptz,
  zone text,
  hidden_calendars uuid[] default '{}'
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
           and not e.calendar_id = any(hidden_calendars)
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

revoke execute on function public.event_day_counts(timestamptz, timestamptz, text, uuid[])
  from public;
grant execute on function public.event_day_counts(timestamptz, timestamptz, text, uuid[])
  to anon, authenticated;

-- PostgREST reads functions into its schema cache: tell it to read this one now.
notify pgrst, 'reload schema';
