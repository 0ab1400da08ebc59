-- No one can impersonate the interface (issue 40, section 6), and two smaller doors (section 8).
--   * Display names are normalised (NFKC, format characters removed, trimmed, inner spaces
--     collapsed) at sign-up and on every write; the names the interface uses for itself are
--     refused in any case (23514, 'That name is reserved. Please choose another.'), at sign-up and
--     rename, for everyone; every profile field has a length cap, the interests list included.
--   * Removing a host, or deleting or cancelling a booking by anyone but its member, tells the
--     member with a notification (broadcast on user:<member>).
--   * The Inner Room's capacity check is no oracle: a join on behalf of someone else is refused
--     (42501) before the capacity is looked at, full room or not.
begin;
select plan(49);

select tests.create_user('nm_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('nm_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('nm_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);

-- ---- sign-up ----------------------------------------------------------------------------------
select lives_ok($$ select tests.create_user('nm_jane', jsonb_build_object('name', E'  \uff2aane \u200b  \u00a0Doe\t ')) $$,
  'a name with full-width letters, a zero-width space and odd spaces signs up');
select is((select name from public.profiles where id = tests.uid('nm_jane')), 'Jane Doe',
  'stored normalised: NFKC, format characters gone, trimmed, one inner space');
select is(
  (select count(*)::int from unnest(array['You', 'you', ' ANONYMOUS ', 'Moderator', 'admin', 'NeXus', 'System',
                                          'Deleted   Member', E'Y\u200bou', E'\uff39\uff4f\uff55', 'member']) as n
    where private.is_reserved_display_name(n)),
  11, 'the reserved names, in any case, spacing, width or with hidden characters');
select throws_ok($$ select tests.create_user('nm_you', '{"name": "you"}'::jsonb) $$,
  '23514', 'That name is reserved. Please choose another.', 'sign-up as ''you'' is refused (23514, the message)');
select throws_ok($$ select tests.create_user('nm_anon', jsonb_build_object('name', E' Anony\u200bmous ')) $$,
  '23514', 'That name is reserved. Please choose another.', 'and as '' Anony<zero width>mous ''');
select throws_ok($$ select tests.create_user('nm_deleted', '{"name": "deleted  MEMBER"}'::jsonb) $$,
  '23514', 'That name is reserved. Please choose another.', 'and as ''deleted  MEMBER''');
select is_empty($$ select 1 from auth.users where email like 'nm\_you@%' or email like 'nm\_anon@%' $$,
  'no account is made for a refused name');
select lives_ok($$ select tests.create_user('nm_long', jsonb_build_object('name', repeat('x', 80))) $$,
  'a long name at sign-up is accepted');
select is((select char_length(name) from public.profiles where id = tests.uid('nm_long')), 50, 'and cut to 50 characters');
select lives_ok($$ select tests.create_user('nm_blank', '{"name": "   "}'::jsonb) $$, 'a blank name signs up');
select is((select name from public.profiles where id = tests.uid('nm_blank')), null, 'as no name (shown as Member)');
select lives_ok($$ select tests.create_user('nm_youth', '{"name": "Youth Admin Group"}'::jsonb) $$,
  'a name that only contains a reserved word is fine');

-- ---- rename -----------------------------------------------------------------------------------
select tests.authenticate_as('nm_alice');
select throws_ok($$ update public.profiles set name = 'YOU' where id = auth.uid() $$,
  '23514', 'That name is reserved. Please choose another.', 'a member cannot rename themself ''YOU''');
select throws_ok($$ update public.profiles set name = E'Syst\u00ADem' where id = auth.uid() $$,
  '23514', 'That name is reserved. Please choose another.', 'nor ''System'' with a soft hyphen');
select throws_ok($$ update public.profiles set name = repeat('a', 51) where id = auth.uid() $$,
  '23514', 'Your name can be at most 50 characters.', 'nor take a name over 50 characters');
select results_eq($$ update public.profiles set name = E'  Alice \u3000  Smith ' where id = auth.uid() returning name $$,
  $$ values ('Alice Smith') $$, 'a rename is normalised');
select tests.authenticate_as_service_role();
select throws_ok(format($$ update public.profiles set name = 'Admin' where id = %L $$, tests.uid('nm_bob')),
  '23514', 'That name is reserved. Please choose another.', 'the service role cannot set a reserved name either');
-- A reserved name from before the rule does not block other changes of that profile.
select tests.reset_role();
set local session_replication_role = replica;
update public.profiles set name = 'Nexus' where id = tests.uid('nm_bob');
set local session_replication_role = origin;
select tests.authenticate_as('nm_bob');
select lives_ok($$ update public.profiles set bio = 'Hello' where id = auth.uid() $$,
  'an old reserved name does not block a change of another field');

-- ---- every field has a cap --------------------------------------------------------------------
select tests.authenticate_as('nm_alice');
select throws_ok($$ update public.profiles set interests = array[repeat('x', 5000000), repeat('y', 5000000)] where id = auth.uid() $$,
  '23514', 'Each interest can be at most 40 characters.', 'two 5 MB interests are refused');
select throws_ok($$ update public.profiles set interests = array(select 'i' || g from generate_series(1, 31) as g) where id = auth.uid() $$,
  '23514', 'You can list at most 30 interests.', 'so are 31 interests');
select results_eq($$ update public.profiles set interests = array['  Art ', '', repeat('z', 40)] where id = auth.uid() returning interests $$,
  $$ values (array['Art', repeat('z', 40)]) $$, 'interests are trimmed and empty ones dropped; 40 characters pass');
select throws_ok($$ update public.profiles set bio = repeat('b', 161) where id = auth.uid() $$, '23514', null, 'bio: 160 at most');
select throws_ok($$ update public.profiles set location = repeat('l', 101) where id = auth.uid() $$, '23514', null, 'location: 100');
select throws_ok($$ update public.profiles set mood = repeat('m', 101) where id = auth.uid() $$, '23514', null, 'mood: 100');
select throws_ok($$ update public.profiles set avatar_url = 'https://x.test/' || repeat('a', 2040) where id = auth.uid() $$,
  '23514', null, 'avatar_url: 2048');
select throws_ok($$ update public.profiles set name_color = '#12345678' where id = auth.uid() $$, '23514', null, 'name_color: #rrggbb');

-- ---- bookings: the member hears of every cancellation they did not make -----------------------
select tests.reset_role();
select tests.create_user('nm_host', '{"name": "Harriet"}'::jsonb);
select tests.create_user('nm_host2', '{"name": "Hugo"}'::jsonb);
insert into public.advice_hosts (user_id, display_name, bio, time_zone) values
  (tests.uid('nm_host'), 'Harriet Host', 'Advice', 'Europe/London'),
  (tests.uid('nm_host2'), 'Hugo Host', 'Advice', 'Europe/London');
create temporary table slots (name text primary key, r tstzrange);
insert into slots
select s.name, tstzrange((w.monday + s.start) at time zone 'Europe/London',
                         (w.monday + s.start + interval '30 minutes') at time zone 'Europe/London', '[)')
  from (select date_trunc('week', now() at time zone 'Europe/London') + interval '7 days' as monday) as w,
       (values ('mon14', interval '14 hours'), ('mon15', interval '15 hours'), ('mon16', interval '16 hours'),
               ('tue14', interval '1 day 14 hours')) as s (name, start);
create temporary table expected_when as select name, private.booking_when(r, 'Europe/London') as says from slots;
grant select on slots, expected_when to authenticated, service_role;

select tests.authenticate_as('nm_alice');
select lives_ok(
  $$ insert into public.bookings (host_id, slot) select tests.uid('nm_host'), r from slots where name in ('mon14', 'mon15') $$,
  'Alice books two sessions with Harriet');
select tests.authenticate_as('nm_bob');
select lives_ok(
  $$ insert into public.bookings (host_id, slot) select tests.uid('nm_host'), r from slots where name in ('mon16', 'tue14') $$,
  'Bob books two');
select lives_ok($$ update public.bookings set status = 'cancelled' where lower(slot) = (select lower(r) from slots where name = 'tue14') $$,
  'and cancels one himself');
select lives_ok($$ update public.notifications set read_at = now() $$, 'Bob reads his notifications');
select tests.authenticate_as('nm_admin');
select lives_ok(format($$ delete from public.advice_hosts where user_id = %L $$, tests.uid('nm_host')), 'an administrator removes Harriet as a host');
select tests.authenticate_as('nm_alice');
select results_eq(
  $$ select title, message, data ->> 'reason' from public.notifications where read_at is null and type = 'meeting' $$,
  format($$ values ('Session cancelled', %L, 'host_removed') $$,
         (select format('Harriet Host is no longer hosting sessions, so your sessions on %s, %s were cancelled.', a.says, b.says)
            from expected_when as a, expected_when as b where a.name = 'mon14' and b.name = 'mon15')),
  'Alice: one notification naming both sessions (it replaced her unread booking confirmation)');
select is_empty($$ select 1 from public.bookings $$, 'her bookings are gone');
select tests.authenticate_as('nm_bob');
select results_eq(
  $$ select message from public.notifications where read_at is null $$,
  format($$ values (%L) $$,
         (select format('Harriet Host is no longer hosting sessions, so your session on %s was cancelled.', says)
            from expected_when where name = 'mon16')),
  'Bob: one, for his live session only (not the one he cancelled)');
select tests.reset_role();
select is(
  (select count(*)::int from realtime.messages
    where topic = 'user:' || tests.uid('nm_bob') and event = 'notification_created' and payload ->> 'title' = 'Session cancelled'),
  1, 'broadcast on user:<Bob>');

-- An administrator deletes a booking; the service role cancels one; the member's own account goes.
select tests.authenticate_as('nm_alice');
select lives_ok(
  $$ insert into public.bookings (id, host_id, slot) select 'f2000000-0000-4000-8000-000000000001', tests.uid('nm_host2'), r from slots where name = 'mon14' $$,
  'Alice books with Hugo');
select lives_ok($$ update public.notifications set read_at = now() $$, 'and reads her notifications');
select tests.authenticate_as('nm_admin');
select lives_ok($$ delete from public.bookings where id = 'f2000000-0000-4000-8000-000000000001' $$, 'an administrator deletes it');
select tests.authenticate_as('nm_alice');
select results_eq(
  $$ select title, message from public.notifications where read_at is null $$,
  format($$ values ('Session cancelled', %L) $$,
         (select format('Your session with Hugo Host on %s was cancelled.', says) from expected_when where name = 'mon14')),
  'Alice is told');
select tests.reset_role();
select results_eq(
  format($$ select topic, payload ->> 'op' from realtime.messages where event = 'booking_changed' and payload ->> 'op' = 'DELETE'
             and payload ->> 'id' = 'f2000000-0000-4000-8000-000000000001' order by 1 $$),
  format($$ select * from (values (%L, 'DELETE'), (%L, 'DELETE')) as v order by 1 $$,
         'user:' || tests.uid('nm_alice'), 'user:' || tests.uid('nm_host2')),
  'booking_changed (DELETE) to Alice and to Hugo');
select tests.authenticate_as('nm_alice');
select lives_ok(
  $$ insert into public.bookings (id, host_id, slot) select 'f2000000-0000-4000-8000-000000000002', tests.uid('nm_host2'), r from slots where name = 'mon15' $$,
  'Alice books again');
select lives_ok($$ update public.notifications set read_at = now() $$, 'and reads');
select tests.authenticate_as_service_role();
select lives_ok($$ update public.bookings set status = 'cancelled' where id = 'f2000000-0000-4000-8000-000000000002' $$,
  'the service role cancels it');
select tests.authenticate_as('nm_alice');
select is((select count(*)::int from public.notifications where read_at is null and title = 'Session cancelled'), 1, 'Alice is told');
select tests.reset_role();
select lives_ok(
  format($$ insert into public.bookings (host_id, booked_by, slot) select %L, %L, r from slots where name = 'mon16' $$,
         tests.uid('nm_host2'), tests.uid('nm_alice')),
  'another booking for Alice');
select lives_ok(format($$ delete from auth.users where id = %L $$, tests.uid('nm_alice')),
  'Alice''s own account goes: her bookings go with it without a word to anyone');

-- ---- the Inner Room's capacity is no oracle ---------------------------------------------------
select tests.reset_role();
update public.rooms set capacity = 1 where slug = 'inner-room';
insert into public.room_members (room_slug, user_id) values ('inner-room', tests.uid('nm_admin'));
select tests.authenticate_as('nm_bob');
select throws_ok(format($$ insert into public.room_members (room_slug, user_id) values ('inner-room', %L) $$, tests.uid('nm_jane')),
  '42501', 'You can only join a room as yourself.', 'joining someone else to the full Inner Room: 42501, not the capacity');
select tests.reset_role();
update public.rooms set capacity = 250 where slug = 'inner-room';
select tests.authenticate_as('nm_bob');
select throws_ok(format($$ insert into public.room_members (room_slug, user_id) values ('inner-room', %L) $$, tests.uid('nm_jane')),
  '42501', 'You can only join a room as yourself.', 'the same answer with places left');
select throws_ok(format($$ insert into public.room_members (room_slug, user_id) values ('inner-room', %L) $$, tests.uid('nm_admin')),
  '42501', 'You can only join a room as yourself.', 'and for someone already in it');

select * from finish();
rollback;
