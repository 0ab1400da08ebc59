-- Deleting a member's account (public.delete_user_account, what 'Delete Account' ends with, after
-- Storage has removed their files through the Storage API) leaves nothing of them in any table of
-- issue 22: journal entries, resources, schedule events, settings, bookings they made, bookings
-- made with them as a host and their host row, posts (none is theirs any more: an anonymous one
-- stays detached, see 38-account-deletion-anonymity), notifications; the other member keeps their
-- own data.
begin;
select plan(14);

select tests.create_user('del_gone', '{"name": "Gone"}'::jsonb);
select tests.create_user('del_stays', '{"name": "Stays"}'::jsonb);
select tests.create_user('del_host', '{"name": "Host"}'::jsonb);
insert into public.advice_hosts (user_id, display_name, time_zone) values
  (tests.uid('del_host'), 'Host', 'Europe/London'), (tests.uid('del_gone'), 'Gone', 'Europe/London');
insert into public.room_members (room_slug, user_id) values ('anonymous-confessions', tests.uid('del_gone'));

create temporary table del_slot on commit drop as
select tstzrange(((date_trunc('week', now() at time zone 'Europe/London') + interval '7 days 16 hours') at time zone 'Europe/London'),
                 ((date_trunc('week', now() at time zone 'Europe/London') + interval '7 days 16 hours 30 minutes') at time zone 'Europe/London')) as r;
grant select on del_slot to authenticated;

select tests.authenticate_as('del_gone');
insert into public.journal_entries (title, body) values ('Entry', 'x');
insert into public.resources (id, kind, title, file_name, storage_path, size_bytes)
values ('e2000000-0000-4000-8000-000000000001', 'pdf', 'PDF', 'a.pdf', auth.uid()::text || '/e2000000-0000-4000-8000-000000000001.pdf', 5);
insert into public.schedule_events (title, starts_at, ends_at, category) values ('Event', now(), now() + interval '1 hour', 'meeting');
insert into public.member_settings (auto_delete_posts) values ('1h');
insert into public.posts (room_slug, body) values ('anonymous-confessions', 'Soon gone');
insert into public.bookings (host_id, slot) select tests.uid('del_host'), r from del_slot;
select tests.authenticate_as('del_stays');
insert into public.journal_entries (title, body) values ('Kept', 'x');
insert into public.bookings (host_id, slot) select tests.uid('del_gone'), r from del_slot;

select tests.reset_role();
create temporary table del_id on commit drop as select tests.uid('del_gone') as id;
select ok((select count(*) > 0 from public.notifications where user_id = (select id from del_id)),
  'before: the member has notifications (their booking, the one made with them)');
select ok(public.delete_user_account((select id from del_id)), 'the account is deleted');

select is((select count(*)::int from public.journal_entries where user_id = (select id from del_id)), 0, 'no journal entry left');
select is((select count(*)::int from public.resources where user_id = (select id from del_id)), 0, 'no resource left');
select is((select count(*)::int from public.schedule_events where user_id = (select id from del_id)), 0, 'no event left');
select is((select count(*)::int from public.member_settings where user_id = (select id from del_id)), 0, 'no settings left');
select is((select count(*)::int from public.bookings where booked_by = (select id from del_id)), 0, 'no booking they made left');
select is((select count(*)::int from public.bookings where host_id = (select id from del_id)), 0,
  'no booking made with them as host left');
select is((select count(*)::int from public.advice_hosts where user_id = (select id from del_id)), 0, 'no host row left');
select is((select count(*)::int from public.posts where author_id = (select id from del_id)), 0, 'no post left');
select is((select count(*)::int from public.notifications where user_id = (select id from del_id)), 0, 'no notification left');
select is((select count(*)::int from public.profiles where id = (select id from del_id)), 0, 'no profile left');
select is((select count(*)::int from public.journal_entries where user_id = tests.uid('del_stays')), 1,
  'the other member keeps their entry');
select is((select count(*)::int from public.bookings where host_id = tests.uid('del_host')), 0,
  'the host''s booking by the deleted member is gone, so the slot is free again');

select * from finish();
rollback;
