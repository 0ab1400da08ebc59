-- No one can flood another member (issue 40, section 5). Every limit goes through
-- private.take_rate_slot() (PT429, the message says when, the ISO retry time as the hint) or is a
-- rule (23514, the message says when): friend requests (20 an hour; a re-send to someone who
-- declined waits a week after the decline), direct messages (30 a minute), support requests and
-- feature suggestions (5 an hour each), bookings (3 upcoming per member, at most 60 days ahead,
-- never in the past). Other members are unaffected, the service role is not limited. One sender's
-- repeats never pile up: the unread notification of the same type from the same sender is
-- replaced (same id, broadcast again as notification_created). (now() is fixed within this
-- transaction; time passing is simulated by moving the ledger's or the row's times back.)
begin;
select plan(44);

select tests.create_user('fl_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('fl_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('fl_carol', '{"name": "Carol"}'::jsonb);
select tests.create_user('fl_dave', '{"name": "Dave"}'::jsonb);
select tests.create_user('fl_host', '{"name": "Harriet"}'::jsonb);
select tests.create_user('fl_target_' || g) from generate_series(1, 21) as g;
insert into public.advice_hosts (user_id, display_name, bio, time_zone) values
  (tests.uid('fl_host'), 'Harriet Host', 'Advice', 'Europe/London');

-- The error a statement raises, as {code, message, hint}; null when it succeeds.
create function pg_temp.error_of(statement text) returns jsonb language plpgsql as $$
declare
  code text; message text; hint text;
begin
  execute statement;
  return null;
exception when others then
  get stacked diagnostics code = returned_sqlstate, message = message_text, hint = pg_exception_hint;
  return jsonb_build_object('code', code, 'message', message, 'hint', hint);
end;
$$;
create function pg_temp.iso(t timestamptz) returns text language sql as $$
  select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

-- ---- friend requests: 20 an hour --------------------------------------------------------------
select tests.authenticate_as('fl_alice');
select lives_ok(
  $$ insert into public.friendships (addressee_id) select tests.uid('fl_target_' || g) from generate_series(1, 20) as g $$,
  'Alice sends 20 friend requests in an hour');
select is(
  pg_temp.error_of(format($$ insert into public.friendships (addressee_id) values (%L) $$, tests.uid('fl_target_21'))),
  jsonb_build_object('code', 'PT429',
    'message', 'You''ve sent a lot of friend requests. You can send another in 1 hour.',
    'hint', pg_temp.iso(now() + interval '1 hour')),
  'the 21st: PT429, when she can send another, and the retry time as the hint');
select tests.authenticate_as('fl_bob');
select lives_ok(format($$ insert into public.friendships (addressee_id) values (%L) $$, tests.uid('fl_target_21')),
  'Bob is not affected by Alice''s limit');
select tests.authenticate_as_service_role();
select lives_ok(
  format($$ insert into public.friendships (requester_id, addressee_id) values (%L, %L) $$, tests.uid('fl_alice'), tests.uid('fl_dave')),
  'the service role is not limited');
select tests.reset_role();
update private.rate_ledger
   set recent = array(select t - interval '1 hour' from unnest(recent) with ordinality as u (t, n) order by n)
 where user_id = tests.uid('fl_alice') and action = 'friend_request';
select tests.authenticate_as('fl_alice');
select lives_ok(format($$ insert into public.friendships (addressee_id) values (%L) $$, tests.uid('fl_carol')),
  'an hour later Alice sends one again');

-- ---- a declined request waits a week ----------------------------------------------------------
select tests.authenticate_as('fl_carol');
select lives_ok(format($$ update public.friendships set status = 'declined' where requester_id = %L $$, tests.uid('fl_alice')),
  'Carol declines Alice''s request');
select tests.reset_role();
select tests.authenticate_as('fl_alice');
select is(
  pg_temp.error_of($$ update public.friendships set status = 'pending' where addressee_id = tests.uid('fl_carol') $$),
  jsonb_build_object('code', '23514',
    'message', 'This member declined your friend request. You can ask again in 7 days.',
    'hint', pg_temp.iso(now() + interval '7 days')),
  'a re-send right after the decline: 23514, in 7 days, the time as the hint');
select tests.reset_role();
set local session_replication_role = replica; -- six days pass (no triggers: updated_at stays)
update public.friendships set updated_at = now() - interval '6 days' where addressee_id = tests.uid('fl_carol');
set local session_replication_role = origin;
select tests.authenticate_as('fl_alice');
select is(
  pg_temp.error_of($$ update public.friendships set status = 'pending' where addressee_id = tests.uid('fl_carol') $$) ->> 'message',
  'This member declined your friend request. You can ask again in 24 hours.', 'six days later: 24 hours to wait');
select tests.reset_role();
set local session_replication_role = replica;
update public.friendships set updated_at = now() - interval '7 days' where addressee_id = tests.uid('fl_carol');
set local session_replication_role = origin;
select tests.authenticate_as('fl_alice');
select results_eq($$ update public.friendships set status = 'pending' where addressee_id = tests.uid('fl_carol') returning status $$,
  $$ values ('pending') $$, 'a week after the decline Alice asks again');
select tests.authenticate_as('fl_carol');
select results_eq(
  $$ select type, message, read_at is null from public.notifications where type = 'friendRequest' $$,
  $$ values ('friendRequest', 'Alice sent you a friend request.', true) $$,
  'Carol has one unread friend request from Alice: the re-send replaced the first, not a second one');

-- ---- direct messages: 30 a minute, one unread notification per sender -------------------------
select tests.reset_role();
insert into public.friendships (requester_id, addressee_id, status) values (tests.uid('fl_bob'), tests.uid('fl_dave'), 'accepted');
select tests.authenticate_as('fl_bob');
select lives_ok(
  $$ insert into public.direct_messages (recipient_id, body)
     select tests.uid('fl_dave'), 'Message ' || g from generate_series(1, 30) as g $$,
  'Bob sends 30 messages in a minute');
select is(
  pg_temp.error_of($$ insert into public.direct_messages (recipient_id, body) values (tests.uid('fl_dave'), 'One more') $$),
  jsonb_build_object('code', 'PT429',
    'message', 'You''re sending messages too fast. You can send again in 1 minute.',
    'hint', pg_temp.iso(now() + interval '1 minute')),
  'the 31st: PT429, when he can send again, the retry time as the hint');
select tests.authenticate_as('fl_dave');
select results_eq(
  $$ select count(*)::int, min(title), min(message) from public.notifications where type = 'message' $$,
  $$ values (1, 'New message from Bob', 'Message 30') $$,
  'Dave has one message notification from Bob, the latest, not thirty');
select lives_ok($$ insert into public.direct_messages (recipient_id, body) values (tests.uid('fl_bob'), 'Slow down') $$,
  'Dave is not affected by Bob''s limit');
select tests.reset_role();
select results_eq(
  format($$ select count(*)::int, count(distinct payload ->> 'id')::int, bool_or(payload ->> 'message' = 'Message 30')
             from realtime.messages where topic = %L and event = 'notification_created' and payload ->> 'type' = 'message' $$,
         'user:' || tests.uid('fl_dave')),
  $$ values (30, 1, true) $$,
  'user:<Dave>: thirty notification_created broadcasts, all of one notification (the client merges by id)');
select is(
  (select count(*)::int from realtime.messages where topic = 'user:' || tests.uid('fl_dave') and event = 'message_created'),
  31, 'every message still reaches Dave live (message_created)');
select tests.authenticate_as_service_role();
select lives_ok(
  format($$ insert into public.direct_messages (sender_id, recipient_id, body) values (%L, %L, 'From an operator') $$,
         tests.uid('fl_bob'), tests.uid('fl_dave')),
  'the service role is not limited');
-- A read notification is never replaced: the next one from Bob is new.
select tests.authenticate_as('fl_dave');
select lives_ok($$ update public.notifications set read_at = now() where type = 'message' $$, 'Dave reads it');
select tests.reset_role();
update private.rate_ledger
   set recent = array(select t - interval '1 minute' from unnest(recent) with ordinality as u (t, n) order by n)
 where user_id = tests.uid('fl_bob') and action = 'direct_message';
select tests.authenticate_as('fl_bob');
select lives_ok($$ insert into public.direct_messages (recipient_id, body) values (tests.uid('fl_dave'), 'A minute later') $$,
  'a minute later Bob writes again');
select tests.authenticate_as('fl_dave');
select results_eq(
  $$ select message, read_at is null from public.notifications where type = 'message' order by read_at nulls first $$,
  $$ values ('A minute later', true), ('From an operator', false) $$,
  'the read notification stays; the new one is a new unread notification');
select tests.authenticate_as('fl_carol');
select is_empty($$ select 1 from public.notifications where type = 'message' $$, 'nothing of this reaches a third member');

-- ---- support requests and feature suggestions: 5 an hour each --------------------------------
select tests.authenticate_as('fl_alice');
select lives_ok(
  $$ insert into public.support_requests (kind, category, subject, message, priority)
     select 'support', 'report', 'Report ' || g, 'Someone is rude', 'high' from generate_series(1, 5) as g $$,
  'Alice files five support requests (reports included) in an hour');
select is(
  pg_temp.error_of($$ insert into public.support_requests (kind, category, subject, message, priority)
                      values ('support', 'technical', 'Sixth', 'Again', 'low') $$),
  jsonb_build_object('code', 'PT429',
    'message', 'You''ve sent several support requests in a short time. You can send another in 1 hour.',
    'hint', pg_temp.iso(now() + interval '1 hour')),
  'the sixth: PT429, when, the hint');
select lives_ok(
  $$ insert into public.support_requests (kind, category, subject, message)
     select 'feature', 'rooms', 'Idea ' || g, 'More rooms' from generate_series(1, 5) as g $$,
  'feature suggestions count apart: five more');
select throws_ok($$ insert into public.support_requests (kind, subject, message) values ('feature', 'Idea 6', 'Even more') $$,
  'PT429', 'You''ve sent several feature suggestions in a short time. You can send another in 1 hour.',
  'the sixth suggestion: PT429');
select is((select count(*)::int from public.support_requests), 10, 'ten stored, the refused ones never');
select tests.authenticate_as('fl_bob');
select lives_ok($$ insert into public.support_requests (kind, category, subject, message, priority)
                   values ('support', 'account', 'Help', 'Please', 'low') $$, 'Bob is not affected');
select tests.authenticate_as_service_role();
select lives_ok(
  format($$ insert into public.support_requests (user_id, kind, category, subject, message, priority)
            values (%L, 'support', 'other', 'Filed for Alice', 'By the team', 'low') $$, tests.uid('fl_alice')),
  'the service role is not limited');

-- ---- bookings: 3 upcoming, 60 days ahead, never past ------------------------------------------
select tests.reset_role();
create temporary table slots (name text primary key, r tstzrange);
insert into slots
select s.name, tstzrange((w.monday + s.start) at time zone 'Europe/London',
                         (w.monday + s.start + interval '30 minutes') at time zone 'Europe/London', '[)')
  from (select date_trunc('week', now() at time zone 'Europe/London') + interval '7 days' as monday) as w,
       (values ('mon14', interval '14 hours'), ('mon1430', interval '14 hours 30 minutes'),
               ('mon15', interval '15 hours'), ('mon1530', interval '15 hours 30 minutes'),
               ('mon16', interval '16 hours'), ('mon1630', interval '16 hours 30 minutes'),
               ('far', interval '63 days 14 hours'), ('past', interval '-14 days 14 hours')) as s (name, start);
grant select on slots to authenticated, service_role;
-- What the host's notification will say (booking_when is the server's).
create temporary table expected_when as
select name, private.booking_when(r, 'Europe/London') as says from slots;
grant select on expected_when to authenticated;

