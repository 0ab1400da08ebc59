-- is_admin() and is_moderator() read public.user_roles at every statement, never the JWT: a role
-- granted or revoked counts from the next statement made with the same old token; no claim
-- (app_metadata, user_metadata, a top-level role, an e-mail address) makes an administrator; anon
-- is nobody; and no member can write a role, their own included.
begin;
select plan(18);

-- tests.create_user grants 'admin' in user_roles for app_metadata.role = admin (as the seed does).
select tests.create_user('admin_user', '{}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('member_user', '{"role": "admin"}'::jsonb);
select tests.create_user('claims_only', '{}'::jsonb);

select tests.authenticate_as('admin_user');
select is(public.is_admin(), true, 'a user with the admin role in user_roles is an administrator');
select is(public.is_moderator(), true, 'an administrator counts as a moderator');

select tests.authenticate_as('member_user');
select is(public.is_admin(), false, 'user_metadata.role = admin does not make an administrator');
select is(public.is_moderator(), false, 'a member is not a moderator');

-- A token claiming app_metadata.role = admin, for a user without the role: not an administrator.
select tests.authenticate_with_claims(jsonb_build_object(
  'sub', tests.uid('claims_only'), 'app_metadata', jsonb_build_object('role', 'admin')));
select is(public.is_admin(), false, 'an app_metadata admin claim alone no longer makes an administrator');

select tests.authenticate_with_claims(jsonb_build_object(
  'sub', gen_random_uuid(), 'role', 'admin'));
select is(public.is_admin(), false, 'a top-level role claim is not');

select tests.authenticate_with_claims(jsonb_build_object(
  'sub', gen_random_uuid(), 'email', 'admin@nexus.example'));
select is(public.is_admin(), false, 'an e-mail address does not make an administrator');

select tests.clear_authentication();
select is(public.is_admin(), false, 'anon is not an administrator');
select is(public.is_moderator(), false, 'anon is not a moderator');

select tests.reset_role();
select is(public.is_admin(), false, 'no claims at all: not an administrator');

-- The same old token, before and after the administrator grants and revokes the role.
select set_config('test.old_token', jsonb_build_object(
  'sub', tests.uid('member_user'), 'email', 'member_user@test.nexus.invalid',
  'app_metadata', '{}'::jsonb, 'user_metadata', '{"role": "admin"}'::jsonb)::text, true);

select tests.authenticate_as('admin_user');
select public.grant_role(tests.uid('member_user'), 'moderator');
select tests.authenticate_with_claims(current_setting('test.old_token')::jsonb);
select is(public.is_moderator(), true, 'a moderator role granted counts from the next statement with the same token');
select is(public.is_admin(), false, 'a moderator is not an administrator');

select tests.authenticate_as('admin_user');
select public.grant_role(tests.uid('member_user'), 'admin');
select tests.authenticate_with_claims(current_setting('test.old_token')::jsonb);
select is(public.is_admin(), true, 'an admin role granted counts at once');

select tests.authenticate_as('admin_user');
select public.revoke_role(tests.uid('member_user'), 'admin');
select public.revoke_role(tests.uid('member_user'), 'moderator');
select tests.authenticate_with_claims(current_setting('test.old_token')::jsonb);
select is(public.is_admin(), false, 'a revoked admin role stops counting at once, whatever the token');
select is(public.is_moderator(), false, 'a revoked moderator role stops counting at once');

-- No member writes a role, not even their own; app_metadata is not theirs to write either.
select tests.authenticate_as('member_user');
select throws_ok(
  $$ insert into public.user_roles (user_id, role) values (auth.uid(), 'admin') $$,
  '42501', 'permission denied for table user_roles', 'a member cannot insert a role for themselves');
select throws_ok(
  $$ update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role": "admin"}' $$,
  '42501', 'permission denied for table users', 'a user cannot write their own app_metadata');
select is(public.is_admin(), false, 'and is still no administrator');

select * from finish();
rollback;
