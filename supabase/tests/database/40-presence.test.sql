-- Presence the server vouches for (issue 40, section 4): a heartbeat counts only for its caller,
-- only on a topic the caller may join; who is online is a fresh heartbeat (60 s) of a member with
-- Show Online Status on; the anonymous room gives a count, never who; a Presence payload naming
-- someone else makes no one online.
begin;
select plan(45);

select tests.create_user('pr_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('pr_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('pr_carol', '{"name": "Carol"}'::jsonb);   -- in no room, nobody's friend
select tests.create_user('pr_dave', '{"name": "Dave"}'::jsonb);     -- Show Online Status off
select tests.create_user('pr_mfa', '{"name": "With Factor"}'::jsonb);
update public.profiles set show_online_status = false where id = tests.uid('pr_dave');
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('pr_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');
insert into public.room_members (room_slug, user_id)
select slug, tests.uid(who)
  from unnest(array['lounge', 'anonymous-confessions']) as slug,
       unnest(array['pr_alice', 'pr_bob', 'pr_dave', 'pr_mfa']) as who;

-- Alice and Bob are friends, Bob and Dave too.
select tests.authenticate_as('pr_alice');
insert into public.friendships (addressee_id) values (tests.uid('pr_bob'));
select tests.authenticate_as('pr_dave');
insert into public.friendships (addressee_id) values (tests.uid('pr_bob'));
select tests.authenticate_as('pr_bob');
update public.friendships set status = 'accepted';
select tests.reset_role();

create function pg_temp.online_in(slug text) returns setof text language sql as $$
  select m.name from public.room_members_of(slug) as m where m.online order by m.name
$$;
create function pg_temp.age_heartbeats(who text, age interval) returns void language sql as $$
  update private.presence_heartbeats set seen_at = now() - age where user_id = tests.uid(who)
$$;
create function pg_temp.heartbeat_owners() returns setof uuid language sql security definer as $$
  select distinct user_id from private.presence_heartbeats order by user_id
$$;

-- ---- before anyone beats ----------------------------------------------------------------------
select tests.authenticate_as('pr_bob');
select is_empty($$ select * from pg_temp.online_in('lounge') $$, 'nobody is online in The Lounge before a heartbeat');
select results_eq($$ select name, online from public.room_members_of('lounge') order by name $$,
  $$ values ('Alice', false), ('Bob', false), ('Dave', false), ('With Factor', false) $$,
  'room_members_of lists every member, each with online');

-- ---- a heartbeat counts for its caller only ---------------------------------------------------
select tests.authenticate_as('pr_alice');
select lives_ok($$ select public.presence_heartbeat('room:lounge') $$, 'Alice beats in her room');
select lives_ok($$ select public.presence_heartbeat('presence:members') $$, 'and on presence:members');
select tests.reset_role();
select results_eq($$ select * from pg_temp.heartbeat_owners() $$, array[tests.uid('pr_alice')],
  'the heartbeats are Alice''s: nobody else is made present');
select tests.authenticate_as('pr_bob');
select results_eq($$ select * from pg_temp.online_in('lounge') $$, $$ values ('Alice') $$,
  'Bob sees Alice online in The Lounge, and only her');
select tests.authenticate_as('pr_alice');
select results_eq($$ select * from pg_temp.online_in('lounge') $$, $$ values ('Alice') $$, 'Alice sees herself online');
select is(public.room_present_count('lounge'), 1, 'one present in The Lounge');

-- ---- topics the caller may not join ------------------------------------------------------------
select throws_ok($$ select public.presence_heartbeat('room:intros') $$, '42501', 'You cannot be present there.',
  'a room Alice is not a member of is refused');
select throws_ok($$ select public.presence_heartbeat('room:no-such-room') $$, '42501', 'You cannot be present there.',
  'a room that does not exist is refused');
select throws_ok(format($$ select public.presence_heartbeat('user:%s') $$, tests.uid('pr_bob')), '42501',
  'You cannot be present there.', 'Bob''s own topic is refused');
select throws_ok($$ select public.presence_heartbeat('presence:other') $$, '42501', 'You cannot be present there.',
  'any other topic is refused');
select throws_ok($$ select public.presence_heartbeat(null) $$, '42501', 'You cannot be present there.', 'no topic is refused');
select tests.authenticate_as('pr_carol');
select throws_ok($$ select public.presence_heartbeat('room:lounge') $$, '42501', 'You cannot be present there.',
  'a non-member cannot be present in The Lounge');
select is_empty($$ select * from public.room_members_of('lounge') $$, 'nor see who is online there');
select throws_ok($$ select public.room_present_count('lounge') $$, '42501', 'You are not a member of this room.',
  'nor how many are present');
select throws_ok($$ select * from private.presence_heartbeats $$, '42501', null, 'no member reads the heartbeats');
select throws_ok(format($$ insert into private.presence_heartbeats (user_id, topic) values ('%s', 'room:lounge') $$,
  tests.uid('pr_bob')), '42501', null, 'nor writes one for someone else');
select tests.clear_authentication();
select throws_ok($$ select public.presence_heartbeat('presence:members') $$, '42501', null, 'anon cannot beat');
select throws_ok($$ select * from public.room_members_of('lounge') $$, '42501', null, 'nor list who is online');
select throws_ok($$ select * from public.online_friends() $$, '42501', null, 'nor ask for online friends');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.presence_heartbeat('room:lounge') $$, '42501', null,
  'the service role is nobody: it cannot be present');
