-- posts: members of a room read and write its posts, as themselves; replies one level deep in
-- the same room; the body trimmed, 1 to 4,000 characters; the author or an administrator
-- deletes; nobody updates; author_id is never readable by members; room_feed pages by keyset.
begin;
select plan(90);

select tests.create_user('po_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('po_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('po_carol', '{"name": "Carol"}'::jsonb);
select tests.create_user('po_admin', '{"name": "Mo Moderator"}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('po_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('po_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');
insert into public.room_members (room_slug, user_id) values
  ('lounge', tests.uid('po_alice')), ('lounge', tests.uid('po_bob')), ('lounge', tests.uid('po_mfa')),
  ('dreams', tests.uid('po_bob'));

-- ---- schema -----------------------------------------------------------------------------------
select has_table('public', 'posts', 'public.posts exists');
select columns_are('public', 'posts', array['id', 'room_slug', 'author_id', 'parent_id', 'body', 'created_at', 'expires_at', 'deleted_at', 'anonymous_key', 'moderation_state'],
  'posts has exactly the agreed columns');
select col_is_pk('public', 'posts', 'id', 'posts.id is the primary key');
select col_default_is('public', 'posts', 'id', 'gen_random_uuid()', 'posts.id defaults to a random uuid');
select col_default_is('public', 'posts', 'author_id', 'auth.uid()', 'posts.author_id defaults to auth.uid()');
select fk_ok('public', 'posts', 'room_slug', 'public', 'rooms', 'slug', 'posts.room_slug references rooms');
select fk_ok('public', 'posts', 'author_id', 'auth', 'users', 'id', 'posts.author_id references auth.users');
select fk_ok('public', 'posts', 'parent_id', 'public', 'posts', 'id', 'posts.parent_id references posts');
select col_is_null('public', 'posts', 'parent_id', 'posts.parent_id is nullable (top-level posts)');
select has_index('public', 'posts', 'posts_room_feed_idx', array['room_slug', 'created_at', 'id'],
  'the keyset index of the feed');
select ok((select pg_get_indexdef('public.posts_room_feed_idx'::regclass) like
           '%(room_slug, created_at DESC, id DESC) WHERE (parent_id IS NULL)'),
  'the feed index is (room_slug, created_at desc, id desc) where parent_id is null');
select has_index('public', 'posts', 'posts_parent_id_idx', array['parent_id'], 'replies are found by parent_id');
select has_trigger('public', 'posts', 'posts_10_prepare', 'the trim, reply and content trigger');
select has_trigger('public', 'posts', 'posts_20_rate_limit', 'the rate limit trigger');

-- ---- Alice writes -----------------------------------------------------------------------------
select tests.authenticate_as('po_alice');
select lives_ok(
  $$ insert into public.posts (id, room_slug, body) values ('a0000000-0000-4000-8000-000000000001', 'lounge', '  Hello, Lounge.  ') $$,
  'Alice posts in The Lounge with her own UUID');
select is((select body from public.posts where id = 'a0000000-0000-4000-8000-000000000001'), 'Hello, Lounge.',
  'the body is stored trimmed');
select results_eq(
  $$ insert into public.posts (id, room_slug, parent_id, body)
     values ('a0000000-0000-4000-8000-000000000004', 'lounge', null, 'As the client sends it.')
     returning id, room_slug, parent_id, body, created_at $$,
  $$ values ('a0000000-0000-4000-8000-000000000004'::uuid, 'lounge', null::uuid, 'As the client sends it.', now()) $$,
  'the client''s insert returns the row''s readable columns (insert ... select ''id, room_slug, parent_id, body, created_at'')');
select lives_ok(
  format($$ insert into public.posts (id, room_slug, author_id, body)
            values ('a0000000-0000-4000-8000-000000000002', 'lounge', %L, 'Naming myself works.') $$, tests.uid('po_alice')),
  'Alice may name herself as the author');
select throws_ok(
  format($$ insert into public.posts (room_slug, author_id, body) values ('lounge', %L, 'I am Bob.') $$, tests.uid('po_bob')),
  '42501', 'new row violates row-level security policy for table "posts"', 'Alice cannot post as Bob');
select throws_ok($$ insert into public.posts (room_slug, body) values ('dreams', 'Not my room.') $$,
  '42501', 'new row violates row-level security policy for table "posts"',
  'Alice cannot post in a room she has not joined');
select throws_ok(
  $$ insert into public.posts (room_slug, body, created_at) values ('lounge', 'Backdated', now() - interval '1 day') $$,
  '42501', 'permission denied for table posts', 'Alice cannot set created_at');
select throws_ok($$ insert into public.posts (room_slug, body) values ('lounge', E' \n\t\u00a0\u3000\ufeff ') $$,
  '23514', 'new row for relation "posts" violates check constraint "posts_body_length"',
  'a blank body is refused (after the trim, which removes what JavaScript''s trim() removes)');
select throws_ok($$ insert into public.posts (room_slug, body) values ('lounge', repeat('a', 4001)) $$,
  '23514', 'new row for relation "posts" violates check constraint "posts_body_length"',
  'a body of 4,001 characters is refused');
select lives_ok($$ insert into public.posts (room_slug, body) values ('lounge', '  ' || repeat('é', 4000) || '  ') $$,
  'a body of 4,000 characters (after the trim) is accepted');
select throws_ok($$ insert into public.posts (room_slug, body) values ('no-such-room', 'Hello?') $$,
  '42501', null, 'a room that does not exist takes no post');

-- replies
select lives_ok(
  $$ insert into public.posts (id, room_slug, parent_id, body)
     values ('a0000000-0000-4000-8000-000000000003', 'lounge', 'a0000000-0000-4000-8000-000000000001', 'Replying to myself.') $$,
  'Alice replies to a post');
select throws_ok(
  $$ insert into public.posts (room_slug, parent_id, body) values ('lounge', 'a0000000-0000-4000-8000-000000000003', 'Too deep.') $$,
  '23514', 'Replies are one level deep: answer the post, not a reply.', 'a reply to a reply is refused');
select throws_ok(
  $$ insert into public.posts (room_slug, parent_id, body) values ('lounge', gen_random_uuid(), 'To nothing.') $$,
  '23514', 'A reply must answer a post in the same room.', 'a reply to a post that does not exist is refused');

-- no editing
select throws_ok($$ update public.posts set body = 'Edited' where id = 'a0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table posts', 'Alice cannot edit her own post');

-- author_id is not readable, not even one's own
select throws_ok($$ select author_id from public.posts $$, '42501', 'permission denied for table posts',
  'Alice cannot select author_id, not even of her own posts');
select throws_ok($$ select * from public.posts $$, '42501', 'permission denied for table posts',
  'select * is refused (it includes author_id)');
select results_eq(
  $$ select body from public.posts where id = 'a0000000-0000-4000-8000-000000000001' $$,
  $$ values ('Hello, Lounge.') $$, 'Alice reads her post''s other columns');

-- ---- Bob, another member ----------------------------------------------------------------------
select tests.authenticate_as('po_bob');
select is((select count(*)::int from public.posts where room_slug = 'lounge'), 5, 'Bob reads the five posts of The Lounge');
select results_eq(
  $$ select author_id, author_name, is_mine from public.room_feed('lounge') where id = 'a0000000-0000-4000-8000-000000000001' $$,
  format($$ values (%L::uuid, 'Alice', false) $$, tests.uid('po_alice')),
  'room_feed names Alice as the author (Bob cannot read her profile)');
select tests.reset_role();
update public.profiles set visibility = 'none' where id = tests.uid('po_alice');
select tests.authenticate_as('po_bob');
select is_empty(format($$ select 1 from public.profiles where id = %L $$, tests.uid('po_alice')),
  'Alice''s profile (visibility none) stays closed to Bob');
select is_empty($$ delete from public.posts where id = 'a0000000-0000-4000-8000-000000000001' returning id $$,
  'Bob cannot delete Alice''s post (no row matches)');
select lives_ok(
  $$ insert into public.posts (id, room_slug, parent_id, body)
     values ('b0000000-0000-4000-8000-000000000001', 'lounge', 'a0000000-0000-4000-8000-000000000001', 'Hi Alice!') $$,
  'Bob replies to Alice');
select lives_ok(
  $$ insert into public.posts (id, room_slug, body) values ('b0000000-0000-4000-8000-000000000002', 'dreams', 'I flew last night.') $$,
  'Bob posts in Dreams');
select throws_ok(
  $$ insert into public.posts (room_slug, parent_id, body) values ('lounge', 'b0000000-0000-4000-8000-000000000002', 'Crossing rooms.') $$,
  '23514', 'A reply must answer a post in the same room.', 'a reply to a post of another room is refused');
select results_eq(
  $$ delete from public.posts where id = 'b0000000-0000-4000-8000-000000000001' returning id $$,
  $$ values ('b0000000-0000-4000-8000-000000000001'::uuid) $$, 'Bob deletes his own reply');
select throws_ok(format($$ select id from public.posts where author_id = %L $$, tests.uid('po_alice')),
  '42501', 'permission denied for table posts', 'Bob cannot filter posts by author_id');

-- ---- Carol, not a member ----------------------------------------------------------------------
select tests.authenticate_as('po_carol');
select is_empty($$ select 1 from public.posts $$, 'a non-member reads no posts');
select is_empty($$ select * from public.room_feed('lounge') $$, 'a non-member gets an empty feed');
select throws_ok($$ insert into public.posts (room_slug, body) values ('lounge', 'Let me in.') $$,
  '42501', 'new row violates row-level security policy for table "posts"', 'a non-member cannot post');
select throws_ok(
  $$ insert into public.posts (room_slug, parent_id, body) values ('lounge', 'a0000000-0000-4000-8000-000000000001', 'Sneaky reply.') $$,
  '23514', 'A reply must answer a post in the same room.',
  'a non-member cannot reply, and learns nothing about the post (the same answer as for a missing one)');
select is_empty($$ delete from public.posts where id = 'a0000000-0000-4000-8000-000000000001' returning id $$,
  'a non-member cannot delete a post');

-- ---- an administrator (not a member of The Lounge) ----------------------------------------------
select tests.authenticate_as('po_admin');
select is((select count(*)::int from public.posts), 6, 'an administrator reads the posts of every room (moderation)');
select results_eq(
  $$ select author_name from public.room_feed('lounge') where id = 'a0000000-0000-4000-8000-000000000001' $$,
  $$ values ('Alice') $$, 'an administrator reads the feed');
select throws_ok($$ insert into public.posts (room_slug, body) values ('lounge', 'Admin speaking.') $$,
  '42501', 'new row violates row-level security policy for table "posts"',
  'an administrator posts only in rooms they joined');
select throws_ok($$ update public.posts set body = 'Moderated' $$, '42501', 'permission denied for table posts',
  'an administrator cannot edit a post');
select results_eq(
  $$ delete from public.posts where id = 'b0000000-0000-4000-8000-000000000002' returning id $$,
  $$ values ('b0000000-0000-4000-8000-000000000002'::uuid) $$, 'an administrator deletes Bob''s post in Dreams');
select throws_ok($$ select author_id from public.posts $$, '42501', 'permission denied for table posts',
  'an administrator cannot select author_id either');

-- ---- two-factor -------------------------------------------------------------------------------
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('po_mfa'), 'aal', 'aal1'));
select is_empty($$ select 1 from public.posts $$, 'aal1 with a verified factor: no posts');
select is_empty($$ select * from public.room_feed('lounge') $$, 'aal1 with a verified factor: an empty feed');
select throws_ok($$ insert into public.posts (room_slug, body) values ('lounge', 'Half signed in.') $$,
  '42501', null, 'aal1 with a verified factor cannot post');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('po_mfa'), 'aal', 'aal2'));
