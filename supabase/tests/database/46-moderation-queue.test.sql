-- The moderation queue (20261129200100_moderation_reports): only moderators and administrators
-- (public.user_roles, read at every call: a role taken away counts at once) read the queue, a
-- case and its notes, and receive the private Realtime topic 'moderation'; nobody sends on it.
-- Care comes first, then illegal content, then the number of reporters, then age. A moderator
-- learns nothing of an anonymous author: not through the queue, a case, the topic or any table.
--   Alan writes (named and anonymous); Rita, Ron and Rose report; Olga writes to the moderators;
--   Mona is a moderator, Ada an administrator.
begin;
select plan(67);

select tests.create_user('mq_alan', '{"name": "Alan"}'::jsonb);
select tests.create_user('mq_rita', '{"name": "Rita"}'::jsonb);
select tests.create_user('mq_ron', '{"name": "Ron"}'::jsonb);
select tests.create_user('mq_rose', '{"name": "Rose"}'::jsonb);
select tests.create_user('mq_olga', '{"name": "Olga"}'::jsonb);
select tests.create_user('mq_mona', '{"name": "Mona"}'::jsonb);
select tests.create_user('mq_ada', '{"name": "Ada"}'::jsonb, '{"role": "admin"}'::jsonb);
insert into public.user_roles (user_id, role) values (tests.uid('mq_mona'), 'moderator'), (tests.uid('mq_ada'), 'admin')
on conflict do nothing;
insert into public.room_members (room_slug, user_id)
select s, tests.uid(u) from unnest(array['lounge', 'anonymous-confessions']) as s,
  unnest(array['mq_alan', 'mq_rita', 'mq_ron', 'mq_rose']) as u;
select set_config('test.alan', tests.uid('mq_alan')::text, true);
select set_config('test.key_a1', private.anonymous_key_of(tests.uid('mq_alan'))::text, true);

-- What the current caller may read with realtime.topic = topic (Realtime's read probe).
create function pg_temp.received(topic text) returns setof realtime.messages language plpgsql as $$
begin
  perform set_config('realtime.topic', topic, true);
  return query select * from realtime.messages as m where m.topic = received.topic;
end;
$$;
-- A client's send on a topic (Realtime's write probe).
create function pg_temp.send(topic text) returns void language plpgsql as $$
begin
  perform set_config('realtime.topic', topic, true);
  insert into realtime.messages (topic, extension, event, payload) values (topic, 'broadcast', 'case_changed', '{}'::jsonb);
end;
$$;
grant execute on function pg_temp.received(text), pg_temp.send(text) to anon, authenticated, service_role;

-- Alan's posts: L1, L2, L3 in The Lounge; A1, A2 and A3 in the anonymous room.
select tests.authenticate_as('mq_alan');
insert into public.posts (id, room_slug, body) values
  ('f5000000-0000-4000-8000-000000000001', 'lounge', 'Buy my course.'),
  ('f5000000-0000-4000-8000-000000000002', 'lounge', 'You are all idiots.'),
  ('f5000000-0000-4000-8000-000000000003', 'lounge', 'Nothing matters any more.'),
  ('f5000000-0000-4000-8000-0000000000a1', 'anonymous-confessions', 'A secret that breaks the law.'),
  ('f5000000-0000-4000-8000-0000000000a2', 'anonymous-confessions', 'An old confession.'),
  ('f5000000-0000-4000-8000-0000000000a3', 'anonymous-confessions', 'I am not doing well.');

