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

-- RPC (RpcSpec.hs, RangeSpec.hs): the tables and functions its cases call, from schema.sql
-- with `test.` read as `public.`. Functions that return one of PostgREST's custom media types
-- ("text/plain" ...) return the plain type here: this server has no media handlers.
create table public.clients (
  id integer primary key,
  name text not null
);

create table public.projects (
  id integer primary key,
  name text not null,
  client_id integer references public.clients (id)
);

create table public.tasks (
  id integer primary key,
  name text not null,
  project_id integer references public.projects (id)
);

-- A view over private.articles there.
create table public.articles (
  id integer primary key,
  body text,
  owner name not null
);

create table public.bitchar_with_length (
  bit bit(5),
  char char(5),
  bit_arr bit(5)[],
  char_arr char(5)[]
);

create function public.getitemrange(min bigint, max bigint) returns setof public.items
  language sql stable as $_$
  select * from public.items where id > $1 and id <= $2;
$_$;

create function public.noparamsproc() returns text language sql immutable as $$
  select a from (values ('Return value of no parameters procedure.')) s(a);
$$;

create function public.varied_arguments(
  double double precision,
  "varchar" character varying,
  "boolean" boolean,
  date date,
  money money,
  enum public.enum_menagerie_type,
  arr text[],
  "integer" integer default 42,
  "json" json default '{}',
  jsonb jsonb default '{}'
) returns json language sql immutable as $_$
  select json_build_object(
    'double', double, 'varchar', "varchar", 'boolean', "boolean", 'date', date,
    'money', money, 'enum', enum, 'arr', arr, 'integer', "integer", 'json', json,
    'jsonb', jsonb
  );
$_$;

create function public.json_argument(arg json) returns text language sql immutable as $_$
  select json_typeof(arg);
$_$;

create function public.assert() returns void language plpgsql as $$
begin
  assert false, 'bad thing';
end;
$$;

create function public.problem() returns void language plpgsql as $$
begin
  raise 'bad thing';
end;
$$;

create function public.sayhello(name text) returns text language sql immutable as $_$
  select 'Hello, ' || $1;
$_$;

create sequence public.callcounter_count start 1;

create function public.callcounter() returns bigint language sql as $_$
  select nextval('public.callcounter_count');
$_$;

create function public.reset_sequence(name text, value integer) returns void
  security definer language plpgsql as $_$
begin
  execute format($exec$ alter sequence %s restart with %s $exec$, name, value);
end
$_$;

create function public.test_empty_rowset() returns setof integer language sql immutable as $$
  select null::int from (select 1) a where false;
$$;

create function public.getproject(id int) returns setof public.projects language sql as $_$
  select * from public.projects where id = $1;
$_$;

create function public.get_projects_below(id int) returns setof public.projects
  language sql as $_$
  select * from public.projects where id < $1;
$_$;

create function public.getallprojects() returns setof public.projects language sql as $_$
  select * from public.projects;
$_$ rows 2019;

create function public.setprojects(id_l int, id_h int, name text) returns setof public.projects
  language sql as $_$
  update public.projects set name = $3 where id >= $1 and id <= $2 returning *;
$_$;

create function public.ret_enum(val text) returns public.enum_menagerie_type as $$
  select val::public.enum_menagerie_type;
$$ language sql;

create domain public.one_nine as integer check (value >= 1 and value <= 9);

create function public.ret_array() returns integer[] as $$
  select '{1,2,3}'::integer[];
$$ language sql;

create function public.ret_domain(val integer) returns public.one_nine as $$
  select val::public.one_nine;
$$ language sql;

create function public.ret_range(low integer, up integer) returns int4range as $$
  select int4range(low, up);
$$ language sql;

create function public.ret_setof_integers() returns setof integer as $$
  values (1), (2), (3);
$$ language sql;

-- No named arguments: not callable, so it does not make the one above ambiguous.
create function public.ret_setof_integers(int, int) returns integer as $$
  values (1);
$$ language sql;

create function public.ret_scalars() returns table(
  a text, b public.enum_menagerie_type, c public.one_nine, d int4range
) as $$
  select row('scalars'::text, enum_first(null::public.enum_menagerie_type),
             1::public.one_nine, int4range(10, 20));
$$ language sql;

create type public.point_2d as (x integer, y integer);

create function public.ret_point_2d() returns public.point_2d as $$
  select row(10, 5)::public.point_2d;
$$ language sql;

create function public.ret_point_overloaded(x int, y int) returns public.point_2d as $$
  select row(x, y)::public.point_2d;
$$ language sql;

create function public.ret_point_overloaded(x json) returns json as $$
  select $1;
$$ language sql;

create domain public.composite_domain as public.point_2d;

create function public.ret_composite_domain() returns public.composite_domain as $$
  select row(10, 5)::public.composite_domain;
$$ language sql;

