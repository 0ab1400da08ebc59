-- room_members: a member joins (inserts their own row, idempotently) and leaves (deletes it);
-- nobody adds or removes anyone else; members of a room see who else is in it, except in an
-- anonymous room; a full room refuses the next join with 23514 (re-joins pass); member counts
-- and member lists through the two functions.
begin;
select plan(64);

select tests.create_user('rm_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('rm_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('rm_carol', '{"name": "Carol"}'::jsonb);
select tests.create_user('rm_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('rm_noname');
select tests.create_user('rm_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('rm_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');

-- ---- schema -----------------------------------------------------------------------------------
select has_table('public', 'room_members', 'public.room_members exists');
select columns_are('public', 'room_members', array['room_slug', 'user_id', 'joined_at'],
  'room_members has exactly the agreed columns');
select col_is_pk('public', 'room_members', array['room_slug', 'user_id'], 'primary key (room_slug, user_id)');
select fk_ok('public', 'room_members', 'room_slug', 'public', 'rooms', 'slug', 'room_members.room_slug references rooms');
select fk_ok('public', 'room_members', 'user_id', 'auth', 'users', 'id', 'room_members.user_id references auth.users');
select col_default_is('public', 'room_members', 'user_id', 'auth.uid()', 'user_id defaults to auth.uid()');
select has_trigger('public', 'room_members', 'room_members_enforce_capacity', 'the capacity trigger');

-- ---- Alice joins ------------------------------------------------------------------------------
select tests.authenticate_as('rm_alice');
select lives_ok($$ insert into public.room_members (room_slug) values ('lounge') $$,
  'Alice joins The Lounge (user_id from the token)');
select lives_ok(
  $$ insert into public.room_members (room_slug) values ('lounge') on conflict (room_slug, user_id) do nothing $$,
  'joining again with the client''s upsert (on conflict do nothing) is a no-op');
select lives_ok(
  format($$ insert into public.room_members (room_slug, user_id) values ('anonymous-confessions', %L)
            on conflict (room_slug, user_id) do nothing returning room_slug, user_id, joined_at $$, tests.uid('rm_alice')),
  'Alice joins the anonymous room, naming herself, with the row returned');
select throws_ok(
  format($$ insert into public.room_members (room_slug, user_id) values ('lounge', %L) $$, tests.uid('rm_bob')),
  '42501', 'You can only join a room as yourself.',
  'Alice cannot add Bob to a room');
select throws_ok(
  $$ insert into public.room_members (room_slug, joined_at) values ('dreams', now() - interval '1 year') $$,
  '42501', 'permission denied for table room_members', 'Alice cannot set joined_at');
select throws_ok($$ insert into public.room_members (room_slug) values ('no-such-room') $$,
  '23503', null, 'a room that does not exist cannot be joined');
select throws_ok($$ update public.room_members set joined_at = now() $$,
  '42501', 'permission denied for table room_members', 'nobody updates a membership');

-- ---- Bob joins The Lounge and the anonymous room ----------------------------------------------
select tests.authenticate_as('rm_bob');
select lives_ok($$ insert into public.room_members (room_slug) values ('lounge'), ('anonymous-confessions') $$,
  'Bob joins The Lounge and the anonymous room');
select results_eq(
  $$ select user_id from public.room_members where room_slug = 'lounge' order by user_id $$,
  format($$ select unnest(array[%L, %L]::uuid[]) as u order by u $$, tests.uid('rm_alice'), tests.uid('rm_bob')),
  'Bob sees who is in The Lounge: Alice and himself');
select results_eq(
  $$ select user_id from public.room_members where room_slug = 'anonymous-confessions' $$,
  format($$ values (%L::uuid) $$, tests.uid('rm_bob')),
  'in the anonymous room Bob sees only his own membership');
select is_empty(
  format($$ select 1 from public.room_members where user_id = %L and room_slug = 'anonymous-confessions' $$,
         tests.uid('rm_alice')),
  'Bob cannot find out that Alice is in the anonymous room');
select is_empty(
  format($$ delete from public.room_members where user_id = %L returning 1 $$, tests.uid('rm_alice')),
  'Bob cannot remove Alice from a room (no row matches)');
select results_eq(
  $$ select count(*)::int from public.room_members $$, $$ values (3) $$,
  'Bob sees three rows: his two and Alice''s in The Lounge');

-- ---- Carol is in no room ----------------------------------------------------------------------
select tests.authenticate_as('rm_carol');
select is_empty($$ select 1 from public.room_members $$, 'a non-member sees no memberships');
select is_empty(
  format($$ delete from public.room_members where user_id = %L returning 1 $$, tests.uid('rm_alice')),
  'a non-member cannot remove anyone');
select is_empty($$ select * from public.room_members_of('lounge') $$,
  'room_members_of: nothing for a non-member');
select results_eq(
  $$ select member_count from public.room_member_counts() where room_slug in ('lounge', 'anonymous-confessions', 'dreams') order by room_slug $$,
  $$ values (2), (0), (2) $$,
  'room_member_counts: the counts of every room, for any signed-in member');
select is((select count(*)::int from public.room_member_counts()), 15, 'room_member_counts: one row per room');

-- ---- the member list functions ----------------------------------------------------------------
select tests.authenticate_as('rm_alice');
select results_eq(
  $$ select name from public.room_members_of('lounge') order by name $$,
  $$ values ('Alice'), ('Bob') $$,
  'room_members_of: the members of The Lounge with their names (profiles stay closed)');
select tests.reset_role();
update public.profiles set visibility = 'none' where id = tests.uid('rm_bob');
select tests.authenticate_as('rm_alice');
select is_empty(format($$ select 1 from public.profiles where id = %L $$, tests.uid('rm_bob')),
  'Bob''s profile (visibility none, not a friend) is still not readable by Alice');
select results_eq(
  $$ select user_id, name from public.room_members_of('anonymous-confessions') $$,
  format($$ values (%L::uuid, 'Anonymous') $$, tests.uid('rm_alice')),
  'room_members_of in the anonymous room: only the caller, as Anonymous');

-- ---- Alice leaves -----------------------------------------------------------------------------
select results_eq($$ delete from public.room_members where room_slug = 'lounge' returning room_slug $$,
  $$ values ('lounge') $$, 'Alice leaves The Lounge (deletes her own row)');
select is((select count(*)::int from public.room_member_counts() where room_slug = 'lounge' and member_count = 1), 1,
  'The Lounge has one member left');

-- ---- a member without a name ------------------------------------------------------------------
select tests.authenticate_as('rm_noname');
insert into public.room_members (room_slug) values ('lounge');
select results_eq($$ select name from public.room_members_of('lounge') order by name $$,
  $$ values ('Bob'), ('Member') $$, 'a member without a name is listed as Member');

-- ---- an administrator: no special powers over memberships --------------------------------------
select tests.authenticate_as('rm_admin');
select is_empty($$ select 1 from public.room_members $$, 'an administrator who joined nothing sees no memberships');
select throws_ok(
  format($$ insert into public.room_members (room_slug, user_id) values ('dreams', %L) $$, tests.uid('rm_bob')),
  '42501', 'You can only join a room as yourself.',
  'an administrator cannot add someone to a room');
select is_empty(
  format($$ delete from public.room_members where user_id = %L returning 1 $$, tests.uid('rm_bob')),
  'an administrator cannot remove someone from a room');

-- ---- two-factor -------------------------------------------------------------------------------
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('rm_mfa'), 'aal', 'aal1'));
select throws_ok($$ insert into public.room_members (room_slug) values ('lounge') $$,
  '42501', null, 'aal1 with a verified factor cannot join');
select is_empty($$ select * from public.room_member_counts() $$, 'aal1 with a verified factor: no counts');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('rm_mfa'), 'aal', 'aal2'));
select lives_ok($$ insert into public.room_members (room_slug) values ('lounge') $$, 'aal2: joins');
select is((select count(*)::int from public.room_members), 3, 'aal2: sees The Lounge''s members (Bob, the nameless member and self)');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('rm_mfa'), 'aal', 'aal1'));
select is_empty($$ select * from public.room_members_of('lounge') $$, 'aal1 with a verified factor: no member list');

