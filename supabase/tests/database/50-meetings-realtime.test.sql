-- Meetings (20261130090000_meetings): Realtime authorisation of the meeting topics, probed as
-- Supabase Realtime does (17-rooms-realtime), and the broadcasts the database sends.
--   meeting:<id>                  its present participants receive (broadcast only); nobody sends
--                                 or tracks Presence on it, the host included;
--   meeting:<id>:pair:<lo>:<hi>   its two participants (lo < hi as text), while present in the
--                                 live meeting, receive and send, broadcast and Presence; nobody
--                                 else, and no other spelling of the topic.
-- The state broadcast follows every change (join, hand, media, mute, allow, leave and host change,
-- end) with the agreed payload; the message broadcast carries each chat message.
--   Ann hosts; Bea and Cal take part; Dan is a member who never joins; Eli joined and left.
begin;
select plan(44);

select tests.create_user('mr_ann', '{"name": "Ann Host"}'::jsonb);
select tests.create_user('mr_bea', '{"name": "Bea"}'::jsonb);
select tests.create_user('mr_cal', '{"name": "Cal"}'::jsonb);
select tests.create_user('mr_dan', '{"name": "Dan Outsider"}'::jsonb);
select tests.create_user('mr_eli', '{"name": "Eli Left"}'::jsonb);
select tests.create_user('mr_max', '{"name": "Max Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('mr_max'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');

create temporary table meeting_ids (name text primary key, id uuid);
grant all on meeting_ids to anon, authenticated, service_role;