-- A schema the API roles may not use (privileges.sql leaves `private` to the owner).
create schema private;
create type private.point_3d as (x integer, y integer, z integer);

create function public.ret_point_3d() returns private.point_3d as $$
  select row(7, -3, 4)::private.point_3d;
$$ language sql;

create function public.ret_void() returns void as '' language sql;

create function public.ret_null() returns int as $$
  select null::int;
$$ language sql;

create function public.single_article(id integer) returns public.articles as $$
  select a.* from public.articles a where a.id = $1;
$$ language sql;

create function public.get_guc_value(name text) returns text as $$
  select nullif(current_setting(name), '')::text;
$$ language sql;

create function public.get_guc_value(prefix text, name text) returns text as $$
  select nullif(current_setting(prefix)::json->>name, '')::text;
$$ language sql;

create function public.test() returns table(test text, value int) as $$
  values ('hello', 1);
$$ language sql;

create function public.single_out_param(num int, out num_plus_one int) as $$
  select num + 1;
$$ language sql;

create function public.single_json_out_param(a int, b text, out my_json json) as $$
  select json_build_object('a', a, 'b', b);
$$ language sql;

create function public.many_out_params(out my_json json, out num int, out str text) as $$
  select '{"a": 1, "b": "two"}'::json, 3, 'four'::text;
$$ language sql;

create function public.single_inout_param(inout num int) as $$
  select num + 1;
$$ language sql;

create function public.many_inout_params(inout num int, inout str text, inout b bool default true) as $$
  select num, str, b;
$$ language sql;

create function public.single_column_table_return() returns table (a text) as $$
  select 'A'::text;
$$ language sql;

create function public.multi_column_table_return() returns table (a text, b text) as $$
  select 'A'::text, 'B'::text;
$$ language sql;

create function public.variadic_param(variadic v text[] default '{}') returns text[]
  immutable language sql as $$
  select v
$$;

create function public.sayhello_variadic(name text, variadic v text[]) returns text
  immutable language sql as $$
  select 'Hello, ' || name
$$;

create function public.raise_pt402() returns void as $$
begin
  raise sqlstate 'PT402' using message = 'Payment Required',
                               detail = 'Quota exceeded',
                               hint = 'Upgrade your plan';
end;
$$ language plpgsql;

create function public.raise_bad_pt() returns void as $$
begin
  raise sqlstate 'PT40A' using message = 'Wrong';
end;
$$ language plpgsql;

create function public.three_defaults(a int default 1, b int default 2, c int default 3) returns int as $$
  select a + b + c
$$ language sql;

create function public.overloaded() returns setof int as $$
  values (1), (2), (3);
$$ language sql;

create function public.overloaded(json) returns table(x int, y text) as $$
  select * from json_to_recordset($1) as r(x int, y text);
$$ language sql;

create function public.overloaded(a int, b int) returns int as $$
  select a + b
$$ language sql;

create function public.overloaded(a text, b text, c text) returns text as $$
  select a || b || c
$$ language sql;

create function public.overloaded_default(opt_param text default 'Code w7') returns setof public.tasks as $$
  select * from public.tasks where name like opt_param;
$$ language sql;

create function public.overloaded_default(must_param int) returns jsonb as $$
  select row_to_json(r)::jsonb from (select must_param as val) as r;
$$ language sql;

create function public.overloaded_default(a int, opt_param text default 'Design IOS') returns setof public.tasks as $$
  select * from public.tasks where name like opt_param and id > a;
$$ language sql;

create function public.overloaded_default(a int, must_param int) returns jsonb as $$
  select row_to_json(r)::jsonb from (select a, must_param as val) as r;
$$ language sql;

create function public.overloaded_html_form() returns setof int as $$
  values (1), (2), (3);
$$ language sql;

create function public.overloaded_html_form(single_param json) returns json as $$
  select single_param;
$$ language sql;

create function public.overloaded_html_form(a int, b int) returns int as $$
  select a + b
$$ language sql;

create function public.overloaded_html_form(a text, b text, c text) returns text as $$
  select a || b || c
$$ language sql;

create function public.overloaded_same_args(arg integer) returns json as $$
  select json_build_object('type', pg_typeof(arg), 'value', arg);
$$ language sql;

create function public.overloaded_same_args(arg xml) returns json as $$
  select json_build_object('type', pg_typeof(arg), 'value', arg);
$$ language sql;

create function public.overloaded_same_args(arg text, num integer default 0) returns json as $$
  select json_build_object('type', pg_typeof(arg), 'value', arg);
$$ language sql;

create function public."quotedFunction"("user" text, "fullName" text, "SSN" text) returns jsonb as $$
  select format('{"user": "%s", "fullName": "%s", "SSN": "%s"}', "user", "fullName", "SSN")::jsonb;
$$ language sql;

create type public.my_type as enum ('something');

