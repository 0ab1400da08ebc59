-- Reports (20261129200100_moderation_reports): a member reports a post, a reply, a message of
-- their own conversation or a profile, only what they can see; reports of one thing join one
-- case with a snapshot that outlives the content; three reporters whose accounts are at least
-- seven days old hide it pending review (the author still reads it, with the state; others get
-- ''); a reporter reads only their own reports and a status; at_risk and at-risk words open care
-- cases that restrict nobody and send help; 'Message Moderators' opens a contact case that a
-- moderator answers; reports are limited per hour. Members read none of the tables.
--   Alan writes; Rita, Ron and Rose report (old accounts); Yan is new (a week not yet passed);
--   Olga shares no room with anyone; Mona is a moderator, Ada an administrator.
begin;
select plan(84);

select tests.create_user('rp_alan', '{"name": "Alan"}'::jsonb);
select tests.create_user('rp_rita', '{"name": "Rita"}'::jsonb);
select tests.create_user('rp_ron', '{"name": "Ron"}'::jsonb);
select tests.create_user('rp_rose', '{"name": "Rose"}'::jsonb);
select tests.create_user('rp_yan', '{"name": "Yan"}'::jsonb);
select tests.create_user('rp_olga', '{"name": "Olga"}'::jsonb);
select tests.create_user('rp_mona', '{"name": "Mona"}'::jsonb);
select tests.create_user('rp_ada', '{"name": "Ada"}'::jsonb, '{"role": "admin"}'::jsonb);
update auth.users set created_at = now() - interval '30 days'
 where email like 'rp\_%' and email not like 'rp\_yan%';
update auth.users set created_at = now() - interval '6 days 23 hours' where id = tests.uid('rp_yan');
insert into public.user_roles (user_id, role) values (tests.uid('rp_mona'), 'moderator'), (tests.uid('rp_ada'), 'admin')
on conflict do nothing;
insert into public.room_members (room_slug, user_id)
select s, tests.uid(u) from unnest(array['lounge', 'anonymous-confessions']) as s,
  unnest(array['rp_alan', 'rp_rita', 'rp_ron', 'rp_rose', 'rp_yan']) as u;
insert into public.friendships (requester_id, addressee_id, status) values (tests.uid('rp_alan'), tests.uid('rp_rita'), 'accepted');
update public.profiles set visibility = 'none' where id = tests.uid('rp_rose');

-- The error a statement raises, as {code, message}; null when it succeeds.
create function pg_temp.error_of(statement text) returns jsonb language plpgsql as $$
declare
  code text; message text;
begin
  execute statement;
  return null;
exception when others then
  get stacked diagnostics code = returned_sqlstate, message = message_text;
  return jsonb_build_object('code', code, 'message', message);
end;
$$;
grant execute on function pg_temp.error_of(text) to anon, authenticated, service_role;

-- Alan's posts: L1 and L2 in The Lounge, A1 in the anonymous room; seven messages with Rita.
select tests.authenticate_as('rp_alan');
insert into public.posts (id, room_slug, body) values
  ('e1000000-0000-4000-8000-000000000001', 'lounge', 'Alan says hello.'),
  ('e1000000-0000-4000-8000-000000000002', 'lounge', 'Alan will delete this.'),
  ('e1000000-0000-4000-8000-0000000000a1', 'anonymous-confessions', 'A secret.');
insert into public.direct_messages (id, recipient_id, body)
select ('e2000000-0000-4000-8000-00000000000' || g)::uuid, tests.uid('rp_rita'),
       (array['First.', 'Second.', 'Third.', 'Fourth.', 'Fifth.', 'Sixth.', 'Seventh.'])[g]
  from generate_series(1, 7) as g;

-- ---- who may report at all ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.submit_report('post', 'e1000000-0000-4000-8000-000000000001', 'spam') $$,
  '42501', null, 'anon cannot report');
