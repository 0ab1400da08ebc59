-- blocks and mutes: own rows only (the blocked member never sees them); the blocker and the muter
-- no longer see the member's posts and replies (room_feed and the table), except in the
-- anonymous room, where hiding would reveal authorship.
begin;
select plan(38);

select tests.create_user('bl_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('bl_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('bl_carol', '{"name": "Carol"}'::jsonb);
select tests.create_user('bl_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('bl_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('bl_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');
insert into public.room_members (room_slug, user_id) values
  ('lounge', tests.uid('bl_alice')), ('lounge', tests.uid('bl_bob')), ('lounge', tests.uid('bl_carol')),
  ('anonymous-confessions', tests.uid('bl_alice')), ('anonymous-confessions', tests.uid('bl_bob'));
insert into public.posts (id, room_slug, author_id, parent_id, body) values
  ('b0000000-0000-4000-8000-000000000001', 'lounge', tests.uid('bl_alice'), null, 'Alice''s post'),
  ('b0000000-0000-4000-8000-000000000002', 'lounge', tests.uid('bl_bob'), 'b0000000-0000-4000-8000-000000000001', 'Bob''s reply'),
  ('b0000000-0000-4000-8000-000000000003', 'lounge', tests.uid('bl_carol'), null, 'Carol''s post'),
  ('b0000000-0000-4000-8000-000000000004', 'lounge', tests.uid('bl_bob'), null, 'Bob''s post'),
  ('b0000000-0000-4000-8000-000000000005', 'anonymous-confessions', tests.uid('bl_bob'), null, 'A confession');

-- ---- schema -----------------------------------------------------------------------------------
select columns_are('public', 'blocks', array['blocker_id', 'blocked_id', 'created_at'], 'blocks has the agreed columns');
select col_is_pk('public', 'blocks', array['blocker_id', 'blocked_id'], 'blocks: primary key (blocker_id, blocked_id)');
select col_default_is('public', 'blocks', 'blocker_id', 'auth.uid()', 'blocker_id defaults to auth.uid()');
select columns_are('public', 'mutes', array['muter_id', 'muted_id', 'created_at'], 'mutes has the agreed columns');
select col_is_pk('public', 'mutes', array['muter_id', 'muted_id'], 'mutes: primary key (muter_id, muted_id)');
select policies_are('public', 'blocks', array['blocks_select_own', 'blocks_insert_own', 'blocks_delete_own', 'blocks_require_aal2'],
  'blocks: own rows and the two-factor rule');
select policies_are('public', 'mutes', array['mutes_select_own', 'mutes_insert_own', 'mutes_delete_own', 'mutes_require_aal2'],
  'mutes: own rows and the two-factor rule');

-- ---- Alice blocks Bob ----------------------------------------------------------------------------
select tests.authenticate_as('bl_alice');
select is((select count(*)::int from public.room_feed('lounge')), 4, 'before: Alice sees the four posts of The Lounge');
select throws_ok(format($$ insert into public.blocks (blocker_id, blocked_id) values (%L, %L) $$, tests.uid('bl_carol'), tests.uid('bl_bob')),
  '42501', null, 'a forged blocker is refused');
select throws_ok($$ insert into public.blocks (blocked_id) values (auth.uid()) $$, '23514', null, 'no self-block');
select throws_ok(format($$ insert into public.blocks (blocked_id, created_at) values (%L, now()) $$, tests.uid('bl_bob')),
  '42501', null, 'created_at is the server''s');
select lives_ok(format($$ insert into public.blocks (blocked_id) values (%L) $$, tests.uid('bl_bob')), 'Alice blocks Bob');
select results_eq($$ select blocked_id from public.blocks $$, format($$ values (%L::uuid) $$, tests.uid('bl_bob')),
  'Alice reads her block');
select results_eq($$ select id from public.room_feed('lounge') $$,
  $$ values ('b0000000-0000-4000-8000-000000000003'::uuid), ('b0000000-0000-4000-8000-000000000001'::uuid) $$,
  'the feed drops Bob''s post and his reply to her');
select is_empty(format($$ select 1 from public.posts where id in ('b0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000004') $$),
  'the table too');
select is((select count(*)::int from public.room_feed('anonymous-confessions')), 1,
  'the anonymous room is not filtered: hiding would reveal who wrote what');
select throws_ok($$ update public.blocks set blocked_id = auth.uid() $$, '42501', null, 'a block is not updated');

-- ---- Bob, the blocked member --------------------------------------------------------------------
select tests.authenticate_as('bl_bob');
select is_empty($$ select 1 from public.blocks $$, 'the blocked member does not see the block');
select is_empty(format($$ delete from public.blocks where blocker_id = %L returning 1 $$, tests.uid('bl_alice')),
  'nor removes it');
select is((select count(*)::int from public.room_feed('lounge')), 4, 'Bob still sees everything');

-- ---- Carol mutes Bob -----------------------------------------------------------------------------
select tests.authenticate_as('bl_carol');
select is_empty($$ select 1 from public.blocks $$, 'a third member sees no block');
select throws_ok(format($$ insert into public.mutes (muter_id, muted_id) values (%L, %L) $$, tests.uid('bl_alice'), tests.uid('bl_bob')),
  '42501', null, 'a forged muter is refused');
select lives_ok(format($$ insert into public.mutes (muted_id) values (%L) $$, tests.uid('bl_bob')), 'Carol mutes Bob');
select results_eq($$ select id from public.room_feed('lounge') $$,
  $$ values ('b0000000-0000-4000-8000-000000000003'::uuid), ('b0000000-0000-4000-8000-000000000001'::uuid) $$,
  'muting hides the muted member''s posts and replies');
select tests.authenticate_as('bl_alice');
select is_empty($$ select 1 from public.mutes $$, 'another member does not see Carol''s mute');
select tests.authenticate_as('bl_carol');
select lives_ok(format($$ delete from public.mutes where muted_id = %L $$, tests.uid('bl_bob')), 'Carol unmutes Bob');
select is((select count(*)::int from public.room_feed('lounge')), 4, 'and sees his posts again');

-- ---- Alice unblocks -------------------------------------------------------------------------------
select tests.authenticate_as('bl_alice');
select results_eq(format($$ delete from public.blocks where blocked_id = %L returning blocked_id $$, tests.uid('bl_bob')),
  format($$ values (%L::uuid) $$, tests.uid('bl_bob')), 'Alice unblocks Bob');
select is((select count(*)::int from public.room_feed('lounge')), 4, 'and sees his posts again');

-- ---- an administrator, two-factor, anon, the service role ----------------------------------------
select tests.reset_role();
insert into public.blocks (blocker_id, blocked_id) values (tests.uid('bl_mfa'), tests.uid('bl_bob'));
select tests.authenticate_as('bl_admin');
select is_empty($$ select 1 from public.blocks $$, 'an administrator reads no one else''s blocks');
select is_empty($$ delete from public.blocks returning 1 $$, 'nor deletes them');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('bl_mfa'), 'aal', 'aal1'));
select is_empty($$ select 1 from public.blocks $$, 'aal1 with a verified factor: no blocks');
select throws_ok(format($$ insert into public.mutes (muted_id) values (%L) $$, tests.uid('bl_bob')), '42501', null, 'aal1: no mute');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('bl_mfa'), 'aal', 'aal2'));
select is((select count(*)::int from public.blocks), 1, 'aal2: the block');
select tests.clear_authentication();
select throws_ok($$ select * from public.blocks $$, '42501', null, 'anon cannot read blocks');
select throws_ok(format($$ insert into public.blocks (blocker_id, blocked_id) values (%L, %L) $$, tests.uid('bl_alice'), tests.uid('bl_bob')),
  '42501', null, 'anon cannot block');
select throws_ok($$ select * from public.mutes $$, '42501', null, 'anon cannot read mutes');
select tests.authenticate_as_service_role();
select is((select count(*)::int from public.blocks where blocked_id = tests.uid('bl_bob')), 1, 'the service role reads the blocks');

select * from finish();
rollback;