create function public.test_arg(my_arg public.my_type) returns text as $$
  select 'foobar'::text;
$$ language sql;

create function public.add_them(a integer, b integer) returns integer as $$
  select a + b;
$$ language sql;

create function public.char_param_select(char_ char(4), char_arr char(4)[])
  returns table(char_ char, char_arr char[]) as $$
  select $1, $2;
$$ language sql;

create function public.bit_param_select(bit_ char(4), bit_arr char(4)[])
  returns table(bit_ char, bit_arr char[]) as $$
  select $1, $2;
$$ language sql;

create function public.char_param_insert(char_ char(4), char_arr char(4)[]) returns void as $$
  insert into public.bitchar_with_length(char, char_arr) values($1, $2);
$$ language sql;

create function public.bit_param_insert(bit_ bit(4), bit_arr bit(4)[]) returns void as $$
  insert into public.bitchar_with_length(bit, bit_arr) values($1, $2);
$$ language sql;

create function public.returns_record() returns record as $$
  select * from public.projects order by id limit 1;
$$ language sql;

create function public.returns_record_params(id int, name text) returns record as $$
  select * from public.projects p where p.id = $1 and p.name like $2;
$$ language sql;

create function public.returns_setof_record() returns setof record as $$
  select * from public.projects order by id limit 2;
$$ language sql;

create function public.returns_setof_record_params(id int, name text) returns setof record as $$
  select * from public.projects p where p.id >= $1 and p.name like $2 order by id;
$$ language sql;

create function public.raise_sqlstate_test1() returns void language plpgsql as $$
begin
  raise sqlstate 'PGRST' using
    message = '{"code":"123","message":"ABC","details":"DEF","hint":"XYZ"}',
    detail = '{"status":332,"status_text":"My Custom Status","headers":{"X-Header":"str"}}';
end
$$;

create function public.raise_sqlstate_test2() returns void language plpgsql as $$
begin
  raise sqlstate 'PGRST' using
    message = '{"code":"123","message":"ABC"}',
    detail = '{"status":332,"headers":{"X-Header":"str"}}';
end
$$;

create function public.raise_sqlstate_test3() returns void language plpgsql as $$
begin
  raise sqlstate 'PGRST' using
    message = '{"code":"123","message":"ABC"}',
    detail = '{"status":404,"headers":{"X-Header":"str"}}';
end
$$;

create function public.raise_sqlstate_invalid_json_message() returns void language plpgsql as $$
begin
  raise sqlstate 'PGRST' using
    message = 'INVALID',
    detail = '{"status":332,"headers":{"X-Header":"str"}}';
end
$$;

create function public.raise_sqlstate_invalid_json_details() returns void language plpgsql as $$
begin
  raise sqlstate 'PGRST' using
    message = '{"code":"123","message":"ABC","details":"DEF"}',
    detail = 'INVALID';
end
$$;

create function public.raise_sqlstate_missing_details() returns void language plpgsql as $$
begin
  raise sqlstate 'PGRST' using
    message = '{"code":"123","message":"ABC","details":"DEF"}';
end
$$;

create function public.unnamed_json_param(json) returns json as $$
  select $1;
$$ language sql;

create function public.named_json_param(data json) returns json as $$
  select data;
$$ language sql;

create function public.unnamed_text_param(text) returns text as $$
  select $1;
$$ language sql;

create function public.unnamed_int_param(int) returns int as $$
  select $1;
$$ language sql;

create function public.overloaded_unnamed_param(json) returns json as $$
  select $1;
$$ language sql;

create function public.overloaded_unnamed_param(bytea) returns bytea as $$
  select $1;
$$ language sql;

create function public.overloaded_unnamed_param(text) returns text as $$
  select $1;
$$ language sql;

create function public.overloaded_unnamed_param() returns int as $$
  select 1;
$$ language sql;

create function public.overloaded_unnamed_param(x int, y int) returns int as $$
  select x + y;
$$ language sql;

create function public.overloaded_unnamed_json_jsonb_param(json) returns json as $$
  select $1;
$$ language sql;

create function public.overloaded_unnamed_json_jsonb_param(jsonb) returns jsonb as $$
  select $1;
$$ language sql;

create function public.overloaded_unnamed_json_jsonb_param(x int, y int) returns int as $$
  select x + y;
$$ language sql;

-- Ours, not PostgREST's: a function no API role but service_role may execute, and functions
-- with odd names (hostile.ts, tests/rpc.test.ts).
create function public.rpc_private() returns text language sql as $$
  select 'private'::text;
$$;
revoke execute on function public.rpc_private() from public, anon, authenticated;

create function public."quote'fn"(x int) returns int language sql immutable as $$
  select x;
$$;

create function public."dot.fn"() returns text language sql immutable as $$
  select 'dot'::text;
$$;

create function public."ünïcødé"("ä" text) returns text language sql immutable as $$
  select "ä";
$$;
