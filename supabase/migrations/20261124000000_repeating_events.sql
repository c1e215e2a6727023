-- Calendar: repeating events. Safe to run more than once; a database without it keeps working.
-- A series is one row: start_time/end_time are its first occurrence, rrule its RFC 5545 rule
-- (without DTSTART), tzid the IANA zone whose wall clock the occurrences keep, exdates the
-- original starts of occurrences cancelled or replaced, recurrence_end the end of its last
-- occurrence (null: it never ends). A changed occurrence is a row of its own pointing at its
-- series (series_id) and the occurrence it replaces (original_start), as Google's
-- recurringEventId and originalStartTime; deleting the series deletes them.
-- docs/product.md §10 ("Repeating events") and docs/decisions.md say why.
alter table public.events add column if not exists rrule text;
alter table public.events add column if not exists tzid text;
alter table public.events add column if not exists exdates timestamptz[] not null default '{}';
alter table public.events add column if not exists recurrence_end timestamptz;
alter table public.events add column if not exists series_id uuid
  references public.events (id) on delete cascade;
alter table public.events add column if not exists original_start timestamptz;

-- The read of the series that may have occurrences in a visible range: those that start
-- before its end and have not ended before its start. Series are few; this index holds only them.
create index if not exists events_series_start_time_idx on public.events (start_time)
  where rrule is not null;
-- Finding a series' changed occurrences (on split and on delete's cascade).
create index if not exists events_series_id_idx on public.events (series_id)
  where series_id is not null;

-- events_by_span lists the table's columns as they were when it was made: make it again so
-- that it carries the new ones (the expression is the index's of 20261122000000, word for word).
drop view if exists public.events_by_span;
create view public.events_by_span with (security_invoker = on) as
select e.*,
  width_bucket(extract(epoch from e.end_time - e.start_time),
    array[3600, 7200, 14400, 28800, 57600, 115200, 230400, 460800, 921600, 1843200,
          3686400, 7372800, 14745600, 29491200, 58982400]) as span_class
from public.events e;

grant select on public.events_by_span to anon, authenticated;