select throws_ok($$ select * from public.my_reports() $$, '42501', null, 'anon has no reports to read');
select throws_ok($$ select public.message_moderators('Hi', 'Hello') $$, '42501', null, 'anon cannot message the moderators');
select throws_ok($$ select * from public.my_contact_cases() $$, '42501', null, 'anon has no messages to the moderators');
select throws_ok($$ select public.answer_case(gen_random_uuid(), 'Hi') $$, '42501', null, 'anon cannot answer a case');
select tests.authenticate_as_service_role();
select throws_ok($$ select public.submit_report('post', 'e1000000-0000-4000-8000-000000000001', 'spam') $$,
  '42501', null, 'the service role reports nothing (no member behind it)');
select throws_ok($$ select * from public.my_reports() $$, '42501', null, 'the service role has no reports to read');
select throws_ok($$ select public.message_moderators('Hi', 'Hello') $$, '42501', null, 'the service role does not message the moderators');
select throws_ok($$ select public.answer_case(gen_random_uuid(), 'Hi') $$, '42501', null, 'nor answers a case');
select tests.authenticate_as('rp_mona');
select throws_ok($$ select public.submit_report('post', 'e1000000-0000-4000-8000-000000000001', 'spam') $$,
  '42501', 'This post is no longer available.', 'Mona, a moderator outside The Lounge, reports only what she can see too');

-- ---- only what you can see ---------------------------------------------------------------------
select tests.authenticate_as('rp_olga');
select is(pg_temp.error_of($$ select public.submit_report('post', 'e1000000-0000-4000-8000-000000000001', 'spam') $$),
  '{"code": "42501", "message": "This post is no longer available."}'::jsonb,
  'Olga (not in The Lounge) cannot report its post');
select throws_ok($$ select public.submit_report('post', 'e1000000-0000-4000-8000-0000000000a1', 'spam') $$,
  '42501', null, 'nor an anonymous post of a room she is not in');
select is(pg_temp.error_of($$ select public.submit_report('message', 'e2000000-0000-4000-8000-000000000007', 'harassment') $$),
  '{"code": "42501", "message": "This message is no longer available."}'::jsonb,
  'nor a message of someone else''s conversation');
select throws_ok(format($$ select public.submit_report('profile', %L, 'spam') $$, tests.uid('rp_rose')),
  '42501', null, 'nor a hidden profile of someone she shares nothing with');
select throws_ok($$ select public.submit_report('post', gen_random_uuid(), 'spam') $$,
  '42501', null, 'nor a post that does not exist');
select tests.reset_role();
select is((select count(*)::int from public.moderation_cases), 0, 'none of the refusals opened a case');

select tests.authenticate_as('rp_alan');
select is(pg_temp.error_of($$ select public.submit_report('post', 'e1000000-0000-4000-8000-000000000001', 'spam') $$),
  '{"code": "23514", "message": "You cannot report your own post."}'::jsonb,
  'Alan cannot report his own post (except to ask for care)');
select tests.authenticate_as('rp_rita');
select is(pg_temp.error_of($$ select public.submit_report('post', 'e1000000-0000-4000-8000-000000000001', 'rude') $$),
  '{"code": "22023", "message": "Choose a reason for your report."}'::jsonb, 'an unknown reason: 22023');
select is(pg_temp.error_of($$ select public.submit_report('comment', 'e1000000-0000-4000-8000-000000000001', 'spam') $$),
  '{"code": "22023", "message": "Choose a post, a message or a profile to report."}'::jsonb, 'an unknown target type: 22023');
select is(pg_temp.error_of($$ select public.submit_report('post', 'e1000000-0000-4000-8000-000000000001', 'spam', repeat('x', 1001)) $$),
  '{"code": "23514", "message": "A note can be at most 1,000 characters."}'::jsonb, 'a note over 1,000 characters: 23514');

