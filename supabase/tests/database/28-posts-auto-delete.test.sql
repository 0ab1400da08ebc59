-- Auto-Delete Posts: a member's posts in anonymous rooms get expires_at from their setting (not in
-- other rooms, not when off; a reply's is its own author's, never its post's); an expired post disappears at once
-- from every read (the table, room_feed newest / older / catch-up, post_authors) for everyone,
-- its author and administrators included; the pg_cron job exists and its command deletes it.
begin;
select plan(26);

select tests.create_user('ad_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('ad_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('ad_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
insert into public.room_members (room_slug, user_id) values
  ('anonymous-confessions', tests.uid('ad_alice')), ('anonymous-confessions', tests.uid('ad_bob')),
  ('lounge', tests.uid('ad_alice')), ('lounge', tests.uid('ad_bob'));
insert into public.member_settings (user_id, auto_delete_posts) values (tests.uid('ad_alice'), '1h');

-- ---- schema and the job -------------------------------------------------------------------------
select has_column('public', 'posts', 'expires_at', 'posts.expires_at exists');
select col_is_null('public', 'posts', 'expires_at', 'posts.expires_at is null for posts that never expire');
select has_trigger('public', 'posts', 'posts_30_expiry', 'posts has the expiry trigger');
select results_eq(
  $$ select schedule, command, active from cron.job where jobname = 'delete-expired-posts' $$,
  $$ values ('*/5 * * * *'::text, 'delete from public.posts where expires_at <= now()'::text, true) $$,
  'the cron job delete-expired-posts runs every 5 minutes');

-- ---- the expiry is set on write ----------------------------------------------------------------
select tests.authenticate_as('ad_alice');
insert into public.posts (id, room_slug, body) values
  ('d0000000-0000-4000-8000-000000000001', 'anonymous-confessions', 'Gone in an hour'),
  ('d0000000-0000-4000-8000-000000000002', 'lounge', 'Here to stay');
select throws_ok(
  $$ insert into public.posts (room_slug, body, expires_at) values ('anonymous-confessions', 'Forever', null) $$,
  '42501', null, 'a member cannot choose the expiry (column grant)');
select throws_ok($$ select expires_at from public.posts $$, '42501', null, 'nor read it');
select tests.authenticate_as('ad_bob');
insert into public.posts (id, room_slug, body) values
  ('d0000000-0000-4000-8000-000000000003', 'anonymous-confessions', 'Bob keeps his'),
  ('d0000000-0000-4000-8000-000000000004', 'anonymous-confessions', 'A reply');
select tests.reset_role();
-- (the reply: Bob answers Alice's post; he has Auto-Delete off)
delete from public.posts where id = 'd0000000-0000-4000-8000-000000000004';
select tests.authenticate_as('ad_bob');
insert into public.posts (id, room_slug, parent_id, body) values
  ('d0000000-0000-4000-8000-000000000004', 'anonymous-confessions', 'd0000000-0000-4000-8000-000000000001', 'A reply');
select tests.reset_role();
select is((select expires_at from public.posts where id = 'd0000000-0000-4000-8000-000000000001'), now() + interval '1 hour',
  'an anonymous post of a member with 1h expires an hour after it was written');
select is((select expires_at from public.posts where id = 'd0000000-0000-4000-8000-000000000002'), null,
  'a post outside the anonymous rooms never expires');
select is((select expires_at from public.posts where id = 'd0000000-0000-4000-8000-000000000003'), null,
  'a member with Auto-Delete off keeps their anonymous posts');
select is((select expires_at from public.posts where id = 'd0000000-0000-4000-8000-000000000004'), null,
  'a reply''s expiry is its author''s own, not the post''s (Bob has Auto-Delete off; it goes with the post by cascade)');
update public.member_settings set auto_delete_posts = '7d' where user_id = tests.uid('ad_alice');
select tests.authenticate_as('ad_alice');
insert into public.posts (id, room_slug, body) values ('d0000000-0000-4000-8000-000000000005', 'anonymous-confessions', 'A week');
select tests.reset_role();
select is((select expires_at from public.posts where id = 'd0000000-0000-4000-8000-000000000005'), now() + interval '7 days',
  'the setting in force when the post is written decides (7d)');

-- ---- expired: gone from every read at once --------------------------------------------------------
update public.posts set expires_at = now() - interval '1 second'
 where id in ('d0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000004');

select tests.authenticate_as('ad_alice');
select is_empty($$ select 1 from public.posts where id = 'd0000000-0000-4000-8000-000000000001' $$,
  'the author no longer reads the expired post');
select is_empty(
  $$ select 1 from public.room_feed('anonymous-confessions')
      where id in ('d0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000004') $$,
  'the feed drops it and its reply');
select is_empty(
  $$ select 1 from public.room_feed('anonymous-confessions', p_after => now() - interval '1 day')
      where id in ('d0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000004') $$,
  'the catch-up read drops them');
select is_empty(
  $$ select 1 from public.room_feed('anonymous-confessions', p_before => now() + interval '1 day')
      where id in ('d0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000004') $$,
  'the older-pages read drops them');
select is_empty(
  $$ select 1 from private.post_authors(array['d0000000-0000-4000-8000-000000000001'::uuid]) $$,
  'post_authors ignores them');
select is_empty(
  $$ delete from public.posts where id = 'd0000000-0000-4000-8000-000000000001' returning 1 $$,
  'an expired post is not there to delete either');
select results_eq($$ select id from public.room_feed('anonymous-confessions') order by id $$,
  $$ values ('d0000000-0000-4000-8000-000000000003'::uuid), ('d0000000-0000-4000-8000-000000000005'::uuid) $$,
  'the posts that have not expired are still read');
select throws_ok(
  $$ insert into public.posts (room_slug, parent_id, body)
     values ('anonymous-confessions', 'd0000000-0000-4000-8000-000000000001', 'Too late') $$,
  '23514', 'A reply must answer a post in the same room.', 'an expired post cannot be answered');
select tests.authenticate_as('ad_bob');
select is_empty(
  $$ select 1 from public.posts where id in ('d0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000004') $$,
  'another member of the room no longer reads them');
select is_empty(
  $$ select 1 from public.room_feed('anonymous-confessions') where id = 'd0000000-0000-4000-8000-000000000001' $$,
  'nor in the feed');
select tests.authenticate_as('ad_admin');
select is_empty($$ select 1 from public.posts where id = 'd0000000-0000-4000-8000-000000000001' $$,
  'nor does an administrator');
select tests.reset_role();
select is((select count(*)::int from public.posts where id = 'd0000000-0000-4000-8000-000000000001'), 1,
  'until the job runs, the row is still in the table');

-- ---- the job's command deletes them ------------------------------------------------------------------
do $$ begin execute (select command from cron.job where jobname = 'delete-expired-posts'); end $$;
select is_empty(
  $$ select 1 from public.posts where id in ('d0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000004') $$,
  'the job''s command deletes the expired post and its reply');
select is((select count(*)::int from public.posts where id in (
    'd0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000005')),
  3, 'and nothing else');
select is((select count(*)::int from realtime.messages where topic = 'room:anonymous-confessions' and event = 'post_deleted'
             and payload ->> 'id' = 'd0000000-0000-4000-8000-000000000001'),
  1, 'the deletion is broadcast to the room like any other');

select * from finish();
rollback;