-- The database's broadcasts on meeting topics, numbered in the order the actions sent them
-- (realtime.messages.inserted_at is the transaction's time, one for all of them here): each action
-- below is followed by pg_temp.capture().
create temporary table sent (n serial primary key, id uuid unique, topic text, event text, payload jsonb, private boolean);
grant select on sent to authenticated;
create function pg_temp.capture() returns void language sql security definer as $$
  insert into pg_temp.sent (id, topic, event, payload, private)
  select m.id, m.topic, m.event, m.payload, m.private from realtime.messages as m
   where m.event is not null and m.topic like 'meeting:%' and m.id not in (select s.id from pg_temp.sent as s)
   order by m.inserted_at, m.id
$$;
grant execute on function pg_temp.capture() to authenticated;

select tests.authenticate_as('mr_ann');
insert into meeting_ids select 'm', public.join_meeting();
select pg_temp.capture();
select tests.authenticate_as('mr_bea');
select public.join_meeting();
select pg_temp.capture();
select tests.authenticate_as('mr_cal');
select public.join_meeting();
select pg_temp.capture();
select tests.authenticate_as('mr_eli');
select public.join_meeting();
select pg_temp.capture();
select public.leave_meeting((select id from meeting_ids));
select pg_temp.capture();
select tests.reset_role();
-- Max is present (inserted directly) to test his token's second factor.
insert into public.meeting_participants (meeting_id, user_id, joined_at) select id, tests.uid('mr_max'), clock_timestamp() from meeting_ids;

-- The topics.
create function pg_temp.state_topic() returns text language sql stable as $$ select 'meeting:' || (select id from meeting_ids) $$;
-- The pair topic of two members, lower id first (p_swap: the other way round).
create function pg_temp.pair(a text, b text, p_swap boolean default false) returns text language sql stable as $$
  select pg_temp.state_topic() || ':pair:'
         || case when (tests.uid(a)::text < tests.uid(b)::text) <> p_swap then tests.uid(a)::text || ':' || tests.uid(b)::text
                 else tests.uid(b)::text || ':' || tests.uid(a)::text end
$$;
create temporary table topics (name text primary key, topic text);
insert into topics values
  ('state', pg_temp.state_topic()),
  ('ann_bea', pg_temp.pair('mr_ann', 'mr_bea')),
  ('bea_ann', pg_temp.pair('mr_ann', 'mr_bea', true)),
  ('ann_cal', pg_temp.pair('mr_ann', 'mr_cal')),
  ('ann_bea_upper', upper(pg_temp.pair('mr_ann', 'mr_bea'))),
  ('ann_bea_tail', pg_temp.pair('mr_ann', 'mr_bea') || ':x'),
  ('other_meeting', 'meeting:00000000-0000-4000-8000-000000000000');
grant select on topics to anon, authenticated, service_role;
create function pg_temp.t(p_name text) returns text language sql stable as $$ select topic from topics where name = p_name $$;
grant execute on function pg_temp.t(text) to anon, authenticated, service_role;

select ok((select bool_and(topic <> upper(topic)) from topics where name = 'ann_bea'), 'the pair topic has letters to upper-case');
-- Probe rows, as Realtime inserts them with its administrator connection: one broadcast and one
-- presence row per topic.
insert into realtime.messages (topic, extension, payload)
select t.topic, e.extension, jsonb_build_object('probe', t.name)
  from topics as t cross join (values ('broadcast'), ('presence')) as e (extension);

-- What the caller may read with realtime.topic = topic (Realtime's read probe): the probe rows'
-- extensions.
create function pg_temp.visible(p_name text) returns setof text language plpgsql as $$
begin
  perform set_config('realtime.topic', pg_temp.t(p_name), true);
  return query select m.extension from realtime.messages as m
    where m.payload ->> 'probe' is not null order by m.extension;
end;
$$;
-- Realtime's write probe: insert a row for the topic and extension as the caller.
create function pg_temp.write(p_name text, p_extension text) returns void language plpgsql as $$
begin
  perform set_config('realtime.topic', pg_temp.t(p_name), true);
  insert into realtime.messages (topic, extension) values (pg_temp.t(p_name), p_extension);
end;
$$;

-- ---- the state topic -------------------------------------------------------------------------------
select tests.authenticate_as('mr_bea');
select results_eq($$ select * from pg_temp.visible('state') $$, $$ values ('broadcast') $$,
  'a participant joins the state topic (its broadcasts, no Presence)');
select throws_ok($$ select pg_temp.write('state', 'broadcast') $$, '42501', null, 'a participant cannot send on it');
select throws_ok($$ select pg_temp.write('state', 'presence') $$, '42501', null, 'nor track Presence on it');
select is_empty($$ select * from pg_temp.visible('other_meeting') $$, 'nor join another meeting''s state topic');
select tests.authenticate_as('mr_ann');
select results_eq($$ select * from pg_temp.visible('state') $$, $$ values ('broadcast') $$, 'the host joins it');
select throws_ok($$ select pg_temp.write('state', 'broadcast') $$, '42501', null, 'the host cannot send on it either');
select tests.authenticate_as('mr_dan');
select is_empty($$ select * from pg_temp.visible('state') $$, 'a member not in the meeting cannot join it');
select throws_ok($$ select pg_temp.write('state', 'broadcast') $$, '42501', null, 'nor send on it');
select tests.authenticate_as('mr_eli');
select is_empty($$ select * from pg_temp.visible('state') $$, 'one who left cannot join it');
select tests.clear_authentication();
select is_empty($$ select * from pg_temp.visible('state') $$, 'anon cannot join it');
select throws_ok($$ select pg_temp.write('state', 'broadcast') $$, '42501', null, 'nor send on it');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('mr_max'), 'aal', 'aal1'));
select is_empty($$ select * from pg_temp.visible('state') $$, 'a participant''s aal1 token with a verified factor cannot join');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('mr_max'), 'aal', 'aal2'));
select results_eq($$ select * from pg_temp.visible('state') $$, $$ values ('broadcast') $$, 'aal2: joins');

-- ---- a pair's signalling topic -------------------------------------------------------------------------
select tests.authenticate_as('mr_ann');
select results_eq($$ select * from pg_temp.visible('ann_bea') $$, $$ values ('broadcast'), ('presence') $$,
  'Ann joins the Ann-Bea topic (broadcast and Presence)');
select lives_ok($$ select pg_temp.write('ann_bea', 'broadcast') $$, 'and sends on it');
select lives_ok($$ select pg_temp.write('ann_bea', 'presence') $$, 'and tracks Presence on it');
select results_eq($$ select * from pg_temp.visible('ann_cal') $$, $$ values ('broadcast'), ('presence') $$,
  'and joins the Ann-Cal topic');
