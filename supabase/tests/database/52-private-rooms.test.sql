-- Private rooms (issue 43): a Pro member creates an invitation-only room, invites friends (a
-- room_invitation notification with the invitation's id), who accept or decline; the owner
-- renames, describes, deletes (naming how many posts), removes and bans members and moderates
-- posts with the moderation issue's machinery (actions, log, statements); 50 members at most;
-- at most 3 owned on Pro; a lapsed owner's room is read-only for everyone; an administrator
-- gives it to another Pro member. A non-member learns nothing of it through any table, view,
-- function or Realtime topic. Every verb as the owner, an invited member, a member not invited, a
-- free member, a lapsed owner, a moderator, an administrator, anon and the service role.
begin;
select plan(140);

select tests.create_user('pr_owner', '{"name": "Olga Owner"}'::jsonb);
select tests.create_user('pr_friend', '{"name": "Finn Friend"}'::jsonb);
select tests.create_user('pr_free', '{"name": "Fay Free"}'::jsonb);
select tests.create_user('pr_out', '{"name": "Otto Outsider"}'::jsonb);
select tests.create_user('pr_pro2', '{"name": "Pia Pro"}'::jsonb);
select tests.create_user('pr_mod', '{"name": "Mo Moderator"}'::jsonb);
select tests.create_user('pr_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
insert into public.user_roles (user_id, role) values (tests.uid('pr_mod'), 'moderator');
update public.subscribers set subscribed = true, subscription_tier = 'premium', status = 'active'
 where user_id in (tests.uid('pr_owner'), tests.uid('pr_pro2'));
update public.subscribers set trial_end = now() - interval '1 minute' where user_id = tests.uid('pr_free');
insert into public.friendships (requester_id, addressee_id, status) values
  (tests.uid('pr_owner'), tests.uid('pr_friend'), 'accepted'),
  (tests.uid('pr_free'), tests.uid('pr_owner'), 'accepted'),
  (tests.uid('pr_owner'), tests.uid('pr_pro2'), 'accepted'),
  (tests.uid('pr_owner'), tests.uid('pr_out'), 'pending');
-- Everyone is in The Lounge (members' lists there are shared).
insert into public.room_members (room_slug, user_id)
select 'lounge', tests.uid(n) from unnest(array['pr_owner', 'pr_friend', 'pr_free', 'pr_out', 'pr_pro2']) as n;

create function pg_temp.slug() returns text language sql as $$ select current_setting('pr.slug') $$;
create function pg_temp.inv() returns uuid language sql as $$ select current_setting('pr.inv')::uuid $$;
create function pg_temp.post() returns uuid language sql as $$ select current_setting('pr.post')::uuid $$;
-- Realtime's join probe of room:<slug> (a probe row inserted by the server below).
create function pg_temp.can_join(p_topic text) returns boolean language plpgsql as $$
begin
  perform set_config('realtime.topic', p_topic, true);
  return exists (select 1 from realtime.messages as m where m.topic = p_topic and m.extension = 'broadcast'
                  and m.event is null);
end;
$$;
create function pg_temp.messages(p_topic text, p_event text) returns int language sql as $$
  select count(*)::int from realtime.messages as m where m.topic = p_topic and m.event = p_event
$$;

-- ---- the owner creates ------------------------------------------------------------------------
select tests.authenticate_as('pr_owner');
select set_config('pr.slug', public.create_private_room('  Book Club  ', ' We read slowly. ', 'notebook-pen'), true);
select matches(pg_temp.slug(), '^p-[0-9a-f]{10}$', 'create_private_room returns a p-<10 hex> slug');
select results_eq(
  $$ select name, description, icon, is_private, capacity, owner_id = auth.uid() from public.rooms where slug = pg_temp.slug() $$,
  $$ values ('Book Club', 'We read slowly.', 'notebook-pen', true, 50, true) $$,
  'the room: trimmed name and description, its icon, private, capacity 50, owned by its creator');
select results_eq($$ select user_id from public.room_members where room_slug = pg_temp.slug() $$,
  $$ select auth.uid() $$, 'the owner is its first member');
select results_eq(
  $$ select slug, access, is_owner, member_count, is_private from public.my_rooms() offset 15 $$,
  $$ values (pg_temp.slug(), 'open', true, 1, true) $$,
  'my_rooms: the 15 public rooms, then the private room (open, owned, 1 member)');
select is((select slug from public.my_rooms() limit 1), 'intros', 'the public rooms come first, in their fixed order');
select throws_ok($$ select public.create_private_room('   ', '', 'moon') $$, '23514', 'Give the room a name', 'a blank name');
select throws_ok($$ select public.create_private_room(repeat('x', 61), '', 'moon') $$, '23514', null, 'a name over 60 characters');
select throws_ok($$ select public.create_private_room('Ok', repeat('x', 501), 'moon') $$, '23514', null, 'a description over 500');
select throws_ok($$ select public.create_private_room('Ok', '', 'skull') $$, '23514', null, 'an icon not among the room icons');
select lives_ok($$ select public.create_private_room('Second', '', 'moon') $$, 'a second room');
select lives_ok($$ select public.create_private_room('Third', '', 'moon') $$, 'a third room');
select throws_ok($$ select public.create_private_room('Fourth', '', 'moon') $$, '23514', 'You can own at most 3 private rooms',
  'a fourth: at most 3 on Pro');
select lives_ok($$ select public.update_private_room(pg_temp.slug(), ' Slow Readers ', 'Chapter by chapter.') $$, 'the owner renames it');
select results_eq($$ select name, description from public.rooms where slug = pg_temp.slug() $$,
  $$ values ('Slow Readers', 'Chapter by chapter.') $$, 'the new name and description');
select throws_ok($$ select public.update_private_room(pg_temp.slug(), '', 'x') $$, '23514', 'Give the room a name', 'renaming to nothing');
select throws_ok($$ select public.invite_to_room(pg_temp.slug(), tests.uid('pr_out')) $$, '23514', 'You can only invite friends',
  'a pending friend request is not a friend');
select throws_ok($$ select public.invite_to_room(pg_temp.slug(), auth.uid()) $$, '23514', 'You can only invite friends', 'nor oneself');
select set_config('pr.inv', public.invite_to_room(pg_temp.slug(), tests.uid('pr_friend'))::text, true);
select is(public.invite_to_room(pg_temp.slug(), tests.uid('pr_friend')), pg_temp.inv(), 'inviting again answers the same pending invitation');
select lives_ok($$ select public.invite_to_room(pg_temp.slug(), tests.uid('pr_free')) $$, 'invites a friend on the free plan');
select is((select count(*)::int from public.room_invitations where room_slug = pg_temp.slug() and status = 'pending'), 2,
  'the owner reads the room''s invitations');
select is_empty($$ delete from public.room_members where room_slug = pg_temp.slug() returning 1 $$,
  'room_members_delete_self: the owner cannot leave their own room (delete it instead)');
select tests.reset_role();
insert into realtime.messages (topic, extension) values ('room:' || pg_temp.slug(), 'broadcast');
select is(
  (select count(*)::int from realtime.messages
    where topic = 'user:' || tests.uid('pr_friend') and event = 'notification_created'
      and payload ->> 'type' = 'room_invitation' and payload -> 'data' ->> 'invitation_id' = pg_temp.inv()::text),
  1, 'the invitation went out on the invitee''s user:<id> topic (notification_created)');
select is(
  (select count(*)::int from realtime.messages
    where topic <> 'user:' || tests.uid('pr_friend') and topic <> 'user:' || tests.uid('pr_free')
      and event = 'notification_created' and payload ->> 'type' = 'room_invitation'), 0,
  'and on nobody else''s topic (the invited free member has their own)');

-- ---- the invited member -----------------------------------------------------------------------
select tests.authenticate_as('pr_friend');
select results_eq(
  $$ select type, data ->> 'invitation_id', data ->> 'room_slug', data ->> 'room_name', data ->> 'inviter_name' from public.notifications where type = 'room_invitation' $$,
  $$ values ('room_invitation', pg_temp.inv()::text, pg_temp.slug(), 'Slow Readers', 'Olga Owner') $$,
  'the invited friend gets a room_invitation notification with the invitation id and the room''s name');
select is((select title from public.notifications where type = 'room_invitation'), 'Olga Owner invited you to Slow Readers',
  'titled with who invited them where');
select is((select name from public.rooms where slug = pg_temp.slug()), 'Slow Readers', 'the invitee reads the room''s name');
select results_eq($$ select id, status from public.room_invitations $$, $$ values (pg_temp.inv(), 'pending') $$,
  'and their invitation');
select is_empty($$ select 1 from public.room_member_counts() where room_slug = pg_temp.slug() $$, 'not its member count');
select is_empty($$ select 1 from public.room_members_of(pg_temp.slug()) $$, 'not its members');
select ok(not pg_temp.can_join('room:' || pg_temp.slug()), 'not its Realtime topic');
select throws_ok($$ select public.join_room(pg_temp.slug()) $$, '42501', 'You cannot join this room.', 'nobody joins uninvited: join_room refused');
select throws_ok($$ insert into public.room_members (room_slug) values (pg_temp.slug()) $$, '42501', 'You cannot join this room.',
  'room_members_insert_self: nor a direct insert');
select is(public.respond_to_room_invitation(pg_temp.inv(), true), pg_temp.slug(), 'accepts: answers the slug');
select is((select count(*)::int from public.room_members where room_slug = pg_temp.slug()), 2, 'a member now (owner and friend)');
select ok((select read_at is not null from public.notifications where type = 'room_invitation'), 'the invitation''s notification is read');
select throws_ok($$ select public.respond_to_room_invitation(pg_temp.inv(), false) $$, '42501', null, 'an answered invitation is closed');
select set_config('pr.post', (select id::text from (select gen_random_uuid() as id) as g), true);
select lives_ok($$ insert into public.posts (id, room_slug, body) values (pg_temp.post(), pg_temp.slug(), 'Chapter one was long') $$,
  'posts in the private room');
select results_eq($$ select body, author_name from public.room_feed(pg_temp.slug()) $$,
  $$ values ('Chapter one was long', 'Finn Friend') $$, 'reads its feed');
select ok(pg_temp.can_join('room:' || pg_temp.slug()), 'joins room:<slug>');
select lives_ok($$ select public.presence_heartbeat('room:' || pg_temp.slug()) $$, 'is present there');
select is((select active_now from public.room_active_counts() where room_slug = pg_temp.slug()), 1,
  'room_active_counts: one active in the private room, for its member');
select is((select count(*)::int from public.room_members_of(pg_temp.slug())), 2, 'sees its members');
select is((select member_count from public.room_member_counts() where room_slug = pg_temp.slug()), 2, 'and its count');
select results_eq($$ select access, is_owner from public.my_rooms() where is_private $$, $$ values ('open', false) $$,
  'my_rooms: open, not theirs');
select is_empty($$ select 1 from public.room_bans $$, 'room_bans_select_owner: a member reads no bans');
select throws_ok($$ select public.invite_to_room(pg_temp.slug(), tests.uid('pr_out')) $$, '42501', 'Only the room''s owner can do that.',
  'a member cannot invite');
select throws_ok($$ select public.update_private_room(pg_temp.slug(), 'Mine now', '') $$, '42501', 'Only the room''s owner can do that.',
  'nor rename');
select throws_ok($$ select public.delete_private_room(pg_temp.slug()) $$, '42501', null, 'nor delete');
select throws_ok($$ select public.room_post_count(pg_temp.slug()) $$, '42501', null, 'nor count its posts');
select throws_ok($$ select public.remove_room_member(pg_temp.slug(), tests.uid('pr_owner')) $$, '42501', null, 'nor remove anyone');
select tests.reset_role();
select is(pg_temp.messages('room:' || pg_temp.slug(), 'post_created'), 1, 'the post went out on room:<slug>');

-- ---- a member not invited ---------------------------------------------------------------------
select tests.authenticate_as('pr_out');
select is_empty($$ select 1 from public.rooms where is_private $$, 'rooms_select_members: no private room row');
select is_empty($$ select 1 from public.room_members where room_slug like 'p-%' $$, 'room_members: none of its members');
select is_empty($$ select 1 from public.posts where room_slug like 'p-%' $$, 'posts: none of its posts');
select is_empty($$ select 1 from public.room_feed(pg_temp.slug()) $$, 'room_feed: nothing');
select is_empty($$ select 1 from public.room_posts(array[pg_temp.post()]) $$, 'room_posts by id: nothing');
select is_empty($$ select 1 from public.room_member_counts() where room_slug like 'p-%' $$, 'room_member_counts: no private room');
select is_empty($$ select 1 from public.room_active_counts() where room_slug like 'p-%' $$, 'room_active_counts: no private room');
select is((select count(*)::int from public.room_active_counts()), 15, 'room_active_counts: the 15 public rooms');
select is_empty($$ select 1 from public.my_rooms() where is_private $$, 'my_rooms: none');
select is_empty($$ select 1 from public.room_members_of(pg_temp.slug()) $$, 'room_members_of: nothing');
select throws_ok($$ select public.room_present_count(pg_temp.slug()) $$, '42501', null, 'room_present_count: refused');
select throws_ok($$ select public.presence_heartbeat('room:' || pg_temp.slug()) $$, '42501', null, 'presence_heartbeat: refused');
select ok(not pg_temp.can_join('room:' || pg_temp.slug()), 'the Realtime topic room:<slug>: refused');
select is_empty($$ select 1 from public.notifications where type = 'room_invitation' $$, 'notifications: none of others'' invitations');
select is_empty($$ select 1 from public.room_invitations $$, 'room_invitations: none');
select is_empty($$ select 1 from public.room_bans $$, 'room_bans: none');
select is(public.join_room(pg_temp.slug()), null, 'join_room: as if there were no such room');
select throws_ok($$ insert into public.room_members (room_slug) values (pg_temp.slug()) $$, '42501', null, 'cannot join it');
select throws_ok($$ insert into public.posts (room_slug, body) values (pg_temp.slug(), 'Sneaking in') $$, '42501', null,
  'posts_insert_member: cannot post in it');
select throws_ok($$ select public.submit_report('post', pg_temp.post(), 'spam') $$, '42501', 'This post is no longer available.',
  'cannot report its posts');
select throws_ok($$ select public.respond_to_room_invitation(pg_temp.inv(), true) $$, '42501', null, 'cannot use another''s invitation');
select throws_ok($$ select public.moderate_room_post(pg_temp.post(), 'remove', 'no') $$, '42501', 'Only the room''s owner can do that.',
  'cannot moderate its posts');
select throws_ok($$ select public.room_post_count(pg_temp.slug()) $$, '42501', null, 'cannot count its posts');
select is((select count(*)::int from public.find_members('Slow')), 0, 'find_members: the room''s name finds nothing');
select throws_ok($$ select public.create_private_room('Mine', '', 'moon') $$, '42501', 'Private rooms are available on Pro',
  'a trial member cannot create a private room');

-- ---- a free member, invited ------------------------------------------------------------------
select tests.authenticate_as('pr_free');
select lives_ok($$ select public.respond_to_room_invitation((select id from public.room_invitations), true) $$,
  'a free member accepts an invitation');
select lives_ok($$ insert into public.posts (room_slug, body) values (pg_temp.slug(), 'Free and here') $$,
  'and posts: the plan locks paid public rooms, not the private rooms a Pro member invites to');
select is((select count(*)::int from public.room_feed(pg_temp.slug())), 2, 'reads the room');

-- ---- the owner moderates ----------------------------------------------------------------------
select tests.authenticate_as('pr_owner');
select throws_ok($$ select public.moderate_room_post(pg_temp.post(), 'hide', '') $$, '22023', null, 'a reason is required');
select isnt(public.moderate_room_post(pg_temp.post(), 'hide', 'Spoilers, please wait'), null, 'the owner hides a post');
select tests.reset_role();
select is((select moderation_state from public.posts where id = pg_temp.post()), 'hidden', 'the post is hidden');
select is(pg_temp.messages('room:' || pg_temp.slug(), 'post_moderated'), 1, 'post_moderated went out on room:<slug>');
select results_eq(
  $$ select action, subject_id, target_id, moderator_id from public.moderation_actions where target_id = pg_temp.post() $$,
  $$ values ('hide', tests.uid('pr_friend'), pg_temp.post(), tests.uid('pr_owner')) $$, 'a moderation action, by the owner');
select results_eq(
  $$ select verb, detail ->> 'by', detail ->> 'room_slug' from public.moderation_log where detail ->> 'target_id' = pg_temp.post()::text $$,
  $$ values ('action', 'room_owner', pg_temp.slug()) $$, 'in the moderation log');
select is((select count(*)::int from public.notifications where user_id = tests.uid('pr_friend') and type = 'moderation'), 1,
  'the author gets a statement of reasons');
select tests.authenticate_as('pr_owner');
select lives_ok($$ select public.moderate_room_post(pg_temp.post(), 'restore', 'Fine after all') $$, 'restores it');
select lives_ok($$ select public.moderate_room_post(pg_temp.post(), 'remove', 'Spoilers') $$, 'removes it');
select is_empty($$ select 1 from public.room_feed(pg_temp.slug()) where id = pg_temp.post() $$, 'the post is gone');
select tests.reset_role();
select is(pg_temp.messages('room:' || pg_temp.slug(), 'post_deleted'), 1, 'post_deleted went out on room:<slug>');
select tests.authenticate_as('pr_owner');
select throws_ok(
  $$ select public.moderate_room_post((select id from public.posts where room_slug = 'lounge' limit 1), 'hide', 'x') $$,
  '42501', null, 'an owner moderates only their room');
select throws_ok($$ select public.remove_room_member(pg_temp.slug(), auth.uid()) $$, '23514', 'The owner cannot be removed from their room.',
  'the owner cannot remove themself');
select lives_ok($$ select public.remove_room_member(pg_temp.slug(), tests.uid('pr_friend'), true, 'Spoilers again') $$,
  'the owner removes and bans a member');
select results_eq($$ select user_id, reason from public.room_bans $$, $$ values (tests.uid('pr_friend'), 'Spoilers again') $$,
  'the owner reads the ban');
select throws_ok($$ select public.invite_to_room(pg_temp.slug(), tests.uid('pr_friend')) $$, '42501', 'You cannot join this room.',
  'a banned member cannot be invited again');
select tests.reset_role();
select is((select count(*)::int from public.moderation_log where verb = 'room_ban' and detail ->> 'room_slug' = pg_temp.slug()), 1,
  'the ban is in the moderation log');
select tests.authenticate_as('pr_friend');
select is_empty($$ select 1 from public.rooms where slug = pg_temp.slug() $$, 'the removed member no longer sees the room');
select is_empty($$ select 1 from public.room_feed(pg_temp.slug()) where not is_mine $$, 'nor its posts');
select ok(not pg_temp.can_join('room:' || pg_temp.slug()), 'nor its topic, at their next request');
select is_empty($$ select 1 from public.my_rooms() where is_private $$, 'it left their room list');

-- ---- capacity: 50 members and pending invitations --------------------------------------------
select tests.reset_role();
select tests.create_user('pr_cap_' || i) from generate_series(1, 47) as i;
insert into public.room_members (room_slug, user_id)
select pg_temp.slug(), tests.uid('pr_cap_' || i) from generate_series(1, 47) as i;
select tests.authenticate_as('pr_owner');
select is((select member_count from public.my_rooms() where slug = pg_temp.slug()), 49, '49 members');
select lives_ok($$ select public.invite_to_room(pg_temp.slug(), tests.uid('pr_pro2')) $$, 'the 50th place: an invitation');
select tests.reset_role();
select tests.create_user('pr_cap_last');
insert into public.friendships (requester_id, addressee_id, status) values (tests.uid('pr_owner'), tests.uid('pr_cap_last'), 'accepted');
select tests.authenticate_as('pr_owner');
select throws_ok($$ select public.invite_to_room(pg_temp.slug(), tests.uid('pr_cap_last')) $$, '23514', 'This room is full',
  'full at 50 members and pending invitations');
select tests.reset_role();
delete from public.room_members where room_slug = pg_temp.slug() and user_id = tests.uid('pr_cap_1');
insert into public.room_members (room_slug, user_id) values (pg_temp.slug(), tests.uid('pr_cap_1'));
select lives_ok(format($$ insert into public.room_members (room_slug, user_id) values (%L, %L) $$, pg_temp.slug(), tests.uid('pr_cap_last')),
  'the 50th member (an operator''s insert)');
select throws_ok(format($$ insert into public.room_members (room_slug, user_id) values (%L, %L) $$, pg_temp.slug(), tests.uid('pr_out')),
  '23514', null, 'the 51st member is refused by the capacity trigger');
delete from public.room_members where room_slug = pg_temp.slug()
   and user_id in (select tests.uid('pr_cap_' || i) from generate_series(1, 47) as i union all select tests.uid('pr_cap_last'));

-- ---- the lapsed owner: read-only for everyone --------------------------------------------------
update public.subscribers set subscribed = false, status = 'canceled', trial_end = now() - interval '1 day'
 where user_id = tests.uid('pr_owner');
select tests.authenticate_as('pr_free');
select results_eq($$ select access from public.my_rooms() where slug = pg_temp.slug() $$, $$ values ('read_only') $$,
  'my_rooms: read_only while the owner is not on Pro');
select is((select count(*)::int from public.room_feed(pg_temp.slug())), 1, 'reading stays');
select throws_ok($$ insert into public.posts (room_slug, body) values (pg_temp.slug(), 'Anyone here?') $$,
  '23514', 'This room is read-only until its owner renews Pro.', 'posting is refused');
select tests.authenticate_as('pr_pro2');
select throws_ok($$ select public.respond_to_room_invitation((select id from public.room_invitations where status = 'pending'), true) $$,
  '23514', 'This room is read-only until its owner renews Pro.', 'accepting an invitation (joining) is refused');
select tests.authenticate_as('pr_owner');
select throws_ok($$ insert into public.posts (room_slug, body) values (pg_temp.slug(), 'Mine still?') $$,
  '23514', 'This room is read-only until its owner renews Pro.', 'the lapsed owner cannot post either');
select throws_ok($$ select public.invite_to_room(pg_temp.slug(), tests.uid('pr_cap_last')) $$,
  '23514', 'This room is read-only until its owner renews Pro.', 'nor invite');
select throws_ok($$ select public.update_private_room(pg_temp.slug(), 'Renamed', '') $$,
  '23514', 'This room is read-only until its owner renews Pro.', 'nor rename');
select throws_ok($$ select public.create_private_room('New', '', 'moon') $$, '42501', 'Private rooms are available on Pro',
  'nor create another');
select is((select count(*)::int from public.rooms where owner_id = auth.uid()), 3, 'nothing is deleted');

-- ---- the administrator ------------------------------------------------------------------------
select tests.authenticate_as('pr_owner');
select throws_ok($$ select public.transfer_private_room(pg_temp.slug(), tests.uid('pr_pro2')) $$, '42501', null,
  'only an administrator transfers a room');
select tests.authenticate_as('pr_admin');
select is((select count(*)::int from public.rooms where is_private), 3, 'an administrator sees the private rooms');
select is((select count(*)::int from public.room_feed(pg_temp.slug())), 1, 'and reads their posts');
select throws_ok($$ select public.transfer_private_room(pg_temp.slug(), tests.uid('pr_free')) $$, '23514', 'The new owner must be on Pro.',
  'the new owner must be on Pro');
select lives_ok($$ select public.transfer_private_room(pg_temp.slug(), tests.uid('pr_pro2')) $$, 'gives the room to a Pro member');
select tests.authenticate_as('pr_pro2');
select results_eq($$ select access, is_owner from public.my_rooms() where slug = pg_temp.slug() $$, $$ values ('open', true) $$,
  'the new owner has it, open again');
select tests.authenticate_as('pr_free');
select lives_ok($$ insert into public.posts (room_slug, body) values (pg_temp.slug(), 'We are back') $$, 'members post again');

-- ---- a site moderator -------------------------------------------------------------------------
select tests.reset_role();
select set_config('pr.post2', (select id::text from public.posts where body = 'We are back'), true);
select tests.authenticate_as('pr_mod');
select is((select count(*)::int from public.rooms where is_private), 3, 'a moderator sees the private rooms');
select isnt(public.moderate_room_post(current_setting('pr.post2')::uuid, 'hide', 'Checking'),
  null, 'a moderator hides a post in a private room');
select lives_ok($$ select public.remove_room_member(pg_temp.slug(), tests.uid('pr_free')) $$, 'and removes a member');
select throws_ok($$ select public.delete_private_room(pg_temp.slug()) $$, '42501', null, 'but does not delete the room');

-- ---- deleting ---------------------------------------------------------------------------------
select tests.authenticate_as('pr_pro2');
select is(public.room_post_count(pg_temp.slug()), 2, 'the owner counts the posts before deleting');
select is(public.delete_private_room(pg_temp.slug()), 2, 'delete_private_room answers how many went with it');
select tests.reset_role();
select is_empty($$ select 1 from public.posts where room_slug = pg_temp.slug() $$, 'its posts are gone');
select is_empty($$ select 1 from public.rooms where slug = pg_temp.slug() $$, 'and the room');
select tests.authenticate_as('pr_admin');
select is(public.delete_private_room((select slug from public.rooms where is_private and name = 'Second')), 0,
  'an administrator deletes a room');

-- ---- two-factor members: aal2 or nothing -----------------------------------------------------
select tests.reset_role();
select tests.create_user('pr_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('pr_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');
update public.subscribers set subscribed = true, subscription_tier = 'premium', status = 'active' where user_id = tests.uid('pr_mfa');
insert into public.rooms (slug, name, capacity, is_private, owner_id) values ('p-00000000aa', 'Factor Room', 50, true, tests.uid('pr_mfa'));
insert into public.room_members (room_slug, user_id) values ('p-00000000aa', tests.uid('pr_mfa'));
insert into public.room_bans (room_slug, user_id) values ('p-00000000aa', tests.uid('pr_out'));
insert into public.room_invitations (room_slug, user_id, invited_by) values ('p-00000000aa', tests.uid('pr_free'), tests.uid('pr_mfa'));
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('pr_mfa'), 'aal', 'aal1'));
select is_empty($$ select 1 from public.room_bans $$, 'room_bans_require_aal2: aal1 with a verified factor reads no bans');
select is_empty($$ select 1 from public.room_invitations $$, 'room_invitations_require_aal2: nor invitations');
select is_empty($$ select 1 from public.rooms where is_private $$, 'nor the private room');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('pr_mfa'), 'aal', 'aal2'));
select is((select count(*)::int from public.room_bans), 1, 'aal2: the owner reads the room''s ban');
select is((select count(*)::int from public.room_invitations), 1, 'and its invitation');

-- ---- anon and the service role ----------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select 1 from public.rooms $$, '42501', null, 'anon reads no rooms');
select throws_ok($$ select public.create_private_room('Anon', '', 'moon') $$, '42501', null, 'anon creates nothing');
select throws_ok($$ select 1 from public.room_invitations $$, '42501', null, 'anon reads no invitations');
select tests.authenticate_as_service_role();
select is((select count(*)::int from public.rooms where is_private), 2, 'the service role (operators) sees every private room');
select throws_ok($$ select public.create_private_room('Ops', '', 'moon') $$, '42501', null, 'the service role does not create rooms through the API');

select * from finish();
rollback;
