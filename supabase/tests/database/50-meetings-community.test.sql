-- Meetings (20261130090000_meetings): the tables, their row security and the community meeting.
-- Nobody writes meetings or participants but the functions; the first member to join starts the
-- community meeting and hosts it; joining twice changes nothing; a seventh is refused; only the
-- host ends it; when the host leaves, the earliest joiner present becomes host; an ended meeting
-- is never joined again and the next join starts a new one; the last one out ends it; a suspended
-- member is refused; anon, the service role and a token without its second factor call nothing.
--   Hana starts, Ben, Cleo, Dev, Eve and Fay join (six), Gus is the seventh; Olly is a member who
--   never joins; Sid is suspended; Max has a verified second factor.
begin;
select plan(65);

select tests.create_user('mc_hana', '{"name": "Hana Host"}'::jsonb);
select tests.create_user('mc_ben', '{"name": "Ben"}'::jsonb);
select tests.create_user('mc_cleo', '{"name": "Cleo"}'::jsonb);
select tests.create_user('mc_dev', '{"name": "Dev"}'::jsonb);
select tests.create_user('mc_eve', '{"name": "Eve"}'::jsonb);
select tests.create_user('mc_fay', '{"name": "Fay"}'::jsonb);
select tests.create_user('mc_gus', '{"name": "Gus"}'::jsonb);
select tests.create_user('mc_olly', '{"name": "Olly Outsider"}'::jsonb);
select tests.create_user('mc_sid', '{"name": "Sid Suspended"}'::jsonb);
select tests.create_user('mc_max', '{"name": "Max Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('mc_max'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');
insert into public.member_restrictions (user_id, kind) values (tests.uid('mc_sid'), 'suspend');

-- Meeting ids by name, as the joins return them.
create temporary table meeting_ids (name text primary key, id uuid);
grant all on meeting_ids to anon, authenticated, service_role;
create function pg_temp.meeting(p_name text) returns uuid language sql stable as $$
  select id from meeting_ids where name = p_name
$$;
grant execute on function pg_temp.meeting(text) to anon, authenticated, service_role;

-- ---- schema -----------------------------------------------------------------------------------
select columns_are('public', 'meetings', array['id', 'kind', 'booking_id', 'host_id', 'status', 'started_at', 'ended_at'],
  'meetings has the agreed columns');
select columns_are('public', 'meeting_participants',
  array['meeting_id', 'user_id', 'joined_at', 'left_at', 'hand_raised_at', 'muted_by_host', 'self_muted', 'camera_off', 'seen_at'],
  'meeting_participants has the agreed columns (and seen_at, 50-meetings-heartbeat)');
select columns_are('public', 'meeting_messages', array['id', 'meeting_id', 'author_id', 'body', 'created_at'],
  'meeting_messages has the agreed columns');
select col_is_pk('public', 'meeting_participants', array['meeting_id', 'user_id'], 'one participant row per member and meeting');
select col_is_unique('public', 'meetings', 'booking_id', 'one meeting per booking');
select fk_ok('public', 'meetings', 'booking_id', 'public', 'bookings', 'id', 'meetings.booking_id references bookings');
select ok((select indexdef ~ 'WHERE \(\(kind = ''community''::text\) AND \(status = ''live''::text\)\)' and indexdef ~ 'UNIQUE'
             from pg_indexes where indexname = 'meetings_one_live_community'),
  'at most one live community meeting (partial unique index)');
select policies_are('public', 'meetings', array['meetings_select_participants', 'meetings_require_aal2'],
  'meetings: present participants read; the two-factor rule; no write policy');
select policies_are('public', 'meeting_participants',
  array['meeting_participants_select_participants', 'meeting_participants_require_aal2'],
  'meeting_participants: present participants (and the member themself) read; the two-factor rule; no write policy');
select policies_are('public', 'meeting_messages',
  array['meeting_messages_select_participants', 'meeting_messages_insert_participants', 'meeting_messages_require_aal2'],
  'meeting_messages: participants read and write; the two-factor rule');
select is(
  (select array_agg(p.proname::text order by p.proname) from pg_proc as p
    where p.pronamespace = 'public'::regnamespace
      and p.proname in ('join_meeting', 'leave_meeting', 'raise_hand', 'lower_hand', 'set_my_media',
                        'mute_participant', 'allow_to_speak', 'end_meeting', 'meeting_state')
      and not p.prosecdef
      and has_function_privilege('authenticated', p.oid, 'execute')
      and not has_function_privilege('anon', p.oid, 'execute')),
  array['allow_to_speak', 'end_meeting', 'join_meeting', 'leave_meeting', 'lower_hand', 'meeting_state',
        'mute_participant', 'raise_hand', 'set_my_media'],
  'the nine meeting functions are security invoker wrappers that members, not anon, may execute');
select is(pg_get_function_arguments('public.join_meeting(uuid)'::regprocedure), 'booking_id uuid DEFAULT NULL::uuid',
  'join_meeting(booking_id uuid default null)');