select lives_ok($$ insert into public.posts (room_slug, body) values ('lounge', 'Fully signed in.') $$, 'aal2: posts');
select is((select count(*)::int from public.room_feed('lounge')), 6, 'aal2: reads the feed');

-- ---- anon -------------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select id from public.posts $$, '42501', 'permission denied for table posts', 'anon cannot read posts');
select throws_ok($$ insert into public.posts (room_slug, body) values ('lounge', 'Anon here.') $$,
  '42501', 'permission denied for table posts', 'anon cannot post');
select throws_ok($$ delete from public.posts $$, '42501', 'permission denied for table posts', 'anon cannot delete posts');
select throws_ok($$ select * from public.room_feed('lounge') $$, '42501', null, 'anon cannot read the feed');

-- ---- the service role -------------------------------------------------------------------------
select tests.authenticate_as_service_role();
select is((select count(*)::int from public.posts where author_id = tests.uid('po_alice')), 5,
  'the service role reads author_id');
select lives_ok(
  format($$ insert into public.posts (room_slug, author_id, body) values ('lounge', %L, 'Posted by an operator.') $$,
         tests.uid('po_bob')),
  'the service role posts for a member');
select throws_ok($$ update public.posts set body = 'Edited' $$, '42501', 'permission denied for table posts',
  'not even the service role edits a post');