-- Cases: A (L1, spam, 1 reporter, the oldest), B (L2, harassment, 2 reporters), C (A1, illegal,
-- anonymous), D (L3, at_risk: care), F (Alan's profile, other, 1 reporter), E (Olga writes to the
-- moderators), an earlier anonymous case about A2 (dismissed), and G (A3, Alan asks for care
-- about his own anonymous post).
select tests.authenticate_as('mq_rose');
select set_config('test.case_old', public.submit_report('post', 'f5000000-0000-4000-8000-0000000000a2', 'hate')::text, true);
select tests.authenticate_as('mq_rita');
select set_config('test.case_a', public.submit_report('post', 'f5000000-0000-4000-8000-000000000001', 'spam')::text, true);
select set_config('test.case_b', public.submit_report('post', 'f5000000-0000-4000-8000-000000000002', 'harassment')::text, true);
select tests.authenticate_as('mq_ron');
select public.submit_report('post', 'f5000000-0000-4000-8000-000000000002', 'harassment', 'Again.');
select set_config('test.case_c', public.submit_report('post', 'f5000000-0000-4000-8000-0000000000a1', 'illegal', 'This is a crime.')::text, true);
select set_config('test.case_f', public.submit_report('profile', tests.uid('mq_alan'), 'other')::text, true);
select tests.authenticate_as('mq_rose');
select set_config('test.case_d', public.submit_report('post', 'f5000000-0000-4000-8000-000000000003', 'at_risk')::text, true);
select tests.authenticate_as('mq_olga');
select set_config('test.case_e', public.message_moderators('A question', 'How do I leave a room?')::text, true);
select tests.authenticate_as('mq_alan');
select set_config('test.case_g', public.submit_report('post', 'f5000000-0000-4000-8000-0000000000a3', 'at_risk')::text, true);
select tests.reset_role();
update public.moderation_cases set created_at = now() - interval '2 hours' where id = current_setting('test.case_a')::uuid;
update public.moderation_cases set created_at = now() - interval '3 days', status = 'dismissed', closed_at = now() - interval '2 days'
 where id = current_setting('test.case_old')::uuid;
update public.moderation_cases set created_at = now() - interval '1 minute' where id = current_setting('test.case_g')::uuid;
-- Earlier actions: a warning on case A (named) and a hide on the old anonymous case.
insert into public.moderation_actions (case_id, action, subject_id, target_type, target_id, rule, reason, anonymous) values
  (current_setting('test.case_a')::uuid, 'warn', tests.uid('mq_alan'), 'post', 'f5000000-0000-4000-8000-000000000001', 'spam', 'No ads.', false),
  (current_setting('test.case_old')::uuid, 'hide', tests.uid('mq_alan'), 'post', 'f5000000-0000-4000-8000-0000000000a2', 'hate', 'Hateful.', true);

-- ---- nobody but moderators ---------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.moderation_queue() $$, '42501', null, 'anon: the queue is refused');
select throws_ok($$ select public.moderation_case(current_setting('test.case_b')::uuid) $$, '42501', null, 'anon: a case is refused');
select throws_ok($$ select public.add_case_note(current_setting('test.case_b')::uuid, 'x') $$, '42501', null, 'anon: a note is refused');
select tests.authenticate_as('mq_rita');
select throws_ok($$ select * from public.moderation_queue() $$, '42501', 'Only moderators can do this.', 'Rita, the reporter: the queue is refused');
select throws_ok($$ select public.moderation_case(current_setting('test.case_b')::uuid) $$, '42501', 'Only moderators can do this.',
  'Rita: her own case is refused');
select throws_ok($$ select public.add_case_note(current_setting('test.case_b')::uuid, 'x') $$, '42501', null, 'Rita: a note is refused');
select tests.authenticate_as('mq_alan');
select throws_ok($$ select * from public.moderation_queue() $$, '42501', null, 'Alan, the author: the queue is refused');
select throws_ok($$ select public.moderation_case(current_setting('test.case_c')::uuid) $$, '42501', null, 'Alan: the case about him is refused');
select throws_ok($$ select public.add_case_note(current_setting('test.case_c')::uuid, 'x') $$, '42501', null, 'Alan: a note is refused');
select tests.authenticate_as('mq_olga');
select throws_ok($$ select * from public.moderation_queue() $$, '42501', null, 'Olga, another member: the queue is refused');
select throws_ok($$ select public.moderation_case(current_setting('test.case_e')::uuid) $$, '42501', null, 'Olga: even her own case is refused');
select throws_ok($$ select public.add_case_note(current_setting('test.case_e')::uuid, 'x') $$, '42501', null, 'Olga: a note is refused');
select throws_ok($$ select public.answer_case(current_setting('test.case_e')::uuid, 'x') $$, '42501', null, 'Olga cannot answer her own case');
select tests.authenticate_as_service_role();
select throws_ok($$ select * from public.moderation_queue() $$, '42501', null, 'the service role: the queue is refused');
select throws_ok($$ select public.moderation_case(current_setting('test.case_b')::uuid) $$, '42501', null, 'the service role: a case is refused');
select throws_ok($$ select public.add_case_note(current_setting('test.case_b')::uuid, 'x') $$, '42501', null, 'the service role: a note is refused');
select tests.reset_role();
select is_empty($$ select 1 from public.moderation_notes union all select 1 from public.case_messages where from_moderator $$,
  'the refused calls wrote nothing');
