-- Meetings (20261130090000_meetings): hands, one's own microphone and camera, the host's controls
-- and the chat. Only the host mutes and allows to speak; allowing needs a raised hand and lowers it;
-- a host's mute survives the member's own settings and a rejoin; the chat is kept for the present
-- participants, trimmed and checked, written only as oneself, never changed.
--   Hana hosts, Ben and Cleo take part, Olly is a member not in the meeting, Mo is muted by a
--   moderator.
begin;
select plan(44);

select tests.create_user('mk_hana', '{"name": "Hana Host"}'::jsonb);
select tests.create_user('mk_ben', '{"name": "Ben"}'::jsonb);
select tests.create_user('mk_cleo', '{"name": "Cleo"}'::jsonb);
select tests.create_user('mk_olly', '{"name": "Olly Outsider"}'::jsonb);
select tests.create_user('mk_mo', '{"name": "Mo Muted"}'::jsonb);

create temporary table meeting_ids (name text primary key, id uuid);
grant all on meeting_ids to anon, authenticated, service_role;
create function pg_temp.m() returns uuid language sql stable as $$ select id from meeting_ids where name = 'm' $$;
grant execute on function pg_temp.m() to anon, authenticated, service_role;
-- A participant's row, read as the superuser.
create function pg_temp.p(p_user text) returns public.meeting_participants language sql stable as $$
  select * from public.meeting_participants where meeting_id = (select id from meeting_ids where name = 'm') and user_id = tests.uid(p_user)
$$;

select tests.authenticate_as('mk_hana');
insert into meeting_ids select 'm', public.join_meeting();
select tests.authenticate_as('mk_ben');
select public.join_meeting();
select tests.authenticate_as('mk_cleo');
select public.join_meeting();
select tests.authenticate_as('mk_mo');
select public.join_meeting();
select tests.reset_role();

-- ---- hands ---------------------------------------------------------------------------------------
select tests.authenticate_as('mk_ben');
select lives_ok($$ select public.raise_hand(pg_temp.m()) $$, 'Ben raises his hand');
select tests.reset_role();
select isnt((pg_temp.p('mk_ben')).hand_raised_at, null, 'his hand is raised');
select tests.authenticate_as('mk_cleo');
select public.raise_hand(pg_temp.m());
select public.lower_hand(pg_temp.m());
select tests.reset_role();
select is((pg_temp.p('mk_cleo')).hand_raised_at, null, 'Cleo raises and lowers hers');
select tests.authenticate_as('mk_olly');
select throws_ok($$ select public.raise_hand(pg_temp.m()) $$, '42501', 'You are not in this meeting.',
  'a member not in the meeting raises no hand there');
select throws_ok($$ select public.lower_hand(pg_temp.m()) $$, '42501', 'You are not in this meeting.', 'nor lowers one');
select throws_ok($$ select public.set_my_media(pg_temp.m(), true, true) $$, '42501', 'You are not in this meeting.',
  'nor sets a microphone or camera there');

-- ---- allow to speak: the host only, on a raised hand ------------------------------------------------
select tests.authenticate_as('mk_ben');
select throws_ok($$ select public.allow_to_speak(pg_temp.m(), auth.uid()) $$, '42501', 'Only the host can do that.',
  'Ben cannot allow himself to speak');
select tests.authenticate_as('mk_cleo');
select throws_ok($$ select public.allow_to_speak(pg_temp.m(), tests.uid('mk_ben')) $$, '42501', 'Only the host can do that.',
  'nor can Cleo allow him');
select throws_ok($$ select public.mute_participant(pg_temp.m(), tests.uid('mk_ben')) $$, '42501', 'Only the host can do that.',
  'nor mute him');
select tests.authenticate_as('mk_olly');
select throws_ok($$ select public.allow_to_speak(pg_temp.m(), tests.uid('mk_ben')) $$, '42501', 'You are not in this meeting.',
  'nor can a member outside the meeting');
