-- The plan decides access in the database (issue 43): private.plan_of / public.my_plan read the
-- tables at every request; a free member reads and posts only in The Lounge and Introductions
-- (the other rooms stay listed, their posts, members, presence and Realtime topic closed, a post
-- or a join refused with 42501 'Available on Basic and Pro'); trial and Basic have every public
-- room; Name Color & Badge is Pro's (and administrators'); moderators and administrators read
-- every room; friends, messages, notifications and own data stay open on every plan. The end of
-- a trial counts at the next statement, with the same token.
begin;
select plan(77);

select tests.create_user('pl_trial', '{"name": "Tess Trial"}'::jsonb);
select tests.create_user('pl_basic', '{"name": "Bea Basic"}'::jsonb);
select tests.create_user('pl_free', '{"name": "Fay Free"}'::jsonb);
select tests.create_user('pl_pro', '{"name": "Pia Pro"}'::jsonb);
select tests.create_user('pl_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('pl_mod', '{"name": "Mo Moderator"}'::jsonb);
select tests.create_user('pl_pastdue', '{"name": "Pat Pastdue"}'::jsonb);
select tests.create_user('pl_ended', '{"name": "Ed Ended"}'::jsonb);
insert into public.user_roles (user_id, role) values (tests.uid('pl_mod'), 'moderator');

update public.subscribers set subscribed = true, subscription_tier = 'basic', status = 'active'
 where user_id = tests.uid('pl_basic');
update public.subscribers set subscribed = true, subscription_tier = 'premium', status = 'active'
 where user_id = tests.uid('pl_pro');
-- Free: the trial is over and there is no subscription. The moderator and admin too (the role counts).
update public.subscribers set trial_end = now() - interval '1 minute'
 where user_id in (tests.uid('pl_free'), tests.uid('pl_mod'), tests.uid('pl_admin'), tests.uid('pl_pastdue'), tests.uid('pl_ended'));
update public.subscribers set subscribed = true, subscription_tier = 'premium', status = 'past_due'
 where user_id = tests.uid('pl_pastdue');
-- Cancelled at the period end, which has passed (Stripe's deletion not arrived yet).
update public.subscribers set subscribed = true, subscription_tier = 'premium', status = 'active',
       cancel_at_period_end = true, subscription_end = now() - interval '1 minute'
 where user_id = tests.uid('pl_ended');

-- Everyone joined Work (a paid room) and The Lounge while they could; a post waits in each.
insert into public.room_members (room_slug, user_id)
select s.slug, u.id from (values ('work'), ('lounge')) as s (slug),
  (select tests.uid(n) as id from unnest(array['pl_trial', 'pl_basic', 'pl_pro', 'pl_admin', 'pl_mod']) as n) as u;
insert into public.room_members (room_slug, user_id) values ('lounge', tests.uid('pl_free'));
-- The free member and the trial member are friends; the trial member accepted (a notification).
insert into public.friendships (requester_id, addressee_id, status) values (tests.uid('pl_free'), tests.uid('pl_trial'), 'pending');
update public.friendships set status = 'accepted' where requester_id = tests.uid('pl_free') and addressee_id = tests.uid('pl_trial');
-- The free member joined Work during their trial (inserted before their plan counted).
alter table public.room_members disable trigger room_members_06_access;
insert into public.room_members (room_slug, user_id) values ('work', tests.uid('pl_free'));
alter table public.room_members enable trigger room_members_06_access;
insert into public.posts (id, room_slug, author_id, body) values
  ('51000000-0000-4000-8000-000000000001', 'work', tests.uid('pl_basic'), 'A post in Work'),
  ('51000000-0000-4000-8000-000000000002', 'lounge', tests.uid('pl_basic'), 'A post in the Lounge');
-- Realtime probe rows for the two rooms.
insert into realtime.messages (id, topic, extension) values
  ('51000000-0000-4000-8000-0000000000a1', 'room:work', 'broadcast'),
  ('51000000-0000-4000-8000-0000000000a2', 'room:lounge', 'broadcast');
create function pg_temp.can_join(topic text) returns boolean language plpgsql as $$
begin
  perform set_config('realtime.topic', topic, true);
  return exists (select 1 from realtime.messages as m
                  where m.id in ('51000000-0000-4000-8000-0000000000a1', '51000000-0000-4000-8000-0000000000a2'));
end;
$$;

-- ---- plan_of: read from the tables ------------------------------------------------------------
select is(private.plan_of(tests.uid('pl_trial')), 'trial', 'a new member is on the trial');
select is(private.plan_of(tests.uid('pl_basic')), 'basic', 'subscribed, tier basic: basic');
select is(private.plan_of(tests.uid('pl_pro')), 'pro', 'subscribed, tier premium: pro');
select is(private.plan_of(tests.uid('pl_free')), 'free', 'trial over, no subscription: free');
select is(private.plan_of(tests.uid('pl_admin')), 'admin', 'an administrator (user_roles) is admin whatever they pay');
select is(private.plan_of(tests.uid('pl_mod')), 'free', 'a moderator''s plan is their subscription''s (free here)');
select is(private.plan_of(tests.uid('pl_pastdue')), 'free', 'a subscription past_due keeps the free tier');
select is(private.plan_of(tests.uid('pl_ended')), 'free', 'a cancellation whose period end has passed is free');
select is(private.plan_of(gen_random_uuid()), 'free', 'no subscriber row: free');

-- ---- the free member --------------------------------------------------------------------------
select tests.authenticate_as('pl_free');
select is(public.my_plan(), 'free', 'my_plan: free');
select is((select count(*)::int from public.rooms), 15, 'a free member still sees the 15 public rooms listed');
select results_eq($$ select slug, access from public.my_rooms() where access = 'open' order by slug $$,
  $$ values ('intros', 'open'), ('lounge', 'open') $$, 'my_rooms: The Lounge and Introductions open');
select is((select count(*)::int from public.my_rooms() where access = 'locked'), 13, 'and the 13 others locked');
select is((select count(*)::int from public.room_active_counts()), 15, 'room_active_counts: a count for every public room, locked ones too');
select results_eq($$ select body from public.posts order by body $$, $$ values ('A post in the Lounge') $$,
  'posts: only the Lounge''s post is readable, not Work''s (though a member of Work)');
select is_empty($$ select 1 from public.room_feed('work') $$, 'room_feed of Work: nothing');
select is_empty($$ select 1 from public.room_posts(array['51000000-0000-4000-8000-000000000001'::uuid]) $$,
  'room_posts of Work''s post: nothing');
select is((select count(*)::int from public.room_feed('lounge')), 1, 'room_feed of The Lounge: its post');
select is_empty($$ select 1 from public.room_members_of('work') $$, 'room_members_of Work: nothing');
select is_empty($$ select 1 from public.room_members where room_slug = 'work' and user_id <> auth.uid() $$,
  'room_members: nobody else of Work');
select throws_ok($$ select public.room_present_count('work') $$, '42501', null, 'room_present_count of Work: refused');
select throws_ok($$ select public.presence_heartbeat('room:work') $$, '42501', null, 'no presence heartbeat in Work');
select ok(not pg_temp.can_join('room:work'), 'cannot join the Realtime topic room:work');
select ok(pg_temp.can_join('room:lounge'), 'joins room:lounge');
select throws_ok($$ insert into public.posts (room_slug, body) values ('work', 'Let me in') $$,
  '42501', 'Available on Basic and Pro', 'a post in Work: 42501 Available on Basic and Pro');
select throws_ok($$ select public.join_room('work') $$, '42501', 'Available on Basic and Pro',
  'join_room(Work): Available on Basic and Pro, even for a member who joined during the trial');
select throws_ok($$ select public.join_room('dreams') $$, '42501', 'Available on Basic and Pro', 'join_room(Dreams): refused');
select throws_ok($$ insert into public.room_members (room_slug) values ('dreams') $$,
  '42501', 'Available on Basic and Pro', 'a direct join of Dreams: refused');
select throws_ok($$ select public.submit_report('post', '51000000-0000-4000-8000-000000000001', 'spam') $$,
  '42501', 'This post is no longer available.', 'cannot report a post of a locked room');
select lives_ok($$ insert into public.posts (room_slug, body) values ('lounge', 'Hello from the free tier') $$,
  'posts in The Lounge');
select lives_ok($$ select public.join_room('intros') $$, 'joins Introductions');
select lives_ok($$ insert into public.posts (room_slug, body) values ('intros', 'Hi, I am Fay') $$, 'posts in Introductions');
select throws_ok($$ update public.profiles set name_color = '#22C55E' where id = auth.uid() $$,
  '42501', 'Name Color & Badge is available on Pro', 'a name colour: Pro only');
select lives_ok($$ update public.profiles set name_color = null, bio = 'Still here' where id = auth.uid() $$,
  'clearing the colour and editing the profile stay open');
-- Friends, messages, notifications, own data: open on every plan.
select lives_ok(format($$ insert into public.friendships (addressee_id) values (%L) $$, tests.uid('pl_basic')),
  'sends a friend request');
select lives_ok($$ insert into public.journal_entries (body) values ('My own page') $$, 'writes in their journal');
select is((select count(*)::int from public.journal_entries), 1, 'and reads it');
select lives_ok($$ select public.export_my_data() $$, 'downloads their data');
select lives_ok($$ insert into public.resources (kind, title, url) values ('link', 'A link', 'https://example.com') $$,
  'keeps resources');
select lives_ok($$ insert into public.schedule_events (title, starts_at, ends_at, category) values ('Walk', now() + interval '1 day', now() + interval '1 day 1 hour', 'social') $$,
  'keeps a schedule');
select lives_ok(format($$ insert into public.direct_messages (recipient_id, body) values (%L, 'Hello friend') $$, tests.uid('pl_trial')),
  'sends a message to a friend');
select is((select count(*)::int from public.notifications), 1, 'reads their notifications (the friend accepted)');

-- ---- the trial member: every room; the end of the trial counts at once -----------------------
select tests.authenticate_as('pl_trial');
select is(public.my_plan(), 'trial', 'my_plan: trial');
select is((select count(*)::int from public.my_rooms() where access = 'open'), 15, 'every public room is open on the trial');
select is((select count(*)::int from public.room_feed('work')), 1, 'reads Work''s posts');
select ok(pg_temp.can_join('room:work'), 'joins room:work');
select lives_ok($$ insert into public.posts (room_slug, body) values ('work', 'Trial post') $$, 'posts in Work');
select lives_ok($$ select public.join_room('dreams') $$, 'joins Dreams');
select throws_ok($$ update public.profiles set name_color = '#22C55E' where id = auth.uid() $$,
  '42501', 'Name Color & Badge is available on Pro', 'no name colour on the trial (Basic: limited customization)');
-- The trial ends (the same token: no new sign-in).
select tests.reset_role();
update public.subscribers set trial_end = now() - interval '1 second' where user_id = tests.uid('pl_trial');
select tests.authenticate_as('pl_trial');
select is(public.my_plan(), 'free', 'the trial ended: free at the next request');
select is_empty($$ select 1 from public.room_feed('work') where not is_mine $$, 'Work''s posts by others are gone');
select is((select count(*)::int from public.room_feed('work') where is_mine), 1, 'their own post in Work stays theirs to read');
select ok(not pg_temp.can_join('room:work'), 'room:work is closed');
select throws_ok($$ insert into public.posts (room_slug, body) values ('work', 'Still here?') $$,
  '42501', 'Available on Basic and Pro', 'a post in Work is refused at once');
select lives_ok($$ insert into public.posts (room_slug, body) values ('lounge', 'Lounge is fine') $$, 'The Lounge stays');

-- ---- Basic ------------------------------------------------------------------------------------
select tests.authenticate_as('pl_basic');
select is(public.my_plan(), 'basic', 'my_plan: basic');
select is((select count(*)::int from public.my_rooms() where access = 'open'), 15, 'every public room open on Basic');
select lives_ok($$ insert into public.posts (room_slug, body) values ('work', 'Basic post') $$, 'posts in Work');
select throws_ok($$ update public.profiles set name_color = '#22C55E' where id = auth.uid() $$,
  '42501', 'Name Color & Badge is available on Pro', 'no name colour on Basic');
select throws_ok($$ select public.create_private_room('Mine', '', 'moon') $$,
  '42501', 'Private rooms are available on Pro', 'no private rooms on Basic');

-- ---- Pro --------------------------------------------------------------------------------------
select tests.authenticate_as('pl_pro');
select is(public.my_plan(), 'pro', 'my_plan: pro');
select lives_ok($$ update public.profiles set name_color = '#22C55E', visibility = 'members' where id = auth.uid() $$,
  'a Pro member sets a name colour');
select lives_ok($$ insert into public.posts (room_slug, body) values ('work', 'Pro post') $$, 'posts in Work');
select tests.authenticate_as('pl_basic');
select is((select name_color from public.profile_of(tests.uid('pl_pro'))), '#22C55E', 'others see the Pro member''s colour');
-- Pro lapses: the colour is kept, not shown.
select tests.reset_role();
update public.subscribers set subscribed = false, status = 'canceled' where user_id = tests.uid('pl_pro');
select tests.authenticate_as('pl_basic');
select is((select name_color from public.profile_of(tests.uid('pl_pro'))), null, 'a lapsed member''s colour is not shown to others');
select tests.authenticate_as('pl_pro');
select is((select name_color from public.profile_of(auth.uid())), '#22C55E', 'the member still reads their stored colour');

-- ---- moderator and administrator --------------------------------------------------------------
select tests.authenticate_as('pl_mod');
select is((select count(*)::int from public.my_rooms() where access = 'open'), 15, 'a moderator on the free plan reads every room');
select ok((select count(*) from public.room_feed('work')) >= 1, 'a moderator reads Work');
select tests.authenticate_as('pl_admin');
select is(public.my_plan(), 'admin', 'my_plan: admin');
select is((select count(*)::int from public.my_rooms() where access = 'open'), 15, 'an administrator: every room');
select lives_ok($$ insert into public.posts (room_slug, body) values ('work', 'Admin post') $$, 'an administrator posts in Work');
select lives_ok($$ update public.profiles set name_color = '#112233' where id = auth.uid() $$, 'an administrator sets a name colour');

-- ---- past_due ---------------------------------------------------------------------------------
select tests.authenticate_as('pl_pastdue');
select throws_ok($$ select public.join_room('work') $$, '42501', 'Available on Basic and Pro', 'past_due: Work is locked');

-- ---- anon and the service role ----------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.my_plan() $$, '42501', null, 'anon cannot call my_plan');
select throws_ok($$ select * from public.my_rooms() $$, '42501', null, 'anon cannot call my_rooms');
select tests.authenticate_as_service_role();
select is(private.plan_of(tests.uid('pl_basic')), 'basic', 'the service role reads a member''s plan');
select tests.reset_role();
select throws_ok(
  format($$ insert into public.posts (room_slug, author_id, body) values ('work', %L, 'as operator') $$, tests.uid('pl_free')),
  '42501', 'Available on Basic and Pro', 'even an operator cannot post in a free member''s name in a locked room');

select * from finish();
rollback;
