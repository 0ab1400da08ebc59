-- Meetings (20261130090100_meeting_heartbeats): a participant whose page died leaves by itself.
-- A page beats with meeting_heartbeat(); one that beat and then fell silent for 60 seconds is taken
-- out at the meeting's next join, heartbeat or leave (host hand-over, a community meeting left
-- empty ends, the state is broadcast); one that never beat is never taken out.
--   Ann hosts, Bea and Cal take part (Cal's page never beats), Dee, Eve and Fay fill the meeting,
--   Gus is the seventh, Olly never joins, Hal comes after everyone's page died.
begin;
select plan(21);

select tests.create_user('mh_ann', '{"name": "Ann Host"}'::jsonb);
select tests.create_user('mh_bea', '{"name": "Bea"}'::jsonb);
select tests.create_user('mh_cal', '{"name": "Cal"}'::jsonb);
select tests.create_user('mh_dee', '{"name": "Dee"}'::jsonb);
select tests.create_user('mh_eve', '{"name": "Eve"}'::jsonb);
select tests.create_user('mh_fay', '{"name": "Fay"}'::jsonb);
select tests.create_user('mh_gus', '{"name": "Gus"}'::jsonb);
select tests.create_user('mh_olly', '{"name": "Olly Outsider"}'::jsonb);
select tests.create_user('mh_hal', '{"name": "Hal"}'::jsonb);

create temporary table meeting_ids (name text primary key, id uuid);
grant all on meeting_ids to anon, authenticated, service_role;
create function pg_temp.m() returns uuid language sql stable as $$ select id from meeting_ids where name = 'm' $$;
grant execute on function pg_temp.m() to anon, authenticated, service_role;
-- Whether a member is present in the meeting, read as the superuser.
create function pg_temp.present(p_user text) returns boolean language sql stable as $$
  select exists (select 1 from public.meeting_participants
                  where meeting_id = pg_temp.m() and user_id = tests.uid(p_user) and left_at is null)
$$;
-- The member's page fell silent 61 seconds ago.
create function pg_temp.went_silent(p_user text) returns void language sql as $$
  update public.meeting_participants set seen_at = now() - interval '61 seconds'
   where meeting_id = pg_temp.m() and user_id = tests.uid(p_user)
$$;
create function pg_temp.state_broadcasts() returns int language sql stable as $$
  select count(*)::int from realtime.messages where topic = 'meeting:' || pg_temp.m() and event = 'state'
$$;

select has_column('public', 'meeting_participants', 'seen_at', 'meeting_participants.seen_at holds the latest heartbeat');
select ok(has_function_privilege('authenticated', 'public.meeting_heartbeat(uuid)', 'execute')
          and not has_function_privilege('anon', 'public.meeting_heartbeat(uuid)', 'execute'),
  'members, not anon, may call meeting_heartbeat');

select tests.authenticate_as('mh_ann');
insert into meeting_ids select 'm', public.join_meeting();
select tests.authenticate_as('mh_bea');
select public.join_meeting();
select tests.authenticate_as('mh_cal');
select public.join_meeting();

select tests.authenticate_as('mh_ann');
select lives_ok($$ select public.meeting_heartbeat(pg_temp.m()) $$, 'a participant''s page beats');
select tests.authenticate_as('mh_bea');
select public.meeting_heartbeat(pg_temp.m());
select tests.reset_role();
select is((select count(*)::int from public.meeting_participants where meeting_id = pg_temp.m() and seen_at is not null), 2,
  'Ann''s and Bea''s heartbeats are recorded; Cal''s page never beats');
select tests.authenticate_as('mh_olly');
select throws_ok($$ select public.meeting_heartbeat(pg_temp.m()) $$, '42501', 'You are not in this meeting.',
  'a member not in the meeting cannot beat in it');
select tests.clear_authentication();
select throws_ok($$ select public.meeting_heartbeat(pg_temp.m()) $$, '42501', null, 'nor anon');

-- ---- the host's page dies -----------------------------------------------------------------------------
select tests.reset_role();
select pg_temp.went_silent('mh_ann');
create temporary table counts as select pg_temp.state_broadcasts() as before_beat;
select tests.authenticate_as('mh_bea');
select public.meeting_heartbeat(pg_temp.m());
select tests.reset_role();
select is(pg_temp.present('mh_ann'), false, 'Ann, silent for 61 seconds, is taken out at Bea''s next heartbeat');
select is((select host_id from public.meetings where id = pg_temp.m()), tests.uid('mh_bea'),
  'and Bea, the earliest joiner present, is host');
select is(pg_temp.state_broadcasts(), (select before_beat from counts) + 1, 'the others are told (one state broadcast)');
select ok(not ((select payload from realtime.messages where topic = 'meeting:' || pg_temp.m() and event = 'state'
                 and payload ->> 'host_id' = tests.uid('mh_bea')::text limit 1) -> 'participants'
               @> jsonb_build_array(jsonb_build_object('user_id', tests.uid('mh_ann')))),
  'the state no longer lists her');
select is(pg_temp.present('mh_cal'), true, 'Cal, whose page never beat, is not taken out');
update counts set before_beat = pg_temp.state_broadcasts();
select tests.authenticate_as('mh_bea');
select public.meeting_heartbeat(pg_temp.m());
select public.join_meeting();
select tests.reset_role();
select is(pg_temp.state_broadcasts(), (select before_beat from counts), 'a heartbeat or repeated join that changes nothing broadcasts nothing');

select tests.authenticate_as('mh_ann');
select throws_ok($$ select public.meeting_heartbeat(pg_temp.m()) $$, '42501', 'You are not in this meeting.',
  'Ann''s page, back, is told she is not in the meeting any more');
select is(public.join_meeting(), pg_temp.m(), 'and joins the same meeting again');
select tests.reset_role();
select results_eq($$ select seen_at, (select host_id from public.meetings where id = pg_temp.m()) from public.meeting_participants
                     where meeting_id = pg_temp.m() and user_id = tests.uid('mh_ann') $$,
  $$ values (null::timestamptz, tests.uid('mh_bea')) $$, 'her rejoin clears seen_at; Bea stays host');

-- ---- a silent participant does not hold a place ----------------------------------------------------------
select tests.authenticate_as('mh_dee');
select public.join_meeting();
select public.meeting_heartbeat(pg_temp.m());
select tests.authenticate_as('mh_eve');
select public.join_meeting();
select public.meeting_heartbeat(pg_temp.m());
select tests.authenticate_as('mh_fay');
select public.join_meeting();
select tests.authenticate_as('mh_gus');
select throws_ok($$ select public.join_meeting() $$, '23514', 'This meeting is full', 'six present: the seventh is refused');
select tests.reset_role();
select pg_temp.went_silent('mh_dee');
select tests.authenticate_as('mh_gus');
select is(public.join_meeting(), pg_temp.m(), 'once Dee''s page has been silent for a minute, the seventh gets in');
select tests.reset_role();
select is(pg_temp.present('mh_dee'), false, 'Dee was taken out');

select pg_temp.went_silent('mh_eve');
select tests.authenticate_as('mh_fay');
select public.leave_meeting(pg_temp.m());
select tests.reset_role();
select is(pg_temp.present('mh_eve'), false, 'a leave takes out the silent too');

-- ---- everyone's page died: the next member starts a new meeting -----------------------------------------
update public.meeting_participants set seen_at = now() - interval '61 seconds'
 where meeting_id = pg_temp.m() and left_at is null;
select tests.authenticate_as('mh_hal');
insert into meeting_ids select 'next', public.join_meeting();
select tests.reset_role();
select is((select status from public.meetings where id = pg_temp.m()), 'ended',
  'a community meeting whose participants all fell silent ends at the next join');
select results_eq($$ select host_id, status from public.meetings where id = (select id from meeting_ids where name = 'next') $$,
  $$ values (tests.uid('mh_hal'), 'live') $$, 'and Hal starts a new one, as its host');

select * from finish();
rollback;
