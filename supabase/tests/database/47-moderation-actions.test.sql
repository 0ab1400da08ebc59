-- Moderators act on cases (20261129200200_moderation_actions): every action, its effect on the
-- content or the member, the case's status, the log and the statement of reasons; a member's call
-- is refused and changes nothing; a mute or suspension holds at once for a token issued before it;
-- an anonymous author is muted or suspended without any table, function or Realtime message a
-- moderator can read saying who they are.
--   Avery writes (named posts, an anonymous confession, a message to Olive); Olive answers; Rita
--   reported; Mo moderates. Cases and reports are inserted as the superuser (mod-reports' functions
--   open them in the app).
begin;
select plan(75);

select tests.create_user('ma_avery', '{"name": "Avery Author"}'::jsonb);
select tests.create_user('ma_olive', '{"name": "Olive Other"}'::jsonb);
select tests.create_user('ma_rita', '{"name": "Rita Reporter"}'::jsonb);
select tests.create_user('ma_mo', '{"name": "Mo Moderator"}'::jsonb);
insert into public.user_roles (user_id, role) values (tests.uid('ma_mo'), 'moderator');
insert into public.room_members (room_slug, user_id)
select s, tests.uid(u) from unnest(array['lounge', 'anonymous-confessions']) as s,
  unnest(array['ma_avery', 'ma_olive', 'ma_rita', 'ma_mo']) as u;
insert into public.friendships (requester_id, addressee_id, status)
values (tests.uid('ma_avery'), tests.uid('ma_olive'), 'accepted');

select set_config('test.avery', tests.uid('ma_avery')::text, true);
select set_config('test.rita', tests.uid('ma_rita')::text, true);

-- p1 answered by Olive (r1), p2, p3, p4 (hidden pending review) in the Lounge; a1 the confession.
insert into public.posts (id, room_slug, author_id, parent_id, body) values
  ('e7000000-0000-4000-8000-000000000001', 'lounge', tests.uid('ma_avery'), null, 'Named post one.'),
  ('e7000000-0000-4000-8000-000000000011', 'lounge', tests.uid('ma_olive'), 'e7000000-0000-4000-8000-000000000001', 'Olive answers.'),
  ('e7000000-0000-4000-8000-000000000002', 'lounge', tests.uid('ma_avery'), null, 'Named post two.'),
  ('e7000000-0000-4000-8000-000000000003', 'lounge', tests.uid('ma_avery'), null, 'Named post three.'),
  ('e7000000-0000-4000-8000-000000000004', 'lounge', tests.uid('ma_avery'), null, 'Named post four.'),
  ('e7000000-0000-4000-8000-0000000000a1', 'anonymous-confessions', tests.uid('ma_avery'), null, 'A confession.');
update public.posts set moderation_state = 'hidden_pending' where id = 'e7000000-0000-4000-8000-000000000004';
insert into public.direct_messages (id, sender_id, recipient_id, body)
values ('e7000000-0000-4000-8000-0000000000d1', tests.uid('ma_avery'), tests.uid('ma_olive'), 'A message.');

insert into public.moderation_cases (id, kind, target_type, target_id, subject_id, anonymous, room_slug, snapshot) values
  ('c7000000-0000-4000-8000-000000000001', 'report', 'post', 'e7000000-0000-4000-8000-000000000001', tests.uid('ma_avery'), false, 'lounge', '{"body": "Named post one."}'),
  ('c7000000-0000-4000-8000-000000000002', 'report', 'post', 'e7000000-0000-4000-8000-000000000002', tests.uid('ma_avery'), false, 'lounge', '{"body": "Named post two."}'),
  ('c7000000-0000-4000-8000-000000000003', 'report', 'post', 'e7000000-0000-4000-8000-000000000003', tests.uid('ma_avery'), false, 'lounge', '{"body": "Named post three."}'),
  ('c7000000-0000-4000-8000-000000000004', 'report', 'profile', tests.uid('ma_avery'), tests.uid('ma_avery'), false, null, '{"name": "Avery Author"}'),
  ('c7000000-0000-4000-8000-000000000005', 'report', 'post', 'e7000000-0000-4000-8000-0000000000a1', tests.uid('ma_avery'), true, 'anonymous-confessions', '{"body": "A confession."}'),
  ('c7000000-0000-4000-8000-000000000006', 'report', 'message', 'e7000000-0000-4000-8000-0000000000d1', tests.uid('ma_avery'), false, null, '{"body": "A message."}'),
  ('c7000000-0000-4000-8000-000000000007', 'care', 'post', 'e7000000-0000-4000-8000-000000000002', tests.uid('ma_avery'), false, 'lounge', '{}'),
  ('c7000000-0000-4000-8000-000000000008', 'report', 'post', 'e7000000-0000-4000-8000-000000000004', tests.uid('ma_avery'), false, 'lounge', '{"body": "Named post four."}'),
  ('c7000000-0000-4000-8000-000000000009', 'report', 'profile', tests.uid('ma_mo'), tests.uid('ma_mo'), false, null, '{"name": "Mo Moderator"}');
