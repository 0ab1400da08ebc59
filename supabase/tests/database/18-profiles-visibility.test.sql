-- Profile visibility: 'everyone' and 'members' profiles are read by any signed-in member, 'none'
-- by accepted friends only; names stay readable through member_names() and profile_of() to those
-- who share an open room, a friendship row or a conversation; anon reads nothing.
begin;
select plan(36);

select tests.create_user('pv_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('pv_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('pv_carol', '{"name": "Carol"}'::jsonb);
select tests.create_user('pv_dave', '{"name": "Dave"}'::jsonb);
select tests.create_user('pv_erin', '{"name": "Erin"}'::jsonb);
select tests.create_user('pv_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('pv_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('pv_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');

-- Alice: hidden ('none'), bio set. Bob: Alice's friend. Carol: shares The Lounge with Alice.
-- Dave: shares only the anonymous room with Alice. Erin: 'everyone', shares nothing.
update public.profiles set visibility = 'none', bio = 'Quiet.', location = 'Porto', mood = 'calm'
 where id = tests.uid('pv_alice');
update public.profiles set visibility = 'everyone', bio = 'Open book.' where id = tests.uid('pv_erin');
update public.profiles set visibility = 'none' where id = tests.uid('pv_mfa');
insert into public.friendships (requester_id, addressee_id, status)
values (tests.uid('pv_alice'), tests.uid('pv_bob'), 'accepted');
insert into public.room_members (room_slug, user_id) values
  ('lounge', tests.uid('pv_alice')), ('lounge', tests.uid('pv_carol')),
  ('anonymous-confessions', tests.uid('pv_alice')), ('anonymous-confessions', tests.uid('pv_dave'));

-- ---- schema -----------------------------------------------------------------------------------
select col_type_is('public', 'profiles', 'interests', 'text[]', 'profiles.interests is text[]');
select col_default_is('public', 'profiles', 'interests', '{}', 'profiles.interests defaults to empty');
select has_function('public', 'member_names', array['uuid[]'], 'public.member_names(uuid[]) exists');
select has_function('public', 'profile_of', array['uuid'], 'public.profile_of(uuid) exists');
select isnt_definer('public', 'profile_of', array['uuid'], 'profile_of is security invoker (the definer part is private)');

-- ---- Bob, Alice's friend ----------------------------------------------------------------------
select tests.authenticate_as('pv_bob');
select results_eq(format($$ select bio, location from public.profiles where id = %L $$, tests.uid('pv_alice')),
  $$ values ('Quiet.', 'Porto') $$, 'a friend reads a none profile from the table');
select results_eq(format($$ select name, bio, mood, visibility from public.profile_of(%L) $$, tests.uid('pv_alice')),
  $$ values ('Alice', 'Quiet.', 'calm', 'none') $$, 'profile_of: a friend gets every field');
select results_eq(format($$ select bio from public.profiles where id = %L $$, tests.uid('pv_erin')),
  $$ values ('Open book.') $$, 'an everyone profile is read by any member');
select is_empty(format($$ update public.profiles set bio = 'hacked' where id = %L returning id $$, tests.uid('pv_alice')),
  'a friend cannot edit the profile');

-- ---- Carol, shares a room ---------------------------------------------------------------------
select tests.authenticate_as('pv_carol');
select is_empty(format($$ select 1 from public.profiles where id = %L $$, tests.uid('pv_alice')),
  'a member sharing a room cannot read a none profile from the table');
select results_eq(format($$ select id, name, bio, location, interests, mood, visibility, show_online_status from public.profile_of(%L) $$, tests.uid('pv_alice')),
  format($$ values (%L::uuid, 'Alice', null::text, null::text, null::text[], null::text, 'none', null::boolean) $$, tests.uid('pv_alice')),
  'profile_of: someone sharing a room gets id, name and visibility only');
select results_eq(format($$ select name from public.member_names(array[%L, %L]::uuid[]) order by name $$, tests.uid('pv_alice'), tests.uid('pv_erin')),
  $$ values ('Alice'), ('Erin') $$, 'member_names: a room-mate''s name and a visible profile''s name');
select results_eq(format($$ select bio from public.profile_of(%L) $$, tests.uid('pv_erin')),
  $$ values ('Open book.') $$, 'profile_of: an everyone profile in full');
select is((select count(*)::int from public.profiles where id = tests.uid('pv_carol')), 1, 'own profile');
select results_eq($$ select name, bio from public.profile_of(auth.uid()) $$, $$ values ('Carol', null::text) $$,
  'profile_of: one''s own profile');

-- ---- Dave, shares only the anonymous room -------------------------------------------------------
select tests.authenticate_as('pv_dave');
select is_empty(format($$ select 1 from public.profile_of(%L) $$, tests.uid('pv_alice')),
  'profile_of: an anonymous room shared gives no row (anonymity)');
select is_empty(format($$ select 1 from public.member_names(array[%L]::uuid[]) $$, tests.uid('pv_alice')),
  'member_names: nor a name');
select is_empty(format($$ select 1 from public.profiles where id = %L $$, tests.uid('pv_alice')),
  'nor the table');

-- ---- a pending request or a conversation shares the name --------------------------------------
select tests.reset_role();
insert into public.friendships (requester_id, addressee_id) values (tests.uid('pv_dave'), tests.uid('pv_alice'));
select tests.authenticate_as('pv_dave');
select results_eq(format($$ select name, bio from public.profile_of(%L) $$, tests.uid('pv_alice')),
  $$ values ('Alice', null::text) $$, 'after a friend request: the name, not the bio');
select results_eq(format($$ select name from public.member_names(array[%L]::uuid[]) $$, tests.uid('pv_alice')),
  $$ values ('Alice') $$, 'member_names: the name of a pending request''s party');
select tests.authenticate_as('pv_alice');
select results_eq(format($$ select name from public.member_names(array[%L, %L, %L]::uuid[]) order by name $$,
    tests.uid('pv_bob'), tests.uid('pv_dave'), tests.uid('pv_carol')),
  $$ values ('Bob'), ('Carol'), ('Dave') $$, 'Alice names her friend, the requester and her room-mate');

-- ---- a stranger -------------------------------------------------------------------------------
select tests.authenticate_as('pv_erin');
select is_empty(format($$ select 1 from public.profile_of(%L) $$, tests.uid('pv_alice')),
  'profile_of: a stranger gets nothing of a none profile');
select is_empty(format($$ select 1 from public.member_names(array[%L]::uuid[]) $$, tests.uid('pv_alice')),
  'member_names: nor its name');
select is_empty(format($$ select 1 from public.profiles where id = %L $$, tests.uid('pv_alice')),
  'nor the table');
select ok((select count(*) >= 5 from public.profiles), 'a member reads the visible profiles (members, everyone)');

-- ---- an administrator -------------------------------------------------------------------------
select tests.authenticate_as('pv_admin');
select is_empty(format($$ select 1 from public.profiles where id = %L $$, tests.uid('pv_alice')),
  'an administrator has no special access to a none profile');
select is_empty(format($$ update public.profiles set name = 'x' where id = %L returning id $$, tests.uid('pv_erin')),
  'an administrator cannot edit another profile');

-- ---- two-factor -------------------------------------------------------------------------------
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('pv_mfa'), 'aal', 'aal1'));
select is_empty(format($$ select 1 from public.profiles where id = %L $$, tests.uid('pv_erin')),
  'aal1 with a verified factor: no profiles');
