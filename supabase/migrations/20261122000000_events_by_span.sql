-- Calendar: reading a visible range without reading the whole table. Safe to run more than once.
-- Every event gets a duration class: 0 below 1 hour (reversed and zero-length events too),
-- k when 2^(k-1) <= hours < 2^k (k = 1..14), 15 from 2^14 hours (about 683 days) on. An index
-- on (class, start_time) then finds the events overlapping [from, to) with one short range
-- scan per class: start_time between from - 2^k hours and to. docs/performance.md says why.
create index if not exists events_span_class_start_time_idx on public.events (
  (width_bucket(extract(epoch from end_time - start_time),
    array[3600, 7200, 14400, 28800, 57600, 115200, 230400, 460800, 921600, 1843200,
          3686400, 7372800, 14745600, 29491200, 58982400])),
  start_time
);

-- The same events with their class as a column the API can filter on. The expression is the
-- index's, word for word, so the planner matches the two. security_invoker: the caller's
-- row-level security applies, not the owner's. Dropped and made anew rather than replaced:
-- `e.*` is the table's columns when the view is made, and a later file that adds columns to
-- the table makes the view again; replacing it here would then fail on the extra columns.
drop view if exists public.events_by_span;
create view public.events_by_span with (security_invoker = on) as
select e.*,
  width_bucket(extract(epoch from e.end_time - e.start_time),
    array[3600, 7200, 14400, 28800, 57600, 115200, 230400, 460800, 921600, 1843200,
          3686400, 7372800, 14745600, 29491200, 58982400]) as span_class
from public.events e;

grant select on public.events_by_span to anon, authenticated;