select ok(not has_table_privilege('authenticated', 'public.meetings', 'insert')
          and not has_table_privilege('authenticated', 'public.meetings', 'update')
          and not has_table_privilege('authenticated', 'public.meeting_participants', 'insert')
          and not has_table_privilege('authenticated', 'public.meeting_participants', 'update')
          and not has_table_privilege('authenticated', 'public.meeting_participants', 'delete')
          and not has_table_privilege('authenticated', 'public.meeting_messages', 'update')
          and not has_table_privilege('authenticated', 'public.meeting_messages', 'delete')
          and not has_table_privilege('anon', 'public.meetings', 'select'),
  'members write meetings and participants only through the functions; nobody updates or deletes chat; anon reads nothing');

-- ---- signed out, the service role --------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.join_meeting() $$, '42501', null, 'anon cannot join a meeting');
select throws_ok($$ select * from public.meetings $$, '42501', null, 'anon cannot read meetings');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.join_meeting() $$, '42501', null,
  'the service role cannot join (a meeting is joined by a member)');

-- ---- the first member starts the meeting and hosts it ------------------------------------------
select tests.authenticate_as('mc_hana');
insert into meeting_ids select 'first', public.join_meeting();
select results_eq($$ select kind, status, host_id, booking_id from public.meetings $$,
  $$ values ('community', 'live', tests.uid('mc_hana'), null::uuid) $$,
  'Hana, first to join, starts a live community meeting and is its host');
select is(public.join_meeting(), pg_temp.meeting('first'), 'joining again returns the same meeting');
select is((select count(*)::int from public.meeting_participants), 1, 'and adds no second row');

select tests.authenticate_as('mc_ben');
select is(public.join_meeting(), pg_temp.meeting('first'), 'Ben joins the live meeting, not a new one');
select is((select count(*)::int from public.meeting_participants where meeting_id = pg_temp.meeting('first')), 2,
  'a participant reads every participant row of the meeting');
select is((select host_id from public.meetings), tests.uid('mc_hana'), 'and the meeting row: Hana hosts');
select is(public.meeting_state(pg_temp.meeting('first')) -> 'participants' -> 1 ->> 'name', 'Ben',
  'meeting_state lists the participants by joining order, with their names');

-- ---- nobody writes the tables ---------------------------------------------------------------------
select throws_ok($$ update public.meetings set host_id = auth.uid() $$, '42501', null, 'Ben cannot make himself host');
select throws_ok($$ insert into public.meeting_participants (meeting_id, user_id) values (pg_temp.meeting('first'), tests.uid('mc_olly')) $$,
  '42501', null, 'nor add a participant');
select throws_ok($$ update public.meeting_participants set muted_by_host = false $$, '42501', null, 'nor unmute anyone directly');
select throws_ok($$ delete from public.meeting_participants $$, '42501', null, 'nor delete a participant');

-- ---- only the host ends ----------------------------------------------------------------------------
select throws_ok($$ select public.end_meeting(pg_temp.meeting('first')) $$, '42501', 'Only the host can do that.',
  'a participant who is not host cannot end the meeting');
select throws_ok($$ select public.mute_participant(pg_temp.meeting('first'), tests.uid('mc_hana')) $$,
  '42501', 'Only the host can do that.', 'nor mute the host');

-- ---- another member, not in the meeting ---------------------------------------------------------
select tests.authenticate_as('mc_olly');
select is_empty($$ select 1 from public.meetings $$, 'a member not in the meeting does not read it');
select is_empty($$ select 1 from public.meeting_participants $$, 'nor who is in it');
select throws_ok($$ select public.meeting_state(pg_temp.meeting('first')) $$, '42501', 'You are not in this meeting.',
  'nor its state');
select throws_ok($$ select public.end_meeting(pg_temp.meeting('first')) $$, '42501', 'You are not in this meeting.',
  'nor ends it');
select throws_ok($$ select public.raise_hand(pg_temp.meeting('first')) $$, '42501', 'You are not in this meeting.',
  'nor raises a hand in it');
select lives_ok($$ select public.leave_meeting(pg_temp.meeting('first')) $$, 'leaving a meeting one is not in does nothing');
select tests.reset_role();
select is((select count(*)::int from public.meeting_participants where left_at is null), 2, 'the two are still present');

-- ---- six at most ---------------------------------------------------------------------------------------
select tests.authenticate_as('mc_cleo');
select public.join_meeting();
select tests.authenticate_as('mc_dev');
select public.join_meeting();
select tests.authenticate_as('mc_eve');
select public.join_meeting();
select tests.authenticate_as('mc_fay');
select is(public.join_meeting(), pg_temp.meeting('first'), 'the sixth joins');
select tests.authenticate_as('mc_gus');
select throws_ok($$ select public.join_meeting() $$, '23514', 'This meeting is full', 'the seventh is refused');
select tests.authenticate_as('mc_fay');
select is(public.join_meeting(), pg_temp.meeting('first'), 'one already present may still join again (no change)');
select public.leave_meeting(pg_temp.meeting('first'));
select tests.authenticate_as('mc_gus');
select is(public.join_meeting(), pg_temp.meeting('first'), 'once one leaves, the seventh gets in');
select tests.reset_role();
select is((select count(*)::int from public.meeting_participants where meeting_id = pg_temp.meeting('first') and left_at is null), 6,
  'six are present');