insert into public.reports (case_id, reporter_id, reason, note)
select c.id, tests.uid('ma_rita'), 'harassment', 'Rita''s note.' from public.moderation_cases as c
 where c.id::text like 'c7000000-%' and c.kind = 'report';

-- ---- A member's call is refused and changes nothing ------------------------------------------------
select tests.authenticate_as('ma_rita');
select throws_ok(
  $$ select public.moderate_case('c7000000-0000-4000-8000-000000000001', 'remove', 'harassment', 'Gone.') $$,
  '42501', 'Only moderators can do this.', 'a member cannot act on a case');
select throws_ok(
  $$ select public.moderate_case('c7000000-0000-4000-8000-000000000005', 'suspend', 'anonymity', 'Gone.') $$,
  '42501', 'Only moderators can do this.', 'a member cannot suspend anyone');
select throws_ok($$ select * from public.moderation_actions $$, '42501', null, 'a member cannot read actions');
select throws_ok($$ select * from public.member_restrictions $$, '42501', null, 'a member cannot read restrictions');
select throws_ok($$ select * from public.moderation_log $$, '42501', null, 'a member cannot read the log');
select throws_ok(
  $$ insert into public.member_restrictions (user_id, kind) values (auth.uid(), 'mute') $$,
  '42501', null, 'a member cannot write a restriction');
select throws_ok($$ select * from private.restriction_of(current_setting('test.avery')::uuid) $$,
  '42501', null, 'a member cannot ask whether someone else is restricted');
select tests.authenticate_as('ma_avery');
select throws_ok(
  $$ select public.moderate_case('c7000000-0000-4000-8000-000000000004', 'lift', null, 'Lift me.') $$,
  '42501', 'Only moderators can do this.', 'the author cannot lift anything');
select tests.clear_authentication();
select throws_ok(
  $$ select public.moderate_case('c7000000-0000-4000-8000-000000000001', 'remove', 'harassment', 'Gone.') $$,
  '42501', null, 'anon cannot act on a case');
select tests.reset_role();
select is(
  (select count(*)::int from public.moderation_actions) + (select count(*)::int from public.member_restrictions)
    + (select count(*)::int from public.moderation_log),
  0, 'the refused calls wrote no action, restriction or log entry');
select is((select count(*)::int from public.moderation_cases where id::text like 'c7000000-%' and status = 'open'),
  9, 'every case is still open');

-- ---- Bad input --------------------------------------------------------------------------------------
select tests.authenticate_as('ma_mo');
select throws_ok(
  $$ select public.moderate_case('c7000000-0000-4000-8000-000000000002', 'ban', 'spam', 'No.') $$,
  '22023', 'Choose an action: dismiss, hide, remove, restore, warn, mute, suspend or lift.', 'an unknown action is refused');
select throws_ok(
  $$ select public.moderate_case('c7000000-0000-4000-8000-000000000002', 'hide', null, 'No.') $$,
  '22023', 'Choose the rule from the community guidelines.', 'hide needs a rule');
select throws_ok(
  $$ select public.moderate_case('c7000000-0000-4000-8000-000000000002', 'hide', 'spam', '  ') $$,
  '22023', 'Write the reason to the member (at most 2,000 characters).', 'an action needs a reason');
select throws_ok(
  $$ select public.moderate_case('c7000000-0000-4000-8000-000000000004', 'mute', 'spam', 'Too much.') $$,
  '22023', 'A mute needs an end in the future.', 'a mute needs an end');
select throws_ok(
  $$ select public.moderate_case('c7000000-0000-4000-8000-000000000007', 'suspend', 'self_harm', 'No.') $$,
  '23514', 'A care case restricts nobody: answer it, or dismiss it.', 'a care case restricts nobody');