-- ---- several reporters, one case; auto-hide at the third eligible -------------------------------
select tests.authenticate_as('rp_rita');
select set_config('test.case_l1',
  public.submit_report('post', 'e1000000-0000-4000-8000-000000000001', 'harassment', 'He keeps doing this.')::text, true);
select ok(current_setting('test.case_l1') <> '', 'Rita reports L1: a case');
select tests.authenticate_as('rp_ron');
select is(public.submit_report('post', 'e1000000-0000-4000-8000-000000000001', 'harassment')::text,
  current_setting('test.case_l1'), 'Ron''s report joins the same case');
select tests.authenticate_as('rp_yan');
select is(public.submit_report('post', 'e1000000-0000-4000-8000-000000000001', 'spam')::text,
  current_setting('test.case_l1'), 'Yan''s (a new account) too');
select tests.reset_role();
select is((select moderation_state from public.posts where id = 'e1000000-0000-4000-8000-000000000001'), null,
  'two eligible reporters and a new account: not hidden');
select tests.authenticate_as('rp_rita');
select is(pg_temp.error_of($$ select public.submit_report('post', 'e1000000-0000-4000-8000-000000000001', 'hate') $$),
  '{"code": "23514", "message": "You have already reported this. The moderators will look at it."}'::jsonb,
  'Rita cannot report it twice (it would count twice)');
select tests.authenticate_as('rp_rose');
select is(public.submit_report('post', 'e1000000-0000-4000-8000-000000000001', 'harassment')::text,
  current_setting('test.case_l1'), 'Rose, the third eligible reporter, joins the case');
select tests.reset_role();
select is((select moderation_state from public.posts where id = 'e1000000-0000-4000-8000-000000000001'), 'hidden_pending',
  'at the third eligible reporter the post is hidden pending review');
select results_eq(
  $$ select count(*)::int, count(distinct r.reporter_id)::int from public.moderation_cases as c
       join public.reports as r on r.case_id = c.id
      where c.target_id = 'e1000000-0000-4000-8000-000000000001' $$,
  $$ values (4, 4) $$, 'one case holds the four reports');
select ok((select auto_hidden_at is not null and status = 'open' from public.moderation_cases
            where id = current_setting('test.case_l1')::uuid), 'the case says when it was auto-hidden and stays open');
select results_eq(
  $$ select action, subject_id, target_type, rule, automatic, moderator_id from public.moderation_actions
      where case_id = current_setting('test.case_l1')::uuid $$,
  format($$ values ('hide'::text, %L::uuid, 'post'::text, 'harassment'::text, true, null::uuid) $$, tests.uid('rp_alan')),
  'an automatic hide action about Alan''s post, under the rule most reporters named');
select results_eq(
  $$ select verb, actor_id, detail ->> 'reporters' from public.moderation_log
      where case_id = current_setting('test.case_l1')::uuid and verb = 'auto_hide' $$,
  $$ values ('auto_hide'::text, null::uuid, '3'::text) $$, 'the log has the auto-hide, by nobody, counting three reporters');
select results_eq(
  format($$ select type, title from public.notifications where user_id = %L and type = 'moderation' $$, tests.uid('rp_alan')),
  $$ values ('moderation'::text, 'Your post is hidden pending review'::text) $$,
  'Alan gets a statement that his post is hidden pending review');
select is_empty(
  format($$ select 1 from public.notifications where user_id = %L and type = 'moderation'
             and (message ~* '(rita|ron|rose|yan)' or data::text ~* '(rita|ron|rose|yan)'
                  or data::text like '%%' || %L || '%%') $$, tests.uid('rp_alan'), tests.uid('rp_rita')),
  'the statement names no reporter');
select is((select count(*)::int from public.moderation_log where case_id = current_setting('test.case_l1')::uuid and verb = 'report'),
  4, 'each report is in the log');
