-- Invitations to private rooms are limited (20261130120100_room_invitation_limits): one member is
-- invited to one room at most 3 times in 7 days (declined or not), and an owner sends at most 30
-- invitations an hour; a refusal changes nothing and sends no notification.
--   Olga (Pro) owns a room; Finn and Pia are her friends.
begin;
select plan(8);

select tests.create_user('ril_olga', '{"name": "Olga Owner"}'::jsonb);
select tests.create_user('ril_finn', '{"name": "Finn Friend"}'::jsonb);
select tests.create_user('ril_pia', '{"name": "Pia Pal"}'::jsonb);
update public.subscribers set subscribed = true, subscription_tier = 'premium', status = 'active'
 where user_id = tests.uid('ril_olga');
insert into public.friendships (requester_id, addressee_id, status) values
  (tests.uid('ril_olga'), tests.uid('ril_finn'), 'accepted'),
  (tests.uid('ril_olga'), tests.uid('ril_pia'), 'accepted');

create temporary table ril_room (slug text);
grant all on ril_room to authenticated;
select tests.authenticate_as('ril_olga');
insert into ril_room select public.create_private_room('Slow Readers', '', 'moon');

-- Invited and declined twice, then invited a third time: all allowed.
create function pg_temp.invite_and_decline() returns void language plpgsql as $$
begin
  perform tests.authenticate_as('ril_olga');
  perform public.invite_to_room((select slug from ril_room), tests.uid('ril_finn'));
  perform tests.authenticate_as('ril_finn');
  perform public.respond_to_room_invitation(
    (select id from public.room_invitations where status = 'pending' and user_id = auth.uid()), false);
end;
$$;
grant execute on function pg_temp.invite_and_decline() to authenticated;
select lives_ok($$ select pg_temp.invite_and_decline() $$, 'a first invitation, declined');
select lives_ok($$ select pg_temp.invite_and_decline() $$, 'a second one, declined');
select tests.authenticate_as('ril_olga');
select lives_ok($$ select public.invite_to_room((select slug from ril_room), tests.uid('ril_finn')) $$, 'a third one');
select tests.authenticate_as('ril_finn');
select public.respond_to_room_invitation(
  (select id from public.room_invitations where status = 'pending' and user_id = auth.uid()), false);
select is((select count(*)::int from public.notifications where type = 'room_invitation'), 3,
  'Finn got three invitation notifications');

-- A fourth within the week is refused, and sends nothing.
select tests.authenticate_as('ril_olga');
select throws_like($$ select public.invite_to_room((select slug from ril_room), tests.uid('ril_finn')) $$,
  'This member has been invited to this room 3 times this week. You can invite them again in 7 days.',
  'a fourth invitation of one member to one room within 7 days is refused, saying when');
select tests.authenticate_as('ril_finn');
select is((select count(*)::int from public.notifications where type = 'room_invitation'), 3, 'and no notification came');

-- An owner who sent 30 invitations this hour sends no more (the ledger as after 30 sends).
select tests.clear_authentication();
select tests.reset_role();
insert into private.rate_ledger (user_id, action, recent)
select tests.uid('ril_olga'), 'room_invitation', array_agg(now() - interval '1 minute' * g) from generate_series(1, 30) as g
on conflict (user_id, action) do update set recent = excluded.recent;
select tests.authenticate_as('ril_olga');
select throws_ok($$ select public.invite_to_room((select slug from ril_room), tests.uid('ril_pia')) $$, 'PT429', null,
  'the 31st invitation within an hour is refused (PT429)');
select tests.authenticate_as('ril_pia');
select is_empty($$ select 1 from public.notifications where type = 'room_invitation' $$, 'and Pia got nothing');

select * from finish();
rollback;
