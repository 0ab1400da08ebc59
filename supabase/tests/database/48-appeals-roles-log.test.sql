-- Appeals, roles, reveals and the log (20261129200200_moderation_actions): one appeal per action,
-- by the member it touched, within 30 days, decided by someone other than the moderator who acted
-- (an administrator where that moderator is the only one); overturn reverses and the member is told.
-- Statements go only to their subject. Only administrators grant or revoke roles, reveal an
-- anonymous author (with a justification, logged) and read the log; nobody, the service role and
-- the superuser included, changes or deletes a log entry.
--   Avery is acted on; Olive is another member; Mo and Max moderate; Ada administers.
begin;
select plan(58);

select tests.create_user('ar_avery', '{"name": "Avery Author"}'::jsonb);
select tests.create_user('ar_olive', '{"name": "Olive Other"}'::jsonb);
select tests.create_user('ar_mo', '{"name": "Mo Moderator"}'::jsonb);
select tests.create_user('ar_max', '{"name": "Max Moderator"}'::jsonb);
select tests.create_user('ar_ada', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
insert into public.user_roles (user_id, role) values (tests.uid('ar_mo'), 'moderator');
insert into public.room_members (room_slug, user_id)
select s, tests.uid(u) from unnest(array['lounge', 'anonymous-confessions']) as s,
  unnest(array['ar_avery', 'ar_olive']) as u;
select set_config('test.avery', tests.uid('ar_avery')::text, true);

insert into public.posts (id, room_slug, author_id, body) values
  ('e8000000-0000-4000-8000-000000000001', 'lounge', tests.uid('ar_avery'), 'A named post.'),
  ('e8000000-0000-4000-8000-0000000000a1', 'anonymous-confessions', tests.uid('ar_avery'), 'A confession.');
insert into public.moderation_cases (id, kind, target_type, target_id, subject_id, anonymous, room_slug) values
  ('c8000000-0000-4000-8000-000000000001', 'report', 'post', 'e8000000-0000-4000-8000-000000000001', tests.uid('ar_avery'), false, 'lounge'),
  ('c8000000-0000-4000-8000-000000000002', 'report', 'post', 'e8000000-0000-4000-8000-0000000000a1', tests.uid('ar_avery'), true, 'anonymous-confessions'),
  ('c8000000-0000-4000-8000-000000000003', 'report', 'profile', tests.uid('ar_avery'), tests.uid('ar_avery'), false, null);

-- ---- Roles: only administrators change them ---------------------------------------------------------
select tests.authenticate_as('ar_olive');
select throws_ok($$ select public.grant_role(auth.uid(), 'admin') $$, '42501', 'Only administrators can do this.',
  'a member cannot make themselves an administrator');
select throws_ok($$ select public.grant_role(tests.uid('ar_avery'), 'moderator') $$, '42501', 'Only administrators can do this.',
  'nor make anyone a moderator');
select throws_ok($$ select public.revoke_role(tests.uid('ar_ada'), 'admin') $$, '42501', 'Only administrators can do this.',
  'nor take a role away');
select throws_ok($$ select * from public.list_roles() $$, '42501', 'Only administrators can do this.', 'nor list roles');
select throws_ok($$ update public.user_roles set role = 'admin' $$, '42501', null, 'nor write user_roles directly');
select tests.authenticate_as('ar_mo');
select throws_ok($$ select public.grant_role(auth.uid(), 'admin') $$, '42501', 'Only administrators can do this.',
  'a moderator cannot make themselves an administrator');
select throws_ok($$ select public.grant_role(tests.uid('ar_olive'), 'moderator') $$, '42501', 'Only administrators can do this.',
  'nor make someone else a moderator');
select results_eq($$ select role from public.user_roles $$, $$ values ('moderator') $$,
  'a moderator reads only their own role');
select tests.reset_role();
select results_eq(
  $$ select u.email::text, r.role from public.user_roles as r join auth.users as u on u.id = r.user_id
      where u.email like 'ar\_%' order by 1 $$,
  $$ values ('ar_ada@test.nexus.invalid', 'admin'), ('ar_mo@test.nexus.invalid', 'moderator') $$,
  'the refused calls changed no role');

select tests.authenticate_as('ar_ada');
select throws_ok($$ select public.grant_role(tests.uid('ar_max'), 'superuser') $$, '22023', 'Choose a role: moderator or admin.',
  'an unknown role is refused');
select lives_ok($$ select public.grant_role(tests.uid('ar_max'), 'moderator') $$, 'an administrator makes Max a moderator');
select ok(
  (select count(*) = 1 from public.list_roles() where user_id = tests.uid('ar_max') and name = 'Max Moderator' and role = 'moderator'),
  'list_roles shows the new moderator by name');
select tests.authenticate_as('ar_max');
select is(public.is_moderator(), true, 'the new moderator counts at once');
select tests.reset_role();
select is(
  (select count(*)::int from public.moderation_log where verb = 'role_granted' and actor_id = tests.uid('ar_ada')
      and detail = jsonb_build_object('user_id', tests.uid('ar_max'), 'role', 'moderator')),
  1, 'the grant is logged');

-- ---- Appeals ----------------------------------------------------------------------------------------
select tests.authenticate_as('ar_mo');
select set_config('test.hide', public.moderate_case('c8000000-0000-4000-8000-000000000001', 'hide', 'spam', 'Advertising.')::text, true);
select set_config('test.suspend', public.moderate_case('c8000000-0000-4000-8000-000000000002', 'suspend', 'anonymity', 'Threats.',
  now() + interval '7 days')::text, true);
select set_config('test.warn', public.moderate_case('c8000000-0000-4000-8000-000000000003', 'warn', 'harassment', 'Be kind.')::text, true);

-- Statements only to their subject.
select tests.authenticate_as('ar_olive');
select is_empty($$ select * from public.my_statements() $$, 'another member reads none of Avery''s statements');
select throws_ok($$ select public.appeal_action(current_setting('test.hide')::uuid, 'Not mine to appeal.') $$,
  '42501', 'You can appeal only an action taken on your own account or content.', 'nor appeals them');
select throws_ok($$ select * from public.appeals $$, '42501', null, 'nor reads appeals');
select throws_ok($$ select * from public.moderation_appeals() $$, '42501', 'Only moderators can do this.',
  'nor the moderators'' list of appeals');
select tests.authenticate_as('ar_avery');
select results_eq($$ select action, appeal_status, can_appeal from public.my_statements() order by action $$,
  $$ values ('hide', null::text, true), ('suspend', null, true), ('warn', null, true) $$,
  'Avery reads the three statements, each open to appeal');

select throws_ok($$ select public.appeal_action(current_setting('test.hide')::uuid, '   ') $$,
  '22023', 'Write your appeal (at most 2,000 characters).', 'an appeal needs a text');
select isa_ok(public.appeal_action(current_setting('test.hide')::uuid, 'It was not advertising.'), 'uuid',
  'Avery appeals the hide');
select throws_ok($$ select public.appeal_action(current_setting('test.hide')::uuid, 'Again.') $$,
  '23514', 'You have already appealed this decision.', 'one appeal per action');
select set_config('test.appeal_suspend', public.appeal_action(current_setting('test.suspend')::uuid, 'I did not threaten anyone.')::text, true);
select ok(current_setting('test.appeal_suspend') <> '', 'the suspended author can still appeal');
select results_eq($$ select action, appeal_status, can_appeal from public.my_statements() order by action $$,
  $$ values ('hide', 'pending', false), ('suspend', 'pending', false), ('warn', null::text, true) $$,
  'the statements show the pending appeals');

-- After 30 days, no appeal.
select tests.reset_role();
update public.moderation_actions set created_at = now() - interval '31 days' where id = current_setting('test.warn')::uuid;
select tests.authenticate_as('ar_avery');
select throws_ok($$ select public.appeal_action(current_setting('test.warn')::uuid, 'Too late?') $$,
  '23514', 'An appeal is possible for 30 days after the decision.', 'no appeal after 30 days');

-- The moderators' list names no member; the appeal of the anonymous action is logged without them.
select tests.authenticate_as('ar_max');
select results_eq($$ select action, status, acted_by_me from public.moderation_appeals() order by action $$,
  $$ values ('hide', 'pending', false), ('suspend', 'pending', false) $$, 'moderators list the appeals');
select is(
  (select count(*)::int from public.moderation_appeals() as a where to_jsonb(a)::text like '%' || current_setting('test.avery') || '%'),
  0, 'the list of appeals does not name the member');
select tests.reset_role();
select is(
  (select count(*)::int from public.moderation_log
    where verb = 'appeal' and action_id = current_setting('test.suspend')::uuid and actor_id is null),
  1, 'the appeal of an action on anonymous content is logged without its author');

-- Not decided by the moderator who acted.
select tests.authenticate_as('ar_mo');
select results_eq($$ select bool_and(acted_by_me) from public.moderation_appeals() $$, $$ values (true) $$,
  'Mo sees that he took both actions');
select throws_ok($$ select * from public.appeals $$, '42501', null, 'Mo cannot read the appeals table directly');
select throws_ok(
  format('select public.decide_appeal(%L, %L, %L)', current_setting('test.appeal_suspend'), 'uphold', 'I stand by it.'),
  '42501', 'You took this decision: another moderator, or an administrator, decides the appeal.',
  'the moderator who acted cannot decide the appeal');
select tests.authenticate_as('ar_olive');
select throws_ok(
  format('select public.decide_appeal(%L, %L, %L)', current_setting('test.appeal_suspend'), 'overturn', 'Sure.'),
  '42501', 'Only moderators can do this.', 'a member cannot decide an appeal');
select tests.reset_role();
select is((select status from public.appeals where id = current_setting('test.appeal_suspend')::uuid), 'pending',
  'the refused decisions changed nothing');

-- Another moderator overturns the suspension: it is lifted and Avery is told.
select tests.authenticate_as('ar_max');
select throws_ok(
  format('select public.decide_appeal(%L, %L, %L)', current_setting('test.appeal_suspend'), 'pardon', 'x'),
  '22023', 'Choose a decision: uphold or overturn.', 'an unknown decision is refused');
select lives_ok(
  format('select public.decide_appeal(%L, %L, %L)', current_setting('test.appeal_suspend'), 'overturn', 'No threat was made.'),
  'another moderator overturns the suspension');
select throws_ok(
  format('select public.decide_appeal(%L, %L, %L)', current_setting('test.appeal_suspend'), 'uphold', 'Changed my mind.'),
  '23514', 'This appeal has already been decided.', 'a decided appeal stays decided');
select tests.authenticate_as('ar_avery');
select lives_ok($$ insert into public.posts (room_slug, body) values ('lounge', 'Free again.') $$,
  'the overturned suspension no longer stops Avery');
select results_eq(
  $$ select title, data ->> 'decision' from public.notifications where data ->> 'appeal_id' = current_setting('test.appeal_suspend') $$,
  $$ values ('Your appeal was decided: the decision was reversed', 'overturn') $$,
  'Avery is told the outcome');

-- Where Mo is the only moderator besides, an administrator decides the hide's appeal.
select tests.authenticate_as('ar_ada');
select public.revoke_role(tests.uid('ar_max'), 'moderator');
select lives_ok(
  $$ select public.decide_appeal(a.id, 'uphold', 'It was advertising.') from public.moderation_appeals() as a where a.status = 'pending' $$,
  'an administrator decides when the moderator who acted is the only moderator');
select tests.reset_role();
select results_eq(
  $$ select status, decided_by from public.appeals where action_id = current_setting('test.hide')::uuid $$,
  $$ values ('upheld', tests.uid('ar_ada')) $$, 'the hide stands, decided by the administrator');
select is((select moderation_state from public.posts where id = 'e8000000-0000-4000-8000-000000000001'), 'hidden',
  'an upheld hide keeps the post hidden');

-- An automatic hide (three reports) is appealed and overturned by any moderator: shown again.
select tests.reset_role();
insert into public.posts (id, room_slug, author_id, body, moderation_state)
values ('e8000000-0000-4000-8000-000000000002', 'lounge', tests.uid('ar_avery'), 'Auto-hidden words.', 'hidden_pending');
insert into public.moderation_cases (id, kind, target_type, target_id, subject_id, room_slug, snapshot, auto_hidden_at)
values ('c8000000-0000-4000-8000-000000000004', 'report', 'post', 'e8000000-0000-4000-8000-000000000002',
        tests.uid('ar_avery'), 'lounge', '{"text": "Auto-hidden words."}', now());
insert into public.moderation_actions (id, case_id, action, subject_id, target_type, target_id, rule, reason, automatic)
values ('a8000000-0000-4000-8000-000000000001', 'c8000000-0000-4000-8000-000000000004', 'hide', tests.uid('ar_avery'),
        'post', 'e8000000-0000-4000-8000-000000000002', 'spam', 'Several members reported this post.', true);
select tests.authenticate_as('ar_avery');
select results_eq(
  $$ select excerpt, automatic, can_appeal from public.my_statements() where automatic $$,
  $$ values ('Auto-hidden words.', true, true) $$,
  'the statement of an automatic hide shows what was hidden, that it was automatic, and may be appealed');
select set_config('test.appeal_auto', public.appeal_action('a8000000-0000-4000-8000-000000000001', 'It is not spam.')::text, true);
select tests.authenticate_as('ar_mo');
select lives_ok(
  format('select public.decide_appeal(%L, %L, %L)', current_setting('test.appeal_auto'), 'overturn', 'Not spam.'),
  'a moderator decides the appeal of an automatic action');
select tests.reset_role();
select is((select moderation_state from public.posts where id = 'e8000000-0000-4000-8000-000000000002'), null,
  'the overturned automatic hide shows the post again');

-- ---- Revealing an anonymous author ------------------------------------------------------------------
select tests.authenticate_as('ar_mo');
select throws_ok(
  $$ select public.reveal_anonymous_author('e8000000-0000-4000-8000-0000000000a1', 'A moderator wants to know who wrote this.') $$,
  '42501', 'Only administrators can do this.', 'a moderator cannot reveal an anonymous author');
select tests.authenticate_as('ar_ada');
select throws_ok(
  $$ select public.reveal_anonymous_author('e8000000-0000-4000-8000-0000000000a1', 'Curious.') $$,
  '22023', 'Write why the author must be revealed (at least 20 characters).', 'a reveal needs a justification');
select throws_ok(
  $$ select public.reveal_anonymous_author('e8000000-0000-4000-8000-000000000001', 'A credible threat to a member''s safety.') $$,
  '23514', 'This post is not anonymous: its author is shown with it.', 'a named post has nothing to reveal');
select is(
  public.reveal_anonymous_author('e8000000-0000-4000-8000-0000000000a1', 'A credible threat to a member''s safety.'),
  tests.uid('ar_avery'), 'an administrator reveals the author with a justification');
select results_eq(
  $$ select actor_name, detail ->> 'justification', detail ->> 'post_id' from public.moderation_log_entries() where verb = 'reveal' $$,
  $$ values ('Ada Admin', 'A credible threat to a member''s safety.', 'e8000000-0000-4000-8000-0000000000a1') $$,
  'the reveal is logged with who and why');
select ok(
  (select array_agg(verb order by id) from public.moderation_log_entries(null, 500))
    @> array['role_granted', 'action', 'appeal', 'appeal_decided', 'role_revoked', 'reveal'],
  'an administrator reads every kind of entry in the log');

-- The last administrator stays.
select tests.reset_role();
delete from public.user_roles where role = 'admin' and user_id <> tests.uid('ar_ada');
select tests.authenticate_as('ar_ada');
select throws_ok($$ select public.revoke_role(auth.uid(), 'admin') $$, '23514',
  'Nexus needs at least one administrator: make someone else an administrator first.',
  'the last administrator cannot give up the role');

-- ---- The log is append-only for everyone -------------------------------------------------------------
select tests.authenticate_as('ar_mo');
select throws_ok($$ select * from public.moderation_log_entries() $$, '42501', 'Only administrators can do this.',
  'a moderator cannot read the log');
select tests.authenticate_as('ar_ada');
select throws_ok($$ delete from public.moderation_log $$, '42501', null, 'an administrator cannot delete from the log');
select tests.authenticate_as_service_role();
select throws_ok($$ update public.moderation_log set detail = '{}' $$, '42501', 'The moderation log cannot be changed.',
  'the service role cannot change the log');
select throws_ok($$ delete from public.moderation_log $$, '42501', 'The moderation log cannot be changed.',
  'the service role cannot delete from the log');
select tests.reset_role();
select throws_ok($$ update public.moderation_log set detail = '{}' $$, '42501', 'The moderation log cannot be changed.',
  'the superuser cannot change the log');
select throws_ok($$ delete from public.moderation_log $$, '42501', 'The moderation log cannot be changed.',
  'the superuser cannot delete from the log');
select throws_ok($$ truncate public.moderation_log $$, '42501', 'The moderation log cannot be changed.',
  'nor truncate it');

select * from finish();
rollback;
