-- Blocks and mutes hold live, everywhere (20261129110000_blocks_and_mutes_hold_live):
-- post_created announces a post without its body or author, and each member reads it through
-- room_posts under RLS, so a blocked or muted author's post never reaches the blocker or muter
-- (live, after a reconnect, on read) and still reaches a third member. In the anonymous room
-- named blocks and mutes do not apply; 'Mute this author' hides an anonymous author's posts from
-- the muter without telling them who it is, survives the author's account going, and changes
-- nothing named. Direct messages and notifications from a blocked or muted member never reach
-- the member who blocked or muted them.
--   Alice blocked Bob; Mia muted Bob and Pat; Nora mutes Bob's anonymous posts; Tess is a third
--   member; Bob writes.
begin;
select plan(54);

select tests.create_user('bm_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('bm_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('bm_mia', '{"name": "Mia"}'::jsonb);
select tests.create_user('bm_nora', '{"name": "Nora"}'::jsonb);
select tests.create_user('bm_tess', '{"name": "Tess"}'::jsonb);
select tests.create_user('bm_pat', '{"name": "Pat"}'::jsonb);
insert into public.room_members (room_slug, user_id)
select s, tests.uid(u) from unnest(array['lounge', 'anonymous-confessions']) as s,
  unnest(array['bm_alice', 'bm_bob', 'bm_mia', 'bm_nora', 'bm_tess']) as u;
insert into public.blocks (blocker_id, blocked_id) values (tests.uid('bm_alice'), tests.uid('bm_bob'));
insert into public.mutes (muter_id, muted_id) values
  (tests.uid('bm_mia'), tests.uid('bm_bob')), (tests.uid('bm_mia'), tests.uid('bm_pat'));

-- Ids: f1 Tess's post, f2 Bob's post, f3 Tess's reply to Bob's post, f4 Bob's reply to Tess's
-- post (The Lounge); a1 Bob's confession, a2 Tess's, a3 Bob's reply to Tess's, a4 Nora's,
-- a5 Tess's reply to Bob's confession (the anonymous room).
select tests.authenticate_as('bm_tess');
insert into public.posts (id, room_slug, body) values ('f0000000-0000-4000-8000-000000000001', 'lounge', 'Tess here.');
select tests.authenticate_as('bm_bob');
insert into public.posts (id, room_slug, body) values ('f0000000-0000-4000-8000-000000000002', 'lounge', 'Bob here.');
insert into public.posts (id, room_slug, parent_id, body)
values ('f0000000-0000-4000-8000-000000000004', 'lounge', 'f0000000-0000-4000-8000-000000000001', 'Hi Tess.');
select tests.authenticate_as('bm_tess');
insert into public.posts (id, room_slug, parent_id, body)
values ('f0000000-0000-4000-8000-000000000003', 'lounge', 'f0000000-0000-4000-8000-000000000002', 'Hi Bob.');

select tests.authenticate_as('bm_bob');
insert into public.posts (id, room_slug, body) values ('a0000000-0000-4000-8000-0000000000a1', 'anonymous-confessions', 'Bob''s secret.');
select tests.authenticate_as('bm_tess');
insert into public.posts (id, room_slug, body) values ('a0000000-0000-4000-8000-0000000000a2', 'anonymous-confessions', 'Tess''s secret.');
select tests.authenticate_as('bm_nora');
insert into public.posts (id, room_slug, body) values ('a0000000-0000-4000-8000-0000000000a4', 'anonymous-confessions', 'Nora''s secret.');
select tests.authenticate_as('bm_bob');
insert into public.posts (id, room_slug, parent_id, body)
values ('a0000000-0000-4000-8000-0000000000a3', 'anonymous-confessions', 'a0000000-0000-4000-8000-0000000000a2', 'Same here.');
select tests.authenticate_as('bm_tess');
insert into public.posts (id, room_slug, parent_id, body)
values ('a0000000-0000-4000-8000-0000000000a5', 'anonymous-confessions', 'a0000000-0000-4000-8000-0000000000a1', 'I hear you.');

-- ---- post_created announces, it does not carry --------------------------------------------------
select tests.reset_role();
select set_config('test.bob_id', tests.uid('bm_bob')::text, true);
select results_eq(
  $$ select distinct array(select jsonb_object_keys(payload) order by 1) from realtime.messages
      where event = 'post_created' and topic in ('room:lounge', 'room:anonymous-confessions') $$,
  $$ values (array['created_at', 'id', 'parent_id', 'room_slug']) $$,
  'every post_created carries only id, room_slug, parent_id and created_at');
select is_empty(
  $$ select 1 from realtime.messages where topic like 'room:%'
      and (payload::text like '%Bob here%' or payload::text like '%secret%'
           or payload::text like '%' || current_setting('test.bob_id') || '%') $$,
  'no room message holds a body or Bob''s id');
select is((select count(*)::int from realtime.messages where event = 'post_created' and topic = 'room:lounge'), 4,
  'The Lounge''s topic announced its four posts (every member hears of them)');

-- ---- The Lounge: the blocker and the muter never get Bob's words --------------------------------
select tests.authenticate_as('bm_alice');
select results_eq(
  $$ select id from public.room_posts(array['f0000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000002',
       'f0000000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000004']::uuid[]) $$,
  $$ values ('f0000000-0000-4000-8000-000000000001'::uuid) $$,
  'Alice (blocked Bob) reads the four announced posts: only Tess''s post (not Bob''s, nor a reply under Bob''s)');
select results_eq(
  $$ select id from public.room_feed('lounge', p_after => now() - interval '1 hour') $$,
  $$ values ('f0000000-0000-4000-8000-000000000001'::uuid) $$,
  'after a reconnect (p_after) the same');
select results_eq($$ select id from public.room_feed('lounge') $$,
  $$ values ('f0000000-0000-4000-8000-000000000001'::uuid) $$, 'and on read');
select tests.authenticate_as('bm_mia');
select results_eq(
  $$ select id from public.room_posts(array['f0000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000002',
       'f0000000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000004']::uuid[]) $$,
  $$ values ('f0000000-0000-4000-8000-000000000001'::uuid) $$,
  'Mia (muted Bob) reads only Tess''s post too');
select results_eq(
  $$ select id from public.room_feed('lounge', p_after => now() - interval '1 hour') $$,
  $$ values ('f0000000-0000-4000-8000-000000000001'::uuid) $$, 'also after a reconnect');
select tests.authenticate_as('bm_tess');
select results_eq(
  $$ select id, author_name, body, is_deleted from public.room_posts(array['f0000000-0000-4000-8000-000000000001',
       'f0000000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000004']::uuid[]) $$,
  $$ values ('f0000000-0000-4000-8000-000000000004'::uuid, 'Bob', 'Hi Tess.', false),
            ('f0000000-0000-4000-8000-000000000003'::uuid, 'Tess', 'Hi Bob.', false),
            ('f0000000-0000-4000-8000-000000000002'::uuid, 'Bob', 'Bob here.', false),
            ('f0000000-0000-4000-8000-000000000001'::uuid, 'Tess', 'Tess here.', false) $$,
  'Tess (a third member) reads all four, newest first, as room_feed shows them');
select results_eq(
  $$ select author_id, is_mine from public.room_posts(array['f0000000-0000-4000-8000-000000000002']::uuid[]) $$,
  $$ select tests.uid('bm_bob'), false $$, 'with Bob named as the author');
select is((select count(*)::int from public.room_feed('lounge')), 4, 'room_feed shows her all four');
select throws_ok(
  $$ select * from public.room_posts(array(select gen_random_uuid() from generate_series(1, 101))) $$,
  '23514', 'At most 100 posts can be read at once.', 'room_posts reads at most 100 ids');

-- ---- the anonymous room: named blocks and mutes do not apply ------------------------------------
select tests.authenticate_as('bm_alice');
select results_eq(
  $$ select id, author_id, author_name from public.room_posts(array['a0000000-0000-4000-8000-0000000000a1']::uuid[]) $$,
  $$ values ('a0000000-0000-4000-8000-0000000000a1'::uuid, null::uuid, 'Anonymous') $$,
  'Alice still reads Bob''s confession, as Anonymous (a named block would unmask him)');
select is((select count(*)::int from public.room_feed('anonymous-confessions')), 5, 'and the whole anonymous room');

-- ---- Mute this author -----------------------------------------------------------------------------
select tests.authenticate_as('bm_nora');
select is((select count(*)::int from public.room_feed('anonymous-confessions')), 5, 'before: Nora reads five anonymous posts');
select throws_ok($$ select public.mute_anonymous_author('a0000000-0000-4000-8000-0000000000a4') $$,
  '23514', 'This is your own post: you cannot mute yourself.', 'Nora cannot mute her own post');
select throws_ok($$ select public.mute_anonymous_author('f0000000-0000-4000-8000-000000000002') $$,
  '23514', 'Only authors of anonymous posts can be muted this way: block or mute the member instead.',
  'nor the author of a post in a named room');
select throws_ok($$ select public.mute_anonymous_author(gen_random_uuid()) $$,
  '42501', 'This post is no longer available.', 'nor of a post that does not exist');
select lives_ok(
  $$ select set_config('test.mute_id', public.mute_anonymous_author('a0000000-0000-4000-8000-0000000000a1')::text, true) $$,
  'Nora mutes the author of a confession');
select results_eq($$ select id::text from public.my_anonymous_mutes() $$, $$ values (current_setting('test.mute_id')) $$,
  'my_anonymous_mutes lists the mute by its id');
select is(
  (select pg_get_function_result(p.oid) from pg_proc as p
    where p.proname = 'my_anonymous_mutes' and p.pronamespace = 'public'::regnamespace),
  'TABLE(id uuid, muted_at timestamp with time zone)', 'it returns an id and a time, never an author or a key');
select results_eq(
  $$ select id from public.room_feed('anonymous-confessions') $$,
  $$ values ('a0000000-0000-4000-8000-0000000000a4'::uuid), ('a0000000-0000-4000-8000-0000000000a2'::uuid) $$,
  'Nora no longer reads the muted author''s confession, their reply, nor replies under their confession');
select is_empty(
  $$ select 1 from public.room_posts(array['a0000000-0000-4000-8000-0000000000a1', 'a0000000-0000-4000-8000-0000000000a3',
       'a0000000-0000-4000-8000-0000000000a5']::uuid[]) $$,
  'room_posts gives her none of them');
select is_empty($$ select 1 from public.posts where id = 'a0000000-0000-4000-8000-0000000000a1' $$, 'nor the table');
select throws_ok($$ select public.mute_anonymous_author('a0000000-0000-4000-8000-0000000000a1') $$,
  '42501', 'This post is no longer available.', 'a post she no longer reads cannot be muted again');
select throws_ok($$ select anonymous_key from public.posts limit 1 $$, '42501', null, 'no client reads posts.anonymous_key');
select throws_ok($$ select * from private.anonymous_mutes $$, '42501', null, 'nor the mutes table');
select is((select count(*)::int from public.room_feed('lounge')), 4,
  'nothing named changes: Nora still reads Bob''s posts in The Lounge');

-- The muted author posts again: hidden from Nora as it arrives.
select tests.authenticate_as('bm_bob');
insert into public.posts (id, room_slug, body) values ('a0000000-0000-4000-8000-0000000000a6', 'anonymous-confessions', 'Another one.');
insert into public.posts (id, room_slug, parent_id, body)
values ('a0000000-0000-4000-8000-0000000000a7', 'anonymous-confessions', 'a0000000-0000-4000-8000-0000000000a4', 'Me too.');
select tests.authenticate_as('bm_nora');
select is_empty(
  $$ select 1 from public.room_posts(array['a0000000-0000-4000-8000-0000000000a6', 'a0000000-0000-4000-8000-0000000000a7']::uuid[]) $$,
  'his new confession and his reply to Nora never reach her');
select tests.authenticate_as('bm_tess');
select is((select count(*)::int from public.room_posts(array['a0000000-0000-4000-8000-0000000000a1',
  'a0000000-0000-4000-8000-0000000000a3', 'a0000000-0000-4000-8000-0000000000a5', 'a0000000-0000-4000-8000-0000000000a6',
  'a0000000-0000-4000-8000-0000000000a7']::uuid[])), 5, 'Tess reads all of them');
select tests.reset_role();
select is_empty(
  format($$ select 1 from public.notifications where user_id = %L and data ->> 'reply_id' = 'a0000000-0000-4000-8000-0000000000a7' $$,
         tests.uid('bm_nora')),
  'Nora gets no reply notification from the author she muted');
select tests.authenticate_as('bm_tess');
insert into public.posts (id, room_slug, parent_id, body)
values ('a0000000-0000-4000-8000-0000000000a8', 'anonymous-confessions', 'a0000000-0000-4000-8000-0000000000a4', 'Hugs.');
select tests.reset_role();
select is(
  (select count(*)::int from public.notifications where user_id = tests.uid('bm_nora') and data ->> 'reply_id' = 'a0000000-0000-4000-8000-0000000000a8'),
  1, 'but one for another member''s reply');

-- The author's account goes: their anonymous posts are detached (author_id null); Nora sees
-- nothing change, Tess neither.
update public.posts set author_id = null where author_id = tests.uid('bm_bob') and room_slug = 'anonymous-confessions';
delete from private.member_anonymous_keys where user_id = tests.uid('bm_bob');
select tests.authenticate_as('bm_nora');
select results_eq(
  $$ select id from public.room_feed('anonymous-confessions') $$,
  $$ values ('a0000000-0000-4000-8000-0000000000a8'::uuid), ('a0000000-0000-4000-8000-0000000000a4'::uuid),
            ('a0000000-0000-4000-8000-0000000000a2'::uuid) $$,
  'after the author''s posts are detached Nora still reads none of them');
select tests.authenticate_as('bm_tess');
select is((select count(*)::int from public.room_feed('anonymous-confessions')), 8, 'and Tess still reads all eight');

-- Unmute.
select tests.authenticate_as('bm_alice');
select lives_ok(format($$ select public.unmute_anonymous_author(%L) $$, current_setting('test.mute_id')),
  'someone else''s mute id does nothing');
select tests.authenticate_as('bm_nora');
select lives_ok(format($$ select public.unmute_anonymous_author(%L) $$, current_setting('test.mute_id')), 'Nora unmutes');
select is_empty($$ select 1 from public.my_anonymous_mutes() $$, 'her list is empty');
select is((select count(*)::int from public.room_feed('anonymous-confessions')), 8, 'and she reads all eight again');

-- ---- placeholders -----------------------------------------------------------------------------
select tests.reset_role();
insert into public.posts (id, room_slug, author_id, body, deleted_at)
values ('f0000000-0000-4000-8000-000000000009', 'lounge', null, '', now());
select tests.authenticate_as('bm_alice');
select results_eq(
  $$ select body, author_id, author_name, is_mine, is_deleted from public.room_posts(array['f0000000-0000-4000-8000-000000000009']::uuid[]) $$,
  $$ values ('', null::uuid, '', false, true) $$,
  'a deleted post reads as a placeholder (is_deleted, empty body, no author), even for a member who blocked someone');

-- ---- direct messages and notifications ------------------------------------------------------------
-- Mia asks Bob to be friends; he accepts: she muted him, so she is not told.
select tests.authenticate_as('bm_mia');
insert into public.friendships (requester_id, addressee_id) values (auth.uid(), tests.uid('bm_bob'));
select tests.authenticate_as('bm_bob');
update public.friendships set status = 'accepted' where requester_id = tests.uid('bm_mia');
select tests.authenticate_as('bm_mia');
select is_empty($$ select 1 from public.notifications where type = 'friendAccepted' $$,
  'Mia gets no friendAccepted notification from Bob (she muted him)');
-- Pat, whom Mia muted, asks her to be friends.
select tests.authenticate_as('bm_pat');
insert into public.friendships (requester_id, addressee_id) values (auth.uid(), tests.uid('bm_mia'));
select tests.authenticate_as('bm_mia');
select is_empty($$ select 1 from public.notifications where type = 'friendRequest' $$,
  'nor a friendRequest notification from Pat (muted)');
select is((select count(*)::int from public.friendships where requester_id = tests.uid('bm_pat')), 1,
  'the request itself is there for her to answer');
-- Nora (who muted Bob anonymously only) befriends Bob: everything named works as before.
select tests.authenticate_as('bm_bob');
insert into public.friendships (requester_id, addressee_id) values (auth.uid(), tests.uid('bm_nora'));
select tests.authenticate_as('bm_nora');
select is((select count(*)::int from public.notifications where type = 'friendRequest'), 1,
  'Nora gets Bob''s friend request notification (an anonymous mute changes nothing named)');
update public.friendships set status = 'accepted' where requester_id = tests.uid('bm_bob');

-- Bob writes to Mia (muted him) and to Nora.
select tests.authenticate_as('bm_bob');
insert into public.direct_messages (id, recipient_id, body) values
  ('d0000000-0000-4000-8000-000000000001', tests.uid('bm_mia'), 'Hello Mia.'),
  ('d0000000-0000-4000-8000-000000000002', tests.uid('bm_nora'), 'Hello Nora.');
select is((select count(*)::int from public.direct_messages), 2, 'Bob reads both messages he sent');
select tests.authenticate_as('bm_mia');
select is_empty($$ select 1 from public.direct_messages $$, 'Mia does not read the message of the member she muted');
select is_empty($$ select 1 from public.notifications where type = 'message' $$, 'nor is she notified');
select set_config('realtime.topic', 'user:' || tests.uid('bm_mia'), true);
select is_empty(
  $$ select 1 from realtime.messages where payload::text like '%d0000000-0000-4000-8000-000000000001%' $$,
  'nor does her topic carry message_created or notification_created for it');
select tests.authenticate_as('bm_nora');
select results_eq($$ select body from public.direct_messages $$, $$ values ('Hello Nora.') $$, 'Nora reads hers');
select is((select count(*)::int from public.notifications where type = 'message'), 1, 'and is notified');
select set_config('realtime.topic', 'user:' || tests.uid('bm_nora'), true);
select results_eq(
  $$ select event from realtime.messages where payload::text like '%d0000000-0000-4000-8000-000000000002%' order by event $$,
  $$ values ('message_created'), ('notification_created') $$,
  'her topic carries message_created and notification_created');
select tests.reset_role();
select is(
  (select count(*)::int from realtime.messages
    where topic = 'user:' || tests.uid('bm_bob') and event = 'message_created'
      and payload ->> 'id' = 'd0000000-0000-4000-8000-000000000001'), 1,
  'Bob''s own topic still echoes the message he sent Mia (nothing tells him he is muted)');

-- ---- nothing tells a third member who blocked or muted whom -------------------------------------
select tests.authenticate_as('bm_tess');
select is_empty($$ select 1 from public.blocks union all select 1 from public.mutes $$,
  'Tess reads no one''s blocks or mutes');
select is_empty($$ select 1 from public.my_anonymous_mutes() $$, 'nor anyone''s anonymous mutes');
select throws_ok($$ select * from private.member_anonymous_keys $$, '42501', null, 'nor anyone''s anonymous key');

select * from finish();
rollback;
