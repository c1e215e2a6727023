-- Calendar: search by words in the title or description, ignoring case and accents, over all
-- dates, fast at 100,000 events. Safe to run more than once.
--
-- The text searched is the title and description in lower case without accents
-- (event_search_text). A trigram index on it (pg_trgm) serves `ilike '%word%'` for words of
-- three letters or more without reading the table; the view events_search gives the API that
-- text as a column to filter on, with the index's expression word for word so the planner
-- matches the two. docs/performance.md, "Search", has the plans and timings.
create extension if not exists pg_trgm;
create extension if not exists unaccent;

-- unaccent() is STABLE (its dictionary could change), so an index cannot use it directly; named
-- with its dictionary it may be declared IMMUTABLE (the documented way). search_path covers the
-- schema Supabase puts extensions in as well as public.
create or replace function public.event_search_text(title text, description text)
returns text
language sql
immutable
parallel safe
set search_path = public, extensions, pg_catalog
as $$
  select lower(unaccent('unaccent'::regdictionary, coalesce(title, '') || ' ' || coalesce(description, '')))
$$;

create index if not exists events_search_idx on public.events
  using gin (public.event_search_text(title, description) gin_trgm_ops);

-- security_invoker: the caller's row-level security applies, not the owner's.
drop view if exists public.events_search;
create view public.events_search with (security_invoker = on) as
select e.*, public.event_search_text(e.title, e.description) as search
from public.events e;

grant select on public.events_search to anon, authenticated;
