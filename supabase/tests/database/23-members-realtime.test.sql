-- Realtime for members, probed the way Supabase Realtime does (see 17-rooms-realtime): the private
-- topic user:<id> is received by that member only and written by nobody but the database;
-- presence:members is joined and tracked (Presence only) by any signed-in member; the triggers
-- broadcast notification_created, friendship_changed, message_created and message_read.
begin;
select plan(28);

select tests.create_user('mr_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('mr_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('mr_carol', '{"name": "Carol"}'::jsonb);
select tests.create_user('mr_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('mr_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('mr_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');

-- Probe rows, as Realtime inserts them with its administrator connection.
insert into realtime.messages (id, topic, extension) values
  ('30000000-0000-4000-8000-000000000001', 'user:' || tests.uid('mr_alice'), 'broadcast'),
  ('30000000-0000-4000-8000-000000000002', 'user:' || tests.uid('mr_bob'), 'broadcast'),
  ('30000000-0000-4000-8000-000000000003', 'presence:members', 'presence'),
  ('30000000-0000-4000-8000-000000000004', 'presence:members', 'broadcast'),
  ('30000000-0000-4000-8000-000000000005', 'user:' || tests.uid('mr_mfa'), 'broadcast');

create function pg_temp.visible(topic text) returns setof uuid language plpgsql as $$
begin
  perform set_config('realtime.topic', topic, true);
  return query select m.id from realtime.messages as m where m.id::text like '30000000-%' order by m.id;
end;
$$;
create function pg_temp.write(topic text, extension text) returns void language plpgsql as $$
begin
  perform set_config('realtime.topic', topic, true);
  insert into realtime.messages (topic, extension) values (topic, extension);
end;
$$;

-- ---- the member's own topic -------------------------------------------------------------------
select tests.authenticate_as('mr_alice');
select results_eq(format($$ select * from pg_temp.visible('user:%s') $$, tests.uid('mr_alice')),
  $$ values ('30000000-0000-4000-8000-000000000001'::uuid) $$, 'Alice receives user:<her id>, and only its rows');
select is_empty(format($$ select * from pg_temp.visible('user:%s') $$, tests.uid('mr_bob')), 'she cannot join user:<Bob''s id>');
select is_empty($$ select * from pg_temp.visible('user:') $$, 'nor user: without an id');
select is_empty(format($$ select * from pg_temp.visible('user:%s:x') $$, tests.uid('mr_alice')), 'nor a longer topic');
select throws_ok(format($$ select pg_temp.write('user:%s', 'broadcast') $$, tests.uid('mr_alice')), '42501', null,
  'she cannot broadcast on her own topic (only the database does)');
select throws_ok(format($$ select pg_temp.write('user:%s', 'broadcast') $$, tests.uid('mr_bob')), '42501', null,
  'nor on Bob''s');
select throws_ok(format($$ select pg_temp.write('user:%s', 'presence') $$, tests.uid('mr_bob')), '42501', null,
  'nor track Presence on Bob''s');

-- ---- presence:members ---------------------------------------------------------------------------
select results_eq($$ select * from pg_temp.visible('presence:members') $$,
  $$ values ('30000000-0000-4000-8000-000000000003'::uuid) $$, 'any member joins presence:members, Presence only');
select lives_ok($$ select pg_temp.write('presence:members', 'presence') $$, 'and tracks there');
select throws_ok($$ select pg_temp.write('presence:members', 'broadcast') $$, '42501', null, 'but does not broadcast there');

-- ---- others -------------------------------------------------------------------------------------
select tests.authenticate_as('mr_carol');
select is_empty(format($$ select * from pg_temp.visible('user:%s') $$, tests.uid('mr_alice')), 'a third member cannot join user:<Alice''s id>');
select tests.authenticate_as('mr_admin');
select is_empty(format($$ select * from pg_temp.visible('user:%s') $$, tests.uid('mr_alice')), 'nor an administrator');
select tests.clear_authentication();
select is_empty(format($$ select * from pg_temp.visible('user:%s') $$, tests.uid('mr_alice')), 'nor anon');
select is_empty($$ select * from pg_temp.visible('presence:members') $$, 'anon cannot join presence:members');
select throws_ok($$ select pg_temp.write('presence:members', 'presence') $$, '42501', null, 'nor track there');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('mr_mfa'), 'aal', 'aal1'));
select is_empty(format($$ select * from pg_temp.visible('user:%s') $$, tests.uid('mr_mfa')), 'aal1 with a verified factor: not even one''s own topic');
select is_empty($$ select * from pg_temp.visible('presence:members') $$, 'aal1: no Presence');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('mr_mfa'), 'aal', 'aal2'));
select is((select count(*)::int from pg_temp.visible('user:' || tests.uid('mr_mfa'))), 1, 'aal2: one''s own topic');

