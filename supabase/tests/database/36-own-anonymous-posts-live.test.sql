-- A member's own anonymous post, live on their other pages (20261127120000_own_anonymous_posts_live):
-- a post in an anonymous room also sends own_post_created {id, room_slug} on the author's own
-- topic user:<id>, which only the author receives; nobody else's topic gets it, the room topic's
-- payload still carries no author, and a post in an open room sends none (post_created names
-- the author there).
begin;
select plan(9);

select tests.create_user('op_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('op_bob', '{"name": "Bob"}'::jsonb);
insert into public.room_members (room_slug, user_id) values
  ('anonymous-confessions', tests.uid('op_alice')), ('anonymous-confessions', tests.uid('op_bob')),
  ('lounge', tests.uid('op_alice'));

select tests.authenticate_as('op_alice');
insert into public.posts (id, room_slug, body)
values ('e0000000-0000-4000-8000-000000000001', 'anonymous-confessions', 'Something I never said out loud.');
select tests.authenticate_as('op_bob');
insert into public.posts (id, room_slug, body)
values ('e0000000-0000-4000-8000-000000000002', 'anonymous-confessions', 'Me neither.');
select tests.authenticate_as('op_alice');
insert into public.posts (id, room_slug, parent_id, body)
values ('e0000000-0000-4000-8000-000000000003', 'anonymous-confessions', 'e0000000-0000-4000-8000-000000000002', 'Thank you.');
insert into public.posts (id, room_slug, body)
values ('e0000000-0000-4000-8000-000000000004', 'lounge', 'Hello, open room.');

-- ---- Alice receives her own, on her topic ------------------------------------------------------
select set_config('realtime.topic', 'user:' || tests.uid('op_alice'), true);
select results_eq(
  $$ select payload from realtime.messages where event = 'own_post_created' order by payload ->> 'id' $$,
  $$ values ('{"id": "e0000000-0000-4000-8000-000000000001", "room_slug": "anonymous-confessions"}'::jsonb),
            ('{"id": "e0000000-0000-4000-8000-000000000003", "room_slug": "anonymous-confessions"}'::jsonb) $$,
  'Alice''s topic: own_post_created {id, room_slug} for her anonymous post and her anonymous reply');
select ok((select bool_and(private and extension = 'broadcast') from realtime.messages where event = 'own_post_created'),
  'a private broadcast');
select is_empty(
  $$ select 1 from realtime.messages where event = 'own_post_created' and payload ->> 'room_slug' = 'lounge' $$,
  'none for her post in an open room (post_created names her there)');

-- ---- Bob: his own only; not Alice's ------------------------------------------------------------
select tests.authenticate_as('op_bob');
select set_config('realtime.topic', 'user:' || tests.uid('op_bob'), true);
select results_eq(
  $$ select payload ->> 'id' from realtime.messages where event = 'own_post_created' $$,
  $$ values ('e0000000-0000-4000-8000-000000000002') $$,
  'Bob''s topic: own_post_created for his own post only');
select set_config('realtime.topic', 'user:' || tests.uid('op_alice'), true);
select is_empty($$ select 1 from realtime.messages $$, 'Bob cannot receive Alice''s topic');

-- ---- the stored messages, as the server sees them ----------------------------------------------
select tests.reset_role();
select tests.uid('op_alice') as alice_id, tests.uid('op_bob') as bob_id \gset
select results_eq(
  $$ select topic, payload ->> 'id' from realtime.messages where event = 'own_post_created' order by payload ->> 'id' $$,
  format($$ values ('user:%1$s', 'e0000000-0000-4000-8000-000000000001'), ('user:%2$s', 'e0000000-0000-4000-8000-000000000002'),
                   ('user:%1$s', 'e0000000-0000-4000-8000-000000000003') $$, :'alice_id', :'bob_id'),
  'each own_post_created goes to its author''s topic only');
select is_empty(
  format($$ select 1 from realtime.messages where topic = 'room:anonymous-confessions'
             and (payload::text like '%%%s%%' or payload::text like '%%%s%%') $$, :'alice_id', :'bob_id'),
  'the anonymous room topic''s payloads still contain no author''s id');
select is_empty(
  $$ select 1 from realtime.messages where topic = 'room:anonymous-confessions'
      and (event <> 'post_created' or payload -> 'author_id' <> 'null'::jsonb or payload ->> 'author_name' <> 'Anonymous') $$,
  'on the room topic only post_created, by Anonymous, with no author id');
select is((select count(*)::int from realtime.messages where topic = 'room:anonymous-confessions'), 3,
  'one post_created per post on the room topic, as before');

select * from finish();
rollback;