select throws_ok(
  $$ select public.moderate_case('c7000000-0000-4000-8000-000000000004', 'hide', 'spam', 'No.') $$,
  '23514', 'Only a post, a reply or a message can be hidden, removed or restored.', 'a profile cannot be hidden');
select throws_ok(
  $$ select public.moderate_case('c7000000-0000-4000-8000-000000000002', 'restore', null, 'Fine.') $$,
  '23514', 'This content is not hidden: there is nothing to restore.', 'only hidden content is restored');
select throws_ok(
  $$ select public.moderate_case('c7000000-0000-4000-8000-000000000004', 'lift', null, 'Fine.') $$,
  '23514', 'This member is neither muted nor suspended.', 'only a restriction in force is lifted');
select throws_ok(
  $$ select public.moderate_case('c7000000-0000-4000-8000-000000000009', 'dismiss', null, 'Not me.') $$,
  '42501', 'This case concerns you: another moderator decides it.', 'a moderator does not decide a case about themselves');

-- ---- hide, restore ----------------------------------------------------------------------------------
select isa_ok(public.moderate_case('c7000000-0000-4000-8000-000000000002', 'hide', 'harassment', 'Name-calling.'),
  'uuid', 'a moderator hides a post and gets the action''s id');
select tests.reset_role();
select is((select moderation_state from public.posts where id = 'e7000000-0000-4000-8000-000000000002'),
  'hidden', 'the post is hidden by a moderator');
select is((select status from public.moderation_cases where id = 'c7000000-0000-4000-8000-000000000002'),
  'actioned', 'the case is closed as actioned');
select results_eq(
  $$ select title, data ->> 'rule', data ->> 'reason', data ->> 'automatic' from public.notifications
      where user_id = current_setting('test.avery')::uuid and type = 'moderation' $$,
  $$ values ('A moderator hid your post', 'harassment', 'Name-calling.', 'false') $$,
  'the author gets a statement: what, the rule, the reason, not automatic');
select ok(
  (select message like 'About: "Named post two.". Rule: Harassment or bullying. Reason: Name-calling.%You can appeal within 30 days%'
     from public.notifications where user_id = current_setting('test.avery')::uuid and type = 'moderation'),
  'the statement says to what, under which rule, why, and that it can be appealed');
select is(
  (select count(*)::int from public.moderation_log where verb = 'action' and case_id = 'c7000000-0000-4000-8000-000000000002'
      and actor_id = tests.uid('ma_mo') and detail ->> 'action' = 'hide' and detail ->> 'rule' = 'harassment'),
  1, 'the hide is logged with its moderator and rule');

select tests.authenticate_as('ma_mo');
select isa_ok(public.moderate_case('c7000000-0000-4000-8000-000000000002', 'restore', null, 'On second reading it is fine.'),
  'uuid', 'a moderator restores the post');
select tests.reset_role();
select is((select moderation_state from public.posts where id = 'e7000000-0000-4000-8000-000000000002'),
  null, 'the restored post is shown again');
select is((select status from public.moderation_cases where id = 'c7000000-0000-4000-8000-000000000002'),
  'actioned', 'restore leaves the case''s status as it was');

-- ---- dismiss shows again what reports hid pending review --------------------------------------------
select tests.authenticate_as('ma_mo');
select isa_ok(public.moderate_case('c7000000-0000-4000-8000-000000000008', 'dismiss', null, 'Not against the rules.'),
  'uuid', 'a moderator dismisses a case');
select tests.reset_role();
select is((select moderation_state from public.posts where id = 'e7000000-0000-4000-8000-000000000004'),
  null, 'the post hidden pending review is shown again');
select is((select status from public.moderation_cases where id = 'c7000000-0000-4000-8000-000000000008'),
  'dismissed', 'the case is closed as dismissed');
select is(
  (select count(*)::int from public.notifications where user_id = current_setting('test.avery')::uuid
      and title = 'Your post is visible again' and data ->> 'action' = 'dismiss'),
  1, 'the author learns that their post is visible again');

-- ---- remove: a placeholder where others answered, deleted otherwise ---------------------------------
select tests.authenticate_as('ma_mo');
select isa_ok(public.moderate_case('c7000000-0000-4000-8000-000000000001', 'remove', 'hate', 'Hateful words.'),
  'uuid', 'a moderator removes an answered post');
select tests.reset_role();
select results_eq(
  $$ select body, deleted_at is not null, author_id from public.posts where id = 'e7000000-0000-4000-8000-000000000001' $$,
  $$ values ('', true, null::uuid) $$,
  'the answered post becomes a placeholder without body or author');