-- ---- the triggers' broadcasts -------------------------------------------------------------------
select tests.authenticate_as('mr_alice');
insert into public.friendships (addressee_id) values (tests.uid('mr_bob'));
select tests.authenticate_as('mr_bob');
update public.friendships set status = 'accepted';
select tests.authenticate_as('mr_alice');
insert into public.direct_messages (id, recipient_id, body) values ('31000000-0000-4000-8000-000000000001', tests.uid('mr_bob'), 'Hi Bob');
insert into public.direct_messages (id, recipient_id, body) values ('31000000-0000-4000-8000-000000000002', tests.uid('mr_bob'), 'Are you there?');
select tests.authenticate_as('mr_bob');
select is(public.mark_conversation_read(tests.uid('mr_alice')), 2, 'Bob reads both messages');

select tests.authenticate_as('mr_alice');
select set_config('realtime.topic', 'user:' || tests.uid('mr_alice'), true);
select results_eq(
  $$ select event, coalesce(payload ->> 'op', payload ->> 'type', payload ->> 'body', '') from realtime.messages
      where extension = 'broadcast' and event is not null and private order by 1, 2 $$,
  $$ values ('friendship_changed', 'INSERT'), ('friendship_changed', 'UPDATE'), ('message_created', 'Are you there?'),
            ('message_created', 'Hi Bob'), ('message_read', ''), ('notification_created', 'friendAccepted') $$,
  'Alice receives her friendship changes, her notification, her own messages and the read receipt');
select results_eq(
  $$ select payload -> 'ids', payload ->> 'reader_id' from realtime.messages where event = 'message_read' $$,
  format($$ values ('["31000000-0000-4000-8000-000000000001", "31000000-0000-4000-8000-000000000002"]'::jsonb, %L) $$, tests.uid('mr_bob')),
  'message_read: one broadcast with both ids and the reader');
select results_eq(
  $$ select payload ->> 'status' from realtime.messages where event = 'friendship_changed' order by inserted_at, payload ->> 'status' desc $$,
  $$ values ('pending'), ('accepted') $$, 'friendship_changed carries the row');

select tests.authenticate_as('mr_bob');
select set_config('realtime.topic', 'user:' || tests.uid('mr_bob'), true);
select results_eq(
  $$ select event, count(*)::int from realtime.messages where extension = 'broadcast' and event is not null group by event order by event $$,
  $$ values ('friendship_changed', 2), ('message_created', 2), ('notification_created', 3) $$,
  'Bob receives the friendship changes, the messages and three notifications (the request, two messages)');
select results_eq(
  $$ select payload ->> 'type', payload ->> 'user_id' from realtime.messages where event = 'notification_created' order by inserted_at, payload ->> 'message' $$,
  format($$ values ('friendRequest', %1$L), ('message', %1$L), ('message', %1$L) $$, tests.uid('mr_bob')),
  'notification_created carries the notification row');
select tests.authenticate_as('mr_carol');
select set_config('realtime.topic', 'user:' || tests.uid('mr_bob'), true);
select is_empty($$ select 1 from realtime.messages $$, 'Carol receives none of Bob''s');

-- ---- the policies, as stated ------------------------------------------------------------------
select tests.reset_role();
select policy_cmd_is('realtime', 'messages', 'members_receive_own_topic', 'select', 'own topic: SELECT');
select policy_cmd_is('realtime', 'messages', 'members_presence_receive', 'select', 'presence:members: SELECT');
select policy_cmd_is('realtime', 'messages', 'members_presence_track', 'insert', 'presence:members: INSERT');

select * from finish();
rollback;
