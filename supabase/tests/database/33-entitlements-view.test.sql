-- public.entitlements: the member's entitlement, read by the app and by check-subscription. A
-- member reads only their own row; anon reads nothing; the edge functions' role reads any row;
-- `subscribed` turns false once a cancellation at the period end has passed (the rule lives here only).
begin;
select plan(9);

select tests.create_user('en_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('en_bob', '{"name": "Bob"}'::jsonb);
-- Alice pays and has cancelled at the period end, still to come; Bob's cancellation is due already.
update public.subscribers set subscribed = true, subscription_tier = 'premium', status = 'active',
  cancel_at_period_end = true, subscription_end = now() + interval '3 days'
where user_id = tests.uid('en_alice');
update public.subscribers set subscribed = true, subscription_tier = 'basic', status = 'active',
  cancel_at_period_end = true, subscription_end = now() - interval '1 minute'
where user_id = tests.uid('en_bob');

select has_view('public', 'entitlements', 'the entitlements view exists');
select is(
  (select reloptions from pg_catalog.pg_class where oid = 'public.entitlements'::regclass),
  array['security_invoker=true'],
  'it runs with the caller''s rights (RLS of subscribers applies)');

select tests.authenticate_as('en_alice');
select results_eq(
  $$ select user_id, subscribed, subscription_tier from public.entitlements $$,
  format($$ values (%L::uuid, true, 'premium'::text) $$, tests.uid('en_alice')),
  'a member reads only their own row; a cancellation still to come keeps access');
select is_empty(
  format($$ select 1 from public.entitlements where user_id = %L $$, tests.uid('en_bob')),
  'another member''s row is not visible');

select tests.authenticate_as('en_bob');
select results_eq(
  $$ select subscribed, subscription_tier, cancel_at_period_end from public.entitlements $$,
  $$ values (false, 'basic'::text, true) $$,
  'a cancellation whose period end has passed reads as not subscribed (the tier stays on record)');

select tests.clear_authentication();
set local role anon;
select throws_ok($$ select 1 from public.entitlements $$, '42501', null, 'anon reads nothing (no grant)');
reset role;

-- As edge_functions (which may not use pgTAP or the tests schema): read into a table, then check it.
create temporary table en_ids on commit drop as select tests.uid('en_alice') as alice, tests.uid('en_bob') as bob;
create temporary table en_seen (user_id uuid, subscribed boolean) on commit drop;
grant select on en_ids to edge_functions;
grant insert on en_seen to edge_functions;
set local role edge_functions;
insert into en_seen select e.user_id, e.subscribed from public.entitlements e, en_ids where e.user_id in (en_ids.alice, en_ids.bob);
reset role;
select results_eq(
  $$ select s.subscribed from en_seen s, en_ids order by s.user_id = en_ids.alice $$,
  $$ values (false), (true) $$,
  'the edge functions'' role reads any member''s entitlement, with the same rule');
select tests.clear_authentication();
reset role;
select is(
  pg_catalog.has_table_privilege('edge_functions', 'public.entitlements', 'UPDATE'),
  false,
  'nobody writes through the view: not the edge functions');

select tests.authenticate_as('en_alice');
select throws_ok($$ update public.entitlements set status = 'active' $$, '42501', null,
  'a member cannot write through it either');

select * from finish();
rollback;