select results_eq(
  $$ select payload from realtime.messages where event = 'post_moderated' $$,
  $$ values ('{"id": "e1000000-0000-4000-8000-000000000001", "room_slug": "lounge", "parent_id": null, "moderation_state": "hidden_pending"}'::jsonb) $$,
  'post_moderated on room:lounge tells the room live (no author, no body)');
select is((select topic from realtime.messages where event = 'post_moderated'), 'room:lounge', 'on the room''s topic');

-- ---- the author still reads it, others get '' ---------------------------------------------------
select tests.authenticate_as('rp_alan');
select results_eq($$ select body, moderation_state from public.room_posts(array['e1000000-0000-4000-8000-000000000001']::uuid[]) $$,
  $$ values ('Alan says hello.'::text, 'hidden_pending'::text) $$, 'Alan reads his hidden post, with its state');
select tests.authenticate_as('rp_rita');
select results_eq($$ select body, moderation_state from public.room_posts(array['e1000000-0000-4000-8000-000000000001']::uuid[]) $$,
  $$ values (''::text, 'hidden_pending'::text) $$, 'Rita gets body '''' and the state');
select tests.authenticate_as('rp_olga');
select is_empty($$ select 1 from public.room_posts(array['e1000000-0000-4000-8000-000000000001']::uuid[]) $$,
  'Olga (not in the room) gets nothing');
select tests.authenticate_as('rp_yan');
select results_eq($$ select body, moderation_state from public.room_feed('lounge') where id = 'e1000000-0000-4000-8000-000000000001' $$,
  $$ values (''::text, 'hidden_pending'::text) $$, 'room_feed: the same for Yan');
select results_eq($$ select body, moderation_state from public.room_feed('lounge') where id = 'e1000000-0000-4000-8000-000000000002' $$,
  $$ values ('Alan will delete this.'::text, null::text) $$, 'a post nobody hid: its text, no state');

-- ---- reporters read their own reports and a status only -----------------------------------------
select tests.authenticate_as('rp_rita');
select results_eq($$ select case_id::text, target_type, reason, note, status from public.my_reports() $$,
  $$ values (current_setting('test.case_l1'), 'post'::text, 'harassment'::text, 'He keeps doing this.'::text, 'open'::text) $$,
  'Rita reads her report and its status');
select tests.authenticate_as('rp_ron');
select results_eq($$ select reason, note from public.my_reports() $$, $$ values ('harassment'::text, null::text) $$,
  'Ron reads only his own');
select tests.authenticate_as('rp_alan');
select is_empty($$ select 1 from public.my_reports() $$, 'Alan, the author, reads no report about him');
select throws_ok($$ select 1 from public.reports $$, '42501', null, 'Alan cannot read the reports table');
select throws_ok($$ select 1 from public.moderation_cases $$, '42501', null, 'nor the cases');
select throws_ok($$ select 1 from public.moderation_actions $$, '42501', null, 'nor the actions');
select throws_ok($$ select 1 from public.moderation_log $$, '42501', null, 'nor the log');
select tests.authenticate_as('rp_rita');
select throws_ok($$ select 1 from public.reports $$, '42501', null, 'Rita, a reporter, cannot read the reports table either');
select throws_ok($$ insert into public.reports (case_id, reporter_id, reason) values (current_setting('test.case_l1')::uuid, tests.uid('rp_rita'), 'spam') $$,
  '42501', null, 'nor write a report past the function');

-- ---- a message, with the five messages before it ------------------------------------------------
select tests.authenticate_as('rp_rita');
select set_config('test.case_m7', public.submit_report('message', 'e2000000-0000-4000-8000-000000000007', 'harassment')::text, true);
select tests.reset_role();
select results_eq(
  $$ select snapshot ->> 'text', snapshot ->> 'author_name', jsonb_array_length(snapshot -> 'earlier'),
            snapshot -> 'earlier' -> 0 ->> 'text', snapshot -> 'earlier' -> 4 ->> 'text', subject_id
       from public.moderation_cases where id = current_setting('test.case_m7')::uuid $$,
  format($$ values ('Seventh.'::text, 'Alan'::text, 5, 'Second.'::text, 'Sixth.'::text, %L::uuid) $$, tests.uid('rp_alan')),
  'a message''s snapshot: its text and the five messages before it, oldest first; the sender is the subject');
-- Hidden by a moderator: the recipient gets '', the sender the text, both the state.
update public.direct_messages set moderation_state = 'hidden' where id = 'e2000000-0000-4000-8000-000000000007';
select results_eq(
  $$ select topic, payload from realtime.messages where event = 'message_moderated' order by topic $$,
  format($$ values (%L, '{"id": "e2000000-0000-4000-8000-000000000007", "moderation_state": "hidden"}'::jsonb),
                   (%L, '{"id": "e2000000-0000-4000-8000-000000000007", "moderation_state": "hidden"}'::jsonb) $$,
         least('user:' || tests.uid('rp_alan'), 'user:' || tests.uid('rp_rita')),
         greatest('user:' || tests.uid('rp_alan'), 'user:' || tests.uid('rp_rita'))),
  'message_moderated reaches both parties on their own topics');
select tests.authenticate_as('rp_rita');
select results_eq(format($$ select body, moderation_state from public.conversation(%L) where id = 'e2000000-0000-4000-8000-000000000007' $$, tests.uid('rp_alan')),
  $$ values (''::text, 'hidden'::text) $$, 'conversation(): Rita gets body '''' and the state');
