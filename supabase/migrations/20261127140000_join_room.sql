-- Opening a room in one request (issue 23, "Fast for every visitor"). The room page read the room,
-- then joined it, then read its feed: three round trips (six with their CORS preflights) before a
-- member saw a post. public.join_room() does the first two in one call, as the caller, under the
-- same row security and capacity rule as before:
--   * no such room (or one the caller may not read): null, and nothing is written;
--   * otherwise the caller joins it (on conflict do nothing, as the client's upsert did) and gets
--     whether the room is anonymous; a full room refuses the join with 23514 and the capacity
--     trigger's message ('The Inner Room has reached its maximum capacity of 250 members.').
-- Security invoker: rooms and room_members policies (aal2 included) decide, not this function.

create function public.join_room(p_room_slug text)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  anonymous boolean;
begin
  select r.is_anonymous into anonymous from public.rooms as r where r.slug = p_room_slug;
  if not found then
    return null;
  end if;
  insert into public.room_members (room_slug) values (p_room_slug)
    on conflict (room_slug, user_id) do nothing;
  return anonymous;
end;
$$;

comment on function public.join_room(text) is
  'Opens a room for the caller: null when there is no such room they may read; else joins it (a full room refuses with 23514) and answers whether it is anonymous. Runs as the caller, under row security.';

revoke execute on function public.join_room(text) from public, anon;
grant execute on function public.join_room(text) to authenticated;