select tests.authenticate_as('mq_rita');
select is(public.is_moderator(), false, 'is_moderator(): false for Rita');
select tests.authenticate_as('mq_mona');
select is(public.is_moderator(), true, 'is_moderator(): true for Mona (user_roles)');

-- ---- the queue ---------------------------------------------------------------------------------
select results_eq($$ select id::text from public.moderation_queue() $$,
  $$ values (current_setting('test.case_g')), (current_setting('test.case_d')), (current_setting('test.case_c')),
            (current_setting('test.case_b')), (current_setting('test.case_a')), (current_setting('test.case_f')),
            (current_setting('test.case_e')) $$,
  'Mona''s queue: care first (oldest first), then illegal content, then most reporters, then the oldest; no closed case');
select results_eq(
  $$ select kind, target_type, anonymous, reasons, reporter_count, excerpt, subject_name, auto_hidden, room_slug
       from public.moderation_queue() where id = current_setting('test.case_b')::uuid $$,
  $$ values ('report'::text, 'post'::text, false, array['harassment']::text[], 2, 'You are all idiots.'::text, 'Alan'::text, false, 'lounge'::text) $$,
  'a named case: its reasons, two reporters, the excerpt and the author''s name');
select results_eq(
  $$ select kind, anonymous, reasons, reporter_count, excerpt, subject_name, room_slug
       from public.moderation_queue() where id = current_setting('test.case_c')::uuid $$,
  $$ values ('report'::text, true, array['illegal']::text[], 1, 'A secret that breaks the law.'::text, null::text, 'anonymous-confessions'::text) $$,
  'an anonymous case: no author name');
select results_eq($$ select kind, excerpt, subject_name, reporter_count from public.moderation_queue() where id = current_setting('test.case_e')::uuid $$,
  $$ values ('contact'::text, 'A question'::text, 'Olga'::text, 0) $$, 'a message to the moderators: its subject and who wrote');
select is_empty(
  $$ select 1 from public.moderation_queue() as q where q.anonymous
       and (row_to_json(q)::text like '%' || current_setting('test.alan') || '%' or row_to_json(q)::text like '%Alan%') $$,
  'no anonymous row of the queue holds Alan''s id or name');
select tests.authenticate_as('mq_ada');
select is((select count(*)::int from public.moderation_queue()), 7, 'Ada, an administrator, reads the queue too');
select is(public.moderation_case(current_setting('test.case_c')::uuid) -> 'subject', 'null'::jsonb,
  'Ada reads a case too, and an anonymous one without its author (revealing is a separate, logged act)');
select ok(public.add_case_note(current_setting('test.case_c')::uuid, 'Looks illegal.') is not null, 'Ada adds a note');

-- ---- a case ------------------------------------------------------------------------------------
select tests.authenticate_as('mq_mona');
select set_config('test.case_b_json', public.moderation_case(current_setting('test.case_b')::uuid)::text, true);
select is(current_setting('test.case_b_json')::jsonb -> 'subject',
  jsonb_build_object('id', tests.uid('mq_alan'), 'name', 'Alan'), 'a named case names its subject');
