-- notifications: written only by the database's triggers (friend request, acceptance, reply,
-- message); the owner reads them, sets read_at and deletes them; nobody else reads them; no member
-- writes one.
begin;
select plan(33);

select tests.create_user('no_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('no_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('no_carol', '{"name": "Carol"}'::jsonb);
select tests.create_user('no_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('no_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('no_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');
insert into public.room_members (room_slug, user_id) values
  ('lounge', tests.uid('no_alice')), ('lounge', tests.uid('no_bob')), ('lounge', tests.uid('no_carol')),
  ('anonymous-confessions', tests.uid('no_alice')), ('anonymous-confessions', tests.uid('no_bob'));

-- ---- schema -----------------------------------------------------------------------------------
select columns_are('public', 'notifications',
  array['id', 'user_id', 'type', 'title', 'message', 'data', 'read_at', 'created_at', 'dedup_key'], 'notifications has the agreed columns');
select has_index('public', 'notifications', 'notifications_user_created_idx', array['user_id', 'created_at'],
  'notifications are listed by (user_id, created_at desc)');
select policies_are('public', 'notifications',
  array['notifications_select_own', 'notifications_update_own', 'notifications_delete_own', 'notifications_require_aal2'],
  'notifications: own rows (no insert) and the two-factor rule');

-- ---- a friend request, and its acceptance ------------------------------------------------------------
select tests.authenticate_as('no_alice');
select lives_ok(format($$ insert into public.friendships (addressee_id) values (%L) $$, tests.uid('no_bob')), 'Alice asks Bob');
select is_empty($$ select 1 from public.notifications $$, 'the requester gets no notification');
select tests.authenticate_as('no_bob');
select results_eq($$ select type, title, message, data from public.notifications $$,
  format($$ values ('friendRequest', 'New friend request', 'Alice sent you a friend request.',
                    jsonb_build_object('requester_id', %L::uuid, 'requester_name', 'Alice')) $$, tests.uid('no_alice')),
  'Bob is notified of the request, with the requester''s id and name');
select lives_ok($$ update public.friendships set status = 'accepted' $$, 'Bob accepts');
select tests.authenticate_as('no_alice');
select results_eq($$ select type, message, data ->> 'addressee_name' from public.notifications $$,
  $$ values ('friendAccepted', 'Bob accepted your friend request.', 'Bob') $$, 'Alice is notified of the acceptance');

-- ---- a withdrawn request takes its notification with it ------------------------------------------------
select lives_ok(format($$ insert into public.friendships (addressee_id) values (%L) $$, tests.uid('no_carol')), 'Alice asks Carol');
select lives_ok(format($$ delete from public.friendships where addressee_id = %L $$, tests.uid('no_carol')), 'and withdraws');
select tests.authenticate_as('no_carol');
select is_empty($$ select 1 from public.notifications $$, 'Carol''s unread friend request notification is gone');

-- ---- a message --------------------------------------------------------------------------------
select tests.authenticate_as('no_alice');
select lives_ok(format($$ insert into public.direct_messages (id, recipient_id, body) values ('e0000000-0000-4000-8000-000000000001', %L, 'Hello Bob') $$,
  tests.uid('no_bob')), 'Alice messages Bob');
select tests.authenticate_as('no_bob');
select results_eq($$ select title, message, data ->> 'sender_id', data ->> 'message_id' from public.notifications where type = 'message' $$,
  format($$ values ('New message from Alice', 'Hello Bob', %L, 'e0000000-0000-4000-8000-000000000001') $$, tests.uid('no_alice')),
  'Bob is notified of the message (data.sender_id)');

-- ---- replies ------------------------------------------------------------------------------------
select tests.authenticate_as('no_alice');
insert into public.posts (id, room_slug, body) values
  ('e1000000-0000-4000-8000-000000000001', 'lounge', 'A question for the Lounge'),
  ('e1000000-0000-4000-8000-000000000002', 'anonymous-confessions', 'A confession');
insert into public.posts (id, room_slug, parent_id, body) values
  ('e1000000-0000-4000-8000-000000000003', 'lounge', 'e1000000-0000-4000-8000-000000000001', 'Answering myself');
select is((select count(*)::int from public.notifications where type = 'reply'), 0, 'no notification for one''s own reply');
select tests.authenticate_as('no_bob');
insert into public.posts (id, room_slug, parent_id, body) values
  ('e1000000-0000-4000-8000-000000000004', 'lounge', 'e1000000-0000-4000-8000-000000000001', 'Bob answers'),
  ('e1000000-0000-4000-8000-000000000005', 'anonymous-confessions', 'e1000000-0000-4000-8000-000000000002', 'I hear you');
-- Alice muted Carol: Carol's reply does not notify her.
select tests.reset_role();
insert into public.mutes (muter_id, muted_id) values (tests.uid('no_alice'), tests.uid('no_carol'));
select tests.authenticate_as('no_carol');
select lives_ok($$ insert into public.posts (id, room_slug, parent_id, body)
  values ('e1000000-0000-4000-8000-000000000006', 'lounge', 'e1000000-0000-4000-8000-000000000001', 'Carol answers') $$,
  'Carol, whom Alice muted, replies to Alice');
select tests.authenticate_as('no_alice');
select results_eq(
  $$ select title, message, data ->> 'reply_id', data ? 'replier_id' from public.notifications where type = 'reply' order by data ->> 'reply_id' $$,
  $$ values ('Bob replied to your post', 'Bob answers', 'e1000000-0000-4000-8000-000000000004', true),
            ('New reply', 'Someone replied to your post in Anonymous Confessions.', 'e1000000-0000-4000-8000-000000000005', false) $$,
  'Alice is notified of Bob''s reply by name, of the anonymous reply without any name or id, not of her own nor of a muted member''s');
select ok((select bool_and(position('Bob' in title || message || data::text) = 0 and position(tests.uid('no_bob')::text in data::text) = 0)
             from public.notifications where data ->> 'reply_id' = 'e1000000-0000-4000-8000-000000000005'),
  'the anonymous reply''s notification names nobody');

-- ---- the owner reads, marks read, deletes; nobody else ---------------------------------------------
select results_eq($$ update public.notifications set read_at = now() where type = 'friendAccepted' returning type $$,
  $$ values ('friendAccepted') $$, 'the owner marks a notification read');
select throws_ok($$ update public.notifications set title = 'changed' $$, '42501', null, 'but edits nothing else');
select throws_ok(format($$ update public.notifications set user_id = %L $$, tests.uid('no_bob')), '42501', null, 'nor moves it');
select throws_ok(
  format($$ insert into public.notifications (user_id, type, title, message) values (%L, 'other', 'Spam', 'Spam') $$, tests.uid('no_bob')),
  '42501', null, 'a member cannot write a notification for another');
select throws_ok($$ insert into public.notifications (user_id, type, title, message) values (auth.uid(), 'other', 'Me', 'Me') $$,
  '42501', null, 'nor for herself');
select results_eq($$ delete from public.notifications where type = 'friendAccepted' returning type $$,
  $$ values ('friendAccepted') $$, 'the owner deletes a notification');
select tests.authenticate_as('no_carol');
select is_empty($$ select 1 from public.notifications $$, 'a third member reads none of them');
select is_empty($$ update public.notifications set read_at = now() returning 1 $$, 'nor marks them read');
select is_empty($$ delete from public.notifications returning 1 $$, 'nor deletes them');
select tests.authenticate_as('no_admin');
select is_empty($$ select 1 from public.notifications $$, 'an administrator reads none of them');

-- ---- two-factor, anon, the service role ---------------------------------------------------------
select tests.reset_role();
insert into public.friendships (requester_id, addressee_id) values (tests.uid('no_alice'), tests.uid('no_mfa'));
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('no_mfa'), 'aal', 'aal1'));
select is_empty($$ select 1 from public.notifications $$, 'aal1 with a verified factor: no notifications');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('no_mfa'), 'aal', 'aal2'));
select is((select count(*)::int from public.notifications), 1, 'aal2: the friend request notification');
select tests.clear_authentication();
select throws_ok($$ select * from public.notifications $$, '42501', null, 'anon cannot read notifications');
select throws_ok($$ delete from public.notifications $$, '42501', null, 'anon cannot delete notifications');
select tests.authenticate_as_service_role();
select ok((select count(*) >= 5 from public.notifications), 'the service role reads every notification');
select lives_ok(
  format($$ insert into public.notifications (user_id, type, title, message) values (%L, 'meeting', 'Session', 'Starts soon') $$,
    tests.uid('no_bob')), 'the service role writes a notification (operators)');

select * from finish();
rollback;
