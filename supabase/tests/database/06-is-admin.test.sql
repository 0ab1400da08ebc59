-- is_admin(): true only for app_metadata.role = 'admin' (service-role writable), never for the
-- same claim in user_metadata (user writable), never for anon.
begin;
select plan(10);

select tests.create_user('admin_user', '{}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('member_user', '{"role": "admin"}'::jsonb);

select tests.authenticate_as('admin_user');
select is(public.is_admin(), true, 'a user with app_metadata.role = admin is an administrator');

select tests.authenticate_as('member_user');
select is(public.is_admin(), false, 'user_metadata.role = admin does not make an administrator');

select tests.authenticate_with_claims(jsonb_build_object(
  'sub', gen_random_uuid(), 'app_metadata', jsonb_build_object('role', 'admin')));
select is(public.is_admin(), true, 'an app_metadata admin claim is recognised');

select tests.authenticate_with_claims(jsonb_build_object(
  'sub', gen_random_uuid(), 'user_metadata', jsonb_build_object('role', 'admin'), 'app_metadata', '{}'::jsonb));
select is(public.is_admin(), false, 'a user_metadata admin claim is not');

select tests.authenticate_with_claims(jsonb_build_object(
  'sub', gen_random_uuid(), 'role', 'admin'));
select is(public.is_admin(), false, 'a top-level role claim is not');

select tests.authenticate_with_claims(jsonb_build_object(
  'sub', gen_random_uuid(), 'app_metadata', jsonb_build_object('role', 'Admin ')));
select is(public.is_admin(), false, 'only the exact value admin counts');

select tests.authenticate_with_claims(jsonb_build_object(
  'sub', gen_random_uuid(), 'email', 'admin@nexus.example'));
select is(public.is_admin(), false, 'an e-mail address does not make an administrator');

select tests.clear_authentication();
select is(public.is_admin(), false, 'anon is not an administrator');

select tests.reset_role();
select is(public.is_admin(), false, 'no claims at all: not an administrator');

-- A user cannot promote themselves: app_metadata lives in auth.users, which they cannot write.
select tests.authenticate_as('member_user');
select throws_ok(
  $$ update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role": "admin"}' $$,
  '42501', 'permission denied for table users', 'a user cannot write their own app_metadata');

select * from finish();
rollback;
