-- subscribers: a user reads only their own row and writes nothing; anon gets nothing; only the
-- service role writes.
begin;
select plan(31);

select tests.create_user('sub_a', '{"name": "A"}'::jsonb);
select tests.create_user('sub_b', '{"name": "B"}'::jsonb);

-- ---- user A -----------------------------------------------------------------------------------
select tests.authenticate_as('sub_a');

select results_eq(
  $$ select user_id from public.subscribers $$,
  $$ select tests.uid('sub_a') $$,
  'A sees exactly one row: their own');
select is_empty(
  format('select 1 from public.subscribers where user_id = %L', tests.uid('sub_b')),
  'A cannot select B''s row');

select throws_ok(
  format($$ insert into public.subscribers (user_id) values (%L) $$, gen_random_uuid()),
  '42501', 'permission denied for table subscribers', 'A cannot insert a subscriber row');
select throws_ok(
  format($$ insert into public.subscribers (user_id, subscribed) values (%L, true)
            on conflict (user_id) do update set subscribed = true $$, tests.uid('sub_a')),
  '42501', 'permission denied for table subscribers', 'A cannot upsert their own row');
select throws_ok(
  format($$ update public.subscribers set subscribed = true where user_id = %L $$, tests.uid('sub_b')),
  '42501', 'permission denied for table subscribers', 'A cannot update B''s row');
select throws_ok(
  format($$ delete from public.subscribers where user_id = %L $$, tests.uid('sub_b')),
  '42501', 'permission denied for table subscribers', 'A cannot delete B''s row');
select throws_ok(
  format($$ delete from public.subscribers where user_id = %L $$, tests.uid('sub_a')),
  '42501', 'permission denied for table subscribers', 'A cannot delete their own row');
select throws_ok($$ truncate public.subscribers $$,
  '42501', 'permission denied for table subscribers', 'A cannot truncate subscribers (TRUNCATE ignores RLS)');

-- Not a single entitlement or billing column on their own row
select throws_ok(format($$ update public.subscribers set subscribed = true where user_id = %L $$, tests.uid('sub_a')),
  '42501', 'permission denied for table subscribers', 'A cannot set subscribed on their own row');
select throws_ok(format($$ update public.subscribers set subscription_tier = 'premium' where user_id = %L $$, tests.uid('sub_a')),
  '42501', 'permission denied for table subscribers', 'A cannot set subscription_tier on their own row');
select throws_ok(format($$ update public.subscribers set trial_end = now() + interval '1 year' where user_id = %L $$, tests.uid('sub_a')),
  '42501', 'permission denied for table subscribers', 'A cannot extend trial_end on their own row');
select throws_ok(format($$ update public.subscribers set subscription_end = now() + interval '1 year' where user_id = %L $$, tests.uid('sub_a')),
  '42501', 'permission denied for table subscribers', 'A cannot set subscription_end on their own row');
select throws_ok(format($$ update public.subscribers set stripe_customer_id = 'cus_x' where user_id = %L $$, tests.uid('sub_a')),
  '42501', 'permission denied for table subscribers', 'A cannot set stripe_customer_id on their own row');
select throws_ok(format($$ update public.subscribers set stripe_subscription_id = 'sub_x' where user_id = %L $$, tests.uid('sub_a')),
  '42501', 'permission denied for table subscribers', 'A cannot set stripe_subscription_id on their own row');
select throws_ok(format($$ update public.subscribers set status = 'active' where user_id = %L $$, tests.uid('sub_a')),
  '42501', 'permission denied for table subscribers', 'A cannot set status on their own row');
select throws_ok(format($$ update public.subscribers set cancel_at_period_end = true where user_id = %L $$, tests.uid('sub_a')),
  '42501', 'permission denied for table subscribers', 'A cannot set cancel_at_period_end on their own row');
select throws_ok(format($$ update public.subscribers set stripe_updated_at = now() where user_id = %L $$, tests.uid('sub_a')),
  '42501', 'permission denied for table subscribers', 'A cannot set stripe_updated_at on their own row');

-- ---- anon -------------------------------------------------------------------------------------
select tests.clear_authentication();

select throws_ok($$ select * from public.subscribers $$,
  '42501', 'permission denied for table subscribers', 'anon cannot read subscribers');
select throws_ok(format($$ insert into public.subscribers (user_id) values (%L) $$, gen_random_uuid()),
  '42501', 'permission denied for table subscribers', 'anon cannot insert subscribers');
