-- Download Data includes the member's own meeting chat (issue 42 added meeting_messages; nobody is
-- ever locked out of their own data).
--
-- Read under the caller's row security (an author always reads their own lines, also after
-- leaving the meeting) and filtered on auth.uid(): others' lines of the same meeting are not theirs
-- and stay out. No author column: every line is the caller's.

create or replace function private.export_member_data()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
begin
  if me is null then
    raise exception using errcode = '42501', message = 'Sign in to download your data.';
  end if;
  return jsonb_build_object(
    'format_version', 2,
    'exported_at', pg_catalog.now(),
    'profile', (select pg_catalog.to_jsonb(p) from public.profiles as p where p.id = me),
    'settings', (select pg_catalog.to_jsonb(s) from public.member_settings as s where s.user_id = me),
    'journal_entries', coalesce((
      select jsonb_agg(pg_catalog.to_jsonb(j) order by j.created_at, j.id)
        from public.journal_entries as j where j.user_id = me), '[]'::jsonb),
    'resources', coalesce((
      select jsonb_agg(pg_catalog.to_jsonb(r) order by r.created_at, r.id)
        from public.resources as r where r.user_id = me), '[]'::jsonb),
    'schedule_events', coalesce((
      select jsonb_agg(pg_catalog.to_jsonb(e) order by e.starts_at, e.id)
        from public.schedule_events as e where e.user_id = me), '[]'::jsonb),
    'bookings', coalesce((
      select jsonb_agg(pg_catalog.to_jsonb(b) order by lower(b.slot), b.id)
        from public.bookings as b where b.booked_by = me or b.host_id = me), '[]'::jsonb),
    'posts', private.my_posts_for_export(),
    'friendships', coalesce((
      select jsonb_agg(pg_catalog.to_jsonb(f) order by f.created_at)
        from public.friendships as f where f.requester_id = me or f.addressee_id = me), '[]'::jsonb),
    'direct_messages', coalesce((
      select jsonb_agg(pg_catalog.to_jsonb(d) order by d.created_at, d.id)
        from public.direct_messages as d where d.sender_id = me or d.recipient_id = me), '[]'::jsonb),
    'notifications', coalesce((
      select jsonb_agg(pg_catalog.to_jsonb(n) order by n.created_at, n.id)
        from public.notifications as n where n.user_id = me), '[]'::jsonb),
    'meeting_messages', coalesce((
      select jsonb_agg(jsonb_build_object('id', m.id, 'meeting_id', m.meeting_id, 'body', m.body,
                                          'created_at', m.created_at) order by m.created_at, m.id)
        from public.meeting_messages as m where m.author_id = me), '[]'::jsonb)
  );
end;
$$;
comment on function private.export_member_data() is
  'The body of public.export_my_data(): the caller''s data as one JSON object (format_version 2), their own meeting chat lines included. Call export_my_data(), which checks the two-factor rule first.';
comment on function public.export_my_data() is
  'The caller''s data as one JSON object (format_version 2): profile, settings, journal entries, resources, schedule events, bookings, own posts, friendships, direct messages, notifications, own meeting chat lines. 42501 when signed out, or when a second factor is owed (aal1 with a verified factor).';