select is_empty($$ select * from pg_temp.visible('bea_ann') $$, 'the pair spelled higher id first is no topic');
select throws_ok($$ select pg_temp.write('bea_ann', 'broadcast') $$, '42501', null, 'nothing is sent on it');
select is_empty($$ select * from pg_temp.visible('ann_bea_upper') $$, 'nor on upper-case ids');
select is_empty($$ select * from pg_temp.visible('ann_bea_tail') $$, 'nor on a longer topic');
select tests.authenticate_as('mr_bea');
select results_eq($$ select * from pg_temp.visible('ann_bea') $$, $$ values ('broadcast'), ('presence') $$,
  'Bea joins the Ann-Bea topic');
select lives_ok($$ select pg_temp.write('ann_bea', 'broadcast') $$, 'and sends on it');
select is_empty($$ select * from pg_temp.visible('ann_cal') $$, 'Bea cannot join the Ann-Cal topic (not hers)');
select throws_ok($$ select pg_temp.write('ann_cal', 'broadcast') $$, '42501', null, 'nor send on it');
select tests.authenticate_as('mr_cal');
select is_empty($$ select * from pg_temp.visible('ann_bea') $$, 'Cal, in the meeting, cannot join the Ann-Bea topic');
select throws_ok($$ select pg_temp.write('ann_bea', 'presence') $$, '42501', null, 'nor track Presence on it');
select tests.authenticate_as('mr_dan');
select is_empty($$ select * from pg_temp.visible('ann_bea') $$, 'a member not in the meeting cannot join a pair topic');
select tests.clear_authentication();
select is_empty($$ select * from pg_temp.visible('ann_bea') $$, 'nor anon');
select throws_ok($$ select pg_temp.write('ann_bea', 'broadcast') $$, '42501', null, 'who sends nothing');

-- ---- the broadcasts -------------------------------------------------------------------------------------
select tests.authenticate_as('mr_bea');
select public.raise_hand((select id from meeting_ids));
select pg_temp.capture();
select public.set_my_media((select id from meeting_ids), true, true);
select pg_temp.capture();
insert into public.meeting_messages (id, meeting_id, body) values ('5e000000-0000-4000-8000-000000000001', (select id from meeting_ids), 'Hello Ann');
select pg_temp.capture();
select tests.authenticate_as('mr_ann');
select public.mute_participant((select id from meeting_ids), tests.uid('mr_bea'));
select pg_temp.capture();
select public.allow_to_speak((select id from meeting_ids), tests.uid('mr_bea'));
select pg_temp.capture();
select public.leave_meeting((select id from meeting_ids));
select pg_temp.capture();

-- The broadcasts on the state topic as a member receives them (RLS on realtime.messages, topic
-- set), numbered.
create function pg_temp.received() returns table (n int, event text, payload jsonb, private boolean) language plpgsql as $$
begin
  perform set_config('realtime.topic', pg_temp.t('state'), true);
  return query select s.n, m.event, m.payload, m.private
    from realtime.messages as m join pg_temp.sent as s on s.id = m.id
   where m.topic = pg_temp.t('state');
end;
$$;
grant execute on function pg_temp.received() to authenticated;
-- Bea's entry in the n-th message received.
create function pg_temp.bea_in(p_n int) returns jsonb language sql as $$
  select p from pg_temp.received() as r, jsonb_array_elements(r.payload -> 'participants') as p
   where r.n = p_n and p ->> 'user_id' = tests.uid('mr_bea')::text
$$;
grant execute on function pg_temp.bea_in(int) to authenticated;

select tests.authenticate_as('mr_cal');
select results_eq($$ select event, private from pg_temp.received() order by n $$,
  $$ values ('state', true), ('state', true), ('state', true), ('state', true), ('state', true), ('state', true), ('state', true),
            ('message', true), ('state', true), ('state', true), ('state', true) $$,
  'a participant receives a private state broadcast after each join (Ann, Bea, Cal, Eli), leave (Eli), hand, media change, mute, allow and leave with host change (Ann), and the chat message');
