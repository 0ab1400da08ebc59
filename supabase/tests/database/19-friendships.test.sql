-- friendships: a member requests only as themself; one row per pair whichever way round; only the
-- addressee accepts or declines; the requester re-sends a declined request (declined -> pending);
-- either friend removes an accepted friendship, the requester withdraws a pending one; no request
-- across a block; both parties read the row, nobody else; friend_suggestions.
begin;
select plan(59);

select tests.create_user('fr_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('fr_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('fr_carol', '{"name": "Carol"}'::jsonb);
select tests.create_user('fr_dave', '{"name": "Dave"}'::jsonb);
select tests.create_user('fr_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('fr_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('fr_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');
insert into public.blocks (blocker_id, blocked_id) values (tests.uid('fr_dave'), tests.uid('fr_alice'));

-- ---- schema -----------------------------------------------------------------------------------
select has_table('public', 'friendships', 'public.friendships exists');
select columns_are('public', 'friendships', array['requester_id', 'addressee_id', 'status', 'created_at', 'updated_at'],
  'friendships has exactly the agreed columns');
select col_default_is('public', 'friendships', 'requester_id', 'auth.uid()', 'requester_id defaults to auth.uid()');
select col_default_is('public', 'friendships', 'status', 'pending', 'status defaults to pending');
select fk_ok('public', 'friendships', 'addressee_id', 'auth', 'users', 'id', 'addressee_id references auth.users');
select ok((select pg_get_indexdef('public.friendships_pair_key'::regclass) like
  'CREATE UNIQUE INDEX friendships_pair_key ON public.friendships USING btree (LEAST(requester_id, addressee_id), GREATEST(requester_id, addressee_id))'),
  'one row per pair, whichever way round');
select policies_are('public', 'friendships',
  array['friendships_select_party', 'friendships_insert_requester', 'friendships_update_party',
        'friendships_delete_party', 'friendships_require_aal2'],
  'friendships: the parties'' policies and the two-factor rule');

-- ---- Alice requests -----------------------------------------------------------------------------
select tests.authenticate_as('fr_alice');
select throws_ok(
  format($$ insert into public.friendships (requester_id, addressee_id) values (%L, %L) $$, tests.uid('fr_bob'), tests.uid('fr_carol')),
  '42501', 'You can only send friend requests as yourself.', 'a forged requester is refused');
select throws_ok(
  format($$ insert into public.friendships (requester_id, addressee_id) values (%L, %L) $$, tests.uid('fr_bob'), tests.uid('fr_dave')),
  '42501', 'You can only send friend requests as yourself.', 'a forged requester learns nothing about the pair''s blocks');
select throws_ok(
  format($$ insert into public.friendships (addressee_id, status) values (%L, 'accepted') $$, tests.uid('fr_bob')),
  '42501', null, 'the status cannot be chosen (column grant)');
select throws_ok($$ insert into public.friendships (addressee_id) values (auth.uid()) $$,
  '23514', 'You cannot send a friend request to yourself.', 'no self-friendship');
select throws_ok(format($$ insert into public.friendships (addressee_id) values (%L) $$, tests.uid('fr_dave')),
  '23514', 'You cannot send a friend request to this member.', 'no request to a member who blocked you');
select results_eq(
  format($$ insert into public.friendships (addressee_id) values (%L) returning requester_id, status $$, tests.uid('fr_bob')),
  format($$ values (%L::uuid, 'pending') $$, tests.uid('fr_alice')),
  'Alice asks Bob: pending, as herself');
select throws_ok(format($$ insert into public.friendships (addressee_id) values (%L) $$, tests.uid('fr_bob')),
  '23505', 'There is already a friend request between you and this member.', 'a second request is refused');
select throws_ok(
  format($$ update public.friendships set status = 'accepted' where addressee_id = %L $$, tests.uid('fr_bob')),
  '23514', 'Only the member you asked can answer a friend request.', 'the requester cannot accept her own request');
select throws_ok(
  format($$ update public.friendships set addressee_id = %L where addressee_id = %L $$, tests.uid('fr_carol'), tests.uid('fr_bob')),
  '42501', null, 'nor redirect it (column grant)');

-- ---- Bob, the addressee -------------------------------------------------------------------------
select tests.authenticate_as('fr_bob');
select throws_ok(format($$ insert into public.friendships (addressee_id) values (%L) $$, tests.uid('fr_alice')),
  '23505', 'There is already a friend request between you and this member.', 'the reverse request is the same pair');
select results_eq($$ select requester_id, addressee_id, status from public.friendships $$,
  format($$ values (%L::uuid, %L::uuid, 'pending') $$, tests.uid('fr_alice'), tests.uid('fr_bob')),
  'Bob reads the request');
select throws_ok($$ delete from public.friendships $$,
  '42501', 'Decline the friend request instead of deleting it.', 'the addressee does not delete a pending request');
select results_eq($$ update public.friendships set status = 'declined' returning status $$, $$ values ('declined') $$,
  'Bob declines');
select throws_ok($$ update public.friendships set status = 'accepted' $$,
  '23514', 'This friend request cannot change that way.', 'a declined request is not accepted afterwards by the addressee');
select throws_ok($$ delete from public.friendships $$,
  '42501', 'A declined friend request cannot be deleted.', 'nor deleted');

-- ---- Carol, a third member ----------------------------------------------------------------------
select tests.authenticate_as('fr_carol');
select is_empty($$ select 1 from public.friendships $$, 'a third member reads nothing');
select is_empty(format($$ update public.friendships set status = 'pending' where requester_id = %L returning 1 $$, tests.uid('fr_alice')),
  'nor updates it');
select is_empty(format($$ delete from public.friendships where requester_id = %L returning 1 $$, tests.uid('fr_alice')),
  'nor deletes it');

-- ---- Alice re-sends -----------------------------------------------------------------------------
select tests.authenticate_as('fr_alice');
select throws_ok($$ delete from public.friendships $$, '42501', 'A declined friend request cannot be deleted.',
  'the requester does not delete a declined request either');
select throws_ok($$ update public.friendships set status = 'pending' $$, '23514',
  'This member declined your friend request. You can ask again in 7 days.',
  'a declined request is not re-sent within a week of the decline');
select tests.reset_role();
set local session_replication_role = replica; -- a week passes: the decline moves back (no triggers)
update public.friendships set updated_at = now() - interval '7 days' where requester_id = tests.uid('fr_alice');
set local session_replication_role = origin;
select tests.authenticate_as('fr_alice');
select results_eq($$ update public.friendships set status = 'pending' returning status $$, $$ values ('pending') $$,
  'a week after the decline the requester re-sends it');
select tests.authenticate_as('fr_bob');
select results_eq($$ update public.friendships set status = 'accepted' returning status $$, $$ values ('accepted') $$,
  'Bob accepts');
select throws_ok($$ update public.friendships set status = 'declined' $$, '23514', 'This friend request cannot change that way.',
  'an accepted friendship is not declined afterwards');
select tests.authenticate_as('fr_alice');
select throws_ok($$ update public.friendships set status = 'pending' $$, '23514', 'This friend request cannot change that way.',
  'nor set back to pending');
select results_eq($$ select status from public.friendships $$, $$ values ('accepted') $$, 'Alice reads the friendship');

-- ---- either friend removes it; the requester withdraws a pending one ---------------------------
select results_eq($$ delete from public.friendships returning status $$, $$ values ('accepted') $$,
  'a friend removes an accepted friendship');
select lives_ok(format($$ insert into public.friendships (addressee_id) values (%L) $$, tests.uid('fr_carol')),
  'Alice asks Carol');
select results_eq($$ delete from public.friendships returning status $$, $$ values ('pending') $$,
  'the requester withdraws her pending request');
select lives_ok(format($$ insert into public.friendships (addressee_id) values (%L) $$, tests.uid('fr_carol')),
  'Alice asks Carol again');
select tests.authenticate_as('fr_carol');
select lives_ok($$ update public.friendships set status = 'accepted' $$, 'Carol accepts');
select results_eq($$ delete from public.friendships returning status $$, $$ values ('accepted') $$,
  'the addressee removes an accepted friendship too');

-- ---- a block after the request: no re-send -----------------------------------------------------
select tests.authenticate_as('fr_alice');
select lives_ok(format($$ insert into public.friendships (addressee_id) values (%L) $$, tests.uid('fr_carol')), 'Alice asks Carol once more');
select tests.authenticate_as('fr_carol');
select lives_ok($$ update public.friendships set status = 'declined' $$, 'Carol declines');
select lives_ok(format($$ insert into public.blocks (blocked_id) values (%L) $$, tests.uid('fr_alice')), 'and blocks Alice');
select tests.authenticate_as('fr_alice');
select throws_ok($$ update public.friendships set status = 'pending' $$,
  '23514', 'You cannot send a friend request to this member.', 'a declined request is not re-sent to a member who blocked you');
select tests.authenticate_as('fr_bob');
select lives_ok(format($$ insert into public.friendships (addressee_id) values (%L) $$, tests.uid('fr_dave')),
  'Dave blocked Alice, not Bob: Bob''s request to Dave passes');
select tests.reset_role();
delete from public.friendships where requester_id = tests.uid('fr_bob');

-- ---- an administrator, two-factor, anon ---------------------------------------------------------
select tests.authenticate_as('fr_admin');
select is_empty($$ select 1 from public.friendships $$, 'an administrator reads no one else''s friendships');
select is_empty($$ delete from public.friendships returning 1 $$, 'nor deletes them');
select tests.reset_role();
insert into public.friendships (requester_id, addressee_id) values (tests.uid('fr_mfa'), tests.uid('fr_bob'));
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('fr_mfa'), 'aal', 'aal1'));
select is_empty($$ select 1 from public.friendships $$, 'aal1 with a verified factor: nothing');
select throws_ok(format($$ insert into public.friendships (addressee_id) values (%L) $$, tests.uid('fr_carol')),
  '42501', null, 'aal1: no request');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('fr_mfa'), 'aal', 'aal2'));
