-- support_requests: a member inserts and reads only their own; no update or delete; anon nothing.
begin;
select plan(16);

select tests.create_user('sr_a');
select tests.create_user('sr_b');

-- ---- member A ---------------------------------------------------------------------------------
select tests.authenticate_as('sr_a');

select lives_ok(
  $$ insert into public.support_requests (kind, category, subject, message, priority)
     values ('support', 'technical', 'Cannot post', 'The send button stays grey.', 'high') $$,
  'A files a support request; user_id is filled in by the server');
select lives_ok(
  $$ insert into public.support_requests (kind, category, subject, message)
     values ('feature', 'journal', 'Dark journal', 'A darker journal theme, please.') $$,
  'A suggests a feature (no priority)');
select results_eq(
  $$ select user_id, kind from public.support_requests order by kind $$,
  format($$ values (%L::uuid, 'feature'), (%L::uuid, 'support') $$, tests.uid('sr_a'), tests.uid('sr_a')),
  'A reads exactly their two requests, both owned by A');

select throws_ok(
  format($$ insert into public.support_requests (user_id, kind, category, subject, message, priority)
            values (%L, 'support', 'other', 'x', 'y', 'low') $$, tests.uid('sr_b')),
  '42501', 'permission denied for table support_requests', 'A cannot set user_id (not even to B)');
select throws_ok(
  $$ insert into public.support_requests (kind, category, subject, message, priority)
     values ('support', 'technical', '  ', 'msg', 'low') $$,
  '23514', null, 'a blank subject is refused');
select throws_ok(
  $$ insert into public.support_requests (kind, category, subject, message)
     values ('support', 'technical', 'No priority', 'msg') $$,
  '23514', null, 'a support request needs a priority');
select throws_ok(
  $$ insert into public.support_requests (kind, category, subject, message, priority)
     values ('feature', 'billing', 'Wrong category', 'msg', null) $$,
  '23514', null, 'a feature suggestion takes only a feature category');
select throws_ok(
  $$ update public.support_requests set subject = 'changed' $$,
  '42501', 'permission denied for table support_requests', 'A cannot update requests');
select throws_ok(
  $$ delete from public.support_requests $$,
  '42501', 'permission denied for table support_requests', 'A cannot delete requests');

-- ---- member B ---------------------------------------------------------------------------------
select tests.authenticate_as('sr_b');
select is_empty($$ select 1 from public.support_requests $$, 'B sees none of A''s requests');
select lives_ok(
  $$ insert into public.support_requests (kind, category, subject, message, priority)
     values ('support', 'account', 'B here', 'Hello', 'medium') $$,
  'B files their own');
select is((select count(*)::int from public.support_requests), 1, 'B sees only their own request');

-- ---- anon -------------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.support_requests $$,
  '42501', 'permission denied for table support_requests', 'anon cannot read requests');
select throws_ok(
  $$ insert into public.support_requests (kind, category, subject, message, priority)
     values ('support', 'other', 's', 'm', 'low') $$,
  '42501', 'permission denied for table support_requests', 'anon cannot file requests');

-- ---- the service role (the team) reads them all ------------------------------------------------
select tests.authenticate_as_service_role();
select is(
  (select count(*)::int from public.support_requests), 3,
  'the service role reads every request');
select tests.reset_role();
select is(
  (select count(*)::int from public.support_requests r join auth.users u on u.id = r.user_id
    where u.email like 'sr\_%'), 3, 'three requests stored in all');

select * from finish();
rollback;