-- ---- anon -------------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.room_members $$, '42501', 'permission denied for table room_members',
  'anon cannot read memberships');
select throws_ok($$ insert into public.room_members (room_slug, user_id) values ('lounge', gen_random_uuid()) $$,
  '42501', 'permission denied for table room_members', 'anon cannot join');
select throws_ok($$ delete from public.room_members $$, '42501', 'permission denied for table room_members',
  'anon cannot delete memberships');
select throws_ok($$ select * from public.room_member_counts() $$, '42501', null, 'anon cannot count members');
select throws_ok($$ select * from public.room_members_of('lounge') $$, '42501', null, 'anon cannot list members');

-- ---- the service role -------------------------------------------------------------------------
select tests.authenticate_as_service_role();
select ok((select count(*) >= 5 from public.room_members), 'the service role reads every membership');
select lives_ok(format($$ delete from public.room_members where user_id = %L $$, tests.uid('rm_noname')),
  'the service role removes a membership');
select throws_ok($$ update public.room_members set joined_at = now() $$, '42501', null,
  'not even the service role rewrites a membership');

-- ---- the capacity rule ------------------------------------------------------------------------
select tests.reset_role();
update public.rooms set capacity = 2 where slug = 'dreams';
select tests.authenticate_as('rm_alice');
select lives_ok($$ insert into public.room_members (room_slug) values ('dreams') $$, 'Dreams (capacity 2): Alice joins');
select tests.authenticate_as('rm_bob');
select lives_ok($$ insert into public.room_members (room_slug) values ('dreams') $$, 'Dreams: Bob joins, the room is full');
select tests.authenticate_as('rm_carol');
select throws_ok($$ insert into public.room_members (room_slug) values ('dreams') $$,
  '23514', 'Dreams has reached its maximum capacity of 2 members.', 'Dreams: Carol is refused (23514)');