select is_empty(format($$ select 1 from public.profile_of(%L) $$, tests.uid('pv_erin')), 'aal1: no profile_of');
select is_empty(format($$ select 1 from public.member_names(array[%L]::uuid[]) $$, tests.uid('pv_erin')), 'aal1: no names');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('pv_mfa'), 'aal', 'aal2'));
select is((select count(*)::int from public.profile_of(tests.uid('pv_erin'))), 1, 'aal2: profile_of');

-- ---- anon -------------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.profiles $$, '42501', null, 'anon cannot read profiles');
select throws_ok(format($$ select * from public.profile_of(%L) $$, tests.uid('pv_erin')), '42501', null,
  'anon cannot call profile_of');
select throws_ok(format($$ select * from public.member_names(array[%L]::uuid[]) $$, tests.uid('pv_erin')), '42501', null,
  'anon cannot call member_names');

-- ---- the service role -------------------------------------------------------------------------
select tests.authenticate_as_service_role();
select is((select visibility from public.profiles where id = tests.uid('pv_alice')), 'none', 'the service role reads every profile');
select lives_ok(format($$ update public.profiles set bio = 'Set by an operator.' where id = %L $$, tests.uid('pv_erin')),
  'the service role edits profiles (operators)');

select * from finish();
rollback;