select results_eq(format($$ select body, moderation_state from public.conversation(%L) where id = 'e2000000-0000-4000-8000-000000000006' $$, tests.uid('rp_alan')),
  $$ values ('Sixth.'::text, null::text) $$, 'the other messages are as they were');
select tests.authenticate_as('rp_alan');
select results_eq(format($$ select body, moderation_state from public.conversation(%L) where id = 'e2000000-0000-4000-8000-000000000007' $$, tests.uid('rp_rita')),
  $$ values ('Seventh.'::text, 'hidden'::text) $$, 'Alan, the sender, reads his text with the state');

-- ---- the snapshot outlives the content ----------------------------------------------------------
select tests.authenticate_as('rp_ron');
select set_config('test.case_l2', public.submit_report('post', 'e1000000-0000-4000-8000-000000000002', 'spam')::text, true);
select tests.authenticate_as('rp_alan');
delete from public.posts where id = 'e1000000-0000-4000-8000-000000000002';
select tests.reset_role();
select results_eq($$ select snapshot ->> 'text', snapshot ->> 'author_name', snapshot ->> 'room_slug' from public.moderation_cases where id = current_setting('test.case_l2')::uuid $$,
  $$ values ('Alan will delete this.'::text, 'Alan'::text, 'lounge'::text) $$,
  'Alan deleted his post after Ron reported it: the case keeps what it said');

-- ---- a profile ---------------------------------------------------------------------------------
select tests.authenticate_as('rp_olga');
select is(pg_temp.error_of(format($$ select public.submit_report('profile', %L, 'other') $$, tests.uid('rp_olga'))),
  '{"code": "23514", "message": "You cannot report yourself."}'::jsonb, 'Olga cannot report her own profile (except for care)');
select set_config('test.case_p', public.submit_report('profile', tests.uid('rp_alan'), 'other', 'Fake name.')::text, true);
select tests.reset_role();
select results_eq($$ select kind, target_type, subject_id, snapshot ->> 'name' from public.moderation_cases where id = current_setting('test.case_p')::uuid $$,
  format($$ values ('report'::text, 'profile'::text, %L::uuid, 'Alan'::text) $$, tests.uid('rp_alan')),
  'Olga reports Alan''s profile (visible to members): a report case about Alan');