select is((select count(*)::int from public.friendships), 1, 'aal2: the request');
select tests.clear_authentication();
select throws_ok($$ select * from public.friendships $$, '42501', null, 'anon cannot read friendships');
select throws_ok(format($$ insert into public.friendships (requester_id, addressee_id) values (%L, %L) $$, tests.uid('fr_alice'), tests.uid('fr_bob')),
  '42501', null, 'anon cannot insert');
select throws_ok($$ update public.friendships set status = 'accepted' $$, '42501', null, 'anon cannot update');
select throws_ok($$ delete from public.friendships $$, '42501', null, 'anon cannot delete');
select throws_ok($$ select * from public.friend_suggestions() $$, '42501', null, 'anon cannot call friend_suggestions');

-- ---- the service role ---------------------------------------------------------------------------
select tests.authenticate_as_service_role();
select ok((select count(*) >= 2 from public.friendships), 'the service role reads every friendship');
select lives_ok(format($$ delete from public.friendships where requester_id = %L $$, tests.uid('fr_alice')),
  'the service role deletes a declined request (operators)');

-- ---- friend_suggestions -------------------------------------------------------------------------
select tests.reset_role();
insert into public.room_members (room_slug, user_id) values
  ('lounge', tests.uid('fr_alice')), ('dreams', tests.uid('fr_alice')), ('anonymous-confessions', tests.uid('fr_alice')),
  ('lounge', tests.uid('fr_bob')), ('dreams', tests.uid('fr_bob')),
  ('lounge', tests.uid('fr_carol')), ('lounge', tests.uid('fr_dave')), ('lounge', tests.uid('fr_admin')),
  ('anonymous-confessions', tests.uid('fr_mfa'));
