-- The PostgREST test fixtures our subset needs (PostgREST v14.12 test/spec/fixtures/schema.sql),
-- moved from schema `test` to `public`. Privileges come from Supabase's default privileges
-- (server/db/bootstrap.ts), except where a table below revokes them, as privileges.sql does.
create table public.items (
  id bigserial primary key
);

create table public.simple_pk (
  primary key (k),
  k character varying not null,
  extra character varying not null
);

create table public.no_pk (
  a character varying,
  b character varying
);

create table public.entities (
  id integer primary key,
  name text,
  arr integer[],
  text_search_vector tsvector
);

create table public.child_entities (
  id integer primary key,
  name text,
  parent_id integer references public.entities (id)
);

create table public.grandchild_entities (
  id integer primary key,
  name text,
  parent_id integer references public.child_entities (id),
  or_starting_col text,
  and_starting_col text,
  jsonb_col jsonb
);

create table public.empty_table (
  k character varying not null,
  extra character varying not null
);

create type public.enum_menagerie_type as enum ('foo', 'bar');

create table public.menagerie (
  "integer" integer not null,
  double double precision not null,
  "varchar" character varying not null,
  "boolean" boolean not null,
  date date not null,
  money money not null,
  enum public.enum_menagerie_type not null
);

create table public.addresses (
  id int not null unique,
  address text not null
);

-- privileges.sql: only the author role may read this one. Here the author is `authenticated`.
create table public.authors_only (
  owner character varying not null,
  secret character varying not null
);
revoke all on public.authors_only from anon;
grant all on public.authors_only to authenticated;

-- AuthSpec's private_table: no API role but the owner (and service_role) may read it.
create table public.private_table (
  id integer primary key
);
revoke all on public.private_table from anon, authenticated;

-- For the timestamp cases (QuerySpec "Data representations", protocol.md §2.4).
create table public.timestamps (
  id integer primary key,
  at timestamptz not null
);
