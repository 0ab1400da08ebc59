-- stripe_events: the webhook's idempotency ledger. No access at all for anon or authenticated;
-- the service role records events, and a replayed event changes nothing.
begin;
select plan(15);

select tests.create_user('evt_user');

-- ---- authenticated: denied --------------------------------------------------------------------
select tests.authenticate_as('evt_user');
select throws_ok($$ select * from public.stripe_events $$,
  '42501', 'permission denied for table stripe_events', 'authenticated cannot read stripe_events');
select throws_ok($$ insert into public.stripe_events (id, type, stripe_created_at) values ('evt_x', 'x', now()) $$,
  '42501', 'permission denied for table stripe_events', 'authenticated cannot insert stripe_events');
select throws_ok($$ update public.stripe_events set type = 'x' $$,
  '42501', 'permission denied for table stripe_events', 'authenticated cannot update stripe_events');
select throws_ok($$ delete from public.stripe_events $$,
  '42501', 'permission denied for table stripe_events', 'authenticated cannot delete stripe_events');

-- ---- anon: denied -----------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.stripe_events $$,
  '42501', 'permission denied for table stripe_events', 'anon cannot read stripe_events');
select throws_ok($$ insert into public.stripe_events (id, type, stripe_created_at) values ('evt_x', 'x', now()) $$,
  '42501', 'permission denied for table stripe_events', 'anon cannot insert stripe_events');
select throws_ok($$ update public.stripe_events set type = 'x' $$,
  '42501', 'permission denied for table stripe_events', 'anon cannot update stripe_events');
select throws_ok($$ delete from public.stripe_events $$,
  '42501', 'permission denied for table stripe_events', 'anon cannot delete stripe_events');

-- ---- grants and RLS, as the catalog says --------------------------------------------------------
select tests.reset_role();
select table_privs_are('public', 'stripe_events', 'anon', array[]::text[], 'anon has no privilege on stripe_events');
select table_privs_are('public', 'stripe_events', 'authenticated', array[]::text[],
  'authenticated has no privilege on stripe_events');
select ok((select relrowsecurity from pg_class where oid = 'public.stripe_events'::regclass),
  'stripe_events has RLS enabled (and no policy: deny all)');

-- ---- service role: records an event once ---------------------------------------------------------
select tests.authenticate_as_service_role();
select results_eq(
  $$ insert into public.stripe_events (id, type, stripe_created_at)
     values ('evt_1', 'customer.subscription.updated', '2026-01-01T00:00:00Z')
     on conflict (id) do nothing returning id $$,
  $$ values ('evt_1') $$,
  'the service role records a new event');
select is_empty(
  $$ insert into public.stripe_events (id, type, stripe_created_at)
     values ('evt_1', 'customer.subscription.deleted', '2026-02-01T00:00:00Z')
     on conflict (id) do nothing returning id $$,
  'a replayed event inserts nothing');
select results_eq(
  $$ select type, stripe_created_at from public.stripe_events where id = 'evt_1' $$,
  $$ values ('customer.subscription.updated', '2026-01-01T00:00:00Z'::timestamptz) $$,
  'a replayed event changes nothing');
select throws_ok(
  $$ insert into public.stripe_events (id, type, stripe_created_at) values ('evt_1', 'x', now()) $$,
  '23505', null, 'a plain duplicate insert is rejected by the primary key');

select * from finish();
rollback;