select throws_ok(format($$ update public.subscribers set subscribed = true where user_id = %L $$, tests.uid('sub_a')),
  '42501', 'permission denied for table subscribers', 'anon cannot update subscribers');
select throws_ok(format($$ delete from public.subscribers where user_id = %L $$, tests.uid('sub_a')),
  '42501', 'permission denied for table subscribers', 'anon cannot delete subscribers');

-- ---- the rows are untouched -------------------------------------------------------------------
select tests.reset_role();
select results_eq(
  $$ select count(*)::int, bool_or(subscribed), count(subscription_tier)::int, count(stripe_customer_id)::int
       from public.subscribers where user_id in (tests.uid('sub_a'), tests.uid('sub_b')) $$,
  $$ values (2, false, 0, 0) $$,
  'after all the attempts, A''s and B''s rows are unchanged');

-- ---- service role: the only writer ------------------------------------------------------------
select tests.authenticate_as_service_role();
select lives_ok(
  format($$ update public.subscribers
               set subscribed = true, subscription_tier = 'basic', status = 'active',
                   subscription_end = '2030-01-01T00:00:00Z', stripe_customer_id = 'cus_A',
                   stripe_subscription_id = 'sub_A', cancel_at_period_end = true,
                   stripe_updated_at = '2026-01-01T00:00:00Z', trial_end = null
             where user_id = %L $$, tests.uid('sub_a')),
  'the service role can write every entitlement and billing column');
select results_eq(
  format($$ select subscribed, subscription_tier, status, subscription_end, stripe_customer_id,
                   stripe_subscription_id, cancel_at_period_end, stripe_updated_at, trial_end
              from public.subscribers where user_id = %L $$, tests.uid('sub_a')),
  $$ values (true, 'basic', 'active', '2030-01-01T00:00:00Z'::timestamptz, 'cus_A', 'sub_A', true,
             '2026-01-01T00:00:00Z'::timestamptz, null::timestamptz) $$,
  'the service role''s write is stored');
select is(
  (select count(*)::int from public.subscribers where user_id in (tests.uid('sub_a'), tests.uid('sub_b'))), 2,
  'the service role reads every row (bypasses RLS)');
select lives_ok(
  format($$ insert into public.subscribers (user_id, subscribed, subscription_tier, stripe_customer_id)
            values (%L, true, 'premium', 'cus_B')
            on conflict (user_id) do update
              set subscribed = excluded.subscribed, subscription_tier = excluded.subscription_tier,
                  stripe_customer_id = excluded.stripe_customer_id $$, tests.uid('sub_b')),
  'the service role can upsert a subscriber row');

-- An older Stripe event never overwrites a newer state
update public.subscribers set status = 'canceled', subscribed = false, stripe_updated_at = '2025-12-31T00:00:00Z'
 where user_id = tests.uid('sub_a');
select results_eq(
  format($$ select status, subscribed, stripe_updated_at from public.subscribers where user_id = %L $$, tests.uid('sub_a')),
  $$ values ('active', true, '2026-01-01T00:00:00Z'::timestamptz) $$,
  'an update with an older stripe_updated_at is skipped');
update public.subscribers set status = 'past_due', stripe_updated_at = '2026-01-01T00:00:00Z'
 where user_id = tests.uid('sub_a');
select is((select status from public.subscribers where user_id = tests.uid('sub_a')), 'past_due',
  'an update with the same stripe_updated_at is applied');
update public.subscribers set status = 'canceled', subscribed = false, stripe_updated_at = '2026-02-01T00:00:00Z'
 where user_id = tests.uid('sub_a');
select results_eq(
  format($$ select status, subscribed from public.subscribers where user_id = %L $$, tests.uid('sub_a')),
  $$ values ('canceled', false) $$,
  'an update with a newer stripe_updated_at is applied');

-- User A now sees what the service role wrote, and still only their row
select tests.authenticate_as('sub_a');
select results_eq(
  $$ select user_id, status from public.subscribers $$,
  format($$ values (%L::uuid, 'canceled') $$, tests.uid('sub_a')),
  'A reads their updated row and nothing else');

select tests.clear_authentication();
select throws_ok($$ select count(*) from public.subscribers $$,
  '42501', 'permission denied for table subscribers', 'anon still reads nothing');

select * from finish();
rollback;