-- ---- a suspended member; a token without its second factor ------------------------------------
select tests.authenticate_as('mc_sid');
select throws_ok($$ select public.join_meeting() $$, '42501', 'Your account is suspended until a moderator lifts it.',
  'a suspended member cannot join');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('mc_max'), 'aal', 'aal1'));
select throws_ok($$ select public.join_meeting() $$, '42501', null, 'aal1 with a verified factor cannot join');
select tests.reset_role();
update public.meeting_participants set left_at = now()
 where meeting_id = pg_temp.meeting('first') and user_id = tests.uid('mc_gus');
insert into public.meeting_participants (meeting_id, user_id) values (pg_temp.meeting('first'), tests.uid('mc_max'));
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('mc_max'), 'aal', 'aal1'));
select is_empty($$ select 1 from public.meetings $$, 'aal1 with a verified factor reads no meeting, even one it is in');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('mc_max'), 'aal', 'aal2'));
select is((select count(*)::int from public.meetings), 1, 'aal2: reads its meeting');
select public.leave_meeting(pg_temp.meeting('first'));

-- ---- the host leaves: the earliest joiner present takes over -----------------------------------
select tests.authenticate_as('mc_hana');
select public.leave_meeting(pg_temp.meeting('first'));
select is_empty($$ select 1 from public.meetings $$, 'Hana, gone, no longer reads the meeting');
select is((select count(*)::int from public.meeting_participants), 1, 'only her own participant row');
select tests.authenticate_as('mc_ben');
select is((select host_id from public.meetings), tests.uid('mc_ben'), 'Ben, who joined earliest of those present, is host');
select is(public.meeting_state(pg_temp.meeting('first')) ->> 'host_id', tests.uid('mc_ben')::text, 'as the state says');
select ok(not (public.meeting_state(pg_temp.meeting('first')) -> 'participants' @> jsonb_build_array(jsonb_build_object('user_id', tests.uid('mc_hana')))),
  'the state lists only those present');
select tests.authenticate_as('mc_hana');
select is(public.join_meeting(), pg_temp.meeting('first'), 'Hana comes back to the same meeting');
select tests.reset_role();
select ok((select joined_at > (select joined_at from public.meeting_participants
                                 where meeting_id = pg_temp.meeting('first') and user_id = tests.uid('mc_eve'))
             from public.meeting_participants where meeting_id = pg_temp.meeting('first') and user_id = tests.uid('mc_hana')),
  'her rejoin counts from now (the same row, left_at cleared, joined_at new)');
select is((select host_id from public.meetings where id = pg_temp.meeting('first')), tests.uid('mc_ben'),
  'and Ben stays host');

-- ---- Ben ends it for everyone -----------------------------------------------------------------------
select tests.authenticate_as('mc_ben');
select lives_ok($$ select public.end_meeting(pg_temp.meeting('first')) $$, 'the host ends the meeting');
select tests.reset_role();
select results_eq($$ select status, ended_at is not null from public.meetings where id = pg_temp.meeting('first') $$,
  $$ values ('ended', true) $$, 'it is ended');
select is((select count(*)::int from public.meeting_participants where meeting_id = pg_temp.meeting('first') and left_at is null), 0,
  'and everyone has left it');
select tests.authenticate_as('mc_cleo');
select throws_ok($$ select public.raise_hand(pg_temp.meeting('first')) $$, '23514', 'This meeting has ended.',
  'a participant of the ended meeting is told it has ended');
select throws_ok($$ select public.meeting_state(pg_temp.meeting('first')) $$, '42501', 'You are not in this meeting.',
  'and no longer reads its state');

-- ---- the next join starts a new one; the last one out ends it --------------------------------------
insert into meeting_ids select 'second', public.join_meeting();
select isnt(pg_temp.meeting('second'), pg_temp.meeting('first'), 'rejoining never returns the ended meeting: a new one starts');
select is((select host_id from public.meetings where id = pg_temp.meeting('second')), tests.uid('mc_cleo'),
  'Cleo, first in, hosts it');
select tests.authenticate_as('mc_dev');
select is(public.join_meeting(), pg_temp.meeting('second'), 'the next member joins the new one');
select public.leave_meeting(pg_temp.meeting('second'));
select tests.authenticate_as('mc_cleo');
select public.leave_meeting(pg_temp.meeting('second'));
select tests.reset_role();
select results_eq($$ select status, ended_at is not null from public.meetings where id = pg_temp.meeting('second') $$,
  $$ values ('ended', true) $$, 'the last one out ends a community meeting');
select is((select count(*)::int from public.meetings where kind = 'community' and status = 'live'), 0, 'none is live');

-- ---- the service role reads everything --------------------------------------------------------------
select tests.authenticate_as_service_role();
select is((select count(*)::int from public.meetings where id in (pg_temp.meeting('first'), pg_temp.meeting('second'))), 2,
  'the service role reads every meeting');
select is((select count(*)::int from public.meeting_participants where meeting_id = pg_temp.meeting('first')), 8,
  'and every participant row (eight members were in the first)');

select * from finish();
rollback;
