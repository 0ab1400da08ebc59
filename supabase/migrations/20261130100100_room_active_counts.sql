-- Who is active in each room, for the Rooms page (issue 43: "the rooms list tells the truth"),
-- after 20261130100000_plans_and_private_rooms.sql. room_present_count(slug) answers only a
-- member of that room; the list needs every room the caller may see at once: the public rooms
-- (a count only, locked ones too, like their member counts) and the caller's private rooms.
-- A member counts when their heartbeat on room:<slug> is fresh and they show their online
-- status, as room_present_count counts them.

create function private.room_active_counts()
returns table (room_slug text, active_now int)
language sql
stable
security definer
set search_path = ''
as $$
  select r.slug,
         (select count(*)::int
            from public.room_members as m
            join private.presence_heartbeats as h on h.user_id = m.user_id and h.topic = 'room:' || r.slug
            join public.profiles as p on p.id = m.user_id
           where m.room_slug = r.slug
             and h.seen_at > private.presence_fresh_after()
             and p.show_online_status)
    from public.rooms as r
   where auth.uid() is not null and private.aal_satisfied()
     and (not r.is_private or r.slug = any (private.my_private_room_slugs()))
   order by r.slug
$$;
comment on function private.room_active_counts() is
  'How many members are active (fresh presence, online status shown) in each public room and each of the caller''s private rooms.';

create function public.room_active_counts()
returns table (room_slug text, active_now int)
language sql
stable
set search_path = ''
as $$
  select c.room_slug, c.active_now from private.room_active_counts() as c
$$;
comment on function public.room_active_counts() is
  'The number of members active now (Presence the server vouches for: a fresh heartbeat, online status shown) in every public room and the caller''s private rooms; nothing of other private rooms.';

revoke execute on function private.room_active_counts(), public.room_active_counts() from public, anon;
grant execute on function private.room_active_counts(), public.room_active_counts() to authenticated;
