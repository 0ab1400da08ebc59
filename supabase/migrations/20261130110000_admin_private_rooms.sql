-- Administrators see every private room (issue 43: "When the owner's Pro plan lapses, their rooms
-- become read-only for everyone ... until the owner subscribes again or an administrator gives the
-- room to another Pro member"). public.transfer_private_room(slug, new_owner) already exists
-- (20261130100000_plans_and_private_rooms.sql); this adds the list the administrators' screen
-- picks a room from:
--
--   public.admin_private_rooms(): every private room with its owner, whether the owner is on Pro
--   now (private.plan_of, read at every call), its member and post counts and when it was made;
--   the read-only rooms first. Administrators only (private.require_admin(): 42501 for anyone
--   else, moderators included), as the other administrators' functions (list_roles, the log).
-- Every function pins search_path = ''; the definer lives in `private` behind an invoker wrapper.

create function private.admin_private_rooms()
returns table (slug text, name text, owner_id uuid, owner_name text, owner_on_pro boolean,
               member_count int, post_count int, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select r.slug, r.name, r.owner_id,
           case when r.owner_id is not null then coalesce(nullif(btrim(p.name), ''), 'Member') end,
           coalesce(private.plan_of(r.owner_id) in ('pro', 'admin'), false),
           (select count(*)::int from public.room_members as m where m.room_slug = r.slug),
           (select count(*)::int from public.posts as po where po.room_slug = r.slug and po.deleted_at is null),
           r.created_at
      from public.rooms as r
      left join public.profiles as p on p.id = r.owner_id
     where r.is_private
     order by 5, r.name, r.slug;
end;
$$;
comment on function private.admin_private_rooms() is
  'Administrators: every private room (slug, name, owner_id, owner_name (null when the owner''s account is gone), owner_on_pro (the owner''s plan is pro or admin now, so the room is open; false: read-only), member_count, post_count (posts and replies not deleted), created_at), the read-only rooms first, then by name. 42501 for anyone else.';
revoke execute on function private.admin_private_rooms() from public, anon;
grant execute on function private.admin_private_rooms() to authenticated;

create function public.admin_private_rooms()
returns table (slug text, name text, owner_id uuid, owner_name text, owner_on_pro boolean,
               member_count int, post_count int, created_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select a.slug, a.name, a.owner_id, a.owner_name, a.owner_on_pro, a.member_count, a.post_count, a.created_at
    from private.admin_private_rooms() as a
$$;
comment on function public.admin_private_rooms() is
  'Administrators: every private room with its owner, whether the owner is on Pro now (owner_on_pro false: the room is read-only until they renew or an administrator gives it to another Pro member with transfer_private_room), member and post counts and created_at; read-only rooms first. 42501 for anyone else, moderators included.';
revoke execute on function public.admin_private_rooms() from public, anon;
grant execute on function public.admin_private_rooms() to authenticated;