select tests.authenticate_as('fl_alice');
select lives_ok(
  $$ insert into public.bookings (host_id, slot) select tests.uid('fl_host'), r from slots where name in ('mon14', 'mon1430', 'mon15') $$,
  'Alice books three upcoming sessions');
select is(
  pg_temp.error_of($$ insert into public.bookings (host_id, slot) select tests.uid('fl_host'), r from slots where name = 'mon1530' $$),
  jsonb_build_object('code', '23514',
    'message', format('You already have 3 upcoming sessions. You can book another after your next one ends (%s Europe/London), or cancel one.',
                      (select to_char(upper(r) at time zone 'Europe/London', 'Dy DD Mon YYYY, HH24:MI') from slots where name = 'mon14')),
    'hint', (select pg_temp.iso(upper(r)) from slots where name = 'mon14')),
  'the fourth: 23514, when her next session ends, that time as the hint');
select is(
  pg_temp.error_of($$ insert into public.bookings (host_id, slot) select tests.uid('fl_host'), r from slots where name = 'far' $$),
  jsonb_build_object('code', '23514',
    'message', format('You can book up to 60 days ahead. This slot opens for booking in %s.',
                      (select ceil(extract(epoch from lower(r) - interval '60 days' - now()) / 86400)::int || ' days'
                         from slots where name = 'far')),
    'hint', (select pg_temp.iso(lower(r) - interval '60 days') from slots where name = 'far')),
  'more than 60 days ahead: 23514, when the slot opens, that time as the hint');