-- ---- care: someone may be at risk ---------------------------------------------------------------
select tests.authenticate_as('rp_rita');
select set_config('test.case_care', public.submit_report('post', 'e1000000-0000-4000-8000-0000000000a1', 'at_risk')::text, true);
select tests.reset_role();
select results_eq($$ select kind, anonymous, status, subject_id from public.moderation_cases where id = current_setting('test.case_care')::uuid $$,
  format($$ values ('care'::text, true, 'open'::text, %L::uuid) $$, tests.uid('rp_alan')),
  'an at_risk report of an anonymous post opens a care case about its author (anonymous)');
select ok((select message like '%988%' and message like '%116 123%' and message like '%findahelpline.com%'
                  and data -> 'emergency' @> '[{"number": "988"}, {"number": "116 123"}]'::jsonb
             from public.notifications where user_id = tests.uid('rp_alan') and type = 'care'),
  'Alan, the person concerned, gets help: 988, 116 123 and a crisis line directory');
select is_empty(format($$ select 1 from public.notifications where user_id = %L and type = 'care'
                          and (message like '%%Rita%%' or data::text like '%%Rita%%' or data::text like '%%' || %L || '%%') $$,
                   tests.uid('rp_alan'), tests.uid('rp_rita')),
  'the help does not say who asked');
select is((select moderation_state from public.posts where id = 'e1000000-0000-4000-8000-0000000000a1'), null,
  'care restricts nobody: the post is not hidden');
select is_empty($$ select 1 from public.moderation_actions where case_id = current_setting('test.case_care')::uuid $$,
  'and no action is taken');
select tests.authenticate_as('rp_ron');
select is(public.submit_report('post', 'e1000000-0000-4000-8000-0000000000a1', 'at_risk')::text, current_setting('test.case_care'),
  'a second at_risk report joins the care case');
select tests.reset_role();
select is((select count(*)::int from public.notifications where user_id = tests.uid('rp_alan') and type = 'care'), 1,
  'and does not send the same help again');
select tests.authenticate_as('rp_yan');
select lives_ok(format($$ select public.submit_report('profile', %L, 'at_risk') $$, tests.uid('rp_yan')),
  'Yan may report himself as at risk (care for himself)');
select tests.reset_role();
select is((select count(*)::int from public.notifications where user_id = tests.uid('rp_yan') and type = 'care'), 1,
  'and gets the help himself');

-- ---- care by words -----------------------------------------------------------------------------
select tests.authenticate_as('rp_ron');
select lives_ok($$ insert into public.posts (id, room_slug, body) values ('e1000000-0000-4000-8000-0000000000c1', 'lounge', 'Some days I WANT TO DIE, honestly.') $$,
  'a post with at-risk words is still sent');
insert into public.posts (id, room_slug, body) values ('e1000000-0000-4000-8000-0000000000c2', 'lounge', 'I want to dine out tonight.');
select tests.reset_role();
select results_eq($$ select kind, subject_id, target_type from public.moderation_cases where target_id = 'e1000000-0000-4000-8000-0000000000c1' $$,
  format($$ values ('care'::text, %L::uuid, 'post'::text) $$, tests.uid('rp_ron')), 'a care case opens about it, Ron the person concerned');
select is((select count(*)::int from public.notifications where user_id = tests.uid('rp_ron') and type = 'care'), 1,
  'Ron gets the help');
select is_empty($$ select 1 from public.moderation_cases where target_id = 'e1000000-0000-4000-8000-0000000000c2' $$,
  'words that only look alike open nothing');
select tests.authenticate_as('rp_alan');
insert into public.direct_messages (id, recipient_id, body) values ('e2000000-0000-4000-8000-000000000008', tests.uid('rp_rita'), 'I feel suicidal.');
select tests.reset_role();
select results_eq($$ select kind, subject_id, target_type from public.moderation_cases where target_id = 'e2000000-0000-4000-8000-000000000008' $$,
  format($$ values ('care'::text, %L::uuid, 'message'::text) $$, tests.uid('rp_alan')), 'a message with at-risk words opens a care case too');

