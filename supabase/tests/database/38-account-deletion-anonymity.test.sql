-- Deleting an account never unmasks an anonymous author (issue 40, section 1).
--
-- Mara leaves (through public.delete_user_account, as the edge functions call it). Otto, a member
-- of the anonymous room and the Lounge, reads the anonymous room's feed and his export exactly as
-- before; the deletion writes nothing on room:anonymous-confessions; Mara's anonymous posts are
-- detached (author_id null) and nothing (notification data, Realtime message, rate ledger) still
-- pairs her id with them. In the Lounge, her post that Otto answered stays as a placeholder with
-- Otto's reply under it (post_deleted with placeholder true), her other posts and replies go, and
-- Bea, who blocked someone, still sees the placeholder and the reply. Only the functions' role
-- may call it. Nora leaves asking for her anonymous posts to go: they are queued (random due
-- times 12 to 72 hours away, no user id) and the purge removes only the due ones, keeping a
-- placeholder over Otto's reply.
begin;
select plan(42);

select tests.create_user('dla_mara', '{"name": "Mara"}'::jsonb);
select tests.create_user('dla_otto', '{"name": "Otto"}'::jsonb);
select tests.create_user('dla_bea', '{"name": "Bea"}'::jsonb);
select tests.create_user('dla_nora', '{"name": "Nora"}'::jsonb);
select tests.create_user('dla_zed', '{"name": "Zed"}'::jsonb);
insert into public.room_members (room_slug, user_id) values
  ('anonymous-confessions', tests.uid('dla_mara')), ('anonymous-confessions', tests.uid('dla_otto')),
  ('anonymous-confessions', tests.uid('dla_nora')),
  ('lounge', tests.uid('dla_mara')), ('lounge', tests.uid('dla_otto')), ('lounge', tests.uid('dla_bea'));
insert into public.member_settings (user_id, auto_delete_posts) values (tests.uid('dla_mara'), '1h');
insert into public.blocks (blocker_id, blocked_id) values (tests.uid('dla_bea'), tests.uid('dla_zed'));

-- ---- the posts ----------------------------------------------------------------------------------
-- a: the anonymous room; n: the Lounge; b: Nora's anonymous posts.
select tests.authenticate_as('dla_mara');
insert into public.posts (id, room_slug, body) values
  ('38000000-0000-4000-8000-0000000000a1', 'anonymous-confessions', 'Mara confesses');
select tests.authenticate_as('dla_otto');
insert into public.posts (id, room_slug, body) values
  ('38000000-0000-4000-8000-0000000000a2', 'anonymous-confessions', 'Otto confesses');
select tests.reset_role();
insert into public.posts (id, room_slug, parent_id, author_id, body) values
  ('38000000-0000-4000-8000-0000000000a3', 'anonymous-confessions', '38000000-0000-4000-8000-0000000000a2',
   tests.uid('dla_mara'), 'Mara answers Otto'),
  ('38000000-0000-4000-8000-0000000000a4', 'anonymous-confessions', '38000000-0000-4000-8000-0000000000a1',
   tests.uid('dla_otto'), 'Otto answers Mara'),
  ('38000000-0000-4000-8000-0000000000b1', 'anonymous-confessions', null, tests.uid('dla_nora'), 'Nora answered'),
  ('38000000-0000-4000-8000-0000000000b2', 'anonymous-confessions', '38000000-0000-4000-8000-0000000000b1',
   tests.uid('dla_otto'), 'Otto answers Nora'),
  ('38000000-0000-4000-8000-0000000000b3', 'anonymous-confessions', null, tests.uid('dla_nora'), 'Nora later'),
  ('38000000-0000-4000-8000-0000000000b4', 'anonymous-confessions', '38000000-0000-4000-8000-0000000000a2',
   tests.uid('dla_nora'), 'Nora answers Otto'),
  ('38000000-0000-4000-8000-0000000000c1', 'lounge', null, tests.uid('dla_mara'), 'Mara in the Lounge'),
  ('38000000-0000-4000-8000-0000000000c2', 'lounge', '38000000-0000-4000-8000-0000000000c1',
   tests.uid('dla_otto'), 'Otto answers in the Lounge'),
  ('38000000-0000-4000-8000-0000000000c3', 'lounge', '38000000-0000-4000-8000-0000000000c1',
   tests.uid('dla_mara'), 'Mara answers herself'),
  ('38000000-0000-4000-8000-0000000000c4', 'lounge', null, tests.uid('dla_mara'), 'Mara unanswered'),
  ('38000000-0000-4000-8000-0000000000c5', 'lounge', '38000000-0000-4000-8000-0000000000c4',
   tests.uid('dla_mara'), 'Mara talks to herself'),
  ('38000000-0000-4000-8000-0000000000c6', 'lounge', null, tests.uid('dla_otto'), 'Otto in the Lounge'),
  ('38000000-0000-4000-8000-0000000000c7', 'lounge', '38000000-0000-4000-8000-0000000000c6',
   tests.uid('dla_mara'), 'Mara answers Otto in the Lounge');

