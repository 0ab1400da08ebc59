-- Download Data includes the member's own meeting chat (20261130120000_export_meeting_messages):
-- their lines, also after they left the meeting, without an author column, and never anyone
-- else's lines.
--   Ann and Ben chat in the community meeting; Ann leaves; Cid never joined.
begin;
select plan(5);

select tests.create_user('xm_ann', '{"name": "Ann"}'::jsonb);
select tests.create_user('xm_ben', '{"name": "Ben"}'::jsonb);
select tests.create_user('xm_cid', '{"name": "Cid"}'::jsonb);

create temporary table xm_meeting (id uuid);
grant all on xm_meeting to authenticated;

select tests.authenticate_as('xm_ann');
insert into xm_meeting select public.join_meeting();
insert into public.meeting_messages (meeting_id, body) select id, 'Ann says hello' from xm_meeting;
select tests.authenticate_as('xm_ben');
select public.join_meeting();
insert into public.meeting_messages (meeting_id, body) select id, 'Ben says hi' from xm_meeting;
select tests.authenticate_as('xm_ann');
select public.leave_meeting((select id from xm_meeting));

select is(
  (select jsonb_agg(m ->> 'body') from jsonb_array_elements(public.export_my_data() -> 'meeting_messages') as m),
  '["Ann says hello"]'::jsonb,
  'Ann''s export holds her own line, and not Ben''s');
select is(
  (select array_agg(k order by k) from jsonb_array_elements(public.export_my_data() -> 'meeting_messages') as m,
          jsonb_object_keys(m) as k),
  array['body', 'created_at', 'id', 'meeting_id'],
  'a line has no author column');

select tests.authenticate_as('xm_ben');
select is(
  (select jsonb_agg(m ->> 'body') from jsonb_array_elements(public.export_my_data() -> 'meeting_messages') as m),
  '["Ben says hi"]'::jsonb,
  'Ben''s export holds his line only');

select tests.authenticate_as('xm_cid');
select is(public.export_my_data() -> 'meeting_messages', '[]'::jsonb, 'a member who never joined a meeting exports no lines');

select tests.clear_authentication();
set local role anon;
select throws_ok($$ select public.export_my_data() $$, '42501', null, 'anon exports nothing');

select * from finish();
rollback;
