-- Administrators list every private room (20261130110000_admin_private_rooms): owner, whether the
-- owner is on Pro now (false: the room is read-only), members, posts, created_at; the read-only
-- rooms first. Nobody else may: a moderator, a member, a room's owner, a lapsed owner, anon and the
-- service role are refused, as with the other administrators' functions.
--   Lou's Pro lapsed (Zebra Club, read-only); Pia is on Pro (Alpha Club); Middle Room's owner's
--   account is gone; Mia is a member of Zebra Club; Mo moderates; Ada administers.
begin;
select plan(17);

select tests.create_user('ap_lou', '{"name": "Lou Lapsed"}'::jsonb);
select tests.create_user('ap_pia', '{"name": "Pia Pro"}'::jsonb);
select tests.create_user('ap_mia', '{"name": "Mia Member"}'::jsonb);
select tests.create_user('ap_mo', '{"name": "Mo Moderator"}'::jsonb);
select tests.create_user('ap_ada', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
insert into public.user_roles (user_id, role) values (tests.uid('ap_mo'), 'moderator');
update public.subscribers set subscribed = true, subscription_tier = 'premium', status = 'active'
 where user_id in (tests.uid('ap_lou'), tests.uid('ap_pia'));

insert into public.rooms (slug, name, capacity, is_private, owner_id, icon) values
  ('p-00000000c1', 'Zebra Club', 50, true, tests.uid('ap_lou'), 'moon'),
  ('p-00000000c2', 'Alpha Club', 50, true, tests.uid('ap_pia'), 'moon'),
  ('p-00000000c3', 'Middle Room', 50, true, null, 'moon');
insert into public.room_members (room_slug, user_id) values
  ('p-00000000c1', tests.uid('ap_lou')), ('p-00000000c1', tests.uid('ap_mia')),
  ('p-00000000c2', tests.uid('ap_pia'));
insert into public.posts (room_slug, author_id, body) values
  ('p-00000000c1', tests.uid('ap_lou'), 'First chapter.'),
  ('p-00000000c1', tests.uid('ap_mia'), 'Second chapter.'),
  ('p-00000000c1', tests.uid('ap_mia'), 'Deleted chapter.');
update public.posts set deleted_at = now(), body = '' where body = 'Deleted chapter.';
-- Lou's trial is over and the subscription lapsed: Zebra Club turns read-only.
update public.subscribers set subscribed = false, subscription_tier = null, status = null,
       trial_end = now() - interval '1 minute'
 where user_id = tests.uid('ap_lou');
select set_config('ap.total', (select count(*)::text from public.rooms where is_private), true);

create function pg_temp.mine() returns table (slug text, name text, owner text, on_pro boolean, members int, posts int)
language sql as $$
  select a.slug, a.name, a.owner_name, a.owner_on_pro, a.member_count, a.post_count
    from public.admin_private_rooms() as a where a.slug like 'p-00000000c_'
$$;

-- ---- the administrator sees every private room ------------------------------------------------
select tests.authenticate_as('ap_ada');
select results_eq($$ select * from pg_temp.mine() $$,
  $$ values ('p-00000000c3', 'Middle Room', null::text, false, 0, 0),
            ('p-00000000c1', 'Zebra Club', 'Lou Lapsed', false, 2, 2),
            ('p-00000000c2', 'Alpha Club', 'Pia Pro', true, 1, 0) $$,
  'read-only rooms first (by name), then the open ones: owner name (none when the account is gone), on Pro, members, posts not deleted');
select is((select count(*)::int from public.admin_private_rooms()), current_setting('ap.total')::int,
  'every private room, whoever owns it (the administrator is a member of none)');
select results_eq(
  $$ select owner_id, created_at is not null from public.admin_private_rooms() where slug = 'p-00000000c1' $$,
  $$ values (tests.uid('ap_lou'), true) $$, 'with the owner''s id and when the room was made');
select is_empty($$ select 1 from public.admin_private_rooms() where slug in ('lounge', 'intros') $$, 'no public room');

-- The plan is read at every call: Lou renews, and the room is open again without a new token.
select tests.reset_role();
update public.subscribers set subscribed = true, subscription_tier = 'premium', status = 'active'
 where user_id = tests.uid('ap_lou');
select tests.authenticate_as('ap_ada');
select is((select owner_on_pro from public.admin_private_rooms() where slug = 'p-00000000c1'), true,
  'Lou renews Pro: Zebra Club is no longer read-only');
select tests.reset_role();
update public.subscribers set subscribed = false, subscription_tier = null, status = 'past_due'
 where user_id = tests.uid('ap_lou');
select tests.authenticate_as('ap_ada');
select is((select owner_on_pro from public.admin_private_rooms() where slug = 'p-00000000c1'), false,
  'past_due is not on Pro: read-only again');

-- Giving the orphaned room to Pia shows at once.
select lives_ok($$ select public.transfer_private_room('p-00000000c3', tests.uid('ap_pia')) $$,
  'the administrator gives Middle Room to Pia');
select results_eq($$ select * from pg_temp.mine() where slug = 'p-00000000c3' $$,
  $$ values ('p-00000000c3', 'Middle Room', 'Pia Pro', true, 1, 0) $$,
  'Middle Room: owned by Pia, on Pro, Pia its member');

-- ---- nobody else ------------------------------------------------------------------------------
select tests.authenticate_as('ap_mo');
select throws_ok($$ select * from public.admin_private_rooms() $$, '42501', 'Only administrators can do this.',
  'a moderator is refused');
select throws_ok($$ select * from private.admin_private_rooms() $$, '42501', 'Only administrators can do this.',
  'also when calling the definer directly');
select tests.authenticate_as('ap_mia');
select throws_ok($$ select * from public.admin_private_rooms() $$, '42501', 'Only administrators can do this.',
  'a member (of a private room) is refused');
select tests.authenticate_as('ap_pia');
select throws_ok($$ select * from public.admin_private_rooms() $$, '42501', 'Only administrators can do this.',
  'an owner on Pro is refused');
select tests.authenticate_as('ap_lou');
select throws_ok($$ select * from public.admin_private_rooms() $$, '42501', 'Only administrators can do this.',
  'a lapsed owner is refused');

-- An administrator with a verified second factor must have used it (aal2).
select tests.reset_role();
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('ap_ada'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('ap_ada'), 'aal', 'aal1'));
select throws_ok($$ select * from public.admin_private_rooms() $$, '42501', 'Only administrators can do this.',
  'an administrator at aal1 with a verified factor is refused');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('ap_ada'), 'aal', 'aal2'));
select is((select count(*)::int from public.admin_private_rooms() where slug like 'p-00000000c_'), 3, 'at aal2 the list is there');

select tests.clear_authentication();
select throws_ok($$ select * from public.admin_private_rooms() $$, '42501', null, 'anon may not call it');
select tests.authenticate_as_service_role();
select throws_ok($$ select * from public.admin_private_rooms() $$, '42501', null,
  'nor the service role (as list_roles and the log: the administrators'' screen only)');

select * from finish();
rollback;
