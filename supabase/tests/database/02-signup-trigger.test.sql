-- The sign-up trigger: a new auth user gets a profile (name from user metadata) and a subscriber
-- row with a 7-day trial decided by the server, not subscribed.
begin;
select plan(14);

select tests.create_user('ada', '{"name": "Ada Lovelace"}'::jsonb);

select is((select count(*)::int from public.profiles where id = tests.uid('ada')), 1,
  'sign-up creates the profile');
select is((select name from public.profiles where id = tests.uid('ada')), 'Ada Lovelace',
  'profile name comes from raw_user_meta_data->>name');
select is((select count(*)::int from public.subscribers where user_id = tests.uid('ada')), 1,
  'sign-up creates the subscriber row');
select is((select trial_end from public.subscribers where user_id = tests.uid('ada')), now() + interval '7 days',
  'the trial ends 7 days after sign-up (server time)');
select is((select subscribed from public.subscribers where user_id = tests.uid('ada')), false,
  'a new subscriber is not subscribed');
select ok((select subscription_tier is null and subscription_end is null and status is null
                  and stripe_customer_id is null and stripe_subscription_id is null
                  and stripe_updated_at is null and not cancel_at_period_end
             from public.subscribers where user_id = tests.uid('ada')),
  'a new subscriber has no tier and no billing state');

-- A user without a name in the metadata
select tests.create_user('nameless');
select is((select name from public.profiles where id = tests.uid('nameless')), null,
  'without metadata name the profile name is null');
select is((select trial_end from public.subscribers where user_id = tests.uid('nameless')), now() + interval '7 days',
  'every sign-up gets the 7-day trial');

-- The trial cannot be smuggled in through sign-up metadata
select tests.create_user('sneaky',
  '{"name": "Sneaky", "subscribed": true, "subscription_tier": "premium", "trial_end": "2999-01-01T00:00:00Z"}'::jsonb);
select ok((select not subscribed and subscription_tier is null and trial_end = now() + interval '7 days'
             from public.subscribers where user_id = tests.uid('sneaky')),
  'user metadata cannot grant a subscription, a tier or a longer trial');

-- A signed-up user can see their own entitlement immediately
select tests.authenticate_as('ada');
select results_eq(
  $$ select subscribed, trial_end from public.subscribers $$,
  $$ values (false, now() + interval '7 days') $$,
  'the new user reads their own trial through RLS');
select tests.reset_role();

-- Deleting the auth user removes both rows
delete from auth.users where id = (select tests.uid('nameless'));
select is((select count(*)::int from public.profiles p
            where not exists (select 1 from auth.users u where u.id = p.id)), 0,
  'deleting the auth user deletes the profile');
select is((select count(*)::int from public.subscribers s
            where not exists (select 1 from auth.users u where u.id = s.user_id)), 0,
  'deleting the auth user deletes the subscriber row');

-- The trigger function is not callable by clients
select tests.authenticate_as('ada');
select throws_ok($$ select public.handle_new_user() $$, '42501', null,
  'authenticated cannot execute handle_new_user()');
select tests.clear_authentication();
select throws_ok($$ select public.handle_new_user() $$, '42501', null,
  'anon cannot execute handle_new_user()');

select * from finish();
rollback;
