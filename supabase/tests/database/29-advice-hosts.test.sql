-- advice_hosts: anyone reads them (anon too: the booking page is public); only an administrator or
-- the service role writes them; the time zone is an IANA name; the seed's host is the page's.
begin;
select plan(22);

select tests.create_user('ah_member', '{"name": "Mia"}'::jsonb);
select tests.create_user('ah_host', '{"name": "Hal"}'::jsonb);
select tests.create_user('ah_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);

-- ---- schema -----------------------------------------------------------------------------------
select columns_are('public', 'advice_hosts', array['user_id', 'display_name', 'bio', 'time_zone', 'created_at'],
  'advice_hosts has the agreed columns');
select col_is_pk('public', 'advice_hosts', 'user_id', 'one row per host');
select fk_ok('public', 'advice_hosts', 'user_id', 'auth', 'users', 'id', 'a host is a user');
select policies_are('public', 'advice_hosts',
  array['advice_hosts_select_all', 'advice_hosts_insert_admin', 'advice_hosts_update_admin', 'advice_hosts_delete_admin',
        'advice_hosts_require_aal2'],
  'advice_hosts: read by all, written by administrators, and the two-factor rule');

-- ---- the seed's host, read by anyone ---------------------------------------------------------------
select tests.clear_authentication();
select results_eq(
  $$ select user_id, display_name, bio, time_zone from public.advice_hosts where display_name = 'Jordan Lee' $$,
  $$ values ('5eed0000-0000-4000-8000-000000000005'::uuid, 'Jordan Lee', 'Community mentor', 'Europe/London') $$,
  'anon reads the seeded host (host@example.com), as the booking page shows them');
select throws_ok(
  format($$ insert into public.advice_hosts (user_id, display_name, time_zone) values (%L, 'Anon', 'UTC') $$, tests.uid('ah_host')),
  '42501', null, 'anon cannot add a host');
select throws_ok($$ delete from public.advice_hosts $$, '42501', null, 'nor remove one');

-- ---- a member reads, writes nothing ---------------------------------------------------------------
select tests.authenticate_as('ah_member');
select ok((select count(*) >= 1 from public.advice_hosts), 'a member reads the hosts');
select throws_ok(
  $$ insert into public.advice_hosts (user_id, display_name, time_zone) values (auth.uid(), 'Me', 'UTC') $$,
  '42501', null, 'a member cannot make themself a host');
select is_empty($$ update public.advice_hosts set bio = 'Hacked' returning 1 $$, 'nor edit a host');
select is_empty($$ delete from public.advice_hosts returning 1 $$, 'nor remove one');

-- ---- an administrator writes ----------------------------------------------------------------------
select tests.authenticate_as('ah_admin');
select lives_ok(
  format($$ insert into public.advice_hosts (user_id, display_name, bio, time_zone) values (%L, 'Hal Host', 'Listens well', 'America/New_York') $$,
    tests.uid('ah_host')),
  'an administrator adds a host');
select results_eq($$ update public.advice_hosts set bio = 'Listens very well' where display_name = 'Hal Host' returning bio $$,
  $$ values ('Listens very well') $$, 'edits them');
select throws_ok($$ update public.advice_hosts set time_zone = 'Mars/Olympus' where display_name = 'Hal Host' $$,
  '23514', null, 'a time zone that does not exist is refused');
select throws_ok($$ update public.advice_hosts set time_zone = 'UTC+3' where display_name = 'Hal Host' $$,
  '23514', null, 'a POSIX offset is not an IANA zone');
select throws_ok($$ update public.advice_hosts set time_zone = 'posix/Europe/Paris' where display_name = 'Hal Host' $$,
  '23514', null, 'nor a posix/ alias');
select throws_ok($$ update public.advice_hosts set display_name = '  ' where display_name = 'Hal Host' $$,
  '23514', null, 'a host has a name');
select results_eq($$ delete from public.advice_hosts where display_name = 'Hal Host' returning display_name $$,
  $$ values ('Hal Host') $$, 'and removes them');

-- ---- the service role -------------------------------------------------------------------------------
select tests.authenticate_as_service_role();
select lives_ok(
  format($$ insert into public.advice_hosts (user_id, display_name, time_zone) values (%L, 'Hal', 'Asia/Tokyo') $$, tests.uid('ah_host')),
  'the service role adds a host');
select lives_ok($$ update public.advice_hosts set display_name = 'Hal H.' where display_name = 'Hal' $$, 'edits them');

-- ---- the cascade -------------------------------------------------------------------------------------
select tests.reset_role();
create temporary table ah_gone on commit drop as select tests.uid('ah_host') as id;
delete from auth.users where id = (select id from ah_gone);
select is((select count(*)::int from public.advice_hosts where user_id = (select id from ah_gone)), 0,
  'deleting the host''s auth user removes the host');
select is((select count(*)::int from public.advice_hosts where display_name = 'Jordan Lee'), 1, 'the others stay');

select * from finish();
rollback;
