-- Live updates on hosted Supabase (docs/decisions.md, "Live sync and conflicts"): Realtime's
-- postgres_changes sends a table's changes once the table is in the supabase_realtime
-- publication. Idempotent (a second plain "add table" fails with 42710), and harmless on a
-- PostgreSQL without that publication, where it does nothing: the local backend hears changes
-- through a trigger of its own (server/realtime-trigger.ts).
do $$
begin
  if exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime')
     and not exists (
       select 1 from pg_catalog.pg_publication_tables
        where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'events'
     ) then
    alter publication supabase_realtime add table public.events;
  end if;
end
$$;

-- UPDATE and DELETE carry the old row's key in the change (with RLS on, Realtime sends the
-- key only; the whole row is logged, as Supabase's guide asks).
alter table public.events replica identity full;
