-- Calendar: the year view's read in one request (issue 30: p75 <= 100 ms at 50,000 events a
-- year; docs/performance.md, "Year view counts"; docs/decisions.md, "Year view: one request").
-- Safe to run more than once.
--
-- The year view needs two things: the counts per day of the one-off events and changed
-- occurrences (event_day_counts), and the repeating series that may occur in the range, which
-- the app expands with the same code as every other view. Asked for apart, that was three
-- requests (the function and the series read's two pages), each paying its own request's work
-- in the backend: about 30 ms on PGlite, where the two queries alone take 10. This function
-- answers both in one JSON value:
--   {"days": [{"day": "2026-01-01", "events": 3}, ...], "series": [{"start_time": ..., ...}, ...]}
-- The series carry only what counting them needs (no id, title, colour or description), and are
-- chosen as the app's series read chooses them (src/data/events/range-filter.ts seriesFilter):
-- a rule, a start before the range's end, and no end of the rule before its start. It runs as
-- the caller (security invoker), so row-level security applies to both halves as to the
-- tables: in private mode a person counts and reads only their own events.
create or replace function public.event_day_counts_with_series(
  range_start timestamptz,
  range_end timestamptz,
  zone text,
  hidden_calendars uuid[] default '{}'
)
returns json
language sql
stable
security invoker
set search_path = ''
set jit = off
as $$
  select json_build_object(
    'days',
    (select coalesce(json_agg(c), '[]')
       from public.event_day_counts(range_start, range_end, zone, hidden_calendars) c),
    'series',
    (select coalesce(json_agg(s), '[]')
       from (select e.start_time, e.end_time, e.all_day, e.rrule, e.tzid, e.exdates
               from public.events e
              where e.rrule is not null
                and e.start_time < range_end
                and (e.recurrence_end is null or e.recurrence_end > range_start)
                -- A hidden calendar's series are not counted; an event without a calendar is.
                and coalesce(not e.calendar_id = any(hidden_calendars), true)) s)
  );
$$;

revoke execute on function public.event_day_counts_with_series(timestamptz, timestamptz, text, uuid[])
  from public;
grant execute on function public.event_day_counts_with_series(timestamptz, timestamptz, text, uuid[])
  to anon, authenticated;

-- PostgREST reads functions into its schema cache: tell it to read this one now.
notify pgrst, 'reload schema';
