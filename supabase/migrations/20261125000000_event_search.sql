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
-- with its dictionary it may be declared IMMUTABLE (the documented way). The extensions' schema
-- (public here, often `extensions` on Supabase) is written into the function and the index
-- rather than found through a `set search_path` clause: that clause is applied on every call,
-- and the function runs once for every row a search finds (about a third of its time).
do $$
declare
  unaccent_schema text := (select n.nspname from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent');
  trgm_schema text := (select n.nspname from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm');
begin
  execute format(
    'create or replace function public.event_search_text(title text, description text)
     returns text language sql immutable parallel safe
     as $body$ select lower(%I.unaccent(%L::regdictionary,
       coalesce(title, %L) || %L || coalesce(description, %L))) $body$',
    unaccent_schema, unaccent_schema || '.unaccent', '', ' ', '');
  -- fastupdate off: a new row goes straight into the index. With it on, rows wait in a pending
  -- list that every search reads end to end until a vacuum merges it, and PGlite has no
  -- autovacuum. A calendar's writes are few; its searches should not slow down with them.
  execute format(
    'create index if not exists events_search_idx on public.events
     using gin (public.event_search_text(title, description) %I.gin_trgm_ops)
     with (fastupdate = off)',
    trgm_schema);
end
$$;

-- security_invoker: the caller's row-level security applies, not the owner's.
drop view if exists public.events_search;
create view public.events_search with (security_invoker = on) as
select e.*, public.event_search_text(e.title, e.description) as search
from public.events e;

grant select on public.events_search to anon, authenticated;
