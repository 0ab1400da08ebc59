-- Two-factor authentication enforced by RLS: a member with a verified factor reads and writes
-- their rows only with an aal2 token; a member without one is unaffected; aal2 opens nobody
-- else's rows. The functions' helpers: requires_aal2 and password_matches, for edge_functions only.
begin;
select plan(22);

select tests.create_user('mfa_on', '{"name": "With Factor"}'::jsonb);
select tests.create_user('mfa_off', '{"name": "Without Factor"}'::jsonb);
select tests.create_user('mfa_pending', '{"name": "Unverified Factor"}'::jsonb);

-- Profiles hidden ('none'): each member reads only their own (visibility: 18-profiles-visibility).
update public.profiles set visibility = 'none';
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values
  (gen_random_uuid(), tests.uid('mfa_on'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP'),
  (gen_random_uuid(), tests.uid('mfa_pending'), 'phone', 'totp', 'unverified', now(), now(), 'JBSWY3DPEHPK3PXP');
insert into public.support_requests (user_id, kind, subject, message, category, priority)
values (tests.uid('mfa_on'), 'support', 'Help', 'Please help me with this.', 'other', 'low'),
       (tests.uid('mfa_off'), 'support', 'Help', 'Please help me with this.', 'other', 'low');
update auth.users set encrypted_password = extensions.crypt('right-password', extensions.gen_salt('bf', 4))
 where id = tests.uid('mfa_on');

create function pg_temp.as_member(identifier text, aal text) returns void language sql as $$
  select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid(identifier), 'aal', aal))
$$;

-- ---- a member with a verified factor, password only (aal1): nothing ---------------------------
select pg_temp.as_member('mfa_on', 'aal1');
select is_empty($$ select 1 from public.profiles $$, 'aal1: the profile is hidden');
select is_empty($$ select 1 from public.subscribers $$, 'aal1: the subscription is hidden');
select is_empty($$ select 1 from public.support_requests $$, 'aal1: the support requests are hidden');
select is_empty($$ update public.profiles set name = 'Hijacked' returning id $$, 'aal1: renaming matches no row');
select throws_ok(
  $$ insert into public.support_requests (kind, subject, message, category, priority) values ('support', 'Hi', 'A message that is long enough.', 'other', 'low') $$,
  '42501', null, 'aal1: a support request is refused');

-- ---- the same member after the code (aal2): everything ----------------------------------------
select pg_temp.as_member('mfa_on', 'aal2');
select results_eq($$ select name from public.profiles $$, $$ values ('With Factor') $$, 'aal2: the profile');
select is((select count(*)::int from public.subscribers), 1, 'aal2: the subscription');
select is((select count(*)::int from public.support_requests), 1, 'aal2: the support request');
select lives_ok(
  $$ insert into public.support_requests (kind, subject, message, category, priority) values ('support', 'Hi', 'A message that is long enough.', 'other', 'low') $$,
  'aal2: a support request is accepted');
select results_eq($$ update public.profiles set name = 'Renamed' returning name $$, $$ values ('Renamed') $$,
  'aal2: renaming works');

-- ---- a token without an aal claim counts as aal1 ----------------------------------------------
select tests.authenticate_as('mfa_on');
select is_empty($$ select 1 from public.profiles $$, 'no aal claim: the profile is hidden');

-- ---- members without a verified factor: aal1 is enough ----------------------------------------
select pg_temp.as_member('mfa_off', 'aal1');
select results_eq($$ select name from public.profiles $$, $$ values ('Without Factor') $$,
  'no factor, aal1: the profile');
select is((select count(*)::int from public.support_requests), 1, 'no factor, aal1: the support request');
select pg_temp.as_member('mfa_pending', 'aal1');
select results_eq($$ select name from public.profiles $$, $$ values ('Unverified Factor') $$,
  'an unverified factor does not count: aal1 reads the profile');

-- ---- aal2 opens nobody else's rows -------------------------------------------------------------
select pg_temp.as_member('mfa_off', 'aal2');
select is_empty(format('select 1 from public.profiles where id = %L', tests.uid('mfa_on')),
  'another member with aal2 cannot read the profile');
select is_empty(format('select 1 from public.support_requests where user_id = %L', tests.uid('mfa_on')),
  'another member with aal2 cannot read the support requests');

-- ---- the functions' helpers --------------------------------------------------------------------
select throws_ok(format('select private.requires_aal2(%L)', tests.uid('mfa_on')), '42501', null,
  'a member cannot call private.requires_aal2');
select throws_ok(format('select private.password_matches(%L, %L)', tests.uid('mfa_on'), 'right-password'), '42501', null,
  'a member cannot call private.password_matches');
select tests.reset_role();
select tests.uid('mfa_on') as on_id, tests.uid('mfa_pending') as pending_id \gset
set local role edge_functions;
select private.requires_aal2(:'on_id') as on_requires,
       private.requires_aal2(:'pending_id') as pending_requires,
       private.password_matches(:'on_id', 'right-password') as right_matches,
       private.password_matches(:'on_id', 'wrong-password') as wrong_matches \gset
reset role;
select ok(:'on_requires'::boolean, 'requires_aal2 (as edge_functions): a verified factor');
select ok(not :'pending_requires'::boolean, 'requires_aal2: an unverified factor does not count');
select ok(:'right_matches'::boolean, 'password_matches (as edge_functions): the right password');
select ok(not :'wrong_matches'::boolean, 'password_matches: a wrong password');

select * from finish();
rollback;