select is((select array_agg(r -> 'reporter' ->> 'name' order by r -> 'reporter' ->> 'name')
             from jsonb_array_elements(current_setting('test.case_b_json')::jsonb -> 'reports') as r),
  array['Rita', 'Ron'], 'and who reported (moderators see reporters)');
select is(current_setting('test.case_b_json')::jsonb -> 'snapshot' ->> 'text', 'You are all idiots.', 'and the snapshot');
select is(current_setting('test.case_b_json')::jsonb -> 'earlier',
  jsonb_build_object('cases', 2, 'actions', jsonb_build_array(jsonb_build_object('action', 'warn', 'rule', 'spam',
    'created_at', now()))),
  'earlier: Alan''s two other named report cases and the warning; nothing from his anonymous posts');
select is((select array_agg(h ->> 'verb' order by h ->> 'verb') from jsonb_array_elements(current_setting('test.case_b_json')::jsonb -> 'history') as h),
  array['report', 'report'], 'its history comes from the log');

select set_config('test.case_c_json', public.moderation_case(current_setting('test.case_c')::uuid)::text, true);
select is(current_setting('test.case_c_json')::jsonb -> 'subject', 'null'::jsonb, 'an anonymous case has no subject');
select is(current_setting('test.case_c_json')::jsonb -> 'earlier', '{"cases": 1}'::jsonb,
  'earlier: only a count of cases about the same author''s anonymous posts');
select ok(current_setting('test.case_c_json') not like '%' || current_setting('test.alan') || '%'
          and current_setting('test.case_c_json') not like '%Alan%'
          and current_setting('test.case_c_json') not like '%' || current_setting('test.key_a1') || '%',
  'the anonymous case holds neither Alan''s id, nor his name, nor his anonymous key');
select is(current_setting('test.case_c_json')::jsonb -> 'reports' -> 0 -> 'reporter' ->> 'name', 'Ron', 'the reporter is named');
select is(current_setting('test.case_c_json')::jsonb -> 'snapshot' ->> 'author_name', 'Anonymous', 'the snapshot says Anonymous');

select set_config('test.case_g_json', public.moderation_case(current_setting('test.case_g')::uuid)::text, true);
select ok(current_setting('test.case_g_json') not like '%' || current_setting('test.alan') || '%'
          and current_setting('test.case_g_json') not like '%Alan%'
          and current_setting('test.case_g_json')::jsonb -> 'reports' -> 0 -> 'reporter' = 'null'::jsonb
          and current_setting('test.case_g_json')::jsonb -> 'reports' -> 0 ->> 'reason' = 'at_risk',
  'Alan asked for care about his own anonymous post: the case does not name him as its reporter');
select is((select subject_name from public.moderation_queue() where id = current_setting('test.case_g')::uuid), null,
  'nor does the queue');
select results_eq(
  $$ select h ->> 'verb', h ->> 'actor_name' from jsonb_array_elements(current_setting('test.case_g_json')::jsonb -> 'history') as h $$,
  $$ values ('report'::text, null::text) $$, 'nor its history');

select is(public.moderation_case(current_setting('test.case_e')::uuid) -> 'messages',
  (select jsonb_agg(jsonb_build_object('body', 'How do I leave a room?', 'from_moderator', false, 'created_at', now()))),
  'a contact case holds the member''s message');
select throws_ok($$ select public.moderation_case(gen_random_uuid()) $$, '22023', 'This case does not exist.', 'an unknown case: 22023');

-- ---- notes -------------------------------------------------------------------------------------
select tests.reset_role();
select set_config('test.before_note', (select count(*)::text from realtime.messages where topic = 'moderation'), true);
select tests.authenticate_as('mq_mona');
select ok(public.add_case_note(current_setting('test.case_b')::uuid, 'Second time this week.') is not null, 'Mona adds a note');
select throws_ok($$ select public.add_case_note(current_setting('test.case_b')::uuid, '  ') $$, '23514', null, 'an empty note: 23514');
select results_eq($$ select n ->> 'body', n ->> 'author_name' from jsonb_array_elements(public.moderation_case(current_setting('test.case_b')::uuid) -> 'notes') as n $$,
  $$ values ('Second time this week.'::text, 'Mona'::text) $$, 'the case shows the note and who wrote it');
