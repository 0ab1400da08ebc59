-- Moderation fix-ups (20261129200300_moderation_fixups): hidden content's text is readable by
-- its author only, through any table, view or function (the feed and the conversation still
-- return a placeholder row, body '' and the state, so the screen can say so); its preview is
-- scrubbed from notifications and broadcasts; a message a moderator removes is announced to both
-- parties' open chats (message_deleted {id}).
--   Alan writes; Rita is his friend and in The Lounge; Ron replies; Mia muted Alan; Olga is in no
--   room; Mona is a moderator, Ada an administrator (in every room's policy).
begin;
select plan(43);

select tests.create_user('fx_alan', '{"name": "Alan"}'::jsonb);
select tests.create_user('fx_rita', '{"name": "Rita"}'::jsonb);
select tests.create_user('fx_ron', '{"name": "Ron"}'::jsonb);
select tests.create_user('fx_mia', '{"name": "Mia"}'::jsonb);
select tests.create_user('fx_olga', '{"name": "Olga"}'::jsonb);
select tests.create_user('fx_mona', '{"name": "Mona"}'::jsonb);
select tests.create_user('fx_ada', '{"name": "Ada"}'::jsonb);
insert into public.user_roles (user_id, role) values (tests.uid('fx_mona'), 'moderator'), (tests.uid('fx_ada'), 'admin')
on conflict do nothing;
insert into public.room_members (room_slug, user_id)
select s, tests.uid(u) from unnest(array['lounge', 'anonymous-confessions']) as s,
  unnest(array['fx_alan', 'fx_rita', 'fx_ron', 'fx_mia']) as u;
insert into public.friendships (requester_id, addressee_id, status) values (tests.uid('fx_alan'), tests.uid('fx_rita'), 'accepted');
insert into public.mutes (muter_id, muted_id) values (tests.uid('fx_mia'), tests.uid('fx_alan'));
select set_config('test.alan', tests.uid('fx_alan')::text, true);
select set_config('test.rita', tests.uid('fx_rita')::text, true);

-- P1 by Alan, answered by Ron (R1, which Alan is notified of); A1 anonymous; M1, M2 to Rita.
select tests.authenticate_as('fx_alan');
insert into public.posts (id, room_slug, body) values
  ('f9000000-0000-4000-8000-000000000001', 'lounge', 'Alan''s words under review.'),
  ('f9000000-0000-4000-8000-0000000000a1', 'anonymous-confessions', 'A confession under review.');
insert into public.direct_messages (id, recipient_id, body) values
  ('f9000000-0000-4000-8000-0000000000d1', tests.uid('fx_rita'), 'A private message under review.');
select tests.authenticate_as('fx_ron');
insert into public.posts (id, room_slug, parent_id, body) values
  ('f9000000-0000-4000-8000-000000000011', 'lounge', 'f9000000-0000-4000-8000-000000000001', 'Ron''s reply under review.');
-- (Read notifications are not merged with the next one: each keeps its own preview.)
select tests.reset_role();
update public.notifications set read_at = now() where user_id in (tests.uid('fx_alan'), tests.uid('fx_rita'));
insert into public.direct_messages (id, sender_id, recipient_id, body, created_at) values
  ('f9000000-0000-4000-8000-0000000000d2', tests.uid('fx_alan'), tests.uid('fx_rita'), 'A message a moderator removes.', now() + interval '1 second');
insert into public.posts (id, room_slug, author_id, parent_id, body, created_at) values
  ('f9000000-0000-4000-8000-000000000012', 'lounge', tests.uid('fx_ron'), 'f9000000-0000-4000-8000-000000000001', 'Ron''s visible reply.', now() + interval '1 second');

select tests.reset_role();
update public.posts set moderation_state = 'hidden_pending'
 where id in ('f9000000-0000-4000-8000-000000000001', 'f9000000-0000-4000-8000-0000000000a1');
update public.posts set moderation_state = 'hidden' where id = 'f9000000-0000-4000-8000-000000000011';
update public.direct_messages set moderation_state = 'hidden' where id = 'f9000000-0000-4000-8000-0000000000d1';

-- ---- the tables: nobody but the author reads hidden text -----------------------------------------
select tests.authenticate_as('fx_rita');
select is_empty($$ select body from public.posts where id = 'f9000000-0000-4000-8000-000000000001' $$,
  'Rita cannot select the body of a post hidden pending review');
select is_empty($$ select body from public.posts where id = 'f9000000-0000-4000-8000-0000000000a1' $$,
  'nor of a hidden anonymous post');
select is_empty($$ select body from public.posts where id = 'f9000000-0000-4000-8000-000000000011' $$,
  'nor of a reply hidden by a moderator');
select is((select body from public.posts where id = 'f9000000-0000-4000-8000-000000000012'),
  'Ron''s visible reply.', 'a visible reply under the hidden post reads as before');
select is_empty($$ select body from public.direct_messages where id = 'f9000000-0000-4000-8000-0000000000d1' $$,
  'Rita, the recipient, cannot select a hidden message''s body');
select is((select body from public.direct_messages where id = 'f9000000-0000-4000-8000-0000000000d2'),
  'A message a moderator removes.', 'her other messages read as before');
select is_empty($$ select 1 from public.notifications where message like '%under review%' or data::text like '%under review%' $$,
  'her notification of the hidden message no longer carries its words');
select tests.reset_role();
select is_empty($$ select 1 from realtime.messages where payload::text like '%A private message under review%' $$,
  'nor does any broadcast (message_created, notification_created) keep it');
select tests.authenticate_as('fx_rita');
select ok(public.export_my_data()::text not like '%A private message under review%',
  'nor her data export');

select tests.authenticate_as('fx_alan');
select is((select body from public.posts where id = 'f9000000-0000-4000-8000-000000000001'),
  'Alan''s words under review.', 'Alan, the author, still selects his hidden post');
select is((select body from public.direct_messages where id = 'f9000000-0000-4000-8000-0000000000d1'),
  'A private message under review.', 'and his hidden message');
select is_empty($$ select 1 from public.notifications where message like '%Ron''s reply under review%' $$,
  'Alan''s notification of Ron''s hidden reply no longer carries its words');
select ok(public.export_my_data()::text like '%Alan''''s words under review.%'
          or public.export_my_data()::text like '%Alan''s words under review.%',
  'Alan''s export keeps his hidden post');

select tests.authenticate_as('fx_ada');
select is_empty($$ select body from public.posts where moderation_state is not null and room_slug = 'lounge' $$,
  'Ada, an administrator, reads no hidden text from the table either');
select tests.authenticate_as('fx_mona');
select is_empty($$ select body from public.posts where moderation_state is not null $$,
  'nor does Mona, a moderator, outside the moderation functions');

-- ---- the feed: placeholders for others, the text for the author ---------------------------------
select tests.authenticate_as('fx_rita');
select results_eq(
  $$ select id::text, body, moderation_state, author_name from public.room_feed('lounge')
      where id::text like 'f9000000-%' order by created_at, id $$,
  $$ values ('f9000000-0000-4000-8000-000000000001', '', 'hidden_pending', 'Alan'),
            ('f9000000-0000-4000-8000-000000000011', '', 'hidden', 'Ron'),
            ('f9000000-0000-4000-8000-000000000012', 'Ron''s visible reply.', null, 'Ron') $$,
  'Rita''s feed: the hidden post and reply as placeholders, the replies kept under the hidden post');
select results_eq(
  $$ select id::text, body, moderation_state, author_id is null, author_name
       from public.room_posts(array['f9000000-0000-4000-8000-000000000001', 'f9000000-0000-4000-8000-0000000000a1']::uuid[])
      order by room_slug $$,
  $$ values ('f9000000-0000-4000-8000-0000000000a1', '', 'hidden_pending', true, 'Anonymous'),
            ('f9000000-0000-4000-8000-000000000001', '', 'hidden_pending', false, 'Alan') $$,
  'room_posts returns the placeholders (the anonymous one without an author)');
select results_eq(
  $$ select id::text, body, moderation_state from public.room_feed('anonymous-confessions') where id::text like 'f9000000-%' $$,
  $$ values ('f9000000-0000-4000-8000-0000000000a1', '', 'hidden_pending') $$,
  'the anonymous room''s feed too');

select throws_ok(
  $$ insert into public.posts (room_slug, parent_id, body) values ('lounge', 'f9000000-0000-4000-8000-000000000001', 'Me too.') $$,
  '23514', 'This post is hidden by moderation: it cannot be answered.', 'Rita cannot answer the hidden post, and is told why');

select tests.authenticate_as('fx_alan');
select lives_ok(
  $$ insert into public.posts (room_slug, parent_id, body) values ('lounge', 'f9000000-0000-4000-8000-000000000001', 'Alan adds.') $$,
  'Alan may still answer his own hidden post');
select results_eq(
  $$ select id::text, body, moderation_state, is_mine from public.room_posts(array['f9000000-0000-4000-8000-000000000001']::uuid[]) $$,
  $$ values ('f9000000-0000-4000-8000-000000000001', 'Alan''s words under review.', 'hidden_pending', true) $$,
  'Alan''s feed keeps his text, with the state');
select is((select body from public.room_feed('lounge') where id = 'f9000000-0000-4000-8000-000000000011'), '',
  'but not Ron''s hidden reply');

-- Who may not read the post at all gets no placeholder either.
select tests.authenticate_as('fx_mia');
select is_empty($$ select 1 from public.room_posts(array['f9000000-0000-4000-8000-000000000001']::uuid[]) $$,
  'Mia, who muted Alan, gets no placeholder of his post');
select is((select count(*)::int from public.room_feed('lounge') where parent_id = 'f9000000-0000-4000-8000-000000000001'), 0,
  'nor the replies under it');
select is((select count(*)::int from public.room_feed('anonymous-confessions') where id = 'f9000000-0000-4000-8000-0000000000a1'), 1,
  'but sees the anonymous placeholder (named mutes do not apply there)');
select tests.authenticate_as('fx_olga');
select is_empty($$ select 1 from public.room_posts(array['f9000000-0000-4000-8000-000000000001', 'f9000000-0000-4000-8000-000000000012']::uuid[]) $$,
  'Olga, in no room, gets nothing');
select is_empty($$ select 1 from public.room_feed('lounge') $$, 'and an empty feed');
select tests.authenticate_as('fx_ada');
select is((select count(*)::int from public.room_posts(array['f9000000-0000-4000-8000-000000000001']::uuid[]) where body = ''), 1,
  'Ada reads the placeholder, not the text');
select tests.clear_authentication();
select throws_ok($$ select * from public.room_posts(array['f9000000-0000-4000-8000-000000000001']::uuid[]) $$,
  '42501', null, 'anon cannot call room_posts');

-- ---- the conversation ----------------------------------------------------------------------------
select tests.authenticate_as('fx_rita');
select results_eq(
  format($$ select id::text, body, moderation_state, is_mine from public.conversation(%L) order by created_at, id $$, current_setting('test.alan')),
  $$ values ('f9000000-0000-4000-8000-0000000000d1', '', 'hidden', false),
            ('f9000000-0000-4000-8000-0000000000d2', 'A message a moderator removes.', null, false) $$,
  'Rita''s conversation: the hidden message as a placeholder');
select is((select count(*)::int from public.conversation(current_setting('test.alan')::uuid, p_after => now() - interval '1 hour')), 2,
  'the catch-up page too');
select is((select id::text from public.conversation(current_setting('test.alan')::uuid, p_limit => 1)),
  'f9000000-0000-4000-8000-0000000000d2', 'a page of one: the newest message');
select results_eq(
  format($$ select id::text, body from public.conversation(%L,
              p_before => (select created_at from public.direct_messages where id = 'f9000000-0000-4000-8000-0000000000d2'),
              p_before_id => 'f9000000-0000-4000-8000-0000000000d2') $$,
         current_setting('test.alan')),
  $$ values ('f9000000-0000-4000-8000-0000000000d1', '') $$,
  'the page before it (keyset): the hidden message as a placeholder');
select results_eq(
  format($$ select id::text, body from public.conversation(%L,
              p_before => (select created_at from public.direct_messages where id = 'f9000000-0000-4000-8000-0000000000d2')
                          + interval '1 microsecond') $$, current_setting('test.alan')),
  $$ values ('f9000000-0000-4000-8000-0000000000d2', 'A message a moderator removes.'),
            ('f9000000-0000-4000-8000-0000000000d1', '') $$,
  'and before a time alone');
select results_eq(
  $$ select id::text, body from public.room_feed('lounge', p_before => now() + interval '1 hour', p_limit => 1)
      where parent_id is null $$,
  $$ values ('f9000000-0000-4000-8000-000000000001', '') $$,
  'an older room page keeps the hidden post''s place');
select tests.authenticate_as('fx_alan');
select is((select body from public.conversation(current_setting('test.rita')::uuid) where id = 'f9000000-0000-4000-8000-0000000000d1'),
  'A private message under review.', 'Alan''s keeps his text');
select tests.authenticate_as('fx_olga');
select is_empty(format($$ select 1 from public.conversation(%L) $$, current_setting('test.alan')),
  'Olga reads nothing of a conversation that is not hers');

-- ---- restored: readable again ------------------------------------------------------------------
select tests.reset_role();
update public.posts set moderation_state = null where id = 'f9000000-0000-4000-8000-0000000000a1';
select tests.authenticate_as('fx_rita');
select is((select body from public.posts where id = 'f9000000-0000-4000-8000-0000000000a1'),
  'A confession under review.', 'a restored post reads again');

-- ---- a moderator removes a message: both open chats hear it ------------------------------------
select tests.authenticate_as('fx_rita');
select set_config('test.case_m2', public.submit_report('message', 'f9000000-0000-4000-8000-0000000000d2', 'harassment')::text, true);
select tests.authenticate_as('fx_mona');
select isa_ok(public.moderate_case(current_setting('test.case_m2')::uuid, 'remove', 'harassment', 'Not here.'),
  'uuid', 'Mona removes the message');
select tests.reset_role();
select results_eq(
  $$ select topic, payload from realtime.messages where event = 'message_deleted' order by topic $$,
  format($$ values (%L, jsonb_build_object('id', 'f9000000-0000-4000-8000-0000000000d2')),
                   (%L, jsonb_build_object('id', 'f9000000-0000-4000-8000-0000000000d2')) $$,
         least('user:' || current_setting('test.alan'), 'user:' || current_setting('test.rita')),
         greatest('user:' || current_setting('test.alan'), 'user:' || current_setting('test.rita'))),
  'message_deleted {id} reaches both parties'' topics');
select tests.authenticate_as('fx_rita');
select is_empty($$ select 1 from public.notifications where message like '%A message a moderator removes%' $$,
  'and the removed message''s words leave Rita''s notifications');
select tests.reset_role();
select is_empty($$ select 1 from realtime.messages where payload::text like '%A message a moderator removes%'
                     and topic <> 'user:' || current_setting('test.alan') $$,
  'and every broadcast but the author''s own statement of reasons');
select tests.authenticate_as('fx_alan');
select is_empty($$ select 1 from realtime.messages where event = 'message_deleted' and topic = 'user:' || current_setting('test.rita') $$,
  'Alan cannot read Rita''s topic');

select * from finish();
rollback;
