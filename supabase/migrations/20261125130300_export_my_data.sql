-- 'Download Data' from the server (issue 22), after 20261125130200_bookings.sql.
--
-- public.export_my_data() returns the caller's data as one JSON object, format_version 2:
--   { format_version, exported_at, profile, settings, journal_entries, resources, schedule_events,
--     bookings, posts, friendships, direct_messages, notifications }
-- Security invoker: every table is read under the caller's RLS and filtered on auth.uid() as
-- well, so an administrator (who reads more through RLS) still gets only their own rows. Posts'
-- author_id is not readable by members, so the member's own posts come from a security definer
-- helper that filters on auth.uid() and returns no author column; expired posts are left out.
-- bookings: those the member made and those made with them as host; direct_messages: both
-- directions of the member's conversations.

create function private.my_posts_for_export()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    jsonb_agg(jsonb_build_object(
        'id', p.id, 'room_slug', p.room_slug, 'parent_id', p.parent_id, 'body', p.body,
        'created_at', p.created_at, 'expires_at', p.expires_at)
      order by p.created_at, p.id),
    '[]'::jsonb)
    from public.posts as p
   where auth.uid() is not null
     and p.author_id = auth.uid()
     and (p.expires_at is null or p.expires_at > pg_catalog.now())
     and private.aal_satisfied()
$$;
comment on function private.my_posts_for_export() is
  'The caller''s own posts and replies (no author column), oldest first, for export_my_data().';
revoke execute on function private.my_posts_for_export() from public, anon;
grant execute on function private.my_posts_for_export() to authenticated;

create function public.export_my_data()
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
        from public.notifications as n where n.user_id = me), '[]'::jsonb)
  );
end;
$$;
comment on function public.export_my_data() is
  'The caller''s data as one JSON object (format_version 2): profile, settings, journal entries, resources, schedule events, bookings, own posts, friendships, direct messages, notifications. 42501 when signed out.';
revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