select throws_ok($$ select public.mute_participant(pg_temp.m(), tests.uid('mk_ben')) $$, '42501', 'You are not in this meeting.',
  'who mutes nobody either');
select tests.clear_authentication();
select throws_ok($$ select public.mute_participant(pg_temp.m(), tests.uid('mk_ben')) $$, '42501', null, 'anon mutes nobody');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.mute_participant(pg_temp.m(), tests.uid('mk_ben')) $$, '42501', null,
  'the service role is not the host either');

select tests.authenticate_as('mk_hana');
select throws_ok($$ select public.allow_to_speak(pg_temp.m(), tests.uid('mk_cleo')) $$, '23514', 'They have not raised their hand.',
  'the host cannot allow to speak without a raised hand');
select throws_ok($$ select public.mute_participant(pg_temp.m(), tests.uid('mk_olly')) $$, '23514', 'They are not in this meeting.',
  'nor mute someone not in the meeting');

-- ---- mute ---------------------------------------------------------------------------------------------
select lives_ok($$ select public.mute_participant(pg_temp.m(), tests.uid('mk_ben')) $$, 'the host mutes Ben');
select tests.reset_role();
select is((pg_temp.p('mk_ben')).muted_by_host, true, 'Ben is muted by the host');
select tests.authenticate_as('mk_ben');
select lives_ok($$ select public.set_my_media(pg_temp.m(), false, true) $$, 'Ben turns his microphone on and his camera off');
select tests.reset_role();
select results_eq($$ select (pg_temp.p('mk_ben')).muted_by_host, (pg_temp.p('mk_ben')).self_muted, (pg_temp.p('mk_ben')).camera_off $$,
  $$ values (true, false, true) $$, 'his own settings change, the host''s mute stays');
select tests.authenticate_as('mk_ben');
select public.set_my_media(pg_temp.m(), true, null);
select tests.reset_role();
select results_eq($$ select (pg_temp.p('mk_ben')).self_muted, (pg_temp.p('mk_ben')).camera_off $$,
  $$ values (true, true) $$, 'null keeps a setting');
select tests.authenticate_as('mk_cleo');
select is((select muted_by_host from public.meeting_participants where user_id = tests.uid('mk_ben')), true,
  'another participant reads that Ben is muted by the host (to silence him)');

-- ---- allow to speak ---------------------------------------------------------------------------------
select tests.authenticate_as('mk_hana');
select lives_ok($$ select public.allow_to_speak(pg_temp.m(), tests.uid('mk_ben')) $$, 'the host allows Ben, hand raised, to speak');
select tests.reset_role();
select results_eq($$ select (pg_temp.p('mk_ben')).hand_raised_at, (pg_temp.p('mk_ben')).muted_by_host, (pg_temp.p('mk_ben')).self_muted $$,
  $$ values (null::timestamptz, false, false) $$, 'his hand is lowered and he is unmuted');
select tests.authenticate_as('mk_hana');
select throws_ok($$ select public.allow_to_speak(pg_temp.m(), tests.uid('mk_ben')) $$, '23514', 'They have not raised their hand.',
  'allowing again needs a new raised hand');

-- ---- a host's mute survives leaving and coming back ------------------------------------------------
select public.mute_participant(pg_temp.m(), tests.uid('mk_cleo'));
select tests.authenticate_as('mk_cleo');
select public.leave_meeting(pg_temp.m());
select public.join_meeting();
select tests.reset_role();
select results_eq($$ select (pg_temp.p('mk_cleo')).muted_by_host, (pg_temp.p('mk_cleo')).left_at $$,
  $$ values (true, null::timestamptz) $$, 'Cleo, muted by the host, is still muted after leaving and rejoining');

-- ---- chat ---------------------------------------------------------------------------------------------
select tests.authenticate_as('mk_ben');
select lives_ok($$ insert into public.meeting_messages (id, meeting_id, body)
                   values ('50000000-0000-4000-8000-000000000001', pg_temp.m(), '  Hello everyone  ') $$,
  'a participant sends a chat message');