select throws_ok(
  $$ insert into public.room_members (room_slug) values ('dreams') on conflict (room_slug, user_id) do nothing $$,
  '23514', 'Dreams has reached its maximum capacity of 2 members.', 'the client''s upsert is refused the same way');
select tests.authenticate_as('rm_bob');
select lives_ok(
  $$ insert into public.room_members (room_slug) values ('dreams') on conflict (room_slug, user_id) do nothing $$,
  'a member of a full room re-joins without error (upsert)');
select results_eq($$ delete from public.room_members where room_slug = 'dreams' returning room_slug $$,
  $$ values ('dreams') $$, 'Bob leaves Dreams');
select tests.authenticate_as('rm_carol');
select lives_ok($$ insert into public.room_members (room_slug) values ('dreams') $$, 'a place is free again: Carol joins');
select tests.authenticate_as_service_role();
select throws_ok(format($$ insert into public.room_members (room_slug, user_id) values ('dreams', %L) $$, tests.uid('rm_admin')),
  '23514', 'Dreams has reached its maximum capacity of 2 members.', 'the cap holds for the service role too');
-- With a place left (capacity 3), the same insert by the service role goes through.
select tests.reset_role();
update public.rooms set capacity = 3 where slug = 'dreams';
select tests.authenticate_as_service_role();
select results_eq(
  format($$ insert into public.room_members (room_slug, user_id) values ('dreams', %L) returning room_slug, user_id $$,
         tests.uid('rm_admin')),
  format($$ values ('dreams', %L::uuid) $$, tests.uid('rm_admin')),
  'the service role adds a member to a room that is not full');
select tests.authenticate_as('rm_admin');
select results_eq(
  $$ select user_id from public.room_members where room_slug = 'dreams' order by user_id $$,
  format($$ select unnest(array[%L, %L, %L]::uuid[]) as u order by u $$,
         tests.uid('rm_alice'), tests.uid('rm_carol'), tests.uid('rm_admin')),
  'the member added by the service role is in Dreams with Alice and Carol');

-- The Inner Room: 250 members, then the spec's message.
select tests.reset_role();
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
                        created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
       'rm_inner_' || g || '@test.nexus.invalid', '', '{}', '{}', now(), now(), '', '', '', ''
  from generate_series(1, 250) as g;
insert into public.room_members (room_slug, user_id)
select 'inner-room', u.id from auth.users as u where u.email like 'rm\_inner\_%';
select is((select count(*)::int from public.room_members where room_slug = 'inner-room'), 250,
  'The Inner Room holds 250 members');
select tests.authenticate_as('rm_alice');
select throws_ok($$ insert into public.room_members (room_slug) values ('inner-room') $$,
  '23514', 'The Inner Room has reached its maximum capacity of 250 members.',
  'the 251st join of The Inner Room is refused with the spec''s message');
select tests.reset_role();
select is((select count(*)::int from public.room_members where room_slug = 'inner-room'), 250,
  'The Inner Room still has 250 members');

-- ---- privileges and cascade -------------------------------------------------------------------
select table_privs_are('public', 'room_members', 'authenticated', array['SELECT', 'DELETE'],
  'authenticated: SELECT and DELETE on room_members (INSERT by column)');
select ok(has_column_privilege('authenticated', 'public.room_members', 'room_slug', 'INSERT')
          and has_column_privilege('authenticated', 'public.room_members', 'user_id', 'INSERT')
          and not has_column_privilege('authenticated', 'public.room_members', 'joined_at', 'INSERT'),
  'authenticated inserts room_slug and user_id, never joined_at');
select policies_are('public', 'room_members',
  array['room_members_select_room', 'room_members_insert_self', 'room_members_delete_self', 'room_members_require_aal2'],
  'room_members: read the room''s members, join and leave as oneself; the two-factor rule');
select tests.uid('rm_carol') as carol_id \gset
delete from auth.users where id = :'carol_id';
select is((select count(*)::int from public.room_members where user_id = :'carol_id'), 0,
  'deleting an account removes its memberships');

select * from finish();
rollback;