select is((select count(*)::int from public.posts where id = 'e7000000-0000-4000-8000-000000000011'),
  1, 'Olive''s answer stays');
select results_eq(
  $$ select payload from realtime.messages where topic = 'room:lounge' and event = 'post_deleted'
      and payload ->> 'id' = 'e7000000-0000-4000-8000-000000000001' $$,
  $$ values (jsonb_build_object('id', 'e7000000-0000-4000-8000-000000000001', 'parent_id', null,
                                'room_slug', 'lounge', 'placeholder', true)) $$,
  'the room hears post_deleted with placeholder true');

select tests.authenticate_as('ma_mo');
select isa_ok(public.moderate_case('c7000000-0000-4000-8000-000000000003', 'remove', 'spam', 'Advertising.'),
  'uuid', 'a moderator removes a post nobody answered');
select tests.reset_role();
select is((select count(*)::int from public.posts where id = 'e7000000-0000-4000-8000-000000000003'),
  0, 'the unanswered post is deleted');
select is(
  (select excerpt from public.moderation_actions where case_id = 'c7000000-0000-4000-8000-000000000003'),
  'Named post three.', 'the action keeps what the removed post said, for the statement');

-- hide a message
select tests.authenticate_as('ma_mo');
select isa_ok(public.moderate_case('c7000000-0000-4000-8000-000000000006', 'hide', 'harassment', 'Unwanted.'),
  'uuid', 'a moderator hides a message');
select tests.reset_role();
select is((select moderation_state from public.direct_messages where id = 'e7000000-0000-4000-8000-0000000000d1'),
  'hidden', 'the message is hidden by a moderator');

-- ---- warn, mute: an old token is refused at once ----------------------------------------------------
select tests.authenticate_as('ma_avery');
select set_config('test.old_token', current_setting('request.jwt.claims'), true);
select tests.authenticate_as('ma_mo');
select isa_ok(public.moderate_case('c7000000-0000-4000-8000-000000000004', 'warn', 'harassment', 'Be kind.'),
  'uuid', 'a moderator warns a member');
select isa_ok(public.moderate_case('c7000000-0000-4000-8000-000000000004', 'mute', 'harassment', 'Take a break.',
  '2099-12-03 14:00:00+00'), 'uuid', 'a moderator mutes a member until a time');

select tests.authenticate_with_claims(current_setting('test.old_token')::jsonb);
select throws_ok(
  $$ insert into public.posts (room_slug, body) values ('lounge', 'Still here.') $$,
  '42501', 'You are muted until 3 Dec 2099, 14:00 UTC.', 'a muted member cannot post, with the token issued before the mute');
select throws_ok(
  $$ insert into public.posts (room_slug, parent_id, body) values ('lounge', 'e7000000-0000-4000-8000-000000000011', 'A reply.') $$,
  '42501', 'You are muted until 3 Dec 2099, 14:00 UTC.', 'nor reply');
select throws_ok(
  $$ insert into public.direct_messages (recipient_id, body) values (tests.uid('ma_olive'), 'Hello.') $$,
  '42501', 'You are muted until 3 Dec 2099, 14:00 UTC.', 'nor message');
select lives_ok(
  $$ insert into public.friendships (addressee_id) values (tests.uid('ma_rita')) $$,
  'a muted member can still befriend');
select results_eq($$ select kind, ends_at from public.my_restriction() $$,
  $$ values ('mute', '2099-12-03 14:00:00+00'::timestamptz) $$, 'my_restriction says muted, until when');

select tests.authenticate_as('ma_mo');
select isa_ok(public.moderate_case('c7000000-0000-4000-8000-000000000004', 'lift', null, 'Lifted early.'),
  'uuid', 'a moderator lifts the mute');
select tests.authenticate_with_claims(current_setting('test.old_token')::jsonb);
select lives_ok($$ insert into public.posts (room_slug, body) values ('lounge', 'Back again.') $$,
  'once lifted, the member posts again with the same token');
select results_eq($$ select kind, ends_at from public.my_restriction() $$,
  $$ values (null::text, null::timestamptz) $$, 'my_restriction is a row of nulls when nothing is in force');

-- ---- Suspending an anonymous author without revealing them ------------------------------------------
select tests.authenticate_as('ma_mo');
select set_config('test.anon_action',
  public.moderate_case('c7000000-0000-4000-8000-000000000005', 'suspend', 'anonymity', 'Threats behind anonymity.')::text, true);