select results_eq($$ select author_id, body from public.meeting_messages where id = '50000000-0000-4000-8000-000000000001' $$,
  $$ values (tests.uid('mk_ben'), 'Hello everyone') $$, 'as himself, trimmed');
select throws_ok($$ insert into public.meeting_messages (meeting_id, body) values (pg_temp.m(), '   ') $$, '23514', null,
  'a blank message is refused');
select throws_ok($$ insert into public.meeting_messages (meeting_id, body) values (pg_temp.m(), repeat('a', 1001)) $$, '23514', null,
  'a message over 1,000 characters is refused');
select lives_ok($$ insert into public.meeting_messages (meeting_id, body) values (pg_temp.m(), repeat('a', 1000)) $$,
  '1,000 characters are fine');
select throws_ok($$ insert into public.meeting_messages (meeting_id, author_id, body) values (pg_temp.m(), tests.uid('mk_cleo'), 'As Cleo') $$,
  '42501', null, 'nobody writes as someone else');
select throws_ok($$ update public.meeting_messages set body = 'Changed' $$, '42501', null, 'a message cannot be changed');
select throws_ok($$ delete from public.meeting_messages $$, '42501', null, 'nor deleted');
select tests.authenticate_as('mk_cleo');
select is((select body from public.meeting_messages where id = '50000000-0000-4000-8000-000000000001'), 'Hello everyone',
  'another participant reads it');
select tests.authenticate_as('mk_olly');
select is_empty($$ select 1 from public.meeting_messages $$, 'a member outside the meeting reads none');
select throws_ok($$ insert into public.meeting_messages (meeting_id, body) values (pg_temp.m(), 'Let me in') $$, '42501', null,
  'nor writes in it');
select tests.clear_authentication();
select throws_ok($$ select * from public.meeting_messages $$, '42501', null, 'anon reads no chat');
select tests.reset_role();
insert into public.member_restrictions (user_id, kind) values (tests.uid('mk_mo'), 'mute');
select tests.authenticate_as('mk_mo');
select throws_ok($$ insert into public.meeting_messages (meeting_id, body) values (pg_temp.m(), 'Hi') $$, '42501',
  'You are muted until a moderator lifts it.', 'a member muted by a moderator sends no chat');

-- after leaving: one's own messages, not the others'
select tests.authenticate_as('mk_cleo');
insert into public.meeting_messages (id, meeting_id, body) values ('50000000-0000-4000-8000-000000000002', pg_temp.m(), 'From Cleo');
select tests.authenticate_as('mk_ben');
select public.leave_meeting(pg_temp.m());
select results_eq($$ select body from public.meeting_messages order by created_at, body $$,
  $$ values ('Hello everyone'), (repeat('a', 1000)) $$, 'after leaving, Ben reads only his own messages');
select throws_ok($$ insert into public.meeting_messages (meeting_id, body) values (pg_temp.m(), 'Still here?') $$, '42501', null,
  'and sends none');

-- after the end: nobody writes
select tests.authenticate_as('mk_hana');
select public.end_meeting(pg_temp.m());
select tests.authenticate_as('mk_cleo');
select throws_ok($$ insert into public.meeting_messages (meeting_id, body) values (pg_temp.m(), 'Anyone?') $$, '42501', null,
  'nobody writes in an ended meeting');
select throws_ok($$ select public.set_my_media(pg_temp.m(), true, true) $$, '23514', 'This meeting has ended.',
  'nor changes their state in it');
select tests.authenticate_as('mk_hana');
select throws_ok($$ select public.end_meeting(pg_temp.m()) $$, '23514', 'This meeting has ended.', 'an ended meeting is not ended twice');

select tests.authenticate_as_service_role();
select is((select count(*)::int from public.meeting_messages where meeting_id = pg_temp.m()), 3,
  'the service role reads the whole chat');

select * from finish();
rollback;