create temporary table dla on commit drop as
select tests.uid('dla_mara') as mara, tests.uid('dla_nora') as nora,
       array['38000000-0000-4000-8000-0000000000a1', '38000000-0000-4000-8000-0000000000a3']::uuid[] as mara_anonymous;
create temporary table dla_messages_before on commit drop as select id from realtime.messages;
grant select on dla to authenticated, edge_functions;

select ok((select count(*) > 0 from realtime.messages
            where topic = 'user:' || (select mara from dla)::text and payload ->> 'id' = '38000000-0000-4000-8000-0000000000a1'),
  'before: Mara''s own topic carries own_post_created for her anonymous post');
-- The member's rows in the rate limit ledgers (private.post_rate, private.rate_ledger: whichever exist).
create function pg_temp.dla_ledger_rows(p_user uuid) returns int language plpgsql as $f$
declare n int := 0; m int;
begin
  if to_regclass('private.post_rate') is not null then
    execute 'select count(*) from private.post_rate where author_id = $1' into m using p_user; n := n + m;
  end if;
  if to_regclass('private.rate_ledger') is not null then
    execute 'select count(*) from private.rate_ledger where user_id = $1' into m using p_user; n := n + m;
  end if;
  return n;
end $f$;
select ok(pg_temp.dla_ledger_rows((select mara from dla)) > 0, 'before: Mara has a rate ledger row');

-- ---- section 8: a reply's expiry is its author's own ----------------------------------------------
select is((select expires_at from public.posts where id = '38000000-0000-4000-8000-0000000000a1'), now() + interval '1 hour',
  'Mara''s anonymous post expires by her setting (1h)');
select is((select expires_at from public.posts where id = '38000000-0000-4000-8000-0000000000a4'), null,
  'Otto''s reply under it does not take its expiry: he has Auto-Delete off');
select is((select expires_at from public.posts where id = '38000000-0000-4000-8000-0000000000a3'), now() + interval '1 hour',
  'Mara''s reply under Otto''s post expires by her own setting');

-- ---- what Otto and Bea read before ----------------------------------------------------------------
select tests.authenticate_as('dla_otto');
select is((select p -> 'expires_at' from jsonb_array_elements(public.export_my_data() -> 'posts') as p
            where p ->> 'id' = '38000000-0000-4000-8000-0000000000a4'), 'null'::jsonb,
  'Otto''s export shows no expiry for his reply (nothing of the parent''s)');
create temporary table dla_feed_before on commit drop as
select id, parent_id, body, created_at, author_id, author_name, is_mine from public.room_feed('anonymous-confessions');
create temporary table dla_export_before on commit drop as select public.export_my_data() - 'exported_at' as data;
select tests.reset_role();

