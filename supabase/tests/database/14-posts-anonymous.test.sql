-- The anonymous room: nobody but the author can learn who wrote a post, through any query a
-- member can make: author_id can be neither selected, nor filtered or sorted on, nor reached
-- through a whole-row reference; room_feed says 'Anonymous' with no author id and the Realtime
-- payloads carry no author at all; the member list shows only oneself. The author still deletes their own post.
begin;
select plan(34);

select tests.create_user('an_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('an_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('an_admin', '{"name": "Mo Moderator"}'::jsonb, '{"role": "admin"}'::jsonb);
insert into public.room_members (room_slug, user_id) values
  ('anonymous-confessions', tests.uid('an_alice')), ('anonymous-confessions', tests.uid('an_bob'));

select tests.authenticate_as('an_alice');
insert into public.posts (id, room_slug, body)
values ('d0000000-0000-4000-8000-000000000001', 'anonymous-confessions', 'I have never told anyone this.');
select tests.authenticate_as('an_bob');
insert into public.posts (id, room_slug, parent_id, body)
values ('d0000000-0000-4000-8000-000000000002', 'anonymous-confessions', 'd0000000-0000-4000-8000-000000000001', 'Thank you for saying it.'),
       ('d0000000-0000-4000-8000-000000000003', 'anonymous-confessions', null, 'Mine is smaller, but still.');

-- ---- Bob cannot learn that Alice wrote it -------------------------------------------------------
select throws_ok($$ select author_id from public.posts where id = 'd0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table posts', 'another member cannot select author_id');
select throws_ok(format($$ select id from public.posts where author_id = %L $$, tests.uid('an_alice')),
  '42501', 'permission denied for table posts', 'another member cannot filter on author_id');
select throws_ok(format($$ select count(*) from public.posts where author_id <> %L $$, tests.uid('an_bob')),
  '42501', 'permission denied for table posts', 'nor filter on it negatively (or count by it)');
select throws_ok($$ select id from public.posts order by author_id $$,
  '42501', 'permission denied for table posts', 'nor sort by it');
select throws_ok($$ select p from public.posts as p $$,
  '42501', 'permission denied for table posts', 'nor read it through a whole-row reference');
select throws_ok($$ select to_jsonb(p) from public.posts as p $$,
  '42501', 'permission denied for table posts', 'nor through to_jsonb of the row');
select throws_ok($$ select * from public.posts $$, '42501', 'permission denied for table posts',
  'nor with select *');
select throws_ok(
  $$ insert into public.posts (room_slug, body) values ('anonymous-confessions', 'Returning?') returning author_id $$,
  '42501', 'permission denied for table posts', 'nor from RETURNING');
select throws_ok(format($$ delete from public.posts where author_id = %L $$, tests.uid('an_alice')),
  '42501', 'permission denied for table posts', 'nor by a delete filtered on it');
select results_eq(
  $$ select author_id, author_name, is_mine from public.room_feed('anonymous-confessions')
      where id = 'd0000000-0000-4000-8000-000000000001' $$,
  $$ values (null::uuid, 'Anonymous', false) $$,
  'room_feed: Alice''s post is by Anonymous, no author id, not Bob''s');
select results_eq(
  $$ select author_id, author_name, is_mine from public.room_feed('anonymous-confessions')
      where id = 'd0000000-0000-4000-8000-000000000003' $$,
  $$ values (null::uuid, 'Anonymous', true) $$,
  'room_feed: Bob''s own post is Anonymous too, and is_mine');
select is((select count(*)::int from public.room_feed('anonymous-confessions') where author_id is not null), 0,
  'no row of the anonymous feed carries an author id');
select results_eq(
  $$ select author_id, author_name, is_mine from private.post_authors(array['d0000000-0000-4000-8000-000000000001']::uuid[]) $$,
  $$ values (null::uuid, 'Anonymous', false) $$,
  'the feed''s definer helper redacts the author itself');
select is_empty($$ delete from public.posts where id = 'd0000000-0000-4000-8000-000000000001' returning id $$,
  'Bob cannot delete Alice''s anonymous post (so he cannot probe authorship by deleting)');
select results_eq(
  $$ select user_id from public.room_members where room_slug = 'anonymous-confessions' $$,
  format($$ values (%L::uuid) $$, tests.uid('an_bob')),
  'in the anonymous room Bob sees only his own membership');
select results_eq(
  $$ select user_id, name from public.room_members_of('anonymous-confessions') $$,
  format($$ values (%L::uuid, 'Anonymous') $$, tests.uid('an_bob')),
  'room_members_of: only himself, as Anonymous');
select results_eq(
  $$ select member_count from public.room_member_counts() where room_slug = 'anonymous-confessions' $$,
  $$ values (2) $$, 'the count is public to members: 2');

-- ---- Alice, the author ------------------------------------------------------------------------
select tests.authenticate_as('an_alice');
select results_eq(
  $$ select author_id, author_name, is_mine from public.room_feed('anonymous-confessions')
      where id = 'd0000000-0000-4000-8000-000000000001' $$,
  $$ values (null::uuid, 'Anonymous', true) $$,
  'room_feed: Alice''s own post shows as Anonymous, is_mine');
select throws_ok($$ select author_id from public.posts where id = 'd0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table posts', 'the author cannot select author_id either (one rule for all)');

-- ---- an administrator: moderates without learning the author ------------------------------------
select tests.authenticate_as('an_admin');
select results_eq(
  $$ select author_id, author_name from public.room_feed('anonymous-confessions')
      where id = 'd0000000-0000-4000-8000-000000000003' $$,
  $$ values (null::uuid, 'Anonymous') $$, 'an administrator sees Anonymous too');
select throws_ok($$ select author_id from public.posts $$, '42501', 'permission denied for table posts',
  'an administrator cannot select author_id');
select results_eq($$ delete from public.posts where id = 'd0000000-0000-4000-8000-000000000003' returning id $$,
  $$ values ('d0000000-0000-4000-8000-000000000003'::uuid) $$, 'an administrator deletes an anonymous post');

-- ---- the author deletes her anonymous post, by id (as PostgREST's DELETE ?id=eq.x does) ----------
select tests.authenticate_as('an_alice');
select results_eq($$ delete from public.posts where id = 'd0000000-0000-4000-8000-000000000001' returning id $$,
  $$ values ('d0000000-0000-4000-8000-000000000001'::uuid) $$,
  'Alice deletes her own anonymous post: the policy reads author_id for her');

-- ---- Realtime payloads carry no author --------------------------------------------------------
select tests.reset_role();
select tests.uid('an_alice') as alice_id, tests.uid('an_bob') as bob_id \gset
select is((select count(*)::int from realtime.messages where topic = 'room:anonymous-confessions' and event = 'post_created'), 3,
  'three post_created messages on room:anonymous-confessions');
select is((select count(*)::int from realtime.messages where topic = 'room:anonymous-confessions' and event = 'post_deleted'), 3,
  'three post_deleted messages (Bob''s reply went with Alice''s post)');
select is_empty(
  format($$ select 1 from realtime.messages where topic = 'room:anonymous-confessions'
             and (payload::text like '%%%s%%' or payload::text like '%%%s%%') $$, :'alice_id', :'bob_id'),
  'no payload on the anonymous topic contains an author''s id');
select is_empty(
  $$ select 1 from realtime.messages where topic = 'room:anonymous-confessions' and event = 'post_created'
      and (payload ? 'author_id' or payload ? 'author_name' or payload ? 'body') $$,
  'no post_created payload there carries an author or a body (members read posts through room_posts)');
select results_eq(
  $$ select payload - 'body' - 'created_at' from realtime.messages
      where topic = 'room:anonymous-confessions' and event = 'post_created'
        and payload ->> 'id' = 'd0000000-0000-4000-8000-000000000002' $$,
  $$ values (jsonb_build_object('id', 'd0000000-0000-4000-8000-000000000002', 'room_slug', 'anonymous-confessions',
                                'parent_id', 'd0000000-0000-4000-8000-000000000001')) $$,
  'the post_created payload of a reply: id, room_slug, parent_id (and created_at)');
select results_eq(
  $$ select payload from realtime.messages
      where topic = 'room:anonymous-confessions' and event = 'post_deleted'
        and payload ->> 'id' = 'd0000000-0000-4000-8000-000000000002' $$,
  $$ values (jsonb_build_object('id', 'd0000000-0000-4000-8000-000000000002', 'parent_id', 'd0000000-0000-4000-8000-000000000001',
                                'room_slug', 'anonymous-confessions')) $$,
  'the post_deleted payload: id, parent_id, room_slug');
select ok((select bool_and(private) from realtime.messages where topic like 'room:%'), 'room messages are private');
select ok((select bool_and(extension = 'broadcast') from realtime.messages where topic like 'room:%'), 'room messages are broadcasts');

-- ---- and in an open room, the author is named -------------------------------------------------
insert into public.room_members (room_slug, user_id) values ('lounge', :'alice_id');
select tests.authenticate_as('an_alice');
insert into public.posts (id, room_slug, body) values ('d0000000-0000-4000-8000-000000000009', 'lounge', 'Hello, open room.');
select tests.reset_role();
select results_eq(
  $$ select payload - 'created_at' from realtime.messages where topic = 'room:lounge' and event = 'post_created' $$,
  $$ values (jsonb_build_object('id', 'd0000000-0000-4000-8000-000000000009', 'room_slug', 'lounge', 'parent_id', null)) $$,
  'in an open room too, post_created announces the post without its body or author');
select ok(
  (select (payload ->> 'created_at')::timestamptz = (select created_at from public.posts where id = 'd0000000-0000-4000-8000-000000000009')
     from realtime.messages where topic = 'room:lounge' and event = 'post_created'),
  'the payload''s created_at is the post''s');
select is((select count(*)::int from realtime.messages where topic = 'room:lounge'), 1, 'one message on room:lounge');

select * from finish();
rollback;