select throws_ok($$ insert into public.bookings (host_id, slot) select tests.uid('fl_host'), r from slots where name = 'past' $$,
  '23514', 'This time has passed. Choose a later slot.', 'a past slot: 23514');
select lives_ok($$ update public.bookings set status = 'cancelled' where lower(slot) = (select lower(r) from slots where name = 'mon15') $$,
  'Alice cancels one');
select lives_ok($$ insert into public.bookings (host_id, slot) select tests.uid('fl_host'), r from slots where name = 'mon1530' $$,
  'with a place free she books again');
select tests.authenticate_as('fl_bob');
select lives_ok($$ insert into public.bookings (host_id, slot) select tests.uid('fl_host'), r from slots where name = 'mon16' $$,
  'Bob is not affected by Alice''s limit');
select tests.authenticate_as_service_role();
select lives_ok(
  format($$ insert into public.bookings (host_id, booked_by, slot) select %L, %L, r from slots where name = 'mon1630' $$,
         tests.uid('fl_host'), tests.uid('fl_alice')),
  'the service role books a fourth for Alice (operators are not limited)');
select lives_ok(
  format($$ insert into public.bookings (host_id, booked_by, slot) select %L, %L, tstzrange(lower(r), upper(r), '[)') from slots where name = 'far' $$,
         tests.uid('fl_host'), tests.uid('fl_bob')),
  'and further ahead than 60 days');
