// Supabase's database roles and grants, so that the setup SQL's policy and grants behave
// here as they do on a hosted project (protocol.md §3.2), and schema auth (auth-schema.ts).
// Idempotent: runs at every start.
import { bootstrapAuthSchema } from './auth-schema.ts'
import type { Database } from './database.ts'

const BOOTSTRAP_SQL = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
end
$$;

-- The roles a request may run as are those granted to authenticator, as on Supabase
-- (switch-role.ts checks the membership).
grant anon, authenticated, service_role to authenticator;

-- The connecting user switches to these roles per request (set_config('role', ...)),
-- as Supabase's authenticator does.
grant anon, authenticated, service_role to current_user;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
grant all on all tables in schema public to service_role;
grant all on all sequences in schema public to service_role;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
`

export async function bootstrap(db: Database): Promise<void> {
  await db.exec(BOOTSTRAP_SQL)
  // After the roles, which its grants name.
  await bootstrapAuthSchema(db)
}