select ok(current_setting('test.anon_action') ~ '^[0-9a-f-]{36}$', 'the moderator gets only the action''s id');
select throws_ok($$ select subject_id from public.moderation_actions $$, '42501', null,
  'the moderator cannot read whom the action touched');
select throws_ok($$ select user_id from public.member_restrictions $$, '42501', null,
  'nor who is restricted');
select throws_ok($$ select * from public.moderation_log $$, '42501', null, 'nor the log');
select throws_ok($$ select public.moderation_log_entries() $$, '42501', 'Only administrators can do this.',
  'nor the log through its function');
select is_empty($$ select * from public.my_statements() $$, 'the moderator''s own statements are not the author''s');
-- No Realtime topic the moderator can join carries the author's id.
select set_config('realtime.topic', 'moderation', true);
select is((select count(*)::int from realtime.messages where payload::text like '%' || current_setting('test.avery') || '%'),
  0, 'the moderation topic does not name the author');
select set_config('realtime.topic', 'room:anonymous-confessions', true);
select is((select count(*)::int from realtime.messages where payload::text like '%' || current_setting('test.avery') || '%'),
  0, 'the anonymous room''s topic does not name the author');
select set_config('realtime.topic', 'user:' || tests.uid('ma_mo'), true);
select is((select count(*)::int from realtime.messages where payload::text like '%' || current_setting('test.avery') || '%'),
  0, 'the moderator''s own topic does not name the author');
select set_config('realtime.topic', 'user:' || current_setting('test.avery'), true);
select is_empty($$ select 1 from realtime.messages $$, 'the moderator cannot read the author''s topic (their statement)');
select set_config('realtime.topic', '', true);

select tests.reset_role();
select is(
  (select count(*)::int from public.moderation_log
    where action_id = current_setting('test.anon_action')::uuid
      and (actor_id = current_setting('test.avery')::uuid or detail::text like '%' || current_setting('test.avery') || '%')),
  0, 'the log of the action on anonymous content does not name the author');
select ok(
  (select anonymous and subject_id = current_setting('test.avery')::uuid from public.moderation_actions
    where id = current_setting('test.anon_action')::uuid),
  'the action touches the anonymous author all the same');

select tests.authenticate_with_claims(current_setting('test.old_token')::jsonb);
select throws_ok(
  $$ insert into public.posts (room_slug, body) values ('anonymous-confessions', 'Another confession.') $$,
  '42501', 'Your account is suspended until a moderator lifts it.', 'the suspended author cannot post, with the old token');
select throws_ok(
  $$ insert into public.friendships (addressee_id) values (tests.uid('ma_mo')) $$,
  '42501', 'Your account is suspended until a moderator lifts it.', 'nor befriend');
select throws_ok(
  $$ insert into public.room_members (room_slug) values ('dreams') $$,
  '42501', 'Your account is suspended until a moderator lifts it.', 'nor join a room');
select throws_ok($$ select public.join_room('dreams') $$,
  '42501', 'Your account is suspended until a moderator lifts it.', 'nor open a room they had not joined');
select is(public.join_room('anonymous-confessions'), true,
  'but still opens (reads) a room they had joined');
select throws_ok($$ select private.assert_not_restricted('report') $$,
  '42501', 'Your account is suspended until a moderator lifts it.', 'nor report');
select throws_ok($$ select private.assert_not_restricted('booking') $$,
  '42501', 'Your account is suspended until a moderator lifts it.', 'nor book');
select has_trigger('public', 'bookings', 'bookings_05_not_restricted', 'a booking is checked the same way');
select results_eq(
  $$ select action, target_type, excerpt, rule, until, can_appeal from public.my_statements() where action = 'suspend' $$,
  $$ values ('suspend', 'post', 'A confession.', 'anonymity', null::timestamptz, true) $$,
  'the suspended author reads the statement and may appeal');
select is(
  (select count(*)::int from public.notifications
    where data ->> 'action_id' = current_setting('test.anon_action') and title = 'Your account is suspended until a moderator lifts it'),
  1, 'the author is notified of the suspension');

-- No statement names the reporter.
select tests.reset_role();
select is(
  (select count(*)::int from public.notifications
    where user_id = current_setting('test.avery')::uuid
      and (title || message || data::text) ~* ('Rita|' || current_setting('test.rita'))),
  0, 'no statement names the reporter or carries their id');

select * from finish();
rollback;
