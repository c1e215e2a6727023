-- Calendar: the search text stored with each row, for a search that stays fast however many
-- events hold a common word. Safe to run more than once; a database without it searches as
-- before (the view's `search` is then worked out per row).
--
-- The trigram index finds the rows that may hold a word; each is then checked against the text
-- itself. Worked out per row (event_search_text: lower case, accents gone), that check was
-- most of a search for a word in many events (6,000 of 100,000: about 30 ms of 40). Stored, it
-- is read instead: the column is generated from the title and description on every write.
alter table public.events add column if not exists search_text text
  generated always as (public.event_search_text(title, description)) stored;

do $$
declare
  trgm_schema text := (select n.nspname from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm');
begin
  -- fastupdate off, as the index it replaces (20261125000000_event_search.sql).
  execute format(
    'create index if not exists events_search_text_idx on public.events
     using gin (search_text %I.gin_trgm_ops) with (fastupdate = off)',
    trgm_schema);
end
$$;

-- The index on the expression is not needed any more: every write would keep both.
drop index if exists public.events_search_idx;

-- The same view, its `search` now the stored column.
drop view if exists public.events_search;
create view public.events_search with (security_invoker = on) as
select e.*, e.search_text as search
from public.events e;

grant select on public.events_search to anon, authenticated;
