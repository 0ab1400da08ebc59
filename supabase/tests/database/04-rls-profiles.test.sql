-- profiles: a user reads and renames their own profile only; anon gets nothing.
begin;
select plan(20);

select tests.create_user('prof_a', '{"name": "A"}'::jsonb);
select tests.create_user('prof_b', '{"name": "B"}'::jsonb);

-- ---- user A -----------------------------------------------------------------------------------
select tests.authenticate_as('prof_a');

select results_eq(
  $$ select id, name from public.profiles $$,
  format($$ values (%L::uuid, 'A') $$, tests.uid('prof_a')),
  'A sees exactly their own profile');
select is_empty(
  format('select 1 from public.profiles where id = %L', tests.uid('prof_b')),
  'A cannot select B''s profile');

-- Own name: allowed
select results_eq(
  format($$ update public.profiles set name = 'Ada' where id = %L returning name $$, tests.uid('prof_a')),
  $$ values ('Ada') $$,
  'A can update the name of their own profile');
select is((select name from public.profiles), 'Ada', 'A reads the new name');

-- B's row: name is updatable in general, but RLS hides B's row from A's update
select is_empty(
  format($$ update public.profiles set name = 'hacked' where id = %L returning id $$, tests.uid('prof_b')),
  'A''s update of B''s name matches no row');

-- Moving their own row onto B's id is not possible either (id is not updatable)
select throws_ok(
  format($$ update public.profiles set id = %L where id = %L $$, tests.uid('prof_b'), tests.uid('prof_a')),
  '42501', 'permission denied for table profiles', 'A cannot change the id of their profile');
select throws_ok(
  format($$ update public.profiles set created_at = now() - interval '1 year' where id = %L $$, tests.uid('prof_a')),
  '42501', 'permission denied for table profiles', 'A cannot change created_at');
select throws_ok(
  format($$ update public.profiles set updated_at = now() where id = %L $$, tests.uid('prof_a')),
  '42501', 'permission denied for table profiles', 'A cannot change updated_at');

select throws_ok(
  format($$ insert into public.profiles (id, name) values (%L, 'x') $$, gen_random_uuid()),
  '42501', 'permission denied for table profiles', 'A cannot insert a profile');
select throws_ok(
  format($$ delete from public.profiles where id = %L $$, tests.uid('prof_b')),
  '42501', 'permission denied for table profiles', 'A cannot delete B''s profile');
select throws_ok(
  format($$ delete from public.profiles where id = %L $$, tests.uid('prof_a')),
  '42501', 'permission denied for table profiles', 'A cannot delete their own profile');
select throws_ok($$ truncate public.profiles $$,
  '42501', 'permission denied for table profiles', 'A cannot truncate profiles');

-- ---- anon -------------------------------------------------------------------------------------
select tests.clear_authentication();

select throws_ok($$ select * from public.profiles $$,
  '42501', 'permission denied for table profiles', 'anon cannot read profiles');
select throws_ok(format($$ update public.profiles set name = 'anon' where id = %L $$, tests.uid('prof_a')),
  '42501', 'permission denied for table profiles', 'anon cannot update profiles');
select throws_ok(format($$ insert into public.profiles (id, name) values (%L, 'anon') $$, gen_random_uuid()),
  '42501', 'permission denied for table profiles', 'anon cannot insert profiles');
select throws_ok(format($$ delete from public.profiles where id = %L $$, tests.uid('prof_a')),
  '42501', 'permission denied for table profiles', 'anon cannot delete profiles');

-- ---- the truth, as postgres -------------------------------------------------------------------
select tests.reset_role();
select is((select name from public.profiles where id = tests.uid('prof_b')), 'B', 'B''s name is unchanged');
select is((select name from public.profiles where id = tests.uid('prof_a')), 'Ada', 'A''s rename is stored');
select is((select count(*)::int from public.profiles where id in (tests.uid('prof_a'), tests.uid('prof_b'))), 2,
  'both profiles still exist');

-- ---- B sees only B ----------------------------------------------------------------------------
select tests.authenticate_as('prof_b');
select results_eq(
  $$ select id, name from public.profiles $$,
  format($$ values (%L::uuid, 'B') $$, tests.uid('prof_b')),
  'B sees exactly their own profile');

select * from finish();
rollback;