-- ---- who may call it -------------------------------------------------------------------------------
select tests.authenticate_as('dla_mara');
select throws_ok($$ select public.delete_user_account(auth.uid()) $$,
  '42501', 'permission denied for function delete_user_account', 'a member cannot call it');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.delete_user_account(tests.uid('dla_mara')) $$,
  '42501', 'permission denied for function delete_user_account', 'nor can the service role');
select tests.reset_role();
grant usage on schema extensions to edge_functions;
grant usage on schema tests to edge_functions;
set local role edge_functions;
select is(public.delete_user_account('38000000-0000-4000-8000-00000000dead'), false,
  'the functions'' role: no such user, nothing deleted');
select is(public.delete_user_account((select mara from dla)), true, 'the functions'' role deletes Mara''s account');
select tests.reset_role();

-- ---- the anonymous room: nothing any other member observes changes -------------------------------------
select tests.authenticate_as('dla_otto');
select results_eq(
  $$ select id, parent_id, body, created_at, author_id, author_name, is_mine from public.room_feed('anonymous-confessions') $$,
  $$ select * from dla_feed_before $$,
  'Otto reads the anonymous room''s feed exactly as before (ids, bodies, Anonymous, is_mine)');
select is((select count(*)::int from dla_feed_before where id = any ((select mara_anonymous from dla)::uuid[])), 2,
  '(Mara''s anonymous post and reply were in it)');
select is(public.export_my_data() - 'exported_at', (select data from dla_export_before),
  'Otto''s export is unchanged');
select tests.reset_role();
select is_empty(
  $$ select 1 from realtime.messages where topic = 'room:anonymous-confessions'
       and id not in (select id from dla_messages_before) $$,
  'the deletion wrote nothing on room:anonymous-confessions');
select is_empty(
  $$ select 1 from realtime.messages
      where payload::text like any (array['%38000000-0000-4000-8000-0000000000a1%', '%38000000-0000-4000-8000-0000000000a3%'])
        and id not in (select id from dla_messages_before) $$,
  'nor any message naming her anonymous posts anywhere');

-- ---- nothing links her to them ----------------------------------------------------------------------------
select results_eq(
  $$ select id, author_id from public.posts where id = any ((select mara_anonymous from dla)::uuid[]) order by id $$,
  $$ values ('38000000-0000-4000-8000-0000000000a1'::uuid, null::uuid), ('38000000-0000-4000-8000-0000000000a3'::uuid, null::uuid) $$,
  'her anonymous post and reply stay, detached (author_id null)');
select is((select count(*)::int from public.posts where id = '38000000-0000-4000-8000-0000000000a4'), 1,
  'Otto''s reply under her anonymous post stays');
select is_empty(
  $$ select 1 from realtime.messages where topic = 'user:' || (select mara from dla)::text $$,
  'no message is left on her own topic (own_post_created, notifications)');
select is_empty(
  $$ select 1 from realtime.messages
      where (topic || payload::text) like '%' || (select mara from dla)::text || '%'
        and payload::text like any (array['%38000000-0000-4000-8000-0000000000a1%', '%38000000-0000-4000-8000-0000000000a3%']) $$,
  'no Realtime message pairs her id with her anonymous posts');
select is_empty(
  $$ select 1 from public.notifications
      where to_jsonb(notifications)::text like '%' || (select mara from dla)::text || '%'
        and data::text like any (array['%38000000-0000-4000-8000-0000000000a1%', '%38000000-0000-4000-8000-0000000000a3%']) $$,
  'no notification pairs her id with her anonymous posts');
select is(pg_temp.dla_ledger_rows((select mara from dla)), 0, 'her rate ledger rows are gone');
select is_empty($$ select 1 from private.anonymous_post_purge $$,
  'she did not ask for her anonymous posts to go: nothing is queued');
