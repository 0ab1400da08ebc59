-- Meetings (20261130090000_meetings): a booked advice session's own meeting. Open from 10 minutes
-- before its slot to its end, only to the booking's member and its host, who is the meeting's host;
-- anyone else, a cancelled session, a session too early or over, an ended meeting are refused
-- with the reason; cancelling the booking ends its meeting, and so does the end of its slot.
--   Mia booked sessions with the hosts Harriet, Hugo, Hal, Hope and Hedy; Sam is another member.
-- The slots are around now, which the booking rule refuses (a slot starts 14:00-17:30 on a weekday
-- and not in the past): they are inserted as the superuser with the rule's trigger off, inside
-- this rolled-back transaction.
begin;
select plan(37);

select tests.create_user('mb_mia', '{"name": "Mia Member"}'::jsonb);
select tests.create_user('mb_sam', '{"name": "Sam Stranger"}'::jsonb);
select tests.create_user('mb_harriet', '{"name": "Harriet"}'::jsonb);
select tests.create_user('mb_hugo', '{"name": "Hugo"}'::jsonb);
select tests.create_user('mb_hal', '{"name": "Hal"}'::jsonb);
select tests.create_user('mb_hope', '{"name": "Hope"}'::jsonb);
select tests.create_user('mb_hedy', '{"name": "Hedy"}'::jsonb);
insert into public.advice_hosts (user_id, display_name, bio, time_zone)
select tests.uid(u), initcap(substr(u, 4)), 'Advice', 'Europe/London'
  from unnest(array['mb_harriet', 'mb_hugo', 'mb_hal', 'mb_hope', 'mb_hedy']) as u;

alter table public.bookings disable trigger bookings_10_prepare;
insert into public.bookings (id, host_id, booked_by, slot, status) values
  -- started 5 minutes ago (Harriet)
  ('b5000000-0000-4000-8000-000000000001', tests.uid('mb_harriet'), tests.uid('mb_mia'),
   tstzrange(now() - interval '5 minutes', now() + interval '25 minutes', '[)'), 'booked'),
  -- starts in 9 minutes: open (Hugo)
  ('b5000000-0000-4000-8000-000000000002', tests.uid('mb_hugo'), tests.uid('mb_mia'),
   tstzrange(now() + interval '9 minutes', now() + interval '39 minutes', '[)'), 'booked'),
  -- starts in 11 minutes: not yet (Hal)
  ('b5000000-0000-4000-8000-000000000003', tests.uid('mb_hal'), tests.uid('mb_mia'),
   tstzrange(now() + interval '11 minutes', now() + interval '41 minutes', '[)'), 'booked'),
  -- ended a minute ago (Hope)
  ('b5000000-0000-4000-8000-000000000004', tests.uid('mb_hope'), tests.uid('mb_mia'),
   tstzrange(now() - interval '31 minutes', now() - interval '1 minute', '[)'), 'booked'),
  -- now, but cancelled (Hedy)
  ('b5000000-0000-4000-8000-000000000005', tests.uid('mb_hedy'), tests.uid('mb_mia'),
   tstzrange(now() - interval '5 minutes', now() + interval '25 minutes', '[)'), 'cancelled');
alter table public.bookings enable trigger bookings_10_prepare;

create temporary table joined (who text primary key, id uuid);
grant all on joined to authenticated;
create function pg_temp.meeting_of(p_booking uuid) returns public.meetings language sql stable as $$
  select * from public.meetings where booking_id = p_booking
$$;

-- ---- only its two people --------------------------------------------------------------------------
select tests.authenticate_as('mb_sam');
select throws_ok($$ select public.join_meeting('b5000000-0000-4000-8000-000000000001') $$, '42501',
  'Only the member who booked this session and its host can join it.', 'a stranger cannot join a booked session');
select throws_ok($$ select public.join_meeting('b5000000-0000-4000-8000-0000000000ff') $$, '42501',
  'Only the member who booked this session and its host can join it.', 'nor a booking that does not exist (told the same)');
select tests.authenticate_as('mb_hugo');
select throws_ok($$ select public.join_meeting('b5000000-0000-4000-8000-000000000001') $$, '42501',
  'Only the member who booked this session and its host can join it.', 'nor another advice host');
select tests.clear_authentication();
select throws_ok($$ select public.join_meeting('b5000000-0000-4000-8000-000000000001') $$, '42501', null, 'nor anon');
select tests.reset_role();
select is((select count(*)::int from public.meetings), 0, 'the refusals started no meeting');

