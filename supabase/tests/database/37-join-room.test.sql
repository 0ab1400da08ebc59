-- join_room(): opening a room in one call. It answers whether the room is anonymous and joins
-- it (idempotently), null for a room that does not exist or that the caller may not read (and
-- then writes nothing); a full room refuses with 23514; anon cannot call it.
begin;
select plan(16);

select tests.create_user('jr_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('jr_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('jr_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('jr_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');
update public.rooms set capacity = 1 where slug = 'dreams';

select has_function('public', 'join_room', array['text'], 'public.join_room(text) exists');
select is((select prosecdef from pg_proc where oid = 'public.join_room(text)'::regprocedure), false,
  'join_room runs as the caller (security invoker)');

-- ---- Alice opens rooms ------------------------------------------------------------------------
select tests.authenticate_as('jr_alice');
select is(public.join_room('lounge'), false, 'The Lounge: joined, not anonymous');
select is(public.join_room('lounge'), false, 'opening The Lounge again answers the same');
select is(public.join_room('anonymous-confessions'), true, 'the anonymous room answers true');
select results_eq(
  $$ select room_slug from public.room_members where user_id = auth.uid() order by room_slug $$,
  $$ values ('anonymous-confessions'), ('lounge') $$,
  'Alice is a member of both rooms, once each');
select is(public.join_room('no-such-room'), null, 'a room that does not exist: null');
select is(public.join_room('dreams'), false, 'Dreams (capacity 1): Alice takes the last place');

-- ---- Bob finds Dreams full --------------------------------------------------------------------
select tests.authenticate_as('jr_bob');
select throws_ok($$ select public.join_room('dreams') $$,
  '23514', 'Dreams has reached its maximum capacity of 1 members.', 'a full room refuses Bob with 23514');
select is_empty($$ select 1 from public.room_members where user_id = auth.uid() $$,
  'the refused join wrote nothing');
select tests.authenticate_as('jr_alice');
select is(public.join_room('dreams'), false, 'Alice, already in, still opens the full room');

-- ---- aal1 with a verified factor --------------------------------------------------------------
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('jr_mfa'), 'aal', 'aal1'));
select is(public.join_room('lounge'), null, 'aal1 with a verified factor: no room is found');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('jr_mfa'), 'aal', 'aal2'));
select is_empty($$ select 1 from public.room_members where user_id = auth.uid() $$,
  'aal1 with a verified factor: nothing was joined');
select is(public.join_room('lounge'), false, 'aal2: joins The Lounge');

-- ---- anon -------------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.join_room('lounge') $$,
  '42501', 'permission denied for function join_room', 'anon cannot call join_room');
select tests.reset_role();
select results_eq(
  $$ select count(*)::int from public.room_members where room_slug = 'lounge' $$,
  $$ values (2) $$,
  'The Lounge has exactly the two members who opened it (Alice, and the member at aal2)');

select * from finish();
rollback;
