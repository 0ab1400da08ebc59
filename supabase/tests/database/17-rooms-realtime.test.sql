-- Realtime authorisation of the private topics room:<slug>, probed the way Supabase Realtime
-- does: rows inserted into realtime.messages by the server, then read (or written) as the member
-- with realtime.topic set. Members of a room receive its broadcasts and use Presence on it;
-- nobody else joins it; no client broadcasts into it; the triggers' messages reach members.
begin;
select plan(26);

select tests.create_user('rt_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('rt_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('rt_carol', '{"name": "Carol"}'::jsonb);
select tests.create_user('rt_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('rt_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('rt_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');
insert into public.room_members (room_slug, user_id) values
  ('lounge', tests.uid('rt_alice')), ('lounge', tests.uid('rt_bob')), ('weight', tests.uid('rt_bob')),
  ('lounge', tests.uid('rt_mfa'));

-- Probe rows, as Realtime inserts them with its administrator connection.
insert into realtime.messages (id, topic, extension) values
  ('10000000-0000-4000-8000-000000000001', 'room:lounge', 'broadcast'),
  ('10000000-0000-4000-8000-000000000002', 'room:lounge', 'presence'),
  ('10000000-0000-4000-8000-000000000003', 'room:weight', 'broadcast'),
  ('10000000-0000-4000-8000-000000000004', 'lounge', 'broadcast');

-- What the current caller may read with realtime.topic = topic (Realtime's read probe).
create function pg_temp.visible(topic text) returns setof uuid language plpgsql as $$
begin
  perform set_config('realtime.topic', topic, true);
  return query select m.id from realtime.messages as m
    where m.id in ('10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002',
                   '10000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000004')
    order by m.id;
end;
$$;
-- Realtime's write probe: insert a row for the topic and extension as the caller.
create function pg_temp.write(topic text, extension text, row_topic text default null) returns void language plpgsql as $$
begin
  perform set_config('realtime.topic', topic, true);
  insert into realtime.messages (topic, extension) values (coalesce(row_topic, topic), extension);
end;
$$;

-- ---- Alice, a member of The Lounge ------------------------------------------------------------
select tests.authenticate_as('rt_alice');
select results_eq($$ select * from pg_temp.visible('room:lounge') $$,
  $$ values ('10000000-0000-4000-8000-000000000001'::uuid), ('10000000-0000-4000-8000-000000000002'::uuid) $$,
  'a member of The Lounge receives room:lounge, broadcast and presence, and only that topic''s rows');
select is_empty($$ select * from pg_temp.visible('room:weight') $$, 'she cannot join room:weight (not a member)');
select is_empty($$ select * from pg_temp.visible('lounge') $$, 'a topic without the room: prefix is not a room');
select is_empty($$ select * from pg_temp.visible('room:lounge:x') $$, 'nor a longer topic');
select is_empty($$ select * from pg_temp.visible('') $$, 'nor no topic');
select lives_ok($$ select pg_temp.write('room:lounge', 'presence') $$, 'she tracks Presence on room:lounge');
select throws_ok($$ select pg_temp.write('room:lounge', 'broadcast') $$, '42501', null,
  'she cannot broadcast on room:lounge (only the database does)');
select throws_ok($$ select pg_temp.write('room:weight', 'presence') $$, '42501', null,
  'she cannot track Presence on a room she is not in');
select throws_ok($$ select pg_temp.write('room:lounge', 'presence', 'room:weight') $$, '42501', null,
  'nor write a row for another topic than the one authorised');

-- ---- Bob, a member of The Lounge and Weight ---------------------------------------------------
select tests.authenticate_as('rt_bob');
select results_eq($$ select * from pg_temp.visible('room:weight') $$,
  $$ values ('10000000-0000-4000-8000-000000000003'::uuid) $$, 'a member of Weight receives room:weight');
select is((select count(*)::int from pg_temp.visible('room:lounge')), 2, 'and room:lounge');

-- ---- Carol, in no room; an administrator; a signed-out client -----------------------------------
select tests.authenticate_as('rt_carol');
select is_empty($$ select * from pg_temp.visible('room:lounge') $$, 'a non-member cannot join room:lounge');
select throws_ok($$ select pg_temp.write('room:lounge', 'presence') $$, '42501', null,
  'a non-member cannot track Presence there');
select throws_ok($$ select pg_temp.write('room:lounge', 'broadcast') $$, '42501', null,
  'a non-member cannot broadcast there');
select tests.authenticate_as('rt_admin');
select is_empty($$ select * from pg_temp.visible('room:lounge') $$, 'an administrator who is not a member cannot join');
select tests.clear_authentication();
select is_empty($$ select * from pg_temp.visible('room:lounge') $$, 'anon cannot join');
select throws_ok($$ select pg_temp.write('room:lounge', 'presence') $$, '42501', null, 'anon cannot track Presence');
select throws_ok($$ select pg_temp.write('room:lounge', 'broadcast') $$, '42501', null, 'anon cannot broadcast');

-- ---- two-factor -------------------------------------------------------------------------------
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('rt_mfa'), 'aal', 'aal1'));
select is_empty($$ select * from pg_temp.visible('room:lounge') $$, 'aal1 with a verified factor cannot join');
select throws_ok($$ select pg_temp.write('room:lounge', 'presence') $$, '42501', null,
  'aal1 with a verified factor cannot track Presence');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('rt_mfa'), 'aal', 'aal2'));
select is((select count(*)::int from pg_temp.visible('room:lounge')), 2, 'aal2: joins');

-- ---- the triggers' messages reach the members ---------------------------------------------------
select tests.authenticate_as('rt_alice');
insert into public.posts (id, room_slug, body) values ('20000000-0000-4000-8000-000000000001', 'lounge', 'Is anyone here?');
select tests.authenticate_as('rt_bob');
insert into public.posts (id, room_slug, parent_id, body)
values ('20000000-0000-4000-8000-000000000002', 'lounge', '20000000-0000-4000-8000-000000000001', 'I am.');
delete from public.posts where id = '20000000-0000-4000-8000-000000000002';
select set_config('realtime.topic', 'room:lounge', true);
select results_eq(
  $$ select event, payload ->> 'id', payload ->> 'body', private from realtime.messages
      where extension = 'broadcast' and event is not null order by inserted_at, event, payload ->> 'id' $$,
  $$ values ('post_created', '20000000-0000-4000-8000-000000000001', null, true),
            ('post_created', '20000000-0000-4000-8000-000000000002', null, true),
            ('post_deleted', '20000000-0000-4000-8000-000000000002', null, true) $$,
  'Bob receives the private post_created and post_deleted broadcasts of room:lounge');
select tests.authenticate_as('rt_carol');
select set_config('realtime.topic', 'room:lounge', true);
select is_empty($$ select 1 from realtime.messages $$, 'Carol receives none of them');

-- ---- the policies, as stated ------------------------------------------------------------------
select tests.reset_role();
select policies_are('realtime', 'messages', array['rooms_members_receive', 'rooms_members_track_presence',
  'members_receive_own_topic', 'members_presence_receive', 'members_presence_track', 'moderation_moderators_receive',
  'meetings_participants_receive_state', 'meetings_pair_receive', 'meetings_pair_send'],
  'realtime.messages: the two room policies, the three member policies (23-members-realtime), the moderators'' receive policy (46-moderation-queue) and the three meeting policies (50-meetings)');
select policy_cmd_is('realtime', 'messages', 'rooms_members_receive', 'select', 'members receive: SELECT');
select policy_cmd_is('realtime', 'messages', 'rooms_members_track_presence', 'insert', 'members track Presence: INSERT');

select * from finish();
rollback;