select tests.authenticate_as('fl_host');
select results_eq(
  $$ select data ->> 'booked_by_name', count(*)::int from public.notifications
      where type = 'meeting' and read_at is null group by 1 order by 1 $$,
  $$ values ('Alice', 1), ('Bob', 1) $$,
  'the host has one unread meeting notification per member, not one per booking or cancellation');
select results_eq(
  $$ select title, message from public.notifications where data ->> 'booked_by_name' = 'Alice' $$,
  format($$ values ('New session booked', %L) $$,
         (select format('Alice booked a session with you on %s.', says) from expected_when where name = 'mon1630')),
  'it tells the latest');

-- ---- replies: one sender, one notification; an anonymous reply keyed by the post ---------------
select tests.reset_role();
insert into public.room_members (room_slug, user_id) values
  ('work', tests.uid('fl_carol')), ('work', tests.uid('fl_dave')),
  ('anonymous-confessions', tests.uid('fl_carol')), ('anonymous-confessions', tests.uid('fl_dave'));
insert into public.posts (id, room_slug, author_id, body) values
  ('f1000000-0000-4000-8000-000000000001', 'work', tests.uid('fl_carol'), 'A thought'),
  ('f1000000-0000-4000-8000-000000000002', 'work', tests.uid('fl_carol'), 'Another thought'),
  ('f1000000-0000-4000-8000-000000000003', 'anonymous-confessions', tests.uid('fl_carol'), 'A confession'),
  ('f1000000-0000-4000-8000-000000000004', 'anonymous-confessions', tests.uid('fl_carol'), 'Another confession');
select tests.authenticate_as('fl_dave');
select lives_ok(
  $$ insert into public.posts (room_slug, parent_id, body) values
       ('work', 'f1000000-0000-4000-8000-000000000001', 'Reply one'),
       ('work', 'f1000000-0000-4000-8000-000000000002', 'Reply two'),
       ('anonymous-confessions', 'f1000000-0000-4000-8000-000000000003', 'Hidden one'),
       ('anonymous-confessions', 'f1000000-0000-4000-8000-000000000003', 'Hidden two'),
       ('anonymous-confessions', 'f1000000-0000-4000-8000-000000000004', 'Hidden three') $$,
  'Dave replies twice in a named room and three times in the anonymous room');
select tests.authenticate_as('fl_carol');
select results_eq(
  $$ select title, coalesce(data ->> 'replier_name', data ->> 'post_id') from public.notifications where type = 'reply' order by 1, 2 $$,
  $$ values ('Dave replied to your post', 'Dave'),
            ('New reply', 'f1000000-0000-4000-8000-000000000003'),
            ('New reply', 'f1000000-0000-4000-8000-000000000004') $$,
  'Carol: one for Dave''s named replies; anonymous replies one per post (naming nobody)');

-- ---- the ledger and the keys are the server's -------------------------------------------------
select tests.authenticate_as('fl_alice');
select throws_ok($$ select * from private.rate_ledger $$, '42501', null, 'a member cannot read the ledger');
select throws_ok($$ select private.take_rate_slot(tests.uid('fl_bob'), 'post', 1, interval '1 year', 'x') $$,
  '42501', null, 'nor take someone else''s slots');
select throws_ok($$ update public.notifications set dedup_key = null $$, '42501', null, 'nor write a notification''s key');

select * from finish();
rollback;
