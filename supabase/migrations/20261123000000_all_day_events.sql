-- Calendar: all-day events. Safe to run more than once; a database without it keeps working.
-- An all-day event is stored as 00:00 UTC of its first day to 00:00 UTC of the day after its
-- last (exclusive, as iCalendar's DTEND and Google's end.date), with all_day = true: the app
-- draws it on those calendar dates in every time zone (docs/product.md §10, "All-day events", and docs/decisions.md).
alter table public.events add column if not exists all_day boolean not null default false;

-- events_by_span lists the table's columns as they were when it was made: make it again so
-- that it carries all_day (the expression is the index's of the file before, word for word).
drop view if exists public.events_by_span;
create view public.events_by_span with (security_invoker = on) as
select e.*,
  width_bucket(extract(epoch from e.end_time - e.start_time),
    array[3600, 7200, 14400, 28800, 57600, 115200, 230400, 460800, 921600, 1843200,
          3686400, 7372800, 14745600, 29491200, 58982400]) as span_class
from public.events e;

grant select on public.events_by_span to anon, authenticated;
