-- bookings: a member books a 30-minute slot of a host as themself; overlapping live bookings are
-- refused (23P01), and so are slots off the host's hours, at the weekend, of the wrong length, in
-- the past, or with oneself (23514); the booker and the host read the booking, nobody else (an
-- administrator does); either cancels it (status only) and a cancelled slot is booked again; only
-- an administrator or the service role deletes. host_busy_slots() tells anyone (anon too) the taken
-- times and nothing else. A booking notifies both, a cancellation the other party.
begin;
select plan(56);

select tests.create_user('bk_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('bk_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('bk_host', '{"name": "Harriet"}'::jsonb);
select tests.create_user('bk_nyhost', '{"name": "Nora"}'::jsonb);
select tests.create_user('bk_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('bk_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('bk_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');
insert into public.advice_hosts (user_id, display_name, bio, time_zone) values
  (tests.uid('bk_host'), 'Harriet Host', 'Advice', 'Europe/London'),
  (tests.uid('bk_nyhost'), 'Nora', 'Advice', 'America/New_York');

-- The slots used below, as the host's wall clock: next week's Monday and Saturday (always ahead).
create temporary table slots (name text primary key, r tstzrange);
insert into slots
select s.name, tstzrange((w.monday + s.start) at time zone s.zone, (w.monday + s.start + s.length) at time zone s.zone, '[)')
  from (select date_trunc('week', now() at time zone 'Europe/London') + interval '7 days' as monday) as w,
       (values ('mon14', interval '14 hours', interval '30 minutes', 'Europe/London'),
               ('mon17', interval '17 hours', interval '30 minutes', 'Europe/London'),
               ('mon1730', interval '17 hours 30 minutes', interval '30 minutes', 'Europe/London'),
               ('mon18', interval '18 hours', interval '30 minutes', 'Europe/London'),
               ('mon1330', interval '13 hours 30 minutes', interval '30 minutes', 'Europe/London'),
               ('mon1415', interval '14 hours 15 minutes', interval '30 minutes', 'Europe/London'),
               ('mon14_60', interval '14 hours', interval '60 minutes', 'Europe/London'),
               ('sat14', interval '5 days 14 hours', interval '30 minutes', 'Europe/London'),
               ('past14', interval '-14 days 14 hours', interval '30 minutes', 'Europe/London'),
               ('tue15', interval '1 day 15 hours', interval '30 minutes', 'Europe/London'),
               ('ny14', interval '14 hours', interval '30 minutes', 'America/New_York')) as s (name, start, length, zone);
grant select on slots to anon, authenticated, service_role;

-- ---- schema -----------------------------------------------------------------------------------
select columns_are('public', 'bookings', array['id', 'host_id', 'booked_by', 'slot', 'status', 'created_at'],
  'bookings has the agreed columns');
select col_default_is('public', 'bookings', 'booked_by', 'auth.uid()', 'booked_by defaults to auth.uid()');
select col_default_is('public', 'bookings', 'status', 'booked', 'status defaults to booked');
select fk_ok('public', 'bookings', 'host_id', 'public', 'advice_hosts', 'user_id', 'host_id references advice_hosts');
select fk_ok('public', 'bookings', 'booked_by', 'auth', 'users', 'id', 'booked_by references auth.users');
select ok((select pg_get_constraintdef(oid) = 'EXCLUDE USING gist (host_id WITH =, slot WITH &&) WHERE ((status = ''booked''::text))'
             from pg_constraint where conname = 'bookings_no_overlap'),
  'live bookings of a host cannot overlap (exclusion constraint)');
select policies_are('public', 'bookings',
  array['bookings_select_party', 'bookings_insert_self', 'bookings_update_party', 'bookings_delete_admin', 'bookings_require_aal2'],
  'bookings: the parties'' policies, administrators delete, and the two-factor rule');
select is(pg_get_function_result('public.host_busy_slots(uuid, timestamptz, timestamptz)'::regprocedure),
  'TABLE(starts_at timestamp with time zone, ends_at timestamp with time zone)',
  'host_busy_slots returns start and end times only');

-- ---- Alice books ------------------------------------------------------------------------------
select tests.authenticate_as('bk_alice');
select results_eq(
  format($$ insert into public.bookings (id, host_id, slot) select 'f0000000-0000-4000-8000-000000000001', %L, r from slots where name = 'mon14'
            returning booked_by, status $$, tests.uid('bk_host')),
  $$ values (tests.uid('bk_alice'), 'booked') $$,
  'Alice books Monday 14:00 with the host, as herself');
select lives_ok(
  format($$ insert into public.bookings (host_id, slot) select %L, r from slots where name = 'mon17' $$, tests.uid('bk_host')),
  'a slot from 17:00 to 17:30 can be booked');
select lives_ok(
  format($$ insert into public.bookings (host_id, slot) select %L, r from slots where name = 'ny14' $$, tests.uid('bk_nyhost')),
  'a host''s hours are in their own time zone (14:00 in New York)');

-- ---- the rules --------------------------------------------------------------------------------------
select tests.authenticate_as('bk_bob');
select throws_ok(
  format($$ insert into public.bookings (host_id, slot) select %L, r from slots where name = 'mon14' $$, tests.uid('bk_host')),
  '23P01', null, 'a slot already booked is refused (23P01)');
select throws_ok(
  format($$ insert into public.bookings (host_id, slot) select %L, r from slots where name = 'mon14_60' $$, tests.uid('bk_host')),
  '23514', 'A session is exactly 30 minutes.', 'an hour is refused');
select throws_ok(
  format($$ insert into public.bookings (host_id, slot) select %L, r from slots where name = 'mon1330' $$, tests.uid('bk_host')),
  '23514', 'Sessions are between 14:00 and 18:00 (Europe/London time).', 'before 14:00 is refused');
select throws_ok(
  format($$ insert into public.bookings (host_id, slot) select %L, r from slots where name = 'mon18' $$, tests.uid('bk_host')),
  '23514', 'Sessions are between 14:00 and 18:00 (Europe/London time).', 'a session ending after 18:00 is refused');
select throws_ok(
  format($$ insert into public.bookings (host_id, slot) select %L, r from slots where name = 'mon1415' $$, tests.uid('bk_host')),
  '23514', 'A session starts on the hour or the half hour.', 'a start at :15 is refused');
select throws_ok(
  format($$ insert into public.bookings (host_id, slot) select %L, r from slots where name = 'sat14' $$, tests.uid('bk_host')),
  '23514', 'Sessions are Monday to Friday (Europe/London time).', 'the weekend is refused');
select throws_ok(
  format($$ insert into public.bookings (host_id, slot) select %L, r from slots where name = 'past14' $$, tests.uid('bk_host')),
  '23514', 'This time has passed. Choose a later slot.', 'a slot in the past is refused');
select throws_ok(
  format($$ insert into public.bookings (host_id, slot) select %L, r from slots where name = 'mon14' $$, tests.uid('bk_nyhost')),
  '23514', 'Sessions are between 14:00 and 18:00 (America/New_York time).', '14:00 in London is 09:00 in New York: refused');
select throws_ok(
  format($$ insert into public.bookings (host_id, slot) values (%L, '[2026-12-07 14:00+00,)') $$, tests.uid('bk_host')),
  '23514', 'A session is exactly 30 minutes.', 'an open-ended slot is refused');
select throws_ok(
  format($$ insert into public.bookings (host_id, booked_by, slot) select %L, %L, r from slots where name = 'mon1730' $$,
    tests.uid('bk_host'), tests.uid('bk_alice')),
  '42501', 'You can only book sessions for yourself.', 'a member cannot book for someone else');
select throws_ok(
  format($$ insert into public.bookings (host_id, slot, status) select %L, r, 'cancelled' from slots where name = 'mon17' $$,
    tests.uid('bk_host')),
  '42501', null, 'the status of a new booking is not the member''s to choose (column grant)');
select tests.authenticate_as('bk_host');
select throws_ok(
  format($$ insert into public.bookings (host_id, slot) select %L, r from slots where name = 'mon1415' $$, tests.uid('bk_host')),
  '23514', 'You cannot book a session with yourself.', 'a host cannot book themself');

-- ---- who reads -------------------------------------------------------------------------------------
select tests.authenticate_as('bk_alice');
select is((select count(*)::int from public.bookings), 3, 'Alice reads her three bookings');
select tests.authenticate_as('bk_host');
select is((select count(*)::int from public.bookings), 2, 'the host reads the two made with them');
select tests.authenticate_as('bk_bob');
select is_empty($$ select 1 from public.bookings $$, 'Bob reads none of them');
select results_eq(
  format($$ select starts_at, ends_at from public.host_busy_slots(%L, now(), now() + interval '30 days') $$, tests.uid('bk_host')),
  $$ select lower(r), upper(r) from slots where name in ('mon14', 'mon17') order by lower(r) $$,
  'but sees which of the host''s slots are taken');
select tests.authenticate_as('bk_admin');
select ok((select count(*) >= 3 from public.bookings), 'an administrator reads every booking');
select tests.clear_authentication();
select throws_ok($$ select 1 from public.bookings $$, '42501', null, 'anon cannot read bookings');
select throws_ok(
  format($$ insert into public.bookings (host_id, slot) select %L, '[2030-01-07 14:00+00,2030-01-07 14:30+00)' $$, tests.uid('bk_host')),
  '42501', null, 'nor book');
select results_eq(
  format($$ select starts_at, ends_at from public.host_busy_slots(%L, now(), now() + interval '30 days') $$, tests.uid('bk_host')),
  $$ select lower(r), upper(r) from slots where name in ('mon14', 'mon17') order by lower(r) $$,
  'anon sees the taken times through host_busy_slots');
select is_empty(
  format($$ select 1 from public.host_busy_slots(%L, now() + interval '30 days', now()) $$, tests.uid('bk_host')),
  'an empty range gives nothing');

-- ---- notifications ------------------------------------------------------------------------------
select tests.authenticate_as('bk_host');
select results_eq(
  $$ select type, title, data ->> 'booked_by_name' from public.notifications order by created_at, title limit 1 $$,
  $$ values ('meeting', 'New session booked', 'Alice') $$,
  'the host is notified of a booking with the booker''s name');
select is((select count(*)::int from public.notifications where type = 'meeting'), 1,
  'one unread notification per booker: the second booking replaced the first');
select tests.authenticate_as('bk_alice');
select ok((select bool_and(type = 'meeting' and title = 'Session booked' and message like 'Your session with % is booked.')
             from public.notifications),
  'Alice is notified of each of her bookings');
select tests.reset_role();
select ok((select count(*) >= 2 from realtime.messages
            where topic = 'user:' || tests.uid('bk_host') and event = 'notification_created'),
  'the notifications reach the host''s user:<id> topic');

-- ---- cancelling ---------------------------------------------------------------------------------
select tests.authenticate_as('bk_bob');
select is_empty($$ update public.bookings set status = 'cancelled' returning 1 $$, 'Bob cannot cancel others'' bookings');
select tests.authenticate_as('bk_alice');
select throws_ok($$ update public.bookings set slot = tstzrange(lower(slot) + interval '1 day', upper(slot) + interval '1 day') $$,
  '42501', null, 'the booker cannot move a booking (column grant)');
select throws_ok(format($$ update public.bookings set host_id = %L $$, tests.uid('bk_nyhost')), '42501', null,
  'nor change its host');
select results_eq(
  $$ update public.bookings set status = 'cancelled' where id = 'f0000000-0000-4000-8000-000000000001' returning status $$,
  $$ values ('cancelled') $$, 'Alice cancels her Monday 14:00');
select throws_ok($$ update public.bookings set status = 'booked' where id = 'f0000000-0000-4000-8000-000000000001' $$,
  '23514', 'A cancelled session cannot be restored. Book the slot again.', 'a cancelled booking is not restored');
select is((select count(*)::int from public.notifications where title = 'Session cancelled'), 0,
  'the one who cancels is not notified');
select tests.authenticate_as('bk_host');
select results_eq($$ select message from public.notifications where title = 'Session cancelled' $$,
  $$ select 'Alice cancelled the session on ' || to_char(lower(r) at time zone 'Europe/London', 'Dy DD Mon YYYY, HH24:MI')
            || ' (Europe/London).' from slots where name = 'mon14' $$,
  'the host is notified of the cancellation');

select tests.authenticate_as('bk_bob');
select results_eq(
  format($$ insert into public.bookings (id, host_id, slot) select 'f0000000-0000-4000-8000-000000000002', %L, r from slots where name = 'mon14'
            returning status $$, tests.uid('bk_host')),
  $$ values ('booked') $$, 'the cancelled slot is booked again, by Bob');
select is((select count(*)::int from public.host_busy_slots(tests.uid('bk_host'), now(), now() + interval '30 days')), 2,
  'it is taken once');
select tests.authenticate_as('bk_host');
select results_eq(
  $$ update public.bookings set status = 'cancelled' where id = 'f0000000-0000-4000-8000-000000000002' returning status $$,
  $$ values ('cancelled') $$, 'the host cancels Bob''s booking');
select tests.authenticate_as('bk_bob');
select results_eq($$ select title from public.notifications where title = 'Session cancelled' $$,
  $$ values ('Session cancelled') $$, 'Bob is notified');

-- ---- deleting ---------------------------------------------------------------------------------------
select tests.authenticate_as('bk_alice');
select is_empty($$ delete from public.bookings returning 1 $$, 'the booker cannot delete a booking');
select tests.authenticate_as('bk_host');
select is_empty($$ delete from public.bookings returning 1 $$, 'nor can the host');
select tests.authenticate_as('bk_admin');
select results_eq($$ delete from public.bookings where id = 'f0000000-0000-4000-8000-000000000002' returning status $$,
  $$ values ('cancelled') $$, 'an administrator deletes a booking');
select tests.authenticate_as_service_role();
select throws_ok(
  format($$ insert into public.bookings (host_id, booked_by, slot) select %L, %L, r from slots where name = 'mon1415' $$,
    tests.uid('bk_host'), tests.uid('bk_bob')),
  '23514', 'A session starts on the hour or the half hour.', 'the service role is held to the same slot rules');
select lives_ok(
  format($$ insert into public.bookings (host_id, booked_by, slot) select %L, %L, r from slots where name = 'mon14' $$,
    tests.uid('bk_host'), tests.uid('bk_bob')),
  'the service role books for a member');
select lives_ok($$ delete from public.bookings where status = 'cancelled' $$, 'and deletes bookings');

-- ---- two-factor -------------------------------------------------------------------------------------
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('bk_mfa'), 'aal', 'aal1'));
select throws_ok(
  format($$ insert into public.bookings (host_id, slot) select %L, r from slots where name = 'tue15' $$, tests.uid('bk_host')),
  '42501', null, 'aal1 with a verified factor: no booking');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('bk_mfa'), 'aal', 'aal2'));
select lives_ok(
  format($$ insert into public.bookings (host_id, slot) select %L, r from slots where name = 'tue15' $$, tests.uid('bk_host')),
  'aal2: the booking is made');

-- ---- the last slot of the day -----------------------------------------------------------------
select tests.authenticate_as('bk_bob');
select lives_ok(
  format($$ insert into public.bookings (host_id, slot) select %L, r from slots where name = 'mon1730' $$, tests.uid('bk_host')),
  'the last slot (17:30 to 18:00) can be booked');

select * from finish();
rollback;