select throws_ok(
  $$ insert into public.posts (room_slug, parent_id, body, author_id)
     select 'lounge', 'a0000000-0000-4000-8000-000000000003', 'Deep', author_id from public.posts limit 1 $$,
  '23514', 'Replies are one level deep: answer the post, not a reply.', 'replies stay one level deep for the service role');
-- Deleting: a reply (an operator's, to Alice's post a...04), then the post itself.
insert into public.posts (id, room_slug, author_id, parent_id, body)
values ('a0000000-0000-4000-8000-000000000005', 'lounge', tests.uid('po_bob'), 'a0000000-0000-4000-8000-000000000004',
        'A reply to be removed.');
select results_eq(
  $$ delete from public.posts where id = 'a0000000-0000-4000-8000-000000000005' returning id, parent_id $$,
  $$ values ('a0000000-0000-4000-8000-000000000005'::uuid, 'a0000000-0000-4000-8000-000000000004'::uuid) $$,
  'the service role deletes a reply');
select results_eq(
  $$ delete from public.posts where id = 'a0000000-0000-4000-8000-000000000004' returning id, parent_id $$,
  $$ values ('a0000000-0000-4000-8000-000000000004'::uuid, null::uuid) $$,
  'the service role deletes a member''s post');
select tests.reset_role();
select is_empty(
  $$ select 1 from public.posts where id in ('a0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000005') $$,
  'both are gone');