-- Her detached post still expires by the setting she had; Otto's reply goes with it.
update public.posts set expires_at = now() - interval '1 second' where id = '38000000-0000-4000-8000-0000000000a1';
do $$ begin execute (select command from cron.job where jobname = 'delete-expired-posts'); end $$;
select is_empty(
  $$ select 1 from public.posts where id in ('38000000-0000-4000-8000-0000000000a1', '38000000-0000-4000-8000-0000000000a4') $$,
  'a reply without an expiry of its own still goes when its post expires (cascade)');

-- ---- the Lounge: others' words stay under a placeholder -------------------------------------------------
select results_eq(
  $$ select id, body, author_id, deleted_at is not null from public.posts
      where id::text like '38000000-0000-4000-8000-0000000000c%' order by id $$,
  $$ values ('38000000-0000-4000-8000-0000000000c1'::uuid, ''::text, null::uuid, true),
            ('38000000-0000-4000-8000-0000000000c2'::uuid, 'Otto answers in the Lounge', tests.uid('dla_otto'), false),
            ('38000000-0000-4000-8000-0000000000c6'::uuid, 'Otto in the Lounge', tests.uid('dla_otto'), false) $$,
  'her answered post is a placeholder with Otto''s reply; her other posts and replies are gone; Otto''s post stays');
select is(
  (select payload - 'id' from realtime.messages
    where topic = 'room:lounge' and event = 'post_deleted' and payload ->> 'id' = '38000000-0000-4000-8000-0000000000c1'
      and id not in (select id from dla_messages_before)),
  jsonb_build_object('parent_id', null, 'room_slug', 'lounge', 'placeholder', true),
  'post_deleted with placeholder true is broadcast on room:lounge for the placeholder');
select results_eq(
  $$ select payload ->> 'id' from realtime.messages
      where topic = 'room:lounge' and event = 'post_deleted' and not payload ? 'placeholder'
        and id not in (select id from dla_messages_before) order by 1 $$,
  $$ values ('38000000-0000-4000-8000-0000000000c3'), ('38000000-0000-4000-8000-0000000000c4'),
            ('38000000-0000-4000-8000-0000000000c5'), ('38000000-0000-4000-8000-0000000000c7') $$,
  'post_deleted is broadcast for each of her deleted Lounge posts and replies');
select tests.authenticate_as('dla_otto');
select results_eq(
  $$ select id, parent_id, body from public.room_feed('lounge') where id::text like '38000000-0000-4000-8000-0000000000c%' order by id $$,
  $$ values ('38000000-0000-4000-8000-0000000000c1'::uuid, null::uuid, ''::text),
            ('38000000-0000-4000-8000-0000000000c2'::uuid, '38000000-0000-4000-8000-0000000000c1'::uuid, 'Otto answers in the Lounge'),
            ('38000000-0000-4000-8000-0000000000c6'::uuid, null::uuid, 'Otto in the Lounge') $$,
  'Otto reads the placeholder with his reply under it');
select tests.authenticate_as('dla_bea');
select results_eq(
  $$ select id from public.room_feed('lounge') where id::text like '38000000-0000-4000-8000-0000000000c%' order by id $$,
  $$ values ('38000000-0000-4000-8000-0000000000c1'::uuid), ('38000000-0000-4000-8000-0000000000c2'::uuid),
            ('38000000-0000-4000-8000-0000000000c6'::uuid) $$,
  'Bea, who blocked someone, reads the placeholder and the reply too');
select tests.authenticate_as('dla_zed');
select is_empty(
  $$ select 1 from public.posts where id::text like '38000000-0000-4000-8000-0000000000c%' $$,
  'Zed, who is in neither room, reads none of it');
select tests.reset_role();

