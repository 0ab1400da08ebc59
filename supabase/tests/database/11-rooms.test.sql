-- rooms: the 15 seeded rooms; signed-in members read them, nobody but the service role writes
-- them; anon gets nothing; a member with a verified factor needs aal2.
begin;
select plan(33);

select tests.create_user('rooms_member', '{"name": "Mem Ber"}'::jsonb);
select tests.create_user('rooms_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('rooms_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('rooms_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');

-- ---- schema -----------------------------------------------------------------------------------
select has_table('public', 'rooms', 'public.rooms exists');
select columns_are('public', 'rooms', array['slug', 'name', 'description', 'capacity', 'is_anonymous', 'is_private', 'owner_id', 'icon', 'created_at'],
  'rooms has exactly the agreed columns (issue 43 adds is_private, owner_id, icon, created_at)');
select col_is_pk('public', 'rooms', 'slug', 'rooms.slug is the primary key');
select col_type_is('public', 'rooms', 'capacity', 'integer', 'rooms.capacity is int');
select col_is_null('public', 'rooms', 'capacity', 'rooms.capacity is nullable (no limit)');
select col_not_null('public', 'rooms', 'is_anonymous', 'rooms.is_anonymous is not null');
select col_default_is('public', 'rooms', 'is_anonymous', 'false', 'rooms.is_anonymous defaults to false');

-- ---- the seed: the app's 15 canonical slugs -----------------------------------------------------
select set_eq(
  $$ select slug from public.rooms $$,
  array['intros', 'inner-room', 'lounge', 'anonymous-confessions', 'overthinking', 'relationships',
        'life-purpose', 'the-void', 'journal-shares', 'dreams', 'weight', 'work', 'entrepreneurship',
        'christianity', 'buddhism'],
  'the 15 rooms under the slugs the app uses');
select results_eq(
  $$ select slug, name, capacity from public.rooms where capacity is not null $$,
  $$ values ('inner-room', 'The Inner Room', 250) $$,
  'only The Inner Room has a capacity: 250');
select results_eq(
  $$ select slug from public.rooms where is_anonymous $$,
  $$ values ('anonymous-confessions') $$,
  'only anonymous-confessions is anonymous');
select results_eq(
  $$ select name from public.rooms where slug in ('the-void', 'lounge', 'intros') order by slug $$,
  $$ values ('Introductions'), ('The Lounge'), ('The Void') $$,
  'rooms carry the names of the room cards');
select is_empty($$ select slug from public.rooms where btrim(description) = '' $$, 'every room has a description');
select throws_ok($$ insert into public.rooms (slug, name) values ('Not A Slug', 'x') $$, '23514', null,
  'a slug is lower-case words joined by hyphens');

-- ---- a member reads, cannot write -------------------------------------------------------------
select tests.authenticate_as('rooms_member');
select is((select count(*)::int from public.rooms), 15, 'a member reads all 15 rooms');
select throws_ok($$ insert into public.rooms (slug, name) values ('mine', 'Mine') $$,
  '42501', 'permission denied for table rooms', 'a member cannot create a room');
select throws_ok($$ update public.rooms set capacity = null where slug = 'inner-room' $$,
  '42501', 'permission denied for table rooms', 'a member cannot lift The Inner Room''s cap');
select throws_ok($$ delete from public.rooms where slug = 'lounge' $$,
  '42501', 'permission denied for table rooms', 'a member cannot delete a room');
select throws_ok($$ truncate public.rooms cascade $$,
  '42501', 'permission denied for table rooms', 'a member cannot truncate rooms');

-- ---- an administrator: the same as a member (rooms are written with the service role) ----------
select tests.authenticate_as('rooms_admin');
select is((select count(*)::int from public.rooms), 15, 'an administrator reads the rooms');
select throws_ok($$ update public.rooms set name = 'Renamed' where slug = 'lounge' $$,
  '42501', 'permission denied for table rooms', 'an administrator cannot rename a room');
select throws_ok($$ insert into public.rooms (slug, name) values ('admins', 'Admins') $$,
  '42501', 'permission denied for table rooms', 'an administrator cannot create a room');

-- ---- two-factor: aal1 with a verified factor reads nothing, aal2 reads ------------------------
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('rooms_mfa'), 'aal', 'aal1'));
select is_empty($$ select 1 from public.rooms $$, 'aal1 with a verified factor: no rooms (restrictive aal2 policy)');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('rooms_mfa'), 'aal', 'aal2'));
select is((select count(*)::int from public.rooms), 15, 'aal2: the rooms');

-- ---- anon -------------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.rooms $$, '42501', 'permission denied for table rooms',
  'anon cannot read rooms');
select throws_ok($$ insert into public.rooms (slug, name) values ('anon', 'Anon') $$, '42501',
  'permission denied for table rooms', 'anon cannot create a room');
select throws_ok($$ delete from public.rooms $$, '42501', 'permission denied for table rooms',
  'anon cannot delete rooms');

-- ---- the service role writes them ---------------------------------------------------------------
select tests.authenticate_as_service_role();
select lives_ok($$ insert into public.rooms (slug, name, description) values ('book-club', 'Book Club', 'Read together.') $$,
  'the service role creates a room');
select results_eq($$ update public.rooms set capacity = 40 where slug = 'book-club' returning capacity $$,
  $$ values (40) $$, 'the service role sets a capacity');
select lives_ok($$ delete from public.rooms where slug = 'book-club' $$, 'the service role deletes a room');
select is((select count(*)::int from public.rooms), 15, 'the service role reads every room');

-- ---- privileges, as stated --------------------------------------------------------------------
select tests.reset_role();
select table_privs_are('public', 'rooms', 'authenticated', array['SELECT'], 'authenticated: SELECT only on rooms');
select table_privs_are('public', 'rooms', 'anon', array[]::text[], 'anon: nothing on rooms');
select policies_are('public', 'rooms', array['rooms_select_members', 'rooms_require_aal2'],
  'rooms: members read; the two-factor rule');

select * from finish();
rollback;