-- ---- Message Moderators ------------------------------------------------------------------------
select tests.authenticate_as('rp_olga');
select is(pg_temp.error_of($$ select public.message_moderators('Help', '   ') $$),
  '{"code": "23514", "message": "Write a message of at most 2,000 characters."}'::jsonb, 'an empty message: 23514');
select set_config('test.case_contact', public.message_moderators('Help', 'Someone keeps writing to me.')::text, true);
select results_eq($$ select id::text, subject, status, jsonb_array_length(messages) from public.my_contact_cases() $$,
  $$ values (current_setting('test.case_contact'), 'Help'::text, 'open'::text, 1) $$, 'Olga reads her message to the moderators');
select throws_ok($$ select public.answer_case(current_setting('test.case_contact')::uuid, 'Hello') $$,
  '42501', null, 'a member cannot answer a case');
select tests.authenticate_as('rp_rita');
select is_empty($$ select 1 from public.my_contact_cases() $$, 'Rita does not read Olga''s message');
select tests.authenticate_as('rp_mona');
select lives_ok($$ select public.answer_case(current_setting('test.case_contact')::uuid, 'We are looking into it.') $$,
  'Mona, a moderator, answers');
select is(pg_temp.error_of($$ select public.answer_case(current_setting('test.case_l1')::uuid, 'Hello') $$),
  '{"code": "23514", "message": "Only a message to the moderators can be answered."}'::jsonb,
  'a report case is not answered this way');
select tests.authenticate_as('rp_ada');
select lives_ok($$ select public.answer_case(current_setting('test.case_contact')::uuid, 'An administrator can answer too.') $$,
  'Ada, an administrator, answers too');
select tests.authenticate_as('rp_olga');
select results_eq($$ select type, title, message from public.notifications where type = 'moderation' order by message desc limit 1 $$,
  $$ values ('moderation'::text, 'The moderators answered you'::text, 'We are looking into it.'::text) $$,
  'Olga gets the answer as a notification');
select results_eq(
  $$ select messages -> 0 ->> 'body', messages @> '[{"body": "We are looking into it.", "from_moderator": true}]'::jsonb,
            jsonb_array_length(messages), messages::text like '%author%' from public.my_contact_cases() $$,
  $$ values ('Someone keeps writing to me.'::text, true, 3, false) $$, 'and in her case, her message then the answers, from the moderators (not named)');

-- ---- the limit: 10 reports an hour --------------------------------------------------------------
select tests.reset_role();
update private.rate_ledger set recent = array_fill(now(), array[10]) where user_id = tests.uid('rp_rita') and action = 'report';
select tests.authenticate_as('rp_rita');
select is(pg_temp.error_of(format($$ select public.submit_report('profile', %L, 'spam') $$, tests.uid('rp_ron'))),
  '{"code": "PT429", "message": "You''ve sent several reports in a short time. You can send another in 1 hour."}'::jsonb,
  'the 11th report in an hour: PT429, saying when');

-- ---- the reporter learns the outcome as a status only -------------------------------------------
select tests.reset_role();
update public.moderation_cases set status = 'actioned', closed_at = now() where id = current_setting('test.case_l1')::uuid;
update public.moderation_cases set status = 'dismissed', closed_at = now() where id = current_setting('test.case_m7')::uuid;
select tests.authenticate_as('rp_rita');
select results_eq($$ select target_type, status from public.my_reports() where reason = 'harassment' order by target_type $$,
  $$ values ('message'::text, 'no_action'::text), ('post'::text, 'action_taken'::text) $$,
  'Rita sees action_taken and no_action, and nothing more');
select tests.authenticate_as('rp_mona');
select is_empty($$ select 1 from public.my_reports() $$, 'my_reports gives a moderator no one else''s reports');

select * from finish();
rollback;
