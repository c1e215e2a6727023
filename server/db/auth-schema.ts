// Schema `auth`: the functions Supabase's policies call (auth.uid(), auth.role(), auth.jwt()),
// made at every start whether or not private mode is on, so that the same policies run here as
// on a hosted project; and the tables the local Auth service (server/auth/, private mode)
// keeps its accounts, sessions, refresh tokens and one-time sign-in tokens in
// (docs/auth-protocol.md, "Storage"). Idempotent.
//
// The tables are the local server's own, in a database of its own: column names follow
// GoTrue's where there is one (auth.users: email, encrypted_password, email_confirmed_at,
// raw_user_meta_data...; supabase/auth `internal/models/user.go`), but tokens are kept as
// SHA-256 hashes only, so a copy of the database opens no session.
//
// Nobody reaches them through the API: /rest/v1 serves schema public only (schema-cache.ts),
// and anon and authenticated may use the schema for its functions but have no right on its
// tables. The auth service reads and writes them as the owner.
import type { Database } from './database.ts'

const AUTH_SCHEMA_SQL = `
-- Servers sharing one PostgreSQL database start one at a time here: two concurrent
-- 'create or replace function' of one function fail with 'tuple concurrently updated'.
select pg_advisory_xact_lock(hashtext('calendar auth schema'));

create schema if not exists auth;

-- supabase/auth migrations/20220224000811_update_auth_functions.up.sql (uid, role) and
-- 20220531120530_add_auth_jwt_function.up.sql (jwt), word for word but the namespace. The
-- REST transaction sets request.jwt.claims (rest/transaction.ts), as PostgREST v10+ does.
create or replace function auth.uid()
returns uuid
language sql stable
as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role()
returns text
language sql stable
as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.jwt()
returns jsonb
language sql stable
as $$
  select
    coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
    )::jsonb
$$;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  -- Lower-cased before it is stored, as GoTrue's validateEmail does (api/mail.go).
  email text not null check (email = lower(email)),
  -- bcrypt, cost 10; null for an account made by a magic link (no password sign-in).
  encrypted_password text,
  email_confirmed_at timestamptz,
  -- When the last magic link was sent: GoTrue's per-address send limit (api/mail.go).
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider": "email", "providers": ["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists users_email_key on auth.users (email);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- How the session began (the access token's amr): password or otp.
  amr_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- Rotation: each refresh revokes its token and issues a child (docs/auth-protocol.md).
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent_hash text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- A magic link and its 6-digit code, one pair a user at a time, single use.
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null default 'magiclink',
  code_hash text not null,
  link_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index if not exists one_time_tokens_user_id_idx on auth.one_time_tokens (user_id);

-- The functions for every request role (policies run as the request's role); the tables for
-- none of them.
grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.uid(), auth.role(), auth.jwt()
  to anon, authenticated, service_role;
revoke all on all tables in schema auth from public, anon, authenticated, service_role;
revoke all on all sequences in schema auth from public, anon, authenticated, service_role;
`

export async function bootstrapAuthSchema(db: Database): Promise<void> {
  await db.exec(AUTH_SCHEMA_SQL)
}
