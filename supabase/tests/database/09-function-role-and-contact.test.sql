-- The edge functions' role holds only what their queries use; contact_messages is theirs alone;
-- members read only the subscriber columns the app shows.
begin;
select plan(22);

select tests.create_user('fr_a', '{"name": "A"}'::jsonb);

-- ---- members: column grants on subscribers ----------------------------------------------------
select tests.authenticate_as('fr_a');
select lives_ok(
  $$ select user_id, subscribed, subscription_tier, subscription_end, trial_end, status, cancel_at_period_end
     from public.subscribers $$,
  'a member reads the columns the app shows');
select throws_ok($$ select stripe_customer_id from public.subscribers $$,
  '42501', 'permission denied for table subscribers', 'a member cannot read their Stripe customer id');
select throws_ok($$ select stripe_subscription_id from public.subscribers $$,
  '42501', 'permission denied for table subscribers', 'a member cannot read their Stripe subscription id');
select throws_ok($$ select * from public.contact_messages $$,
  '42501', 'permission denied for table contact_messages', 'a member cannot read contact messages');
select throws_ok($$ insert into public.contact_messages (name, email, subject, message) values ('a', 'a@b.c', 's', 'm') $$,
  '42501', 'permission denied for table contact_messages', 'a member cannot write contact messages');
select throws_ok($$ select public.delete_user_account(auth.uid()) $$,
  '42501', 'permission denied for function delete_user_account', 'a member cannot call delete_user_account');
select throws_ok($$ select public.ensure_subscriber(auth.uid()) $$,
  '42501', 'permission denied for function ensure_subscriber', 'a member cannot call ensure_subscriber');

select tests.clear_authentication();
select throws_ok($$ select * from public.contact_messages $$,
  '42501', 'permission denied for table contact_messages', 'anon cannot read contact messages');
select throws_ok($$ insert into public.contact_messages (name, email, subject, message) values ('a', 'a@b.c', 's', 'm') $$,
  '42501', 'permission denied for table contact_messages', 'anon cannot write contact messages');

-- ---- the functions' role -----------------------------------------------------------------------
select tests.reset_role();
-- pgTAP lives in `extensions`; the role needs to reach it for these assertions only (rolled back).
grant usage on schema extensions to edge_functions;
grant usage on schema tests to edge_functions;
set local role edge_functions;
select lives_ok(
  $$ insert into public.contact_messages (name, email, subject, message, ip) values ('Ada', 'ada@x.test', 'Hi', 'Hello', '192.0.2.1') $$,
  'edge_functions stores a contact message');
select is((select count(*)::int from public.contact_messages where email = 'ada@x.test'), 1,
  'edge_functions reads contact messages (for the rate limit)');
select lives_ok(
  $$ delete from public.contact_messages where created_at < now() - interval '12 months' $$,
  'edge_functions deletes contact messages past their retention');
select throws_ok($$ update public.contact_messages set message = 'changed' $$,
  '42501', 'permission denied for table contact_messages', 'edge_functions cannot change a stored contact message');
select lives_ok(
  format($$ update public.subscribers set status = 'active' where user_id = %L $$, tests.uid('fr_a')),
  'edge_functions updates billing columns');
select throws_ok(
  format($$ update public.subscribers set user_id = gen_random_uuid() where user_id = %L $$, tests.uid('fr_a')),
  '42501', 'permission denied for table subscribers', 'edge_functions cannot move a subscriber row');
select throws_ok($$ delete from public.subscribers $$,
  '42501', 'permission denied for table subscribers', 'edge_functions cannot delete subscriber rows');
select throws_ok($$ select * from public.profiles $$,
  '42501', 'permission denied for table profiles', 'edge_functions cannot read profiles');
select throws_ok($$ select * from auth.users $$,
  '42501', 'permission denied for schema auth', 'edge_functions cannot read auth.users');
select throws_ok($$ delete from public.stripe_events $$,
  '42501', 'permission denied for table stripe_events', 'edge_functions cannot delete recorded events');

-- ensure_subscriber: a missing row is created with the trial counted from the account's creation
reset role;
update auth.users set created_at = now() - interval '3 days' where id = tests.uid('fr_a');
delete from public.subscribers where user_id = tests.uid('fr_a');
set local role edge_functions;
select ok(public.ensure_subscriber(tests.uid('fr_a')), 'ensure_subscriber creates the missing row');
select ok(
  (select abs(extract(epoch from (trial_end - (now() + interval '4 days')))) < 5
     from public.subscribers where user_id = tests.uid('fr_a')),
  'the trial ends 7 days after the account was created (4 days from now), not 7 days from now');

-- delete_user_account removes the user and their rows
select ok(public.delete_user_account(tests.uid('fr_a')), 'delete_user_account deletes the user');

select * from finish();
rollback;