select is(
  (select count(*)::int from pg_temp.received() as r
    where r.event = 'state'
      and (select array_agg(k order by k) from jsonb_object_keys(r.payload) as k)
          = array['host_id', 'id', 'kind', 'meeting_id', 'participants', 'status']),
  10, 'every state payload is {meeting_id, status, host_id, kind, participants} (and realtime.send''s id)');
select is((select jsonb_array_length(payload -> 'participants') from pg_temp.received() where n = 3), 3,
  'after Cal''s join the state lists three participants');
select ok((pg_temp.bea_in(6) ->> 'hand_raised_at') is not null, 'after her raised hand, Bea''s hand_raised_at is set');
select results_eq($$ select (pg_temp.bea_in(7) ->> 'self_muted')::boolean, (pg_temp.bea_in(7) ->> 'camera_off')::boolean $$,
  $$ values (true, true) $$, 'after her media change, self_muted and camera_off');
select is((pg_temp.bea_in(9) ->> 'muted_by_host')::boolean, true, 'after the host''s mute, muted_by_host');
select results_eq(
  $$ select pg_temp.bea_in(10) ->> 'hand_raised_at', (pg_temp.bea_in(10) ->> 'muted_by_host')::boolean, (pg_temp.bea_in(10) ->> 'self_muted')::boolean $$,
  $$ values (null::text, false, false) $$, 'after allow to speak: hand down, unmuted');
select is((select payload - 'id' from pg_temp.received() where n = 11),
  jsonb_build_object(
    'meeting_id', (select id from meeting_ids), 'status', 'live', 'host_id', tests.uid('mr_bea'), 'kind', 'community',
    'participants', jsonb_build_array(
      jsonb_build_object('user_id', tests.uid('mr_bea'), 'name', 'Bea',
        'joined_at', (select to_jsonb(joined_at) from public.meeting_participants where user_id = tests.uid('mr_bea')),
        'hand_raised_at', null, 'muted_by_host', false, 'self_muted', false, 'camera_off', true),
      jsonb_build_object('user_id', tests.uid('mr_cal'), 'name', 'Cal',
        'joined_at', (select to_jsonb(joined_at) from public.meeting_participants where user_id = tests.uid('mr_cal')),
        'hand_raised_at', null, 'muted_by_host', false, 'self_muted', false, 'camera_off', false),
      jsonb_build_object('user_id', tests.uid('mr_max'), 'name', 'Max Factor',
        'joined_at', (select to_jsonb(joined_at) from public.meeting_participants where user_id = tests.uid('mr_max')),
        'hand_raised_at', null, 'muted_by_host', false, 'self_muted', false, 'camera_off', false))),
  'when the host leaves: the state names Bea, the earliest joiner present, host, and lists those present by joining order');
select is((select payload from pg_temp.received() where event = 'message'),
  jsonb_build_object('id', '5e000000-0000-4000-8000-000000000001', 'meeting_id', (select id from meeting_ids),
    'author_id', tests.uid('mr_bea'), 'name', 'Bea', 'body', 'Hello Ann',
    'created_at', (select to_jsonb(created_at) from public.meeting_messages where id = '5e000000-0000-4000-8000-000000000001')),
  'message carries {id, meeting_id, author_id, name, body, created_at} of the chat message');
select tests.authenticate_as('mr_dan');
select is_empty($$ select * from pg_temp.received() $$, 'a member not in the meeting receives none of them');
select tests.authenticate_as('mr_ann');
select is_empty($$ select * from pg_temp.visible('ann_bea') $$, 'Ann, gone, can no longer join her pair topics');

-- ---- the end -------------------------------------------------------------------------------------------
select tests.authenticate_as('mr_bea');
select public.end_meeting((select id from meeting_ids));
select pg_temp.capture();
select is_empty($$ select * from pg_temp.visible('ann_cal') $$, 'after the end, no pair topic of the meeting is open');
select tests.reset_role();
select is((select payload - 'id' from sent where topic = pg_temp.t('state') order by n desc limit 1),
  jsonb_build_object('meeting_id', (select id from meeting_ids), 'status', 'ended', 'host_id', tests.uid('mr_bea'),
    'kind', 'community', 'participants', '[]'::jsonb),
  'end_meeting broadcasts status ended and no participants');

select * from finish();
rollback;
