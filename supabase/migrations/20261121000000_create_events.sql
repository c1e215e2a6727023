-- Calendar: the events table. Safe to run more than once.
-- timestamptz values are absolute instants, so now() is "now in UTC" whatever the session time zone.
create table if not exists public.events (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  start_time timestamptz not null,
  end_time timestamptz not null,
  color text default '#3b82f6',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists events_start_time_idx on public.events (start_time);

-- Keep updated_at current on every update.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end;
$$;

drop trigger if exists events_set_updated_at on public.events;
create trigger events_set_updated_at
  before update on public.events
  for each row execute function public.set_updated_at();

-- Row-level security with the allow-all policy of docs/product.md §6: anyone holding the anon key
-- can read and change every event.
alter table public.events enable row level security;

drop policy if exists "Allow all access to events" on public.events;
create policy "Allow all access to events" on public.events
  for all using (true) with check (true);

grant select, insert, update, delete on public.events to anon, authenticated;