-- ---- deleting a post deletes its replies; deleting an account deletes its posts -----------------
select tests.authenticate_as('po_alice');
select results_eq($$ delete from public.posts where id = 'a0000000-0000-4000-8000-000000000001' returning id $$,
  $$ values ('a0000000-0000-4000-8000-000000000001'::uuid) $$, 'Alice deletes her post');
select tests.reset_role();
select is((select count(*)::int from public.posts where parent_id = 'a0000000-0000-4000-8000-000000000001'), 0,
  'its replies went with it');
select tests.uid('po_alice') as alice_id \gset
delete from auth.users where id = :'alice_id';
select is((select count(*)::int from public.posts where author_id = :'alice_id'), 0,
  'deleting an account deletes its posts');

-- ---- the feed: keyset pages, replies, catch-up ------------------------------------------------
-- Journal Shares: 120 top-level posts a second apart, a reply to every tenth, inserted as postgres
-- (no rate limit). Posts 71 and 21 share their time with posts 70 and 20: the page boundaries.
insert into public.room_members (room_slug, user_id) values ('journal-shares', tests.uid('po_bob'));
insert into public.posts (id, room_slug, author_id, body, created_at)
select ('c0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'journal-shares', tests.uid('po_bob'),
       'Entry ' || g,
       timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => case when g in (21, 71) then g - 1 else g end)
  from generate_series(1, 120) as g;
