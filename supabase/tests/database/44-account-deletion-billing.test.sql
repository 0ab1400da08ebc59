-- delete-account's database side (issue 40, section 7): the queue of Storage folders still to be
-- emptied after an account's rows are gone (only the functions' role reads or writes it), and the
-- limited password check (5 wrong passwords per 15 minutes per account, then PT429).
begin;
select plan(22);

select tests.create_user('acct_gone', '{"name": "Gone"}'::jsonb);
select tests.create_user('acct_other', '{"name": "Other"}'::jsonb);
update auth.users set encrypted_password = extensions.crypt('right-password', extensions.gen_salt('bf', 4))
 where id in (tests.uid('acct_gone'), tests.uid('acct_other'));

create temporary table acct_ids on commit drop as
select tests.uid('acct_gone') as gone, tests.uid('acct_other') as other;
grant select on acct_ids to authenticated, edge_functions, service_role;

-- ---- the queue: the functions' role only -------------------------------------------------------
grant usage on schema extensions to edge_functions;
grant usage on schema tests to edge_functions;
set local role edge_functions;
select lives_ok(
  $$ insert into private.storage_removals (bucket, folder) select 'resources', gone::text from acct_ids $$,
  'edge_functions records a folder still to be emptied');
select is((select attempts from private.storage_removals where folder = (select gone::text from acct_ids)), 0,
  'edge_functions reads the queue');
select lives_ok(
  $$ update private.storage_removals set attempts = attempts + 1, last_error = 'Storage answered 503' $$,
  'edge_functions records a failed attempt');
select throws_ok(
  $$ insert into private.storage_removals (bucket, folder) values ('resources', '../etc') $$,
  '23514', null, 'only a user id is a folder');

select tests.authenticate_as('acct_other');
select throws_ok($$ select * from private.storage_removals $$,
  '42501', 'permission denied for table storage_removals', 'a member cannot read the queue');
select throws_ok($$ delete from private.storage_removals $$,
  '42501', 'permission denied for table storage_removals', 'a member cannot clear the queue');
select tests.authenticate_as_service_role();
select throws_ok($$ select * from private.storage_removals $$,
  '42501', 'permission denied for table storage_removals', 'the service role does not read the queue either');

select tests.reset_role();
set local role edge_functions;
select lives_ok($$ delete from private.storage_removals where bucket = 'resources' $$,
  'edge_functions clears an emptied folder');
select is((select count(*)::int from private.storage_removals where folder = (select gone::text from acct_ids)), 0,
  'the entry is gone');

-- ---- the password check: limited like sign-in --------------------------------------------------
select ok(private.delete_account_password_ok((select gone from acct_ids), 'right-password'),
  'the right password passes');
select ok(not private.delete_account_password_ok((select gone from acct_ids), 'wrong-1')
      and not private.delete_account_password_ok((select gone from acct_ids), 'wrong-2')
      and not private.delete_account_password_ok((select gone from acct_ids), 'wrong-3')
      and not private.delete_account_password_ok((select gone from acct_ids), 'wrong-4')
      and not private.delete_account_password_ok((select gone from acct_ids), 'wrong-5'),
  'five wrong passwords are answered false');
select throws_ok(
  $$ select private.delete_account_password_ok((select gone from acct_ids), 'wrong-6') $$,
  'PT429', 'Too many wrong passwords. Please try again in 15 minutes.',
  'the sixth check in 15 minutes is refused with when to try again');
select throws_ok(
  $$ select private.delete_account_password_ok((select gone from acct_ids), 'right-password') $$,
  'PT429', 'Too many wrong passwords. Please try again in 15 minutes.',
  'while refused, even the right password is not checked (guessing learns nothing)');
select ok(private.delete_account_password_ok((select other from acct_ids), 'right-password'),
  'another account is not limited by them');

-- The window frees once the oldest failure is 15 minutes old.
select tests.reset_role();
update private.rate_ledger set recent = array(select t - interval '16 minutes' from unnest(recent) as t)
 where user_id = (select gone from acct_ids) and action = 'delete_account_password';
set local role edge_functions;
select ok(private.delete_account_password_ok((select gone from acct_ids), 'right-password'),
  'after 15 minutes the right password passes again');
select ok(not private.delete_account_password_ok(gen_random_uuid(), 'anything'),
  'an unknown account is answered false, not an error');

select tests.authenticate_as('acct_gone');
select throws_ok(
  $$ select private.delete_account_password_ok((select gone from acct_ids), 'right-password') $$,
  '42501', 'permission denied for function delete_account_password_ok', 'a member cannot call the check');

-- ---- member_left: a chat with a member who deleted their account says so ------------------------
select tests.create_user('acct_left', '{"name": "Left"}'::jsonb);
create temporary table acct_left on commit drop as select tests.uid('acct_left') as id;
grant select on acct_left to authenticated, anon;
delete from auth.users where id = (select id from acct_left);
select tests.authenticate_as('acct_other');
select ok(public.member_left((select id from acct_left)), 'a member whose account is deleted has left');
select ok(not public.member_left((select gone from acct_ids)), 'an existing member has not left');
select ok(not public.member_left((select other from acct_ids)), 'the caller has not left');
select tests.clear_authentication();
select throws_ok($$ select public.member_left((select id from acct_left)) $$,
  '42501', 'permission denied for function member_left', 'a signed-out visitor cannot ask');
select tests.reset_role();
select ok(not public.member_left((select id from acct_left)), 'without a signed-in caller the answer is false');

select * from finish();
rollback;
