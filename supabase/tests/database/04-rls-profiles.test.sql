-- profiles: a user edits their own profile only; with visibility 'none' (and no friendship) they
-- read only their own; anon gets nothing. Who reads which profile: 18-profiles-visibility.
begin;
select plan(29);

select tests.create_user('prof_a', '{"name": "A"}'::jsonb);
select tests.create_user('prof_b', '{"name": "B"}'::jsonb);
-- Every profile hidden ('none'): a member reads only their own.
update public.profiles set visibility = 'none';
-- A is on Pro: a name colour is a Pro feature (issue 43; 51-plans covers the other plans).
update public.subscribers set subscribed = true, subscription_tier = 'premium', status = 'active'
 where user_id = tests.uid('prof_a');

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

-- The profile columns: the owner edits them, within their checks
select results_eq(
  format($$ update public.profiles
              set bio = 'Reader of long books.', location = 'Lisbon', interests = '{books,walks}',
                  avatar_url = 'https://example.com/a.png', mood = 'calm', name_color = '#3366cc',
                  visibility = 'members', show_online_status = false
            where id = %L returning bio, interests, visibility, show_online_status $$, tests.uid('prof_a')),
  $$ values ('Reader of long books.', '{books,walks}'::text[], 'members', false) $$,
  'A edits every profile column of their own profile');
select throws_ok(format($$ update public.profiles set bio = repeat('x', 161) where id = %L $$, tests.uid('prof_a')),
  '23514', null, 'the bio is at most 160 characters');
select throws_ok(format($$ update public.profiles set avatar_url = 'javascript:alert(1)' where id = %L $$, tests.uid('prof_a')),
  '23514', null, 'the avatar is an http(s) URL');
select throws_ok(format($$ update public.profiles set avatar_url = 'data:image/png;base64,AAAA' where id = %L $$, tests.uid('prof_a')),
  '23514', null, 'no data: avatars');
select throws_ok(format($$ update public.profiles set name_color = 'red' where id = %L $$, tests.uid('prof_a')),
  '23514', null, 'the name colour is #rrggbb');
select throws_ok(format($$ update public.profiles set visibility = 'friends' where id = %L $$, tests.uid('prof_a')),
  '23514', null, 'visibility is everyone, members or none');
select throws_ok(format($$ update public.profiles set show_online_status = null where id = %L $$, tests.uid('prof_a')),
  '23502', null, 'show_online_status is not null');
select lives_ok(format($$ update public.profiles set visibility = 'none', avatar_url = null, name_color = '#ABCDEF' where id = %L $$, tests.uid('prof_a')),
  'null avatar and an upper-case hex colour are fine');
select is_empty(
  format($$ update public.profiles set bio = 'hacked' where id = %L returning id $$, tests.uid('prof_b')),
  'A''s update of B''s bio matches no row');

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