-- When Otto deletes his reply, the empty placeholder goes with it.
create temporary table dla_messages_otto on commit drop as select id from realtime.messages;
select tests.authenticate_as('dla_otto');
delete from public.posts where id = '38000000-0000-4000-8000-0000000000c2';
select tests.reset_role();
select is_empty($$ select 1 from public.posts where id = '38000000-0000-4000-8000-0000000000c1' $$,
  'the placeholder is deleted with the last reply under it');
select results_eq(
  $$ select payload ->> 'id' from realtime.messages
      where topic = 'room:lounge' and event = 'post_deleted' and id not in (select id from dla_messages_otto) order by 1 $$,
  $$ values ('38000000-0000-4000-8000-0000000000c1'), ('38000000-0000-4000-8000-0000000000c2') $$,
  'post_deleted is broadcast for the reply and the placeholder');

-- ---- Nora asks for her anonymous posts to go ---------------------------------------------------------
create temporary table dla_messages_nora on commit drop as select id from realtime.messages;
set local role edge_functions;
select is(public.delete_user_account((select nora from dla), remove_anonymous_posts => true), true,
  'the functions'' role deletes Nora''s account, asking for her anonymous posts to go');
select tests.reset_role();
select results_eq(
  $$ select post_id from private.anonymous_post_purge order by post_id $$,
  $$ values ('38000000-0000-4000-8000-0000000000b1'::uuid), ('38000000-0000-4000-8000-0000000000b3'::uuid),
            ('38000000-0000-4000-8000-0000000000b4'::uuid) $$,
  'her three anonymous posts are queued');
select ok((select bool_and(due_at between now() + interval '12 hours' and now() + interval '72 hours')
             and count(distinct due_at) = 3 from private.anonymous_post_purge),
  'each at its own time, 12 to 72 hours away');
select columns_are('private', 'anonymous_post_purge', array['post_id', 'due_at'],
  'the queue holds no user id');
select is((select count(*)::int from public.posts where id::text like '38000000-0000-4000-8000-0000000000b%' and author_id is null), 3,
  'her anonymous posts are still there, detached');
select is_empty(
  $$ select 1 from realtime.messages where topic = 'room:anonymous-confessions'
       and id not in (select id from dla_messages_nora) $$,
  'and nothing was written on room:anonymous-confessions');
select is((select command from cron.job where jobname = 'purge-detached-anonymous-posts'),
  'select private.purge_detached_anonymous_posts()', 'the hourly job runs the purge');

-- The purge: b1 (answered by Otto) and b4 are due, b3 is not.
update private.anonymous_post_purge set due_at = now() - interval '1 minute'
 where post_id in ('38000000-0000-4000-8000-0000000000b1', '38000000-0000-4000-8000-0000000000b4');
select is(private.purge_detached_anonymous_posts(), 2, 'the purge takes the two due posts');
select results_eq(
  $$ select id, body, deleted_at is not null from public.posts where id::text like '38000000-0000-4000-8000-0000000000b%' order by id $$,
  $$ values ('38000000-0000-4000-8000-0000000000b1'::uuid, ''::text, true),
            ('38000000-0000-4000-8000-0000000000b2'::uuid, 'Otto answers Nora', false),
            ('38000000-0000-4000-8000-0000000000b3'::uuid, 'Nora later', false) $$,
  'the answered one is a placeholder over Otto''s reply, the other is gone, the one not due stays');
select results_eq(
  $$ select payload ->> 'id', payload ->> 'placeholder' from realtime.messages
      where topic = 'room:anonymous-confessions' and event = 'post_deleted'
        and id not in (select id from dla_messages_nora) order by 1 $$,
  $$ values ('38000000-0000-4000-8000-0000000000b1', 'true'), ('38000000-0000-4000-8000-0000000000b4', null) $$,
  'the purge broadcasts post_deleted for both, the placeholder with placeholder true');
select results_eq($$ select post_id from private.anonymous_post_purge $$,
  $$ values ('38000000-0000-4000-8000-0000000000b3'::uuid) $$, 'only the post not due is still queued');

select * from finish();
rollback;
