-- Meetings (20261130090300_meetings_outlive_a_deleted_host): a member who deletes their account
-- leaves their live meetings first. The host of a community meeting hands over to the earliest
-- joiner present and the others are told; a meeting left with nobody ends (broadcast) and goes
-- with the account; the next join starts a new one.
--   Ann hosts with Bea and Cal; Ann deletes her account, then Bea, once alone, deletes hers.
begin;
select plan(7);

select tests.create_user('md_ann', '{"name": "Ann Host"}'::jsonb);
select tests.create_user('md_bea', '{"name": "Bea"}'::jsonb);
select tests.create_user('md_cal', '{"name": "Cal"}'::jsonb);
-- Ids kept here: tests.uid() cannot find a deleted user.
create temporary table ids (name text primary key, id uuid);
insert into ids select u, tests.uid(u) from unnest(array['md_ann', 'md_bea', 'md_cal']) as u;
grant all on ids to authenticated;
create function pg_temp.id(p_name text) returns uuid language sql stable as $$ select id from ids where name = p_name $$;
grant execute on function pg_temp.id(text) to authenticated;
-- The state broadcasts of the meeting, in the order sent (pg_temp.capture() after each action).
create temporary table sent (n serial primary key, id uuid unique, payload jsonb);
create function pg_temp.capture() returns void language sql as $$
  insert into pg_temp.sent (id, payload)
  select m.id, m.payload from realtime.messages as m
   where m.topic = 'meeting:' || pg_temp.id('meeting') and m.event = 'state'
     and m.id not in (select s.id from pg_temp.sent as s)
$$;

select tests.authenticate_as('md_ann');
insert into ids select 'meeting', public.join_meeting();
select tests.authenticate_as('md_bea');
select public.join_meeting();
select tests.authenticate_as('md_cal');
select public.join_meeting();
select tests.reset_role();
select pg_temp.capture();

select has_trigger('auth', 'users', 'on_auth_user_deleted_leave_meetings', 'auth.users has the trigger that leaves meetings');

-- The host deletes her account.
delete from auth.users where id = pg_temp.id('md_ann');
select pg_temp.capture();
select results_eq($$ select status, host_id from public.meetings where id = pg_temp.id('meeting') $$,
  $$ values ('live', pg_temp.id('md_bea')) $$,
  'the meeting of a host who deleted her account goes on, hosted by the earliest joiner present');
select is((select array_agg(user_id order by joined_at) from public.meeting_participants where meeting_id = pg_temp.id('meeting')),
  array[pg_temp.id('md_bea'), pg_temp.id('md_cal')],
  'her participant row is gone with her account; the others stay');
select results_eq(
  $$ select payload ->> 'host_id', (select array_agg(p ->> 'user_id') from jsonb_array_elements(payload -> 'participants') as p)
       from sent order by n desc limit 1 $$,
  $$ values (pg_temp.id('md_bea')::text, array[pg_temp.id('md_bea')::text, pg_temp.id('md_cal')::text]) $$,
  'the others are told at once: the state names Bea host, without Ann');

-- Cal leaves; Bea, alone, deletes her account.
select tests.authenticate_as('md_cal');
select public.leave_meeting(pg_temp.id('meeting'));
select tests.reset_role();
select pg_temp.capture();
delete from auth.users where id = pg_temp.id('md_bea');
select pg_temp.capture();
select is((select payload ->> 'status' from sent order by n desc limit 1), 'ended',
  'a meeting whose host deletes her account while alone in it ends (broadcast)');
select is((select count(*)::int from public.meetings where id = pg_temp.id('meeting')), 0, 'and goes with her account');
select tests.authenticate_as('md_cal');
select isnt(public.join_meeting(), pg_temp.id('meeting'), 'the next join starts a new meeting');

select * from finish();
rollback;