insert into public.posts (room_slug, author_id, parent_id, body, created_at)
select 'journal-shares', tests.uid('po_carol'), ('c0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
       'Reply to ' || g, timestamptz '2026-01-01 01:00:00+00' + make_interval(secs => g)
  from generate_series(10, 120, 10) as g;

select tests.authenticate_as('po_bob');
select is((select count(*)::int from public.room_feed('journal-shares') where parent_id is null), 50,
  'the first page has the newest 50 top-level posts');
select results_eq(
  $$ select max(body), min(body) from public.room_feed('journal-shares') where parent_id is null and body >= 'Entry 71' and body <= 'Entry 99' $$,
  $$ values ('Entry 99', 'Entry 71') $$, 'posts 71 to 120 are on it');
select is((select count(*)::int from public.room_feed('journal-shares') where parent_id is not null), 5,
  'with the replies to them (to 80, 90, 100, 110, 120)');
select results_eq(
  $$ select author_name, author_id is not null, is_mine from public.room_feed('journal-shares') where body = 'Reply to 120' $$,
  $$ values ('Carol', true, false) $$, 'replies carry their author''s name');
select results_eq(
  $$ select id from public.room_feed('journal-shares') where parent_id is null order by created_at, id limit 1 $$,
  $$ values ('c0000000-0000-4000-8000-000000000071'::uuid) $$,
  'the first page ends at post 71, whose time post 70 shares: the cursor must be (created_at, id)');

create temporary table pages on commit drop as
select 1 as page, f.* from public.room_feed('journal-shares') as f;
insert into pages
select 2, f.* from public.room_feed('journal-shares',
  (select created_at from pages where parent_id is null order by created_at, id limit 1),
  (select id from pages where parent_id is null order by created_at, id limit 1)) as f;
insert into pages
select 3, f.* from public.room_feed('journal-shares',
  (select created_at from pages where page = 2 and parent_id is null order by created_at, id limit 1),
  (select id from pages where page = 2 and parent_id is null order by created_at, id limit 1)) as f;
select results_eq($$ select page, count(*)::int from pages where parent_id is null group by page order by page $$,
  $$ values (1, 50), (2, 50), (3, 20) $$, 'the next pages by keyset: 50, 50, 20 top-level posts');
select is((select count(distinct id)::int from pages where parent_id is null), 120,
  'the three pages hold every top-level post exactly once');
select is((select count(*)::int from pages where parent_id is not null), 12, 'and every reply');
select is((select count(*)::int from public.room_feed('journal-shares',
             (select created_at from pages where page = 3 and parent_id is null order by created_at, id limit 1),
             (select id from pages where page = 3 and parent_id is null order by created_at, id limit 1))), 0,
  'past the oldest post the feed is empty');
select is((select count(*)::int from public.room_feed('journal-shares', p_before => timestamptz '2026-01-01 00:01:40+00')), 55,
  'p_before alone pages by time: the 50 posts before 00:01:40 and their 5 replies');
select is((select count(*)::int from public.room_feed('journal-shares', p_after => timestamptz '2026-01-01 00:01:50+00')), 22,
  'p_after: every post and reply created after the time (10 posts, 12 replies)');
select is((select count(*)::int from public.room_feed('journal-shares', p_limit => 0) where parent_id is null), 1,
  'p_limit is at least 1');
select is((select count(*)::int from public.room_feed('journal-shares', p_limit => 1000) where parent_id is null), 120,
  'p_limit is at most 200 (here: all 120)');
select results_eq(
  $$ select array_agg(created_at order by ord) = array_agg(created_at order by created_at desc)
       from public.room_feed('journal-shares') with ordinality as f(id, room_slug, parent_id, body, created_at, author_id, author_name, is_mine, ord) $$,
  $$ values (true) $$, 'the feed comes newest first');

-- ---- privileges, as stated --------------------------------------------------------------------
select tests.reset_role();
select table_privs_are('public', 'posts', 'authenticated', array['DELETE'],
  'authenticated: DELETE on posts; SELECT and INSERT by column only');
select is(
  (select array_agg(c order by c) from unnest(array['id', 'room_slug', 'author_id', 'parent_id', 'body', 'created_at']) as c
    where has_column_privilege('authenticated', 'public.posts', c, 'SELECT')),
  array['body', 'created_at', 'id', 'parent_id', 'room_slug'],
  'authenticated selects every column but author_id');
select is(
  (select array_agg(c order by c) from unnest(array['id', 'room_slug', 'author_id', 'parent_id', 'body', 'created_at']) as c
    where has_column_privilege('authenticated', 'public.posts', c, 'INSERT')),
  array['author_id', 'body', 'id', 'parent_id', 'room_slug'],
  'authenticated inserts every column but created_at');
select ok(not has_table_privilege('service_role', 'public.posts', 'UPDATE'), 'the service role has no UPDATE on posts');
select policies_are('public', 'posts',
  array['posts_select_room', 'posts_insert_member', 'posts_delete_author_or_admin', 'posts_require_aal2',
        'posts_hidden_text_author_only'],
  'posts: read and write as a member, delete as the author or an administrator; the two-factor rule; hidden text for its author only (49)');

select * from finish();
rollback;
