-- member_settings: one row per member; the owner inserts, reads and updates it (no delete);
-- another member, an administrator and anon nothing; the service role everything. settings is a
-- JSON object with only the optional object keys notifications, roomsFeed, journal and ai;
-- anything else is refused with 23514, as is an unknown Auto-Delete Posts value.
begin;
select plan(30);

select tests.create_user('ms_owner', '{"name": "Olive"}'::jsonb);
select tests.create_user('ms_other', '{"name": "Otto"}'::jsonb);
select tests.create_user('ms_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('ms_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('ms_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');

-- ---- schema -----------------------------------------------------------------------------------
select columns_are('public', 'member_settings', array['user_id', 'version', 'settings', 'auto_delete_posts', 'updated_at'],
  'member_settings has the agreed columns');
select col_is_pk('public', 'member_settings', 'user_id', 'one row per member');
select col_default_is('public', 'member_settings', 'user_id', 'auth.uid()', 'user_id defaults to auth.uid()');
select col_default_is('public', 'member_settings', 'auto_delete_posts', 'off', 'Auto-Delete Posts is off by default');
select fk_ok('public', 'member_settings', 'user_id', 'auth', 'users', 'id', 'user_id references auth.users');
select policies_are('public', 'member_settings',
  array['member_settings_select_own', 'member_settings_insert_own', 'member_settings_update_own', 'member_settings_require_aal2'],
  'member_settings: own row (no delete) and the two-factor rule');

-- ---- the owner --------------------------------------------------------------------------------
select tests.authenticate_as('ms_owner');
select results_eq(
  $$ insert into public.member_settings (version, settings)
     values (1, '{"notifications": {"email": true}, "journal": {"fontSize": "md"}}')
     on conflict (user_id) do update set settings = excluded.settings returning user_id, auto_delete_posts $$,
  $$ values (tests.uid('ms_owner'), 'off') $$,
  'the owner saves their settings (an upsert), as themself');
select results_eq(
  $$ update public.member_settings set settings = settings || '{"ai": {"tone": "warm"}, "roomsFeed": {}}', auto_delete_posts = '24h', version = 2
     returning settings -> 'ai' ->> 'tone', auto_delete_posts, version, updated_at = now() $$,
  $$ values ('warm', '24h', 2, true) $$,
  'the owner updates them; updated_at follows');
select is((select count(*)::int from public.member_settings), 1, 'the owner reads their row');
select throws_ok($$ update public.member_settings set settings = '{"theme": "dark"}' $$, '23514', null,
  'an unknown key is refused (the theme stays per device)');
select throws_ok($$ update public.member_settings set settings = '{"journal": "large"}' $$, '23514', null,
  'a page''s settings must be an object');
select throws_ok($$ update public.member_settings set settings = '[]' $$, '23514', null, 'settings must be an object');
select throws_ok($$ update public.member_settings set settings = 'null' $$, '23514', null, 'not JSON null');
select throws_ok(
  $$ update public.member_settings set settings = jsonb_build_object('journal', jsonb_build_object('x', repeat('x', 70000))) $$,
  '23514', null, 'settings over 64 KB are refused');
select throws_ok($$ update public.member_settings set auto_delete_posts = '2h' $$, '23514', null,
  'Auto-Delete Posts is off, 1h, 24h, 3d or 7d');
select throws_ok($$ update public.member_settings set version = 0 $$, '23514', null, 'the version is positive');
select throws_ok($$ delete from public.member_settings $$, '42501', null, 'the owner does not delete the row (no grant)');
select throws_ok(format($$ update public.member_settings set user_id = %L $$, tests.uid('ms_other')), '42501', null,
  'nor gives it away');

-- ---- another member, an administrator, anon --------------------------------------------------------
select tests.authenticate_as('ms_other');
select is_empty($$ select 1 from public.member_settings $$, 'another member reads none of it');
select is_empty($$ update public.member_settings set auto_delete_posts = '1h' returning 1 $$, 'nor changes it');
select throws_ok(format($$ insert into public.member_settings (user_id, settings) values (%L, '{}') $$, tests.uid('ms_owner')),
  '42501', null, 'nor writes a row for the owner');
select lives_ok($$ insert into public.member_settings (settings) values ('{}') $$, 'but writes their own');
select tests.authenticate_as('ms_admin');
select is_empty($$ select 1 from public.member_settings $$, 'an administrator reads none of them');
select tests.clear_authentication();
select throws_ok($$ select 1 from public.member_settings $$, '42501', null, 'anon cannot read settings');
select throws_ok($$ insert into public.member_settings (settings) values ('{}') $$, '42501', null, 'anon cannot write them');

-- ---- two-factor; the service role ---------------------------------------------------------------
select tests.reset_role();
insert into public.member_settings (user_id) values (tests.uid('ms_mfa'));
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('ms_mfa'), 'aal', 'aal1'));
select is_empty($$ select 1 from public.member_settings $$, 'aal1 with a verified factor: no settings');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('ms_mfa'), 'aal', 'aal2'));
select is((select count(*)::int from public.member_settings), 1, 'aal2: the member''s settings');
select tests.authenticate_as_service_role();
select ok((select count(*) >= 3 from public.member_settings), 'the service role reads every row');
select lives_ok(format($$ update public.member_settings set auto_delete_posts = '7d' where user_id = %L $$, tests.uid('ms_other')),
  'updates one');
select lives_ok(format($$ delete from public.member_settings where user_id = %L $$, tests.uid('ms_other')), 'and deletes one');

select * from finish();
rollback;