select throws_ok($$ select * from public.online_friends() $$, '42501', null, 'nor ask for online friends');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('pr_mfa'), 'aal', 'aal1'));
select throws_ok($$ select public.presence_heartbeat('room:lounge') $$, '42501', 'You cannot be present there.',
  'aal1 with a verified factor: not present');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('pr_mfa'), 'aal', 'aal2'));
select lives_ok($$ select public.presence_heartbeat('room:lounge') $$, 'aal2: present');

-- ---- a forged Presence payload makes no one online -----------------------------------------------
select tests.authenticate_as('pr_alice');
select lives_ok(format($$
  select set_config('realtime.topic', 'room:lounge', true);
  insert into realtime.messages (topic, extension, payload)
  values ('room:lounge', 'presence', '{"user_id": "%s", "name": "Bob"}'::jsonb) $$, tests.uid('pr_bob')),
  'Alice may still track Presence in The Lounge, naming Bob');
select results_eq($$ select * from pg_temp.online_in('lounge') $$, $$ values ('Alice'), ('With Factor') $$,
  'and Bob is not online for anyone');

-- ---- Show Online Status off hides ------------------------------------------------------------------
select tests.authenticate_as('pr_dave');
select lives_ok($$ select public.presence_heartbeat('room:lounge') $$, 'Dave (Show Online Status off) beats in The Lounge');
select lives_ok($$ select public.presence_heartbeat('presence:members') $$, 'and on presence:members');
select results_eq($$ select * from pg_temp.online_in('lounge') $$, $$ values ('Alice'), ('With Factor') $$,
  'Dave is online to no one, himself included');
select tests.authenticate_as('pr_bob');
select results_eq($$ select * from pg_temp.online_in('lounge') $$, $$ values ('Alice'), ('With Factor') $$,
  'not to Bob either');
select is(public.online_friends(), array[tests.uid('pr_alice')], 'Bob''s online friends: Alice, not Dave');
select is(public.room_present_count('lounge'), 2, 'Dave is not counted present');
select tests.authenticate_as('pr_carol');
select is(public.online_friends(), '{}'::uuid[], 'Carol, nobody''s friend, sees no one online');

-- ---- the anonymous room: a count, never who ------------------------------------------------------
select tests.authenticate_as('pr_alice');
select lives_ok($$ select public.presence_heartbeat('room:anonymous-confessions') $$, 'Alice beats in the anonymous room');
select tests.authenticate_as('pr_dave');
select lives_ok($$ select public.presence_heartbeat('room:anonymous-confessions') $$, 'Dave too');
select tests.authenticate_as('pr_bob');
select lives_ok($$ select public.presence_heartbeat('room:anonymous-confessions') $$, 'Bob too');
select results_eq($$ select user_id, name, online from public.room_members_of('anonymous-confessions') $$,
  format($$ values ('%s'::uuid, 'Anonymous', true) $$, tests.uid('pr_bob')),
  'Bob sees only himself there, as Anonymous');
select is(public.room_present_count('anonymous-confessions'), 2, 'and that two are present (Dave not counted)');

-- ---- stale heartbeats drop; leaving drops --------------------------------------------------------
select tests.reset_role();
select pg_temp.age_heartbeats('pr_alice', interval '61 seconds');
select tests.authenticate_as('pr_bob');
select results_eq($$ select * from pg_temp.online_in('lounge') $$, $$ values ('With Factor') $$,
  'a heartbeat 61 seconds old no longer counts');
select is(public.online_friends(), '{}'::uuid[], 'Alice is no longer Bob''s online friend');
select is(public.room_present_count('anonymous-confessions'), 1, 'and no longer counted in the anonymous room');
select tests.authenticate_as('pr_alice');
select public.presence_heartbeat('room:lounge');
select tests.authenticate_as('pr_bob');
select results_eq($$ select * from pg_temp.online_in('lounge') $$, $$ values ('Alice'), ('With Factor') $$,
  'her next heartbeat brings her back');
select tests.authenticate_as('pr_alice');
select lives_ok($$ select public.presence_leave('room:lounge') $$, 'Alice leaves The Lounge');
select tests.authenticate_as('pr_bob');
select results_eq($$ select * from pg_temp.online_in('lounge') $$, $$ values ('With Factor') $$, 'and is offline there at once');

select * from finish();
rollback;