-- ---- the member first: the advice host is host ------------------------------------------------------
select tests.authenticate_as('mb_mia');
insert into joined select 'mia', public.join_meeting('b5000000-0000-4000-8000-000000000001');
select tests.reset_role();
select is((select id from joined where who = 'mia'), (pg_temp.meeting_of('b5000000-0000-4000-8000-000000000001')).id,
  'Mia, who booked it, joins its meeting 5 minutes into the slot');
select tests.authenticate_as('mb_mia');
select results_eq($$ select kind, status, host_id from public.meetings $$,
  $$ values ('booking', 'live', tests.uid('mb_harriet')) $$,
  'a booking meeting, whose host is the advice host even before she comes');
select tests.reset_role();
select is((select count(*)::int from public.meetings where kind = 'community'), 0, 'no community meeting was started');
select tests.authenticate_as('mb_mia');
select throws_ok($$ select public.end_meeting((pg_temp.meeting_of('b5000000-0000-4000-8000-000000000001')).id) $$,
  '42501', 'Only the host can do that.', 'Mia cannot end it');
select tests.authenticate_as('mb_harriet');
insert into joined select 'harriet', public.join_meeting('b5000000-0000-4000-8000-000000000001');
select is((select id from joined where who = 'harriet'), (select id from joined where who = 'mia'),
  'Harriet, its host, joins the same meeting');
select is((select count(*)::int from public.meeting_participants), 2, 'and reads both participants');
select lives_ok($$ select public.mute_participant((pg_temp.meeting_of('b5000000-0000-4000-8000-000000000001')).id, tests.uid('mb_mia')) $$,
  'the advice host mutes');
select tests.authenticate_as('mb_sam');
select is_empty($$ select 1 from public.meetings $$, 'the stranger does not read the session''s meeting');
select is_empty($$ select 1 from public.meeting_participants $$, 'nor who is in it');

-- ---- the window ----------------------------------------------------------------------------------
select tests.authenticate_as('mb_mia');
select lives_ok($$ select public.join_meeting('b5000000-0000-4000-8000-000000000002') $$,
  'a session starting in 9 minutes is open');
select throws_ok($$ select public.join_meeting('b5000000-0000-4000-8000-000000000003') $$, '23514',
  'This session opens 10 minutes before it starts.', 'one starting in 11 minutes is not yet');
select throws_ok($$ select public.join_meeting('b5000000-0000-4000-8000-000000000004') $$, '23514',
  'This session has ended.', 'one whose slot ended is closed');
select throws_ok($$ select public.join_meeting('b5000000-0000-4000-8000-000000000005') $$, '23514',
  'This session was cancelled.', 'a cancelled one is closed');
select tests.authenticate_as('mb_hal');
select throws_ok($$ select public.join_meeting('b5000000-0000-4000-8000-000000000003') $$, '23514',
  'This session opens 10 minutes before it starts.', 'for its host too');
select tests.reset_role();
select is((select count(*)::int from public.meetings
            where booking_id in ('b5000000-0000-4000-8000-000000000003', 'b5000000-0000-4000-8000-000000000004',
                                 'b5000000-0000-4000-8000-000000000005')), 0,
  'a closed session gets no meeting');

-- ---- leaving and coming back: the advice host hosts whenever present -------------------------------
select tests.authenticate_as('mb_harriet');
select public.leave_meeting((pg_temp.meeting_of('b5000000-0000-4000-8000-000000000001')).id);
select tests.reset_role();
select is((pg_temp.meeting_of('b5000000-0000-4000-8000-000000000001')).host_id, tests.uid('mb_mia'),
  'when Harriet leaves, Mia, the one present, is host');
select tests.authenticate_as('mb_mia');
select public.leave_meeting((pg_temp.meeting_of('b5000000-0000-4000-8000-000000000001')).id);
select tests.reset_role();
select is((pg_temp.meeting_of('b5000000-0000-4000-8000-000000000001')).status, 'live',
  'a booking meeting stays open when both have left (until its slot ends or its host ends it)');
select tests.authenticate_as('mb_harriet');
select public.join_meeting('b5000000-0000-4000-8000-000000000001');
select tests.authenticate_as('mb_mia');
select public.join_meeting('b5000000-0000-4000-8000-000000000001');
select tests.reset_role();
select is((pg_temp.meeting_of('b5000000-0000-4000-8000-000000000001')).host_id, tests.uid('mb_harriet'),
  'Harriet back is host again');

-- ---- a suspended member ----------------------------------------------------------------------------
insert into public.member_restrictions (user_id, kind) values (tests.uid('mb_mia'), 'suspend');
select tests.authenticate_as('mb_mia');
select throws_ok($$ select public.join_meeting('b5000000-0000-4000-8000-000000000002') $$, '42501',
  'Your account is suspended until a moderator lifts it.', 'a suspended member cannot join her session');