select tests.authenticate_as('mq_alan');
select throws_ok($$ select * from public.moderation_notes $$, '42501', null, 'Alan cannot read the notes table');

-- ---- Realtime: the topic 'moderation' ------------------------------------------------------------
select tests.reset_role();
select cmp_ok((select count(*)::int from realtime.messages where topic = 'moderation'), '>',
  current_setting('test.before_note')::int, 'the note was broadcast on moderation');
select results_eq(
  $$ select distinct event, array(select jsonb_object_keys(payload) order by 1) from realtime.messages where topic = 'moderation' $$,
  $$ values ('case_changed'::text, array['id', 'last_activity_at', 'status']) $$,
  'every message on moderation is case_changed {id, status, last_activity_at}');
select ok((select bool_and(private) from realtime.messages where topic = 'moderation'), 'all of them private');
select is_empty(
  $$ select 1 from realtime.messages where topic = 'moderation'
      and (payload::text like '%' || current_setting('test.alan') || '%' or payload::text ~ '(secret|idiots|Alan)') $$,
  'none holds a person or a text');
select ok((select count(*) from realtime.messages where topic = 'moderation' and payload ->> 'id' = current_setting('test.case_c')) >= 2,
  'a case''s opening and its report were both broadcast');
select tests.authenticate_as('mq_mona');
select cmp_ok((select count(*)::int from pg_temp.received('moderation')), '>', 0, 'Mona, a moderator, receives moderation');
select tests.authenticate_as('mq_ada');
select cmp_ok((select count(*)::int from pg_temp.received('moderation')), '>', 0, 'Ada, an administrator, too');
select tests.authenticate_as('mq_rita');
select is_empty($$ select 1 from pg_temp.received('moderation') $$, 'Rita, the reporter, receives nothing');
select tests.authenticate_as('mq_alan');
select is_empty($$ select 1 from pg_temp.received('moderation') $$, 'Alan, the author, receives nothing');
select tests.clear_authentication();
select is_empty($$ select 1 from pg_temp.received('moderation') $$, 'anon receives nothing');
select tests.authenticate_as('mq_mona');
select throws_ok($$ select pg_temp.send('moderation') $$, '42501', null, 'Mona cannot send on moderation');
select tests.authenticate_as('mq_ada');
select throws_ok($$ select pg_temp.send('moderation') $$, '42501', null, 'nor can Ada');
select tests.authenticate_as('mq_rita');
select throws_ok($$ select pg_temp.send('moderation') $$, '42501', null, 'nor Rita');

-- ---- what a moderator can select holds nothing of an anonymous author ------------------------------
select tests.authenticate_as('mq_mona');
select throws_ok($$ select author_id from public.posts $$, '42501', null, 'Mona cannot read posts.author_id');
select throws_ok($$ select anonymous_key from public.posts $$, '42501', null, 'nor posts.anonymous_key');
select throws_ok($$ select 1 from public.moderation_cases $$, '42501', null, 'nor the cases table (subject_id)');
select throws_ok($$ select 1 from public.reports $$, '42501', null, 'nor the reports table');
select throws_ok($$ select 1 from private.member_anonymous_keys $$, '42501', null, 'nor the anonymous keys');
select results_eq($$ select role from public.user_roles $$, $$ values ('moderator'::text) $$, 'user_roles: only her own row');

-- ---- a role taken away counts at once ----------------------------------------------------------
select tests.reset_role();
delete from public.user_roles where user_id = tests.uid('mq_mona');
select tests.authenticate_as('mq_mona');
select throws_ok($$ select * from public.moderation_queue() $$, '42501', null, 'Mona, no longer a moderator: refused at once, same token');
select is_empty($$ select 1 from pg_temp.received('moderation') $$, 'and she receives nothing more on moderation');

select * from finish();
rollback;
