-- The fixture rows (PostgREST v14.12 test/spec/fixtures/data.sql). Run again before every
-- case that writes: PostgREST's own suite rolls every request back instead.
truncate public.items, public.simple_pk, public.no_pk, public.grandchild_entities,
  public.child_entities, public.entities, public.empty_table, public.menagerie,
  public.addresses, public.authors_only, public.private_table, public.timestamps,
  public.tasks, public.projects, public.clients, public.articles, public.bitchar_with_length
  restart identity cascade;

insert into public.items (id) select generate_series(1, 15);
select setval('public.items_id_seq', 15);

insert into public.simple_pk values ('xyyx', 'u'), ('xYYx', 'v');

insert into public.no_pk values (null, null), ('1', '0'), ('2', '0');

insert into public.entities values
  (1, 'entity 1', '{1}', '''bar'':2 ''foo'':1'),
  (2, 'entity 2', '{1,2}', '''baz'':1 ''qux'':2'),
  (3, 'entity 3', '{1,2,3}', null),
  (4, null, null, null);

insert into public.child_entities values
  (1, 'child entity 1', 1), (2, 'child entity 2', 1), (3, 'child entity 3', 2),
  (4, 'child entity 4', 1), (5, 'child entity 5', 1), (6, 'child entity 6', 2);

insert into public.grandchild_entities values
  (1, 'grandchild entity 1', 1, null, null, null),
  (2, 'grandchild entity 2', 1, null, null, null),
  (3, 'grandchild entity 3', 2, null, null, null),
  (4, '(grandchild,entity,4)', 2, null, null, '{"a": {"b":"foo"}}'),
  (5, '(grandchild,entity,5)', 2, null, null, '{"b":"bar"}');

insert into public.addresses values
  (1, 'address 1'), (2, 'address 2'), (3, 'address 3'), (4, 'address 4');

insert into public.authors_only values ('jdoe', 'secret 1');

insert into public.private_table values (1);

insert into public.timestamps values
  (1, '2024-05-01T10:00:00Z'), (2, '2024-05-01T10:00:00.123Z'), (3, '2024-05-02T00:00:00+02:00');

insert into public.clients values (1, 'Microsoft'), (2, 'Apple');

insert into public.projects values
  (1, 'Windows 7', 1), (2, 'Windows 10', 1), (3, 'IOS', 2), (4, 'OSX', 2), (5, 'Orphan', null);

insert into public.tasks values
  (1, 'Design w7', 1), (2, 'Code w7', 1), (3, 'Design w10', 2), (4, 'Code w10', 2),
  (5, 'Design IOS', 3), (6, 'Code IOS', 3), (7, 'Design OSX', 4), (8, 'Code OSX', 4);

insert into public.articles values
  (1, 'No… It''s a thing; it''s like a plan, but with more greatness.', 'diogo'),
  (2, 'Stop talking, brain thinking. Hush.', 'diogo'),
  (3, 'It''s a fez. I wear a fez now. Fezes are cool.', 'diogo');