select tests.reset_role();
update public.member_restrictions set lifted_at = now() where user_id = tests.uid('mb_mia');

-- ---- ended by its host: never again ----------------------------------------------------------------
select tests.authenticate_as('mb_hugo');
select public.join_meeting('b5000000-0000-4000-8000-000000000002');
select lives_ok($$ select public.end_meeting((pg_temp.meeting_of('b5000000-0000-4000-8000-000000000002')).id) $$,
  'Hugo ends his session''s meeting');
select tests.authenticate_as('mb_mia');
select throws_ok($$ select public.join_meeting('b5000000-0000-4000-8000-000000000002') $$, '23514',
  'This meeting has ended.', 'Mia cannot rejoin it');
select tests.authenticate_as('mb_hugo');
select throws_ok($$ select public.join_meeting('b5000000-0000-4000-8000-000000000002') $$, '23514',
  'This meeting has ended.', 'nor can Hugo: a session has one meeting');

-- ---- cancelling the booking ends its meeting ---------------------------------------------------------
select tests.authenticate_as('mb_mia');
update public.bookings set status = 'cancelled' where id = 'b5000000-0000-4000-8000-000000000001';
select tests.reset_role();
select results_eq($$ select status, ended_at is not null from public.meetings where booking_id = 'b5000000-0000-4000-8000-000000000001' $$,
  $$ values ('ended', true) $$, 'cancelling the booking ends its meeting');
select is((select count(*)::int from public.meeting_participants as mp join public.meetings as m on m.id = mp.meeting_id
            where m.booking_id = 'b5000000-0000-4000-8000-000000000001' and mp.left_at is null), 0,
  'and both have left it');
select tests.authenticate_as('mb_harriet');
select throws_ok($$ select public.join_meeting('b5000000-0000-4000-8000-000000000001') $$, '23514',
  'This session was cancelled.', 'its host is told it was cancelled');

-- ---- the slot ends: so does its meeting (20261130090200) ----------------------------------------------
select tests.reset_role();
alter table public.bookings disable trigger bookings_10_prepare;
insert into public.bookings (id, host_id, booked_by, slot, status) values
  ('b5000000-0000-4000-8000-000000000006', tests.uid('mb_hedy'), tests.uid('mb_mia'),
   tstzrange(now() - interval '5 minutes', now() + interval '25 minutes', '[)'), 'booked');
alter table public.bookings enable trigger bookings_10_prepare;
select tests.authenticate_as('mb_mia');
insert into joined select 'mia6', public.join_meeting('b5000000-0000-4000-8000-000000000006');
select public.meeting_heartbeat((select id from joined where who = 'mia6'));
select tests.reset_role();
select is((pg_temp.meeting_of('b5000000-0000-4000-8000-000000000006')).status, 'live', 'a heartbeat within the slot changes nothing');
-- The slot is now over (its end moved to a minute ago, as time would).
alter table public.bookings disable trigger bookings_10_before_update;
update public.bookings set slot = tstzrange(now() - interval '31 minutes', now() - interval '1 minute', '[)')
 where id = 'b5000000-0000-4000-8000-000000000006';
alter table public.bookings enable trigger bookings_10_before_update;
select tests.authenticate_as('mb_mia');
select lives_ok($$ select public.meeting_heartbeat((select id from joined where who = 'mia6')) $$,
  'Mia''s page beats after the slot''s end');
select tests.reset_role();
select results_eq($$ select status, ended_at is not null from public.meetings where booking_id = 'b5000000-0000-4000-8000-000000000006' $$,
  $$ values ('ended', true) $$, 'the session''s meeting has ended with its slot');
select is((select payload ->> 'status' from realtime.messages
            where topic = 'meeting:' || (pg_temp.meeting_of('b5000000-0000-4000-8000-000000000006')).id and event = 'state'
              and payload ->> 'status' = 'ended'), 'ended', 'and its state broadcast says so, once');
select tests.authenticate_as('mb_mia');
select throws_ok($$ select public.meeting_heartbeat((select id from joined where who = 'mia6')) $$, '23514',
  'This meeting has ended.', 'her page''s next heartbeat is told the meeting has ended');
select throws_ok($$ select public.join_meeting('b5000000-0000-4000-8000-000000000006') $$, '23514',
  'This session has ended.', 'and the session is closed');

select tests.authenticate_as_service_role();
select is((select count(*)::int from public.meetings where kind = 'booking'), 3, 'the service role reads the sessions'' meetings');

select * from finish();
rollback;
