-- supabase/seed.sql (loaded by `supabase start`, `npm run db:up` and `npm run test:db`): the four
-- local users exist, can sign in with the documented password, and have the documented states.
begin;
select plan(13);

select is(
  (select array_agg(email::text order by email) from auth.users
    where email in ('trial@example.com', 'expired@example.com', 'basic@example.com', 'admin@example.com')),
  array['admin@example.com', 'basic@example.com', 'expired@example.com', 'trial@example.com'],
  'the four seed users exist');
select is(
  (select count(*)::int from auth.users
    where email in ('trial@example.com', 'expired@example.com', 'basic@example.com', 'admin@example.com')
      and encrypted_password like '$2%'
      and encrypted_password = extensions.crypt('nexus-local-password', encrypted_password)),
  4, 'each has a bcrypt hash of the documented password');
select is(
  (select count(*)::int from auth.users u
     join auth.identities i on i.user_id = u.id and i.provider = 'email' and i.provider_id = u.id::text
    where u.email in ('trial@example.com', 'expired@example.com', 'basic@example.com', 'admin@example.com')
      and i.identity_data ->> 'sub' = u.id::text and i.identity_data ->> 'email' = u.email),
  4, 'each has an email identity as GoTrue stores it');
select is(
  (select count(*)::int from auth.users
    where email in ('trial@example.com', 'expired@example.com', 'basic@example.com', 'admin@example.com')
      and email_confirmed_at is not null and aud = 'authenticated' and role = 'authenticated'
      and confirmation_token = '' and recovery_token = '' and email_change_token_new = '' and email_change = ''),
  4, 'each is confirmed, with the empty token strings GoTrue expects');
select is(
  (select count(*)::int from public.profiles p join auth.users u on u.id = p.id
    where u.email in ('trial@example.com', 'expired@example.com', 'basic@example.com', 'admin@example.com')
      and p.name is not null),
  4, 'the sign-up trigger gave each a named profile');

select ok(
  (select not s.subscribed and s.trial_end > now() from public.subscribers s join auth.users u on u.id = s.user_id
    where u.email = 'trial@example.com'),
  'trial@example.com is on an active trial');
select ok(
  (select not s.subscribed and s.trial_end < now() and s.subscription_tier is null
     from public.subscribers s join auth.users u on u.id = s.user_id
    where u.email = 'expired@example.com'),
  'expired@example.com has an ended trial and no subscription');
select ok(
  (select s.subscribed and s.subscription_tier = 'basic' and s.status = 'active' and s.subscription_end > now()
          and s.stripe_customer_id is not null
     from public.subscribers s join auth.users u on u.id = s.user_id
    where u.email = 'basic@example.com'),
  'basic@example.com is a paying Basic member');
select is(
  (select raw_app_meta_data ->> 'role' from auth.users where email = 'admin@example.com'), 'admin',
  'admin@example.com has app_metadata.role = admin');
select is(
  (select count(*)::int from auth.users
    where email in ('trial@example.com', 'expired@example.com', 'basic@example.com')
      and raw_app_meta_data ? 'role'),
  0, 'the members have no role in app_metadata');
select is(
  (select count(*)::int from auth.users
    where email in ('trial@example.com', 'expired@example.com', 'basic@example.com', 'admin@example.com')
      and raw_user_meta_data ? 'role'),
  0, 'nobody carries a role in user_metadata');

-- Acting as the seeded users with the claims GoTrue would issue
select tests.authenticate_as('admin@example.com');
select is(public.is_admin(), true, 'the seeded administrator is an administrator');
select tests.reset_role();

select tests.authenticate_as('basic@example.com');
select results_eq(
  $$ select subscribed, subscription_tier from public.subscribers $$,
  $$ values (true, 'basic') $$,
  'the Basic member reads their own subscription, and only it');

select * from finish();
rollback;