insert into public.friendships (requester_id, addressee_id, status) values (tests.uid('fr_admin'), tests.uid('fr_alice'), 'declined');
select tests.authenticate_as('fr_alice');
-- Bob: 2 shared rooms. Carol: blocked Alice. Dave: blocked Alice. Admin: a declined request.
-- With Factor: only the anonymous room.
select results_eq($$ select name, shared_rooms from public.friend_suggestions() $$,
  $$ values ('Bob', 2) $$, 'suggestions: room-mates without a friendship row and without a block, most shared rooms first');
select tests.authenticate_as('fr_bob');
select results_eq($$ select name, shared_rooms from public.friend_suggestions(10) order by name $$,
  $$ values ('Ada Admin', 1), ('Alice', 2), ('Carol', 1), ('Dave', 1) $$, 'Bob''s suggestions');
select is((select count(*)::int from public.friend_suggestions(1)), 1, 'p_limit limits');

-- ---- deleting an account removes its friendships, declined ones included ------------------------
select tests.reset_role();
insert into public.friendships (requester_id, addressee_id, status) values (tests.uid('fr_carol'), tests.uid('fr_dave'), 'declined');
select set_config('request.jwt.claims', jsonb_build_object('sub', tests.uid('fr_dave'))::text, true);
delete from auth.users where id = (select tests.uid('fr_dave'));
select set_config('request.jwt.claims', '', true);
select is((select count(*)::int from public.friendships where requester_id = tests.uid('fr_carol') or addressee_id = tests.uid('fr_carol')), 0,
  'the cascade from auth.users deletes the declined request (the delete rule is for members only)');

select * from finish();
rollback;
